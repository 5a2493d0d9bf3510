import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openPglite } from '../client';
import {
  bodyParameters,
  categoryValues,
  foodItems,
  recipes,
  supplements,
  surveyAnswers,
  surveyQuestions,
} from '../schema/index';
import { readIfctFoods } from './foods';
import { seedReferenceData } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const total = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0].n);

describe('reference data', () => {
  it('ships all 542 IFCT 2017 foods, the curd derived from one (543 rows) and the 17 named ingredients (decision 292) with kcal converted from kJ', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(foodItems).where(isNull(foodItems.dishId));
    expect(n).toBe(543 + 17);
    // A001 Amaranth seed, black: enerc 1490 kJ → 356.12 kcal; protein 14.59 g per 100 g.
    const raw = readIfctFoods().find((f) => f.code === 'A001')!;
    const [row] = await t.db.select().from(foodItems).where(eq(foodItems.sourceCode, 'A001'));
    expect(row.name).toBe(raw.name);
    expect(row.quantity).toBe(100);
    expect(row.uom).toBe('g');
    expect(row.calories).toBeCloseTo(raw.calories, 6);
    expect(row.foodGroup).toBeTruthy();
  });

  it('seeds body parameters, catalogues and a question bank for every special category', async () => {
    expect(await total(bodyParameters)).toBeGreaterThan(30);
    expect(await total(supplements)).toBeGreaterThan(5);
    expect(await total(recipes)).toBeGreaterThan(5);
    const categories = (await t.db.selectDistinct({ c: surveyQuestions.category }).from(surveyQuestions)).map(
      (r) => r.c,
    );
    for (const c of [
      'DIETARY RECALL',
      'SPORT OR EXERCISE TRAINING ROUTINE',
      'MEDICAL CONDITIONS',
      'SYMPTOMS',
      'MEDICAL CONDITIONS_SPORTS',
      'INJURIES_SPORTS',
      'SYMPTOMS_SPORTS',
    ]) {
      expect(categories).toContain(c);
    }
    const types = (await t.db.selectDistinct({ type: surveyQuestions.type }).from(surveyQuestions)).map(
      (r) => r.type,
    );
    expect(types).toEqual(
      expect.arrayContaining(['date', 'single_select', 'multi_select', 'yes_no', 'text_area', 'text']),
    );
    expect(await total(surveyAnswers)).toBeGreaterThan(40);
  });

  it('is idempotent, never overwrites what users changed, and restores the shipped IFCT values', async () => {
    await t.db.update(foodItems).set({ calories: 999 }).where(eq(foodItems.sourceCode, 'A001'));
    await t.db.update(categoryValues).set({ isActive: false }).where(eq(categoryValues.name, 'Walk-in'));
    const before = {
      foods: await total(foodItems),
      values: await total(categoryValues),
      questions: await total(surveyQuestions),
    };
    expect(await seedReferenceData(t.db)).toBe(false); // version already applied: nothing to do
    await seedReferenceData(t.db, { force: true });
    expect({
      foods: await total(foodItems),
      values: await total(categoryValues),
      questions: await total(surveyQuestions),
    }).toEqual(before);
    // The built-in IFCT table is reference data nobody edits in the app: a seed puts its values back
    // (that is how installs got the corrected oil energies, decision 016).
    const [food] = await t.db.select().from(foodItems).where(eq(foodItems.sourceCode, 'A001'));
    expect(food.calories).not.toBe(999);
    expect(food.calories).toBeCloseTo(1490 / 4.184, 0);
    const [walkIn] = await t.db.select().from(categoryValues).where(eq(categoryValues.name, 'Walk-in'));
    expect(walkIn.isActive).toBe(false);
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'np-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across a restart', async () => {
    const first = await openPglite({ dataDir: dir });
    await first.migrate();
    await first.db.insert(supplements).values({ name: 'Ashwagandha 500 mg', dosage: '1 capsule at bedtime' });
    await first.close();
    const second = await openPglite({ dataDir: dir });
    await second.migrate(); // a second start re-applies nothing
    const rows = await second.db
      .select()
      .from(supplements)
      .where(sql`${supplements.name} = 'Ashwagandha 500 mg'`);
    expect(rows).toHaveLength(1);
    await second.close();
    // Two cold starts of a database on disk: 43 s on a 2-core machine at load 14, so the default 30 s is too tight.
  }, 120_000);
});
