import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { practiceToday } from '../../shared/fields';
import type { GeneratePreview } from '../../shared/plan-generate';
import { bodyParameters, clients, vitalReadings, vitalValues } from '../db/schema/index';
import { clientWithPackage, createPlan } from './plan-fixtures';
import type { TestApp, TestUser } from './test-app';

export const dobFor = (years: number) => `${Number(practiceToday().slice(0, 4)) - years}-01-01`;

/** Saves one vitals reading (body parameter key → value) for the client. */
export async function saveVitals(t: TestApp, clientId: number, values: Record<string, number>) {
  const [reading] = await t.db
    .insert(vitalReadings)
    .values({ clientId, readingDate: '2026-10-01' })
    .returning();
  for (const [key, value] of Object.entries(values)) {
    const [param] = await t.db.select().from(bodyParameters).where(eq(bodyParameters.key, key));
    await t.db
      .insert(vitalValues)
      .values({ readingId: reading.id, parameterId: param.id, decimalValue: String(value) });
  }
}

export type WeekClient = {
  preference: string;
  restrictions: Record<string, unknown>;
  address: string | null;
  region: string;
  days?: number[];
  /** 34 unless said. */
  age?: number;
  /** Weight Management / Weight Loss unless said. */
  category?: string;
  subCategory?: string;
  /** 64 kg unless said (158 cm tall). */
  weightKg?: number;
};

/**
 * Issue 33's arrange: a 34-year-old woman (or `age`), 64 kg and 158 cm, with the targets screen's own
 * suggestions saved ("Use all suggestions"), and a dish week generated through the API.
 */
export async function suggestedTargetsWeek(t: TestApp, n: TestUser, who: WeekClient) {
  const { client, pkg } = await clientWithPackage(t, n.nutritionistId!, {
    foodPreferences: who.preference,
    dob: dobFor(who.age ?? 34),
    category: who.category,
    subCategory: who.subCategory,
  });
  await t.db.update(clients).set({ address: who.address }).where(eq(clients.id, client.id));
  await saveVitals(t, client.id, { weight: who.weightKg ?? 64, height: 158 });
  if (Object.keys(who.restrictions).length) {
    const saved = await t.post(
      '/api/v1/client/restrictions/save',
      { client_id: client.id, ...who.restrictions },
      n.cookie,
    );
    expect(saved.json().success, saved.body).toBe(1);
  }
  const planId = await createPlan(t, n, pkg.id);
  const got = (await t.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=light`, n.cookie)).json()
    .data;
  const figures = (list: Record<string, { value: number | null }>) =>
    Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.value]));
  const saved = await t.post(
    '/api/v1/diet/plan/targets',
    {
      plan_id: planId,
      ...figures(got.suggestion.targets),
      micronutrient_floors: figures(got.suggestion.micronutrient_floors),
      accept_mismatch: true,
    },
    n.cookie,
  );
  expect(saved.json().success, saved.body).toBe(1);
  const started = performance.now();
  const res = await t.post(
    '/api/v1/diet/plan/generate',
    {
      plan_id: planId,
      package_id: pkg.id,
      days: who.days ?? [1, 2, 3, 4, 5, 6, 7],
      mode: 'dishes',
      region: who.region,
    },
    n.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return {
    planId,
    packageId: pkg.id,
    clientId: client.id,
    preview: res.json().data as GeneratePreview,
    ms: performance.now() - started,
  };
}
