import { asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SavedMealRow } from '../../shared/saved-meals';
import { mayManageSavedMeal } from '../auth/policy';
import type { Db } from '../db/client';
import { foodItems, type SavedMealItem, savedMeals, users } from '../db/schema/index';

type Viewer = { id: number; isAdmin: boolean };

/** The saved meals a viewer's list shows: their own and the practice's shared ones. */
const listedTo = (viewer: Viewer): SQL =>
  or(eq(savedMeals.createdBy, viewer.id), eq(savedMeals.isShared, true)) as SQL;

export async function listSavedMeals(db: Db, viewer: Viewer): Promise<SavedMealRow[]> {
  const rows = await db
    .select({
      id: savedMeals.id,
      name: savedMeals.name,
      shared: savedMeals.isShared,
      createdBy: savedMeals.createdBy,
      items: savedMeals.items,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(savedMeals)
    .innerJoin(users, eq(users.id, savedMeals.createdBy))
    .where(listedTo(viewer))
    .orderBy(desc(sql`${savedMeals.createdBy} = ${viewer.id}`), asc(savedMeals.name), asc(savedMeals.id));
  const names = await foodNames(
    db,
    rows.flatMap((r) => r.items.map((i) => i.food_item_id)),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    shared: r.shared,
    mine: r.createdBy === viewer.id,
    manageable: mayManageSavedMeal(viewer, { createdBy: r.createdBy, isShared: r.shared }),
    owner: `${r.firstName} ${r.lastName}`.trim(),
    items: r.items.map((i) => ({
      id: i.food_item_id,
      name: names.get(i.food_item_id) ?? '',
      qty: i.quantity,
      measure_label: i.measure_label,
      measure_count: i.measure_count,
    })),
  }));
}

/** The names of these foods by id. */
export async function foodNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .where(inArray(foodItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findSavedMeal(db: Db, id: number) {
  const [row] = await db.select().from(savedMeals).where(eq(savedMeals.id, id)).limit(1);
  return row;
}

export async function insertSavedMeal(
  db: Db,
  values: { name: string; createdBy: number; isShared: boolean; items: SavedMealItem[] },
): Promise<number> {
  const [row] = await db.insert(savedMeals).values(values).returning({ id: savedMeals.id });
  return row.id;
}

export async function renameSavedMeal(db: Db, id: number, name: string): Promise<void> {
  await db.update(savedMeals).set({ name, updatedAt: new Date() }).where(eq(savedMeals.id, id));
}

export async function deleteSavedMeal(db: Db, id: number): Promise<void> {
  await db.delete(savedMeals).where(eq(savedMeals.id, id));
}

export async function updateSavedMeal(
  db: Db,
  id: number,
  values: { name: string; isShared: boolean },
): Promise<void> {
  await db
    .update(savedMeals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(savedMeals.id, id));
}
