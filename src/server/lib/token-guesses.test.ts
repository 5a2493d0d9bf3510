// @pg: runs on PostgreSQL too (locking)
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { calendarFeeds, planLinks, tokenGuesses } from '../db/schema/index';
import { insertClient, insertPackageRow } from '../testing/package-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { TOKEN_GUESSES } from './token-guesses';
import { newToken } from './tokens';

/**
 * Issue 51 point 4: a valid plan link, questionnaire token or calendar feed is always answered;
 * only unknown tokens count toward the address's allowance; the count is in the database.
 */
let t: TestApp;
let n: TestUser;
let planToken: string;
let surveyToken: string;
let feedToken: string;
let address = 0;
/** Each test guesses from its own address (the allowance is per address). */
const nextIp = () => `203.0.113.${++address}`;

const get = (url: string, ip: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, remoteAddress: ip });
const planUrl = (token: string) => `/api/v1/my-plan/${token}`;
const surveyUrl = (token: string) => `/api/v1/survey/question/list?survey_token=${token}`;
const feedUrl = (token: string) => `/api/v1/calendar/${token}.ics`;

beforeAll(async () => {
  t = await createTestApp();
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
  const client = await insertClient(t, { firstName: 'Anjali', lastName: 'Rao' });
  surveyToken = newToken();
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: n.nutritionistId!,
    startDate: '2026-01-01',
    endDate: '2031-12-31',
    status: 'Active',
    surveyToken,
  });
  planToken = newToken();
  await t.db.insert(planLinks).values({ packageId: pkg.id, token: planToken, createdBy: n.userId });
  feedToken = newToken();
  await t.db.insert(calendarFeeds).values({ dietitianId: n.nutritionistId!, token: feedToken });
  expect(pkg.id).toBeGreaterThan(0);
});
afterAll(async () => t.close());

/** Unknown tokens until the first 429; answers how many were answered 404 before it. */
async function guessUntilRefused(url: (token: string) => string, ip: string, most = 2_000) {
  for (let i = 0; i < most; i++) {
    const res = await get(url(newToken()), ip);
    if (res.statusCode === 429) {
      expect(res.json().message).toMatch(
        /^Too many attempts with unknown links\. Please wait \d+ minutes? and try again\.$/,
      );
      return i;
    }
    expect(res.statusCode).toBe(404);
  }
  return most;
}

describe('token guesses', () => {
  it('the valid tokens answer 200 from a fresh address', async () => {
    const ip = nextIp();
    expect((await get(planUrl(planToken), ip)).statusCode).toBe(200);
    expect((await get(surveyUrl(surveyToken), ip)).statusCode).toBe(200);
    const feed = await get(feedUrl(feedToken), ip);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
  });

  it('after 30 bad plan-link guesses the client’s own link still answers 200; the guesser gets 429', async () => {
    const ip = nextIp();
    const allowed = await guessUntilRefused(planUrl, ip);
    expect(allowed).toBe(TOKEN_GUESSES.limit);
    expect(TOKEN_GUESSES.limit).toBe(30);
    for (let i = 0; i < 3; i++) expect((await get(planUrl(planToken), ip)).statusCode).toBe(200);
    expect((await get(`${planUrl(planToken)}/dues`, ip)).statusCode).toBe(200);
    // The live questionnaire and feed from the same address too.
    expect((await get(surveyUrl(surveyToken), ip)).statusCode).toBe(200);
    expect((await get(feedUrl(feedToken), ip)).statusCode).toBe(200);
    // Valid answers count nothing: still exactly the allowance of misses.
    const rows = await t.db.select().from(tokenGuesses);
    expect(rows.filter((r) => r.ip === ip)).toHaveLength(30);
  });

  it('2,000 calendar feed guesses: 429 after the same allowance as the plan link, a valid feed still 200', async () => {
    const ip = nextIp();
    const started = performance.now();
    const allowed = await guessUntilRefused(feedUrl, ip);
    expect(allowed).toBe(TOKEN_GUESSES.limit);
    // The 2,000 guesses: every one after the allowance is 429, and the real feed still answers.
    const rest = 2_000 - allowed - 1;
    let refused = 0;
    for (let i = 0; i < rest; i++) if ((await get(feedUrl(newToken()), ip)).statusCode === 429) refused++;
    expect(refused).toBe(rest);
    expect((await get(feedUrl(feedToken), ip)).statusCode).toBe(200);
    console.log(
      `[throttle] feed: 2,000 guesses from one address: ${allowed} × 404, then ${rest + 1} × 429, in ${(performance.now() - started).toFixed(0)} ms; the valid feed 200`,
    );
  }, 120_000);

  it('the questionnaire too, and one allowance covers every kind of token', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await get(planUrl(newToken()), ip)).statusCode).toBe(404);
    const allowed = await guessUntilRefused(surveyUrl, ip);
    expect(allowed).toBe(10);
    expect((await get(surveyUrl(surveyToken), ip)).statusCode).toBe(200);
    expect((await get(planUrl(planToken), ip)).statusCode).toBe(200);
    // Another address is not slowed by this one.
    expect((await get(planUrl(newToken()), nextIp())).statusCode).toBe(404);
  });

  it('the count is shared by every app server on the database', async () => {
    const ip = nextIp();
    const second = await buildApp({ database: t.database, config: t.config, mailIntervalMs: 0 });
    await second.ready();
    try {
      for (let i = 0; i < 30; i++) expect((await get(planUrl(newToken()), ip)).statusCode).toBe(404);
      expect((await get(planUrl(newToken()), ip, second)).statusCode).toBe(429);
      expect((await get(feedUrl(newToken()), ip, second)).statusCode).toBe(429);
      expect((await get(planUrl(planToken), ip, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('misses older than the window no longer count', async () => {
    const ip = nextIp();
    const old = new Date(Date.now() - TOKEN_GUESSES.windowMs - 1000);
    await t.db
      .insert(tokenGuesses)
      .values(Array.from({ length: 30 }, () => ({ ip, kind: 'plan-link', createdAt: old })));
    expect((await get(planUrl(newToken()), ip)).statusCode).toBe(404);
    // And the miss just counted cleared every address's old ones: the table keeps one window.
    const left = await t.db.select().from(tokenGuesses);
    expect(left.filter((r) => r.createdAt.getTime() < Date.now() - TOKEN_GUESSES.windowMs)).toHaveLength(0);
  });
});
