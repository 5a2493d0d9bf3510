import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type ComposedIngredient,
  composeDish,
  type Dish,
  type DishVersionIngredient,
  type HouseholdMeasure,
  type IngredientFood,
  isNutritive,
} from '../../../shared/dishes';
import { dishFacts, type FoodFacts, type Texture } from '../../../shared/food-facts';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '../../../shared/micronutrients';
import { type FoodTag, tagsOf } from '../../../shared/restrictions';
import { type Db, rows } from '../client';
import { dishes, dishVersions, foodDatabases, foodItems, mealItems } from '../schema/index';
import { STARTER_DISHES } from './dishes-data';
import { DISH_FORMS, dishGi, GROUND_IN, ROLE_FORMS, SUGAR_SOURCE, TEXTURE_SOURCE } from './food-facts-data';
import { IFCT_DATABASE_NAME } from './foods';
import { ingredientCodeOf } from './foods-curd';
import { ingredientsDatabaseId, namedIngredientCode, seedNamedIngredients } from './ingredient-foods';

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
    'facts',
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
      facts: (r.facts as FoodFacts | null) ?? null,
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
  /** How the dish is made, as a texture (dishes.form, decision 292); null: its ingredients decide. */
  form?: Texture | null;
  /** The starter dish's key: its cited GI, if any (food-facts-data.ts). */
  key?: string | null;
};

type Recipe = Omit<DishContent, 'name' | 'localNames' | 'form' | 'key'>;
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
  const gi = dishGi(content.key ?? null);
  const facts = dishFacts(
    content.ingredients.map((i, n) => ({
      facts: composed[n].food?.facts ?? null,
      grams: i.grams,
      form: i.form ?? null,
    })),
    content.yieldGrams,
    content.form ?? null,
    `Computed from the dish's ingredients and form (decision 292). ${TEXTURE_SOURCE} ${SUGAR_SOURCE}${gi ? ` ${gi.source}` : ''}`,
  );
  if (gi) facts.gi = gi.gi;
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
      facts,
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
  const ifctFoods = await ingredientFoods(db, { databaseId: ifct.id });
  await seedNamedIngredients(db, new Map(ifctFoods.map((f) => [f.code, f])));
  const named = await ingredientFoods(db, { databaseId: await ingredientsDatabaseId(db) });
  const foods = [...ifctFoods, ...named];
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
  const stored = await storedStarterDishes(db);
  for (const dish of STARTER_DISHES) {
    const tagsAndNames = {
      name: dish.name,
      localNames: dish.localNames,
      nameHi: dish.nameHi ?? null,
      traits: dish.traits ?? [],
      form: starterForm(dish),
      region: dish.region,
      slots: dish.slots,
      role: dish.role,
      source: dish.source,
      isShared: true,
    };
    const content = starterContent(dish, byCode);
    // A seed that changes nothing writes nothing (323 dishes × 4 writes took over 30 s on a busy machine).
    const now = stored.get(dish.key);
    if (now && holdsAlready(now, tagsAndNames, content, byId)) continue;
    let id = existing.get(dish.key);
    if (id) await db.update(dishes).set(tagsAndNames).where(eq(dishes.id, id));
    else
      [{ id }] = await db
        .insert(dishes)
        .values({ key: dish.key, ...tagsAndNames })
        .returning({ id: dishes.id });
    await saveDishVersion(db, id, content, byId, null);
  }
}

type StoredDish = {
  dish: typeof dishes.$inferSelect;
  version: typeof dishVersions.$inferSelect;
  food: typeof foodItems.$inferSelect;
};

/** Each starter dish as stored: its row, current version and that version's food row, by key. */
async function storedStarterDishes(db: Db): Promise<Map<string, StoredDish>> {
  const list = await db
    .select({ dish: dishes, version: dishVersions, food: foodItems })
    .from(dishes)
    .innerJoin(
      dishVersions,
      and(eq(dishVersions.dishId, dishes.id), eq(dishVersions.version, dishes.currentVersion)),
    )
    .innerJoin(foodItems, eq(foodItems.id, dishVersions.foodItemId))
    .where(isNotNull(dishes.key));
  return new Map(list.map((r) => [r.dish.key as string, r]));
}

/** True when the stored dish, version and food row already hold what the seed would write. */
function holdsAlready(
  now: StoredDish,
  tagsAndNames: Partial<typeof dishes.$inferSelect>,
  content: DishContent,
  foods: Map<number, IngredientFoodRow>,
): boolean {
  if (!sameRecipe(content, now.version)) return false;
  const { food, plateGroups } = foodRowValues(content, foods);
  const { updatedAt: _, ...values } = food;
  const storedFood = now.food as Record<string, unknown>;
  const storedDish = now.dish as Record<string, unknown>;
  return (
    Object.entries(tagsAndNames).every(([k, v]) => same(storedDish[k], v)) &&
    Object.entries(values).every(([k, v]) => same(storedFood[k], v)) &&
    same(now.version.plateGroups, plateGroups)
  );
}

/** Deep equality that ignores key order (jsonb reorders keys) and float noise. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      kb.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return a === b;
}

/** A starter dish's form: its own (DISH_FORMS), else its role's (food-facts-data.ts). */
export function starterForm(dish: Pick<Dish, 'key' | 'role'>): Texture | null {
  return DISH_FORMS[dish.key] ?? ROLE_FORMS[dish.role] ?? null;
}

function starterContent(dish: Dish, byCode: Map<string, IngredientFoodRow>): DishContent {
  const ground = GROUND_IN[dish.key] ?? [];
  return {
    name: dish.name,
    localNames: dish.localNames,
    form: starterForm(dish),
    key: dish.key,
    yieldGrams: dish.yieldGrams,
    measures: dish.measures,
    ingredients: dish.ingredients.map((i) => {
      if (!isNutritive(i)) {
        // Every named ingredient is a food row (decision 292): a blend, salt, water, a whole spice.
        const food = byCode.get(namedIngredientCode(i.name) ?? '');
        if (!food) throw new Error(`Starter dish ${dish.key}: no food row for the ingredient ${i.name}.`);
        return { foodItemId: food.id, name: i.name, grams: i.grams };
      }
      // Curd dishes entered curd as cow milk; they are valued as curd (decision 209).
      const food = byCode.get(ingredientCodeOf(dish.key, i.ifctCode));
      if (!food) throw new Error(`Starter dish ${dish.key}: no IFCT food ${i.ifctCode}.`);
      return ground.includes(i.ifctCode)
        ? { foodItemId: food.id, name: food.name, grams: i.grams, form: 'mashed' as const }
        : { foodItemId: food.id, name: food.name, grams: i.grams };
    }),
  };
}
