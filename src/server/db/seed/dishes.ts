import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type ComposedIngredient,
  composeDish,
  type Dish,
  type DishVersionIngredient,
  type HouseholdMeasure,
  type IngredientFood,
  isNutritive,
} from '../../../shared/dishes';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '../../../shared/micronutrients';
import { type FoodTag, tagsOf } from '../../../shared/restrictions';
import { type Db, rows } from '../client';
import { dishes, dishVersions, foodDatabases, foodItems, mealItems } from '../schema/index';
import { STARTER_DISHES } from './dishes-data';
import { IFCT_DATABASE_NAME } from './foods';

/** The built-in food database that holds every dish version's food row (decision 163). */
export const DISHES_DATABASE_NAME = 'Dishes';
/** A dish version's food row carries this group: no IFCT portion rule applies to it. */
export const DISH_FOOD_GROUP = 'Dishes';

export type IngredientFoodRow = IngredientFood & { id: number; code: string };

const FOOD_COLUMNS = sql.raw(
  [
    'id',
    'source_code',
    'name',
    'food_group',
    'calories',
    'protein',
    'fat',
    'carbohydrate',
    'fibre',
    'sodium_mg',
    'tags',
    ...MICRONUTRIENT_KEYS,
  ].join(', '),
);

/** Foods that can be ingredients, by id or by database (a dish's own food rows never are). */
export async function ingredientFoods(
  db: Db,
  which: { ids: number[] } | { databaseId: number },
): Promise<IngredientFoodRow[]> {
  const where =
    'databaseId' in which
      ? sql`food_database_id = ${which.databaseId}`
      : which.ids.length
        ? sql`id in (${sql.join(
            which.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
  const result = await db.execute(
    sql`select ${FOOD_COLUMNS} from food_items where dish_id is null and ${where}`,
  );
  return rows<Record<string, unknown>>(result).map((r) => {
    const micronutrients = Object.fromEntries(
      MICRONUTRIENT_KEYS.map((k) => [k, r[k] === null ? null : Number(r[k])]),
    ) as Micronutrients;
    const food = {
      id: Number(r.id),
      code: String(r.source_code),
      name: String(r.name),
      foodGroup: (r.food_group as string | null) ?? null,
      calories: Number(r.calories),
      protein: Number(r.protein),
      fat: Number(r.fat),
      carbohydrate: Number(r.carbohydrate),
      fibre: Number(r.fibre),
      sodiumMg: r.sodium_mg === null ? null : Number(r.sodium_mg),
      micronutrients,
      tags: [] as FoodTag[],
    };
    food.tags = tagsOf({ name: food.name, group: food.foodGroup, tags: (r.tags as string[] | null) ?? null });
    return food;
  });
}

/** What a version is made of; equal content means no new version is needed. */
export type DishContent = {
  name: string;
  localNames: string[];
  ingredients: DishVersionIngredient[];
  yieldGrams: number;
  measures: HouseholdMeasure[];
};

type Recipe = Omit<DishContent, 'name' | 'localNames'>;
// jsonb does not keep key order, so recipes compare by their values in a fixed order.
const recipeKey = (r: Recipe) =>
  JSON.stringify([
    r.ingredients.map((i) => [i.foodItemId, i.name, i.grams]),
    r.yieldGrams,
    r.measures.map((m) => [m.unit, m.label, m.grams]),
  ]);
const sameRecipe = (a: Recipe, b: Recipe) => recipeKey(a) === recipeKey(b);

async function dishesDatabaseId(db: Db): Promise<number> {
  await db
    .insert(foodDatabases)
    .values({ name: DISHES_DATABASE_NAME, isBuiltin: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: foodDatabases.id })
    .from(foodDatabases)
    .where(eq(foodDatabases.name, DISHES_DATABASE_NAME));
  return row.id;
}

function foodRowValues(content: DishContent, foods: Map<number, IngredientFoodRow>) {
  const composed: ComposedIngredient[] = content.ingredients.map((i) => ({
    food: i.foodItemId === null ? null : (foods.get(i.foodItemId) ?? missing(i)),
    name: i.name,
    grams: i.grams,
  }));
  const dish = composeDish(composed, content.yieldGrams);
  const m = dish.per100g.micronutrients;
  return {
    plateGroups: dish.plateGroups,
    food: {
      name: content.name,
      localName: content.localNames.join(', ') || null,
      foodGroup: DISH_FOOD_GROUP,
      uom: 'g',
      quantity: 100,
      calories: dish.per100g.calories,
      protein: dish.per100g.protein,
      carbohydrate: dish.per100g.carbohydrate,
      fat: dish.per100g.fat,
      fibre: dish.per100g.fibre,
      ironMg: m.iron_mg,
      calciumMg: m.calcium_mg,
      zincMg: m.zinc_mg,
      magnesiumMg: m.magnesium_mg,
      vitaminCMg: m.vitamin_c_mg,
      folateUg: m.folate_ug,
      vitaminAUg: m.vitamin_a_ug,
      thiamineMg: m.thiamine_mg,
      riboflavinMg: m.riboflavin_mg,
      niacinMg: m.niacin_mg,
      sodiumMg: dish.sodiumPer100g,
      energySource: 'computed',
      energyNote: "Computed from the dish's ingredients and cooked yield.",
      tags: dish.tags,
      measures: content.measures,
      isActive: true,
      updatedAt: new Date(),
    },
  };
}

function missing(i: DishVersionIngredient): never {
  throw new Error(`The ingredient ${i.name} (food ${i.foodItemId}) no longer exists.`);
}

/** True when a meal item of any plan uses this food row (then its numbers must not change). */
export async function isFoodUsed(db: Db, foodItemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mealItems.id })
    .from(mealItems)
    .where(eq(mealItems.foodItemId, foodItemId))
    .limit(1);
  return Boolean(row);
}

/**
 * Writes a dish's recipe (decision 163): a first version; the same version updated in place when
 * no plan uses it yet; or, when a plan does, a new version with a new food row, so the plan keeps
 * the numbers it was made with. `foods` holds every ingredient food. Answers the current food row.
 */
export async function saveDishVersion(
  db: Db,
  dishId: number,
  content: DishContent,
  foods: Map<number, IngredientFoodRow>,
  userId: number | null,
): Promise<{ foodItemId: number; version: number; newVersion: boolean }> {
  const { food, plateGroups } = foodRowValues(content, foods);
  const [current] = await db
    .select({ dish: dishes, version: dishVersions })
    .from(dishes)
    .leftJoin(
      dishVersions,
      and(eq(dishVersions.dishId, dishes.id), eq(dishVersions.version, dishes.currentVersion)),
    )
    .where(eq(dishes.id, dishId));
  const recipe = {
    ingredients: content.ingredients,
    yieldGrams: content.yieldGrams,
    measures: content.measures,
  };
  const version = current?.version;
  if (version) {
    const unchanged = sameRecipe(recipe, { ...version });
    if (unchanged || !(await isFoodUsed(db, version.foodItemId))) {
      // Same recipe (names, tags, or IFCT values refreshed) or a version no plan uses: in place.
      await db.update(foodItems).set(food).where(eq(foodItems.id, version.foodItemId));
      await db
        .update(dishVersions)
        .set({ ...recipe, plateGroups })
        .where(eq(dishVersions.id, version.id));
      return { foodItemId: version.foodItemId, version: version.version, newVersion: false };
    }
  }
  const next = version ? version.version + 1 : 1;
  const databaseId = await dishesDatabaseId(db);
  const [row] = await db
    .insert(foodItems)
    .values({ ...food, foodDatabaseId: databaseId, sourceCode: `dish:${dishId}:v${next}`, dishId })
    .returning({ id: foodItems.id });
  await db
    .insert(dishVersions)
    .values({ dishId, version: next, foodItemId: row.id, ...recipe, plateGroups, createdBy: userId });
  await db
    .update(dishes)
    .set({ currentVersion: next, currentFoodItemId: row.id, updatedAt: new Date() })
    .where(eq(dishes.id, dishId));
  return { foodItemId: row.id, version: next, newVersion: Boolean(version) };
}

/**
 * Loads the starter library (decision 162) by key, upgrading in place like the food data: tags
 * and names follow the release; a changed recipe of a dish a plan uses becomes a new version.
 */
export async function seedDishes(db: Db): Promise<void> {
  const [ifct] = await db
    .select({ id: foodDatabases.id })
    .from(foodDatabases)
    .where(eq(foodDatabases.name, IFCT_DATABASE_NAME));
  const foods = await ingredientFoods(db, { databaseId: ifct.id });
  const byCode = new Map(foods.map((f) => [f.code, f]));
  const byId = new Map(foods.map((f) => [f.id, f]));
  const existing = new Map(
    (
      await db
        .select({ id: dishes.id, key: dishes.key })
        .from(dishes)
        .where(
          inArray(
            dishes.key,
            STARTER_DISHES.map((d) => d.key),
          ),
        )
    ).map((r) => [r.key, r.id]),
  );
  for (const dish of STARTER_DISHES) {
    const tagsAndNames = {
      name: dish.name,
      localNames: dish.localNames,
      nameHi: dish.nameHi ?? null,
      traits: dish.traits ?? [],
      region: dish.region,
      slots: dish.slots,
      role: dish.role,
      source: dish.source,
      isShared: true,
    };
    let id = existing.get(dish.key);
    if (id) await db.update(dishes).set(tagsAndNames).where(eq(dishes.id, id));
    else
      [{ id }] = await db
        .insert(dishes)
        .values({ key: dish.key, ...tagsAndNames })
        .returning({ id: dishes.id });
    await saveDishVersion(db, id, starterContent(dish, byCode), byId, null);
  }
}

function starterContent(dish: Dish, byCode: Map<string, IngredientFoodRow>): DishContent {
  return {
    name: dish.name,
    localNames: dish.localNames,
    yieldGrams: dish.yieldGrams,
    measures: dish.measures,
    ingredients: dish.ingredients.map((i) => {
      if (!isNutritive(i)) return { foodItemId: null, name: i.name, grams: i.grams };
      const food = byCode.get(i.ifctCode);
      if (!food) throw new Error(`Starter dish ${dish.key}: no IFCT food ${i.ifctCode}.`);
      return { foodItemId: food.id, name: food.name, grams: i.grams };
    }),
  };
}
