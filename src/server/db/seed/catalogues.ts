import type { Db } from '../client';
import { recipes, supplements } from '../schema/index';
import { RECIPES, SUPPLEMENTS } from './catalogues-data';

export async function seedCatalogues(db: Db): Promise<void> {
  await db.insert(supplements).values(SUPPLEMENTS).onConflictDoNothing();
  await db.insert(recipes).values(RECIPES).onConflictDoNothing();
}
