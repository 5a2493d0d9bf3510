import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../db/schema/index';
import { STARTER_DISHES } from '../db/seed/dishes-data';
import { TRAIT_DISHES } from '../db/seed/dishes-data-traits';
import { restrictionsOfClient } from '../restrictions/index';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { dishLibraryFor } from './pipelines/dish-library';

/**
 * Decision 277: poori, samosa, pakora and vada stay out of the weeks generated for a client losing
 * weight or with diabetes, prediabetes, hypertension, dyslipidaemia or PCOS; others may have them.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(10)));
afterAll(async () => t.close());

const DEEP_FRIED = new Set<string>(TRAIT_DISHES.deep_fried);
const DEEP_FRIED_NAMES = new Set(STARTER_DISHES.filter((d) => DEEP_FRIED.has(d.key)).map((d) => d.name));
const SOUTH = {
  preference: 'Vegetarian',
  restrictions: {},
  address: 'Adyar, Chennai, Tamil Nadu',
  region: 'south',
};

/** The deep-fried dishes of the library Generate week draws from for this package's client. */
async function deepFriedIn(packageId: number) {
  const [pkg] = await t.db.select().from(packages).where(eq(packages.id, packageId));
  const { effective } = await restrictionsOfClient(t.db, pkg.clientId);
  const { dishes } = await dishLibraryFor(t.db, pkg, 'Vegetarian', effective, 'south');
  return dishes.filter((d) => d.key && DEEP_FRIED.has(d.key)).map((d) => d.key);
}

describe('deep-fried dishes in generated weeks (decision 277)', () => {
  it('are left out of a weight-loss week, in its library and in every meal', async () => {
    const week = await suggestedTargetsWeek(t, n, SOUTH);
    expect(await deepFriedIn(week.packageId)).toEqual([]);
    const labels = week.preview.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.label)));
    // The items are labelled with the dish's name, so the names below would be found.
    const dishNames = new Set(STARTER_DISHES.map((d) => d.name));
    expect(labels.filter((l) => dishNames.has(l)).length).toBeGreaterThan(20);
    expect(labels.filter((l) => DEEP_FRIED_NAMES.has(l))).toEqual([]);
  });

  it('stay for a client at a healthy weight, and go once hypertension is confirmed', async () => {
    const week = await suggestedTargetsWeek(t, n, {
      ...SOUTH,
      category: 'Medical Nutrition',
      subCategory: 'General',
      weightKg: 52,
      days: [1],
    });
    expect(await deepFriedIn(week.packageId)).toEqual(expect.arrayContaining(['medu-vada', 'masala-vada']));
    const confirmed = await t.post(
      '/api/v1/client/conditions/decide',
      { client_id: week.clientId, kind: 'hypertension', decision: 'confirm', sodium_max_mg: 2000 },
      n.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await deepFriedIn(week.packageId)).toEqual([]);
  });
});
