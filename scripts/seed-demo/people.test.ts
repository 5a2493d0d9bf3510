import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOut } from '../../src/server/clients/clients.service';
import { clients, nutritionists } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/lib/banner';
import { nutritionistOut } from '../../src/server/nutritionists/index';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { AGE_GROUPS, ageOn, checkClientInput } from '../../src/shared/clients';
import { practiceToday } from '../../src/shared/fields';
import { nutritionistInputSchema } from '../../src/shared/nutritionists';
import { seedDemoPeople } from './people';

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
