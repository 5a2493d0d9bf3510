import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { ACCESS_CLASSES } from './policy';

/**
 * Walks every route of Fastify's route table (not a hand list): each has an access class, and
 * no class answers 2xx to someone it is not for. A new route without a class fails here.
 */
let t: TestApp;
let nutritionist: TestUser;
let admin: TestUser;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  nutritionist = await t.createNutritionist({ firstName: 'Ishita', lastName: 'Bose' });
  admin = await t.createAdmin();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
});
afterAll(async () => t.close());

const urlOf = (r: RegisteredRoute) => r.url.replace(/:[A-Za-z]+/g, '1');
const call = (r: RegisteredRoute, cookie?: string) =>
  r.method === 'GET' ? t.get(urlOf(r), cookie) : t.post(urlOf(r), {}, cookie);
const ok = (status: number) => status >= 200 && status < 400;

describe('every route', () => {
  it('declares an access class', () => {
    expect(routes.length).toBeGreaterThan(90);
    const unclassified = routes.filter((r) => !r.access || !ACCESS_CLASSES.includes(r.access));
    expect(unclassified.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers nobody signed out except the public and survey-token routes (401, or 404 like a missing record)', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public' && x.access !== 'survey-token')) {
      const res = await call(r);
      if (res.statusCode !== 401 && res.statusCode !== 404)
        leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers the survey-token routes only with a token', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'survey-token')) {
      const res = await call(r, nutritionist.cookie);
      if (ok(res.statusCode)) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a nutritionist on every admin route', async () => {
    const leaks: string[] = [];
    for (const r of routes.filter((x) => x.access === 'admin')) {
      const res = await call(r, nutritionist.cookie);
      if (ok(res.statusCode) || res.statusCode >= 500) leaks.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers an admin without a 5xx on every route, even with an empty request', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.url !== '/api/v1/logout' && !x.url.endsWith('/backup'))) {
      const res = await call(r, admin.cookie);
      if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
