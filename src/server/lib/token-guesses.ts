import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tokenGuesses } from '../db/schema/index';
import { AppError } from './errors';
import { type Limit, limitWait, waitMessage } from './throttle';

/**
 * Throttles that only slow the guesser (issue 51 point 4, decision 290). The plan link, the
 * questionnaire and the calendar feed are opened by a token alone. Each looks its token up first:
 * a valid token is answered whatever its address has tried before (a clinic's Wi-Fi or a mobile
 * carrier's NAT shares one address with a guesser); only an unknown token counts toward the
 * address's allowance, and once it is spent an unknown token answers 429 with the wait in words.
 * The misses are rows in `token_guesses`, so the wait holds across every app server, as sign-in's.
 *
 * The allowance is one per address for all three kinds of token: guessing is guessing.
 */
export const TOKEN_GUESSES: Limit = { limit: 30, windowMs: 15 * 60_000 };
export type TokenKind = 'plan-link' | 'survey' | 'calendar-feed' | 'booking' | 'invoice-link';
export const GUESS_MESSAGE = 'Too many attempts with unknown links.';

/** The address's wait before its next unknown token is looked at (0: now). */
export async function guessWait(db: Db, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - TOKEN_GUESSES.windowMs);
  const recent = await db
    .select({ at: tokenGuesses.createdAt })
    .from(tokenGuesses)
    .where(and(eq(tokenGuesses.ip, ip), gt(tokenGuesses.createdAt, since)));
  return limitWait(
    recent.map((r) => r.at.getTime()),
    TOKEN_GUESSES,
    now.getTime(),
  );
}

/**
 * Counts one unknown token of the address, and forgets every address's misses older than the
 * window: the table holds 15 minutes of misses, at most the allowance per address (refused
 * guesses are not counted), so it stays small whatever a flood sends.
 */
export async function countGuess(db: Db, ip: string, kind: TokenKind, now = new Date()): Promise<void> {
  await db
    .delete(tokenGuesses)
    .where(lt(tokenGuesses.createdAt, new Date(now.getTime() - TOKEN_GUESSES.windowMs)));
  await db.insert(tokenGuesses).values({ ip, kind, createdAt: now });
}

const isUnknown = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * Looks a token up with `open` (which throws a 404 AppError for an unknown token): its answer when
 * the token is known — never throttled; for an unknown one, 429 once the address's allowance is
 * spent, else the guess is counted and the 404 goes out. Other refusals (410 for an ended link)
 * name a real token and count nothing.
 */
export async function openByToken<T>(
  db: Db,
  ip: string,
  kind: TokenKind,
  open: () => Promise<T>,
): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!isUnknown(error)) throw error;
    const wait = await guessWait(db, ip);
    if (wait > 0) throw new AppError(429, waitMessage(GUESS_MESSAGE, wait));
    await countGuess(db, ip, kind);
    throw error;
  }
}
