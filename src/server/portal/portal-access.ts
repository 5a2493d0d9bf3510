import type { FastifyRequest } from 'fastify';
import { PORTAL_MESSAGES, portalTokenSchema } from '../../shared/portal';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { openByToken } from '../lib/token-guesses';
import { type OpenLink, openLink } from './portal-view.service';

/**
 * The live link named by the request's `:token`: 404 for an unknown or malformed token, 410 with
 * its state for one that ended. A live link is always answered; only unknown tokens count toward
 * the address's allowance, after which they answer 429 with the wait in words (lib/token-guesses.ts,
 * in the database: one allowance across app servers and across every plan-link route, the PDF too).
 */
export async function linkOfRequest(db: Db, request: FastifyRequest): Promise<OpenLink> {
  const parsed = portalTokenSchema.safeParse(request.params);
  return openByToken(db, request.ip, 'plan-link', async () => {
    if (!parsed.success) throw notFound(PORTAL_MESSAGES.notFound);
    return openLink(db, parsed.data.token);
  });
}
