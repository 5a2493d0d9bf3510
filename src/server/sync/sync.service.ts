import type {
  CategorySyncData,
  FoodSyncData,
  SurveySyncData,
  SystemConfigSyncData,
} from '../../shared/settings';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { seedBodyParameters } from '../db/seed/body-parameters';
import { seedCatalogues } from '../db/seed/catalogues';
import { seedCategories } from '../db/seed/categories';
import { seedFoods } from '../db/seed/foods';
import { seedSurveyQuestions } from '../db/seed/survey-questions';
import { seedTimings } from '../db/seed/timings';
import { importFoodSource, listFoodSources } from '../food-databases/index';
import { categoryCounts, foodCounts, surveyCounts, systemConfigCounts } from './sync.repository';
import { runExclusive } from './sync-lock';

/**
 * Each sync re-applies the shipped reference data with the seed functions (they insert what is
 * missing and never update or delete, so user changes and what plans use stay as they are),
 * then answers the counts after the sync.
 */
const inTransaction = (db: Db, seed: (tx: Db) => Promise<void>) =>
  db.transaction(async (tx) => seed(tx as unknown as Db));

/** IFCT and the starter catalogues, then every configured food database, one after another. */
export function syncFoods(db: Db, config: AppConfig): Promise<FoodSyncData> {
  const counts = async () => ({ ...(await foodCounts(db)), sources: [] });
  return runExclusive(
    db,
    'food',
    async () => {
      await inTransaction(db, seedFoods);
      await inTransaction(db, seedCatalogues);
      const sources = [];
      for (const source of await listFoodSources(db)) {
        sources.push(await importFoodSource(db, source, { hosts: config.foodImportHosts }));
      }
      return { ...(await foodCounts(db)), sources };
    },
    counts,
  );
}

export function syncSurvey(db: Db): Promise<SurveySyncData> {
  return runExclusive(
    db,
    'survey',
    async () => {
      await inTransaction(db, seedSurveyQuestions);
      return surveyCounts(db);
    },
    () => surveyCounts(db),
  );
}

export function syncCategories(db: Db): Promise<CategorySyncData> {
  return runExclusive(
    db,
    'category',
    async () => {
      await inTransaction(db, async (tx) => {
        await seedCategories(tx);
        await seedTimings(tx);
      });
      return categoryCounts(db);
    },
    () => categoryCounts(db),
  );
}

export function syncSystemConfig(db: Db): Promise<SystemConfigSyncData> {
  return runExclusive(
    db,
    'system-config',
    async () => {
      await inTransaction(db, seedBodyParameters);
      return systemConfigCounts(db);
    },
    () => systemConfigCounts(db),
  );
}
