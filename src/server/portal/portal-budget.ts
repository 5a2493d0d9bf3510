/**
 * The plan link's write budget (issue 34 point 11, decision 187): a link is a bearer token on a
 * phone, so what it may write is bounded per package, counted in `portal_writes` (the database,
 * so it holds across app servers and restarts), and a request id is one request: the same id
 * with other content answers 409 instead of a success for something not stored.
 */
import { createHash } from 'node:crypto';
import { practiceToday } from '../../shared/practice-date';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { type Limit, limitWait, waitMessage } from '../lib/throttle';
import * as repo from './portal.repository';

/** Ticks and weights together: a week's meals ticked several times over fits in an hour. */
export const LINK_WRITES: Limit = { limit: 60, windowMs: 60 * 60 * 1000 };
/** Weights a link may send in one practice day (a morning, an evening and a correction). */
export const WEIGHTS_PER_DAY = 3;

export const BUDGET_MESSAGES = {
  requestReused: 'This update was already sent with other values. Please reload the page and send it again.',
  tooManyWrites: 'You have sent many updates in the last hour.',
  tooManyWeights: `You have sent ${WEIGHTS_PER_DAY} weights today. Please send the next one tomorrow.`,
};

const hashOf = (content: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** 00:00 of today in India (UTC+05:30 all year). */
const startOfPracticeDay = (now: Date) => new Date(`${practiceToday(now)}T00:00:00+05:30`);

/**
 * Claims `requestId` for this package's write of `kind` with `content` inside the write's
 * transaction: true for a new write (the caller stores it), false for a retry of the same
 * request (the caller answers as the first time). Throws 409 for a request id used with other
 * content or by another link, 429 with the wait in words when the budget is spent; a refusal
 * happens before anything is written.
 */
export async function claimWrite(
  tx: Db,
  packageId: number,
  requestId: string,
  kind: 'tick' | 'weight',
  content: Record<string, unknown>,
  now = new Date(),
): Promise<boolean> {
  await repo.lockPackageWrites(tx, packageId);
  const contentHash = hashOf({ kind, ...content });
  const earlier = await repo.writeOfRequest(tx, requestId);
  if (earlier) {
    const same =
      earlier.packageId === packageId &&
      earlier.kind === kind &&
      (earlier.contentHash === null || earlier.contentHash === contentHash);
    if (!same)
      throw new AppError(409, BUDGET_MESSAGES.requestReused, { request_id: BUDGET_MESSAGES.requestReused });
    return false;
  }
  if (kind === 'weight') {
    const today = await repo.writeTimesSince(tx, packageId, startOfPracticeDay(now), 'weight');
    if (today.length >= WEIGHTS_PER_DAY) throw new AppError(429, BUDGET_MESSAGES.tooManyWeights);
  }
  const recent = await repo.writeTimesSince(tx, packageId, new Date(now.getTime() - LINK_WRITES.windowMs));
  const wait = limitWait(recent, LINK_WRITES, now.getTime());
  if (wait > 0) throw new AppError(429, waitMessage(BUDGET_MESSAGES.tooManyWrites, wait));
  return repo.claimRequest(tx, requestId, packageId, kind, contentHash);
}
