import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The race suite's harness (issue 51): each round arranges a fresh record, sends the conflicting
 * requests at once (Promise.all over app.inject), then `check` asserts the round's outcome is one
 * of the allowed ones. The figures (rounds, outcomes, times) are printed at the end of each race.
 */
export const ROUNDS = 10;

/** A test reads any answer's data freely. */
// biome-ignore lint/suspicious/noExplicitAny: the envelope's data differs per route
export type Answer = { success?: number; message?: string; data?: any };
export type Outcome = { status: number; message: string; body: Answer };

export const outcomeOf = (res: LightMyRequestResponse): Outcome => {
  const body = res.json();
  return { status: res.statusCode, message: String(body?.message ?? ''), body };
};

/** A refused request says why: 409 or 422 with a message. */
export function expectRefused(o: Outcome, message?: string | RegExp) {
  expect([409, 422], JSON.stringify(o.body)).toContain(o.status);
  expect(o.message.length).toBeGreaterThan(0);
  if (message !== undefined) {
    const said = JSON.stringify(o.body);
    if (typeof message === 'string') expect(said).toContain(message);
    else expect(said).toMatch(message);
  }
}

export type RaceFigures = { name: string; rounds: number; outcomes: Record<string, number>; ms: number[] };
export const figures: RaceFigures[] = [];

export async function race<A>(
  name: string,
  arrange: (round: number) => Promise<A>,
  fire: (arranged: A) => Promise<LightMyRequestResponse>[],
  check: (outcomes: Outcome[], arranged: A) => Promise<string> | string,
  rounds = ROUNDS,
) {
  const tally: Record<string, number> = {};
  const ms: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const arranged = await arrange(round);
    const started = performance.now();
    const outcomes = (await Promise.all(fire(arranged))).map(outcomeOf);
    ms.push(performance.now() - started);
    const label = await check(outcomes, arranged);
    tally[label] = (tally[label] ?? 0) + 1;
  }
  const sorted = [...ms].sort((a, b) => a - b);
  const entry = { name, rounds, outcomes: tally, ms: sorted };
  figures.push(entry);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `[race] ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} | ${name} | ${rounds} rounds | ` +
      `${Object.entries(tally)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} | median ${median.toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`,
  );
  return entry;
}

/** "200 + 422" style label of who won: statuses in request order. */
export const statuses = (outcomes: Outcome[]) => outcomes.map((o) => o.status).join(' + ');
