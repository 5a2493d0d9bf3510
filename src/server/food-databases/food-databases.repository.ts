import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FoodConfigEntry, FoodConfigRow } from '../../shared/settings';
import { type Db, inTransaction } from '../db/client';
import { foodDatabases, foodItems } from '../db/schema/index';
import { retireFoods } from './food-import';

/** The practice's configured sources (the builtin IFCT table is not one of them). */
const configured = and(eq(foodDatabases.isBuiltin, false), isNotNull(foodDatabases.sheetUrl));

export async function listFoodSources(db: Db): Promise<{ id: number; name: string; sheetUrl: string }[]> {
  const rows = await db
    .select({ id: foodDatabases.id, name: foodDatabases.name, sheetUrl: foodDatabases.sheetUrl })
    .from(foodDatabases)
    .where(configured)
    .orderBy(asc(foodDatabases.id));
  return rows.map((r) => ({ ...r, sheetUrl: r.sheetUrl ?? '' }));
}

export async function listFoodConfig(db: Db): Promise<FoodConfigRow[]> {
  const rows = await db
    .select({
      id: foodDatabases.id,
      name: foodDatabases.name,
      sheetId: foodDatabases.sheetUrl,
      lastSyncedAt: foodDatabases.lastSyncedAt,
      lastSyncError: foodDatabases.lastSyncError,
      // Column names written out: inside the subquery an unqualified "id" would mean food_items.id.
      itemCount: sql<number>`(select count(*)::int from food_items fi where fi.food_database_id = ${foodDatabases}.id and fi.is_active)`,
    })
    .from(foodDatabases)
    .where(configured)
    .orderBy(asc(foodDatabases.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sheetId: r.sheetId ?? '',
    item_count: Number(r.itemCount),
    last_synced_at: r.lastSyncedAt ? r.lastSyncedAt.toISOString() : null,
    last_sync_error: r.lastSyncError,
  }));
}

/** Names of builtin databases (IFCT), which an entry may not reuse. */
export async function builtinNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: foodDatabases.name })
    .from(foodDatabases)
    .where(eq(foodDatabases.isBuiltin, true));
  return rows.map((r) => r.name);
}

/**
 * Makes the configured list equal to `entries` (matched by name, any letter case). A removed
 * entry's foods are deleted, except those a plan uses, which stay hidden from search; the
 * database row stays while such foods exist, and re-adding the name brings them back on sync.
 */
export async function replaceFoodConfig(db: Db, entries: FoodConfigEntry[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const all = await tx.select().from(foodDatabases).where(eq(foodDatabases.isBuiltin, false));
    const byName = new Map(all.map((r) => [r.name.toLowerCase(), r]));
    const kept = new Set<number>();
    for (const entry of entries) {
      const row = byName.get(entry.name.toLowerCase());
      if (row) {
        kept.add(row.id);
        if (row.name !== entry.name || row.sheetUrl !== entry.sheetId) {
          await tx
            .update(foodDatabases)
            .set({ name: entry.name, sheetUrl: entry.sheetId })
            .where(eq(foodDatabases.id, row.id));
        }
      } else {
        await tx.insert(foodDatabases).values({ name: entry.name, sheetUrl: entry.sheetId });
      }
    }
    for (const row of all) {
      if (kept.has(row.id) || row.sheetUrl === null) continue;
      const items = await tx
        .select({ id: foodItems.id })
        .from(foodItems)
        .where(eq(foodItems.foodDatabaseId, row.id));
      const { hidden } = await retireFoods(
        tx,
        items.map((i) => i.id),
      );
      if (hidden) {
        await tx.update(foodDatabases).set({ sheetUrl: null }).where(eq(foodDatabases.id, row.id));
      } else {
        await tx.delete(foodDatabases).where(eq(foodDatabases.id, row.id));
      }
    }
  });
}

export async function countActiveFoods(db: Db): Promise<number> {
  // Dishes are counted on their own page, not as synced food items (decision 163).
  const [row] = await db
    .select({ n: count() })
    .from(foodItems)
    .where(and(eq(foodItems.isActive, true), isNull(foodItems.dishId)));
  return Number(row.n);
}
