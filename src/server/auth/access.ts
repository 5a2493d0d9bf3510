import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden } from '../lib/errors';
import { registerIdempotency } from '../lib/idempotency';
import { type IdAt, OWNER_LOADERS, planPartFor } from './policy';
import { requireUser } from './session';

/**
 * The declared access class enforces itself (decision 131): one preHandler reads the route's
 * `config.access` and applies the policy before the handler runs, so a handler that forgets its
 * own check still cannot leak.
 * - public, survey-token, token:plan-link, token:calendar-feed, token:invoice-link: nothing here
 *   (the questionnaire, the calendar feed, the plan link and the invoice's share link check their
 *   token and throttle guesses);
 * - signed-in: 401 without a session;
 * - admin: 401 without a session, 403 for a nutritionist (unless the route names their own
 *   profile, `config.ownProfile`) — the role is no secret, the route exists for everyone;
 * - owner:*: 401 without a session (unless the route takes a token instead, `config.token`), and
 *   the record named at `config.record` loaded through policy.ts (or, with `config.part`, the
 *   plan of the meal or supplement named there): 404 when the viewer may not see it, exactly
 *   like a missing record. An id that is absent or malformed is left to the
 *   handler's own input check, so bad input keeps its field message.
 */
export function registerAccessCheck(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request) => {
    const { access, record, ownProfile, token, part } = request.routeOptions.config;
    if (
      !access ||
      access === 'public' ||
      access === 'survey-token' ||
      access === 'token:plan-link' ||
      access === 'token:calendar-feed' ||
      access === 'token:invoice-link'
    )
      return;
    if (access.startsWith('owner:') && !request.user && token && valueAt(request, token) !== undefined)
      return;
    const user = requireUser(request);
    if (access === 'signed-in') return;
    if (access === 'admin') {
      if (user.isAdmin) return;
      if (ownProfile && user.nutritionistId !== null && idAt(request, ownProfile) === user.nutritionistId)
        return;
      throw forbidden('Only an admin can do this.');
    }
    if (!record) return;
    const id = idAt(request, record);
    if (id === undefined) return;
    if (part) await planPartFor(db, user, part, id);
    else await OWNER_LOADERS[access](db, user, id);
  });
  // A write the viewer may make, sent again with the same Idempotency-Key, answers its first
  // answer (issue 51, decision 290): decided right after access, before the handler runs.
  registerIdempotency(app, db);
}

function valueAt(request: FastifyRequest, at: IdAt): unknown {
  const dot = at.indexOf('.');
  const source = request[at.slice(0, dot) as 'query' | 'body' | 'params'];
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const value = (source as Record<string, unknown>)[at.slice(dot + 1)];
  return value === '' || value === null ? undefined : value;
}

const INT4_MAX = 2_147_483_647;

/** The id at that place when it is one (a positive int4, as a number or its digits); otherwise undefined. */
function idAt(request: FastifyRequest, at: IdAt): number | undefined {
  const value = valueAt(request, at);
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= INT4_MAX ? n : undefined;
}
