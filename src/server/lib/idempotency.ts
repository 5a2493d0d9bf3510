import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, ValidationError } from './errors';

/**
 * Idempotent writes (issue 51 point 2, decision 290). The web app sends an `Idempotency-Key` header
 * (a fresh random key per action, the same key on a retry of it) with the creates a double click or
 * a slow network repeats: invoice, payment, appointment, package, plan, note. A signed-in POST with
 * the header is run once per user and key:
 * - the first request claims the key (a row with no answer yet) and runs;
 * - a 2xx answer is kept with the key for 24 hours; a retry gets it back as it was (header
 *   `Idempotent-Replayed: true`) instead of a second row or an error;
 * - a refused first request (4xx, 5xx) frees the key, so the corrected retry runs;
 * - a retry while the first still runs waits for its answer (up to STILL_RUNNING_MS, then 409);
 * - the same key with another path or body is refused (422): a key names one request.
 * Keys live in the database, scoped by user, so they hold across app servers.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_LIFETIME_MS = 24 * 3_600_000;
/** A claim older than this without an answer belongs to a request that died: it can be taken over. */
const ABANDONED_MS = 60_000;
const STILL_RUNNING_MS = 15_000;
const POLL_MS = 40;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 200 letters, digits, "-", "_", ":" or "."',
  otherRequest: 'This Idempotency-Key was already used for another request',
  stillRunning: 'The same request is still being processed: please wait a moment and reload',
};

type Claim = { userId: number; key: string };
declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

const KEY_FORMAT = /^[A-Za-z0-9_:.-]{8,200}$/;

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findKey(db: Db, claim: Claim) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  return row;
}

/** Claims the key: true when this request is the first (it runs), false when a row already holds it. */
async function claimKey(db: Db, claim: Claim, fingerprint: string): Promise<boolean> {
  // Keys past their 24 hours are forgotten (the user's own, on the primary key's index).
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Takes over a claim whose request died without an answer; true when this request took it. */
async function takeOver(db: Db, claim: Claim, fingerprint: string): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.fingerprint, fingerprint),
        sql`${idempotencyKeys.status} is null`,
        lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || request.method !== 'POST' || !request.user || request.isMultipart()) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_FORMAT.test(key))
      throw new ValidationError(
        { idempotency_key: IDEMPOTENCY_MESSAGES.badKey },
        IDEMPOTENCY_MESSAGES.badKey,
      );
    const claim = { userId: request.user.id, key };
    const fingerprint = fingerprintOf(request);
    const started = Date.now();
    for (;;) {
      if (await claimKey(db, claim, fingerprint)) {
        request.idempotencyClaim = claim;
        return;
      }
      const row = await findKey(db, claim);
      if (!row) continue; // freed by a refused first request: claim it again
      if (row.fingerprint !== fingerprint)
        throw new AppError(422, IDEMPOTENCY_MESSAGES.otherRequest, {
          idempotency_key: IDEMPOTENCY_MESSAGES.otherRequest,
        });
      if (row.status !== null) {
        reply.code(row.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
        return reply.send(row.body);
      }
      if (await takeOver(db, claim, fingerprint)) {
        request.idempotencyClaim = claim;
        return;
      }
      if (Date.now() - started > STILL_RUNNING_MS) throw new AppError(409, IDEMPOTENCY_MESSAGES.stillRunning);
      await sleep(POLL_MS);
    }
  });

  // Before compression (registered after this), so the answer is kept as the JSON text it is.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    const body = typeof payload === 'string' ? parseJson(payload) : undefined;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== undefined)
        await db.update(idempotencyKeys).set({ status: reply.statusCode, body }).where(where);
      else await db.delete(idempotencyKeys).where(where);
    } catch {
      // The answer still goes out; the claim is taken over after ABANDONED_MS.
    }
    return payload;
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
