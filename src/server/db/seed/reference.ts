import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../client';
import { appSettings } from '../schema/index';
import { seedBodyParameters } from './body-parameters';
import { seedCatalogues } from './catalogues';
import { seedCategories } from './categories';
import { seedDishes } from './dishes';
import { seedFoods } from './foods';
import { applyHingTags, glutenFreeHing } from './hing';
import { seedSurveyQuestions } from './survey-questions';
import { seedTimings } from './timings';

/** Bump when the shipped reference data changes, so existing installs add what is new. */
export const REFERENCE_SEED_VERSION = 18;

export type SeedCounts = {
  categories: number;
  generic: number;
  timings: number;
  foods: number;
  supplements: number;
  recipes: number;
  questions: number;
  bodyParams: number;
};

/**
 * Applies the shipped reference data. Idempotent: inserts what is missing (ON CONFLICT DO
 * NOTHING), never updates or deletes what users changed; the built-in IFCT foods, which nobody
 * edits, are updated in place (version 2: energy of oils and fats, docs/decisions/016; version 3: micronutrients, docs/decisions/090; version 4: allergen and diet tags,
 * docs/decisions/140; version 5: sodium, docs/decisions/149; version 6: the starter dishes, docs/decisions/163; version 7: hing carries gluten, docs/decisions/182; version 8: plain and Hindi names of foods and curd, docs/decisions/208 and 209; version 9: regional dishes, Hindi dish names and generator traits, docs/decisions/205 and 206; version 11: Hindi names in Devanagari of the dishes' IFCT foods, docs/decisions/249; version 12: North satvik dals, salads and vegan milks, docs/decisions/250; version 13: three East and three South vegetables for Jain, vegan and peanut-free weeks, docs/decisions/253; version 16: food facts, named ingredients as food rows, docs/decisions/292).
 */
export async function seedReferenceData(db: Db, options: { force?: boolean } = {}): Promise<boolean> {
  if (!options.force) {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'reference_seed_version'));
    if (row && Number(row.value) >= REFERENCE_SEED_VERSION) return false;
  }
  await inTransaction(db, async (t) => {
    await seedCategories(t);
    await seedTimings(t);
    await seedBodyParameters(t);
    await seedFoods(t);
    await seedDishes(t);
    // The practice's gluten-free hing outlives a new seed (the IFCT tags above give hing gluten).
    if (await glutenFreeHing(t)) await applyHingTags(t, true);
    await seedCatalogues(t);
    await seedSurveyQuestions(t);
    await t
      .insert(appSettings)
      .values({ key: 'reference_seed_version', value: REFERENCE_SEED_VERSION })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: REFERENCE_SEED_VERSION, updatedAt: new Date() },
      });
  });
  return true;
}
