import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, vitalReadings } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../../src/server/lib/banner';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { practiceToday } from '../../src/shared/fields';
import type { VitalsReportData } from '../../src/shared/vitals';
import { seedDemoPackages } from './packages';
import { seedDemoPeople } from './people';
import { seedDemoVitals } from './vitals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemoVitals', () => {
  it('gives each demo client with a started package 3-6 reading sets over months, once', async () => {
    const people = await seedDemoPeople(t.db);
    const packageIds = await seedDemoPackages(t.db, people);
    const added = await seedDemoVitals(t.db, packageIds);
    expect(await seedDemoVitals(t.db, packageIds)).toBe(0);

    const today = practiceToday();
    const pkgs = await t.db.select().from(packages).where(inArray(packages.id, packageIds));
    const started = new Set(
      pkgs
        .filter((p) => !['New', 'Cancelled'].includes(p.status) && p.startDate <= today)
        .map((p) => p.clientId),
    );
    expect(started.size).toBeGreaterThan(3);
    const readings = await t.db
      .select()
      .from(vitalReadings)
      .where(inArray(vitalReadings.clientId, people.clientIds));
    expect(readings).toHaveLength(added);
    const byClient = new Map<number, typeof readings>();
    for (const r of readings) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r]);
    expect(new Set(byClient.keys())).toEqual(started);
    for (const sets of byClient.values()) {
      expect(sets.length).toBeGreaterThanOrEqual(3);
      expect(sets.length).toBeLessThanOrEqual(6);
      const dates = sets.map((s) => s.readingDate).sort();
      expect(dates[dates.length - 1] <= today).toBe(true);
      const span = (Date.parse(dates[dates.length - 1]) - Date.parse(dates[0])) / 86_400_000;
      expect(span).toBeGreaterThanOrEqual(42);
    }

    // A demo nutritionist opens a client's report: weight falls, BMI is there to chart.
    const cookie = await t.login('ananya.krishnan@demo.nutrition.in', DEMO_PASSWORD);
    const list = (await t.get('/api/v1/client/package/list?page=1', cookie)).json().data.data as {
      client_id: number;
    }[];
    const clientId = list.map((p) => p.client_id).find((id) => started.has(id))!;
    const report = (await t.get(`/api/v1/vital/bodyparams/report?client_id=${clientId}`, cookie)).json()
      .data as VitalsReportData;
    const weightId = String(report.parameters.find((p) => p.key === 'weight')!.id);
    const bmiId = String(report.parameters.find((p) => p.key === 'bmi')!.id);
    const weights = report.readings.map((r) => r.values[weightId] as number);
    expect(weights.length).toBeGreaterThanOrEqual(3);
    expect(weights[0]).toBeLessThan(weights[weights.length - 1]); // newest first, lighter now
    expect(report.readings.every((r) => typeof r.values[bmiId] === 'number')).toBe(true);
  });
});
