import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, packages } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/lib/banner';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { seedDemoPackages } from './packages';
import { seedDemoPeople } from './people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemoPackages', () => {
  it('gives most demo clients a package with sound money and dates, once', async () => {
    const people = await seedDemoPeople(t.db);
    const first = await seedDemoPackages(t.db, people);
    const again = await seedDemoPackages(t.db, people);
    expect(first.length).toBeGreaterThanOrEqual(people.clientIds.length / 2);
    expect([...again].sort()).toEqual([...first].sort());

    const rows = await t.db.select().from(packages).where(inArray(packages.clientId, people.clientIds));
    expect(rows).toHaveLength(first.length);
    for (const p of rows) {
      expect(Number(p.amountPaid)).toBeLessThanOrEqual(Number(p.price));
      expect(p.endDate! >= p.startDate).toBe(true);
    }
    expect(new Set(rows.map((p) => p.status)).size).toBeGreaterThanOrEqual(5);

    // A demo nutritionist signs in and sees their own packages through the API.
    const cookie = await t.login('ananya.krishnan@demo.nutrition.in', DEMO_PASSWORD);
    const list = (await t.get('/api/v1/client/package/list?page=1', cookie)).json();
    expect(list.success).toBe(1);
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.data.every((p: { dietitian_name: string }) => p.dietitian_name === 'Ananya')).toBe(true);
  });

  it('gives each client an age, gender and occupation that fit their package', async () => {
    const people = await seedDemoPeople(t.db);
    await seedDemoPackages(t.db, people);
    const rows = await t.db
      .select({
        dob: clients.dob,
        gender: clients.gender,
        occupation: clients.occupation,
        sub: packages.subCategory,
      })
      .from(packages)
      .innerJoin(clients, eq(clients.id, packages.clientId))
      .where(inArray(packages.clientId, people.clientIds));
    const ageOf = (dob: string) => Math.floor((Date.now() - Date.parse(dob)) / (365.25 * 86_400_000));
    for (const r of rows) {
      if (!r.dob) continue;
      const age = ageOf(r.dob);
      if (age < 18) expect(r.occupation, `${age}`).toMatch(/student|Cricketer|Badminton/i);
      if (r.sub === 'Pregnancy' || r.sub === 'PCOS') expect(r.gender).toBe('Female');
      if (r.sub === 'Diabetes' || r.sub === 'Hypertension') expect(age).toBeGreaterThanOrEqual(40);
      if (r.sub === 'School Age') expect(age).toBeLessThan(15);
      if (r.occupation === 'Retired') expect(age).toBeGreaterThanOrEqual(58);
    }
  });
});
