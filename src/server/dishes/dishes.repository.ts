import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DishListQuery, DishOwner } from '../../shared/dish-api';
import type { HouseholdMeasure } from '../../shared/dishes';
import type { FoodFacts } from '../../shared/food-facts';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '../../shared/micronutrients';
import { type DishViewer, dishVisibleSql } from '../auth/policy';
import { type Db, rows } from '../db/client';
import { dishes, dishVersions, foodDatabases, foodItems, mealItems, meals } from '../db/schema/index';
import { IFCT_DATABASE_NAME } from '../db/seed/foods';
import { INGREDIENTS_DATABASE_NAME } from '../db/seed/ingredient-foods';
import { likeContains } from '../lib/sql-text';

export type DishRecord = typeof dishes.$inferSelect;

export function ownerOf(dish: { createdBy: number | null }, viewerId: number): DishOwner {
  if (dish.createdBy === null) return 'starter';
  return dish.createdBy === viewerId ? 'mine' : 'shared';
}

type ListRow = {
  id: number;
  name: string;
  name_hi: string | null;
  local_names: string[];
  region: string;
  role: string;
  slots: string[];
  created_by: number | null;
  is_shared: boolean;
  tags: string[] | null;
  calories: number;
  protein: number;
  measures: HouseholdMeasure[] | null;
};

/** One page of the dishes the viewer sees, by name or local name, with the current version's values per 100 g. */
export async function listDishes(
  db: Db,
  viewer: DishViewer,
  query: DishListQuery,
  perPage: number,
): Promise<{ rows: ListRow[]; total: number }> {
  const where: SQL[] = [dishVisibleSql(viewer)];
  if (query.q) {
    const like = likeContains(query.q.toLowerCase());
    where.push(sql`(lower(d.name) like ${like} or lower(array_to_string(d.local_names, ' ')) like ${like})`);
  }
  if (query.region) where.push(sql`d.region = ${query.region}`);
  if (query.role) where.push(sql`d.role = ${query.role}`);
  if (query.owner === 'starter') where.push(sql`d.created_by is null`);
  if (query.owner === 'mine') where.push(sql`d.created_by = ${viewer.id}`);
  if (query.owner === 'shared') where.push(sql`d.created_by is not null and d.created_by <> ${viewer.id}`);
  const condition = sql.join(where, sql` and `);
  const [{ total }] = rows<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from dishes d where ${condition}`),
  );
  const result = await db.execute(sql`
    select d.id, d.name, d.name_hi, d.local_names, d.region, d.role, d.slots, d.created_by, d.is_shared,
      f.tags, f.calories, f.protein, f.measures
    from dishes d join food_items f on f.id = d.current_food_item_id
    where ${condition}
    order by lower(d.name), d.id
    limit ${perPage} offset ${(query.page - 1) * perPage}`);
  return {
    total: Number(total),
    rows: rows<ListRow>(result).map((r) => ({
      ...r,
      calories: Number(r.calories),
      protein: Number(r.protein),
    })),
  };
}

/** A dish by id, whoever may see it (the service checks). */
export async function findDish(db: Db, id: number): Promise<DishRecord | undefined> {
  const [dish] = await db.select().from(dishes).where(eq(dishes.id, id));
  return dish;
}

export async function currentVersion(db: Db, dish: DishRecord) {
  const [version] = await db
    .select()
    .from(dishVersions)
    .where(and(eq(dishVersions.dishId, dish.id), eq(dishVersions.version, dish.currentVersion)));
  return version;
}

export async function versionCount(db: Db, dishId: number): Promise<number> {
  const [{ n }] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from dish_versions where dish_id = ${dishId}`),
  );
  return Number(n);
}

/** How many plans have a meal item of any version of this dish. */
export async function plansUsingDish(db: Db, dishId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${meals.planId})::int` })
    .from(mealItems)
    .innerJoin(meals, eq(meals.id, mealItems.mealId))
    .innerJoin(foodItems, eq(foodItems.id, mealItems.foodItemId))
    .where(eq(foodItems.dishId, dishId));
  return Number(row?.n ?? 0);
}

/** True when another dish the viewer sees already has this name (any case). */
export async function nameTaken(db: Db, viewer: DishViewer, name: string, exceptId: number | null) {
  const result = await db.execute(sql`
    select 1 from dishes d
    where lower(d.name) = ${name.toLowerCase()} and ${dishVisibleSql(viewer)}
      and d.id <> ${exceptId ?? 0}
    limit 1`);
  return rows(result).length > 0;
}

export async function insertDish(db: Db, values: typeof dishes.$inferInsert): Promise<number> {
  const [row] = await db.insert(dishes).values(values).returning({ id: dishes.id });
  return row.id;
}

export async function updateDish(db: Db, id: number, values: Partial<typeof dishes.$inferInsert>) {
  await db
    .update(dishes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dishes.id, id));
}

/** Removes a dish no plan uses: its versions (cascade), then their food rows. */
export async function deleteDishRows(db: Db, id: number): Promise<void> {
  const foodIds = (
    await db.select({ id: dishVersions.foodItemId }).from(dishVersions).where(eq(dishVersions.dishId, id))
  ).map((r) => r.id);
  await db.delete(dishes).where(eq(dishes.id, id));
  if (foodIds.length) await db.delete(foodItems).where(inArray(foodItems.id, foodIds));
}

/** A version's food row as stored: values per 100 g cooked (micronutrients by key), sodium and tags. */
export async function dishFoodValues(db: Db, foodItemId: number) {
  const [r] = rows<Record<string, unknown>>(
    await db.execute(sql`select calories, protein, fat, carbohydrate, fibre, sodium_mg, tags,
      ${sql.raw(MICRONUTRIENT_KEYS.join(', '))} from food_items where id = ${foodItemId}`),
  );
  const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  return {
    calories: Number(r.calories),
    protein: Number(r.protein),
    fat: Number(r.fat),
    carbohydrate: Number(r.carbohydrate),
    fibre: Number(r.fibre),
    micronutrients: Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, num(r[k])])) as Micronutrients,
    sodiumMg: num(r.sodium_mg),
    tags: (r.tags as string[] | null) ?? [],
  };
}

/** The facts of these food rows (decision 292), by id; a food without facts maps to null. */
export async function foodFactsOf(db: Db, ids: number[]): Promise<Map<number, FoodFacts | null>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: foodItems.id, facts: foodItems.facts })
    .from(foodItems)
    .where(inArray(foodItems.id, ids));
  return new Map(found.map((f) => [f.id, f.facts]));
}

/** The food rows of named ingredients by their codes (db/seed/ingredient-foods.ts): code → id. */
export async function namedIngredientIds(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const found = await db
    .select({ id: foodItems.id, code: foodItems.sourceCode })
    .from(foodItems)
    .innerJoin(foodDatabases, eq(foodDatabases.id, foodItems.foodDatabaseId))
    .where(
      and(
        inArray(foodDatabases.name, [INGREDIENTS_DATABASE_NAME, IFCT_DATABASE_NAME]),
        inArray(foodItems.sourceCode, codes),
      ),
    );
  return new Map(found.map((f) => [f.code, f.id]));
}
