import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS, ageOn, checkClientInput } from '../../shared/clients';
import { practiceToday } from '../../shared/fields';
import { nutritionistInputSchema } from '../../shared/nutritionists';
import { clients, nutritionists } from '../db/schema/index';
import { DEMO_PASSWORD, seedDemoPeople } from '../db/seed/demo-people';
import { nutritionistOut } from '../nutritionists/index';
import { createTestApp, type TestApp } from '../testing/test-app';
import { clientOut } from './clients.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo people', () => {
  it('adds nutritionists who can sign in and ~60 clients that pass the form rules, once', async () => {
    const first = await seedDemoPeople(t.db);
    expect(first.nutritionistIds).toHaveLength(6);
    expect(first.clientIds).toHaveLength(60);
    expect(await seedDemoPeople(t.db)).toEqual(first);

    const team = await t.db.select().from(nutritionists);
    for (const n of team) {
      const out = nutritionistOut(n);
      expect(nutritionistInputSchema.safeParse(out).error?.issues ?? []).toEqual([]);
      expect(n.credits).toBe(20);
    }
    const active = team.find((n) => n.status === 'ACTIVE')!;
    const cookie = await t.login(active.email, DEMO_PASSWORD);
    const mine = (await t.get('/api/v1/client/package/client-list', cookie)).json().data;
    expect(mine.total).toBeGreaterThan(3);

    const rows = await t.db.select().from(clients);
    const today = practiceToday();
    const groups = new Set<string>();
    for (const c of rows) {
      const out = clientOut(c);
      expect(checkClientInput(out as unknown as Record<string, unknown>).errors).toEqual({});
      const age = ageOn(c.dob, today);
      const group = AGE_GROUPS.find((g) => age !== null && age >= g.min && age <= g.max);
      if (group) groups.add(group.value);
    }
    expect(groups.size).toBeGreaterThan(12);
    const [kept] = await t.db.select().from(clients).where(eq(clients.uniqueId, 'DEMO001'));
    expect(kept.phone).toMatch(/^[6-9]\d{9}$/);
  });
});
