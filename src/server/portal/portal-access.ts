import type { FastifyRequest } from 'fastify';
import { PORTAL_MESSAGES, portalTokenSchema } from '../../shared/portal';
import type { Db } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { memoryThrottle, waitMessage } from '../lib/throttle';
import { type OpenLink, openLink } from './portal-view.service';

/** Unknown tokens per address before 429, as the questionnaire (decision 130): a mistyped link never gets near it. */
const TOKEN_FAILURES_ALLOWED = 30;
const TOKEN_WINDOW_MS = 15 * 60_000;

// In memory: it only stops guessing noise, and one throttle serves every plan-link route (the PDF too).
const guesses = memoryThrottle({ limit: TOKEN_FAILURES_ALLOWED, windowMs: TOKEN_WINDOW_MS });

/**
 * The live link named by the request's `:token`: 404 for an unknown or malformed token (counted
 * as a guess; 429 with the wait in words after too many), 410 with its state for one that ended.
 */
export async function linkOfRequest(db: Db, request: FastifyRequest): Promise<OpenLink> {
  const wait = guesses.wait(request.ip);
  if (wait > 0) throw new AppError(429, waitMessage('Too many attempts with unknown links.', wait));
  const parsed = portalTokenSchema.safeParse(request.params);
  try {
    if (!parsed.success) throw notFound(PORTAL_MESSAGES.notFound);
    return await openLink(db, parsed.data.token);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) guesses.hit(request.ip);
    throw error;
  }
}
