import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DishRegion, DishRole, HouseholdMeasure, MealSlot } from '../../../shared/dishes';
import { PLATE_GROUPS, type PlateGroup, plateGroupsOfFood } from '../../../shared/my-plate';
import type { Db } from '../../db/client';
import { clients, dishes, dishVersions, foodItems, mealItems, nutritionists } from '../../db/schema/index';
import { type FoodColumnsRow, type FoodRow, foodColumns, toFood } from './plan-generate.repository';

/**
 * A dish the generator may choose (issue 27, decision 168): its current version's food row (what
 * a meal item references), its tags of planning (region, slots, role), its household measures, its
 * My Plate groups and its cereals' energy per gram, and its ingredients' names (the avoid list
 * matches them too: "peanuts" keeps out a chikki whatever its name).
 */
export type DishFood = FoodRow & {
  dishId: number;
  key: string | null;
  region: DishRegion;
  slots: MealSlot[];
  role: DishRole;
  /** The dish's traits for the generator (issue 33; empty for a dish no one tagged). */
  traits: string[];
  measures: HouseholdMeasure[];
  ingredientNames: string[];
  plate: Partial<Record<PlateGroup, number>>;
  cerealKcal: number;
};

/**
 * The dishes visible to a nutritionist (starter, shared, their own), each at its current version.
 * `nutritionistId` null (an admin's plan without one) sees starter and shared dishes.
 */
export async function visibleDishes(db: Db, nutritionistId: number | null): Promise<DishFood[]> {
  const owner = nutritionistId
    ? (
        await db
          .select({ userId: nutritionists.userId })
          .from(nutritionists)
          .where(eq(nutritionists.id, nutritionistId))
      )[0]?.userId
    : undefined;
  const rows = await db
    .select({
      ...foodColumns,
      dishId: dishes.id,
      key: dishes.key,
      region: dishes.region,
      slots: dishes.slots,
      role: dishes.role,
      traits: dishes.traits,
      ingredients: dishVersions.ingredients,
      yieldGrams: dishVersions.yieldGrams,
      measures: dishVersions.measures,
      plateGroups: dishVersions.plateGroups,
    })
    .from(dishes)
    .innerJoin(dishVersions, eq(dishVersions.foodItemId, dishes.currentFoodItemId))
    .innerJoin(foodItems, eq(foodItems.id, dishes.currentFoodItemId))
    .where(
      and(
        eq(foodItems.isActive, true),
        or(
          isNull(dishes.createdBy),
          eq(dishes.isShared, true),
          owner ? eq(dishes.createdBy, owner) : undefined,
        ),
      ),
    )
    .orderBy(dishes.id);
  const ingredientIds = [
    ...new Set(rows.flatMap((r) => r.ingredients.flatMap((i) => (i.foodItemId ? [i.foodItemId] : [])))),
  ];
  const ingredientFoods = ingredientIds.length
    ? await db
        .select({
          id: foodItems.id,
          group: foodItems.foodGroup,
          calories: foodItems.calories,
          quantity: foodItems.quantity,
        })
        .from(foodItems)
        .where(inArray(foodItems.id, ingredientIds))
    : [];
  const kcalPerGram = new Map(
    ingredientFoods.map((f) => [
      f.id,
      plateGroupsOfFood(f.group).includes('cereals') && (f.quantity ?? 0) > 0
        ? (f.calories ?? 0) / (f.quantity as number)
        : 0,
    ]),
  );
  return rows.map((r) => {
    const food = toFood(r as unknown as FoodColumnsRow);
    const cerealKcalBatch = r.ingredients.reduce(
      (sum, i) => sum + (i.foodItemId ? (kcalPerGram.get(i.foodItemId) ?? 0) * i.grams : 0),
      0,
    );
    const plate: Partial<Record<PlateGroup, number>> = {};
    for (const g of PLATE_GROUPS) if (r.plateGroups[g]) plate[g] = r.plateGroups[g] / 100;
    return {
      ...food,
      dishId: r.dishId,
      key: r.key,
      region: r.region as DishRegion,
      slots: r.slots as MealSlot[],
      role: r.role as DishRole,
      traits: r.traits ?? [],
      measures: r.measures,
      ingredientNames: r.ingredients.map((i) => i.name),
      plate,
      // Per gram cooked, like the food row's nutrients (raw cereal energy ÷ cooked yield).
      cerealKcal: cerealKcalBatch / r.yieldGrams,
    };
  });
}

/** The client's address (free text), from which the default region is read. */
export async function clientAddress(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db.select({ address: clients.address }).from(clients).where(eq(clients.id, clientId));
  return row?.address ?? null;
}

/**
 * A meal item's household measure and its grams (Fill to targets keeps "2 phulka" in its steps:
 * whole pieces, half katori); `unit` from the food's own measure of that name, else unknown.
 */
export type ItemMeasure = { label: string; count: number; grams: number; unit: string | null };

export async function itemMeasures(db: Db, itemIds: number[]): Promise<Map<number, ItemMeasure>> {
  if (!itemIds.length) return new Map();
  const list = await db
    .select({
      id: mealItems.id,
      label: mealItems.measureLabel,
      count: mealItems.measureCount,
      quantity: mealItems.quantity,
      measures: foodItems.measures,
    })
    .from(mealItems)
    .innerJoin(foodItems, eq(foodItems.id, mealItems.foodItemId))
    .where(inArray(mealItems.id, itemIds));
  return new Map(
    list.flatMap((r) => {
      if (!r.label || !r.count) return [];
      // The food's own measure of that name; else what the item says a measure weighs.
      const own = r.measures?.find((m) => m.label === r.label);
      const grams = own?.grams ?? Number(r.quantity) / r.count;
      return grams > 0 ? [[r.id, { label: r.label, count: r.count, grams, unit: own?.unit ?? null }]] : [];
    }),
  );
}
