import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { HouseholdMeasure } from '../../shared/dishes';
import { FOOD_SEARCH_LIMIT } from '../../shared/plans';
import { type DishViewer, dishVisibleSql } from '../auth/policy';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { dishes, foodDatabases, foodItems } from '../db/schema/index';
import { IFCT_DATABASE_NAME } from '../db/seed/foods';
import { likeContains } from '../lib/sql-text';
import { alternativesOf, commonNames } from './food-names';

export type FoodRow = {
  id: number;
  name: string;
  local_name: string | null;
  /** The name a client reads (decision 208); null = the name itself. */
  plain_name: string | null;
  /** The Hindi name: Devanagari for the dishes' foods (decision 249), else IFCT 2017's in Latin letters ("Santra"); null = none. */
  name_hi: string | null;
  common_names: string | null;
  food_group: string | null;
  uom: string;
  quantity: number;
  calories: number;
  carbohydrate: number;
  protein: number;
  fat: number;
  fibre: number;
  energy_note: string | null;
  tags: string[] | null;
  /** A dish (the current version of one the viewer sees) rather than a single food. */
  is_dish: boolean;
  /** A dish's household measures ("1 phulka" = 32 g); null for a food. */
  measures: HouseholdMeasure[] | null;
};

/** Lower-case words of letters and digits: 'Rice, raw-milled' → ['rice', 'raw', 'milled']. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

// The name (and local names) with punctuation turned into single spaces, to compare words.
const plainName = sql`trim(regexp_replace(lower(f.name), '[^[:alnum:]]+', ' ', 'g'))`;
const plainLocal = sql`regexp_replace(lower(coalesce(f.local_name, '')), '[^[:alnum:]]+', ' ', 'g')`;
// The client-facing name ("Sesame seeds" for "Gingelly seeds, brown"; decision 208) finds a food too.
const clientName = sql`regexp_replace(lower(coalesce(f.plain_name, '')), '[^[:alnum:]]+', ' ', 'g')`;

const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const allOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;
// Words and synonyms hold only letters, digits and spaces, so they are safe inside a regex.
const wholeWord = (hay: SQL, phrase: string) => sql`${hay} ~ ${`\\m${phrase}\\M`}`;
const wordStart = (hay: SQL, phrase: string) => sql`${hay} ~ ${`\\m${phrase}`}`;
// A dish's local names are a comma list ('chapati, roti, fulka'): one of them is the query itself.
const localNameIs = (phrase: string) => sql`f.dish_id is not null and ${phrase} = any(
  select trim(regexp_replace(lower(x), '[^[:alnum:]]+', ' ', 'g')) from unnest(string_to_array(f.local_name, ',')) x)`;

const shortened = (text: string | null) => (text && text.length > 80 ? `${text.slice(0, 79)}…` : text);

export type FoodSearchOptions = {
  /** Whose dishes to offer: the current version of each dish this viewer sees (none without one). */
  viewer?: DishViewer | null;
  /** Foods only (a dish's ingredients are foods, never dishes). */
  foodsOnly?: boolean;
};

/**
 * Foods in which every word of the query appears — in the name, at a word start in IFCT's local
 * names (Atta, Maida, Arhar dal…) or through the synonym list (moong → green gram) — in any
 * order, ignoring punctuation and case. Best first: the name equals the query, then starts with it as whole
 * words, then every word is a whole word of the name, then a word start of the name, then a
 * word start of a local name or synonym, then the rest (a word inside another: 'dal' in
 * 'Kadali'); within a rank, names with fewer words, then shorter names.
 */
export async function searchFoods(db: Db, q: string, options: FoodSearchOptions = {}): Promise<FoodRow[]> {
  const words = searchWords(q);
  if (!words.length) return [];
  const phrase = words.join(' ');
  const alternatives = words.map(alternativesOf);
  const matches = allOf(
    alternatives.map((alts) =>
      anyOf(
        alts.flatMap((a) => [
          sql`lower(f.name) like ${likeContains(a)}`,
          sql`${plainName} like ${likeContains(a)}`,
          // Local names only from a word's start: inside them a short word finds mostly noise.
          wordStart(plainLocal, a),
          wordStart(clientName, a),
        ]),
      ),
    ),
  );
  const inName = (test: typeof wholeWord) =>
    allOf(alternatives.map((alts) => anyOf(alts.map((a) => test(plainName, a)))));
  const inNameOrLocal = allOf(
    alternatives.map((alts) =>
      anyOf(
        alts.flatMap((a) => [wordStart(plainName, a), wordStart(plainLocal, a), wordStart(clientName, a)]),
      ),
    ),
  );
  // A dish's local names and spellings count like its name ('roti' is a word of the phulka).
  const inDishNames = allOf(
    alternatives.map((alts) =>
      anyOf(alts.flatMap((a) => [wholeWord(plainName, a), wholeWord(plainLocal, a)])),
    ),
  );
  const rank = sql`case when ${plainName} = ${phrase} then 0
        when ${localNameIs(phrase)} then 0
        when ${plainName} ~ ${`^${phrase}\\M`} then 1
        when ${inName(wholeWord)} then 2
        when f.dish_id is not null and ${inDishNames} then 2
        when ${inName(wordStart)} then 3
        when ${inNameOrLocal} then 4
        else 5 end`;
  // Dishes first where the query names one: within a rank, a dish found by its name comes before
  // a food ('dal' → the dal dishes before the raw pulses), and a dish found only by a local name
  // after the foods ('maida' → refined flour before Luchi). A food named exactly by the query
  // stays above a dish that merely contains the word ('paneer' → Paneer, then Paneer bhurji).
  const dishFirst = sql`(${rank}) * 3 + case when f.dish_id is null then 1
        when ${inName(wholeWord)} or ${plainName} = ${phrase} or ${localNameIs(phrase)} then 0 else 2 end`;
  const viewer = options.foodsOnly ? null : (options.viewer ?? null);
  const currentDish = viewer
    ? sql`exists (select 1 from dishes d where d.current_food_item_id = f.id and ${dishVisibleSql(viewer)})`
    : sql`false`;
  const result = await db.execute(sql`
    select f.id, f.name, f.local_name, f.plain_name, f.name_hi, f.food_group, f.uom, f.quantity,
      f.calories, f.carbohydrate, f.protein, f.fat, f.fibre, f.energy_note, f.tags,
      f.dish_id is not null as is_dish, f.measures
    from food_items f
    where f.is_active and (f.dish_id is null or ${currentDish}) and ${matches}
    order by ${dishFirst},
      array_length(regexp_split_to_array(${plainName}, ' '), 1),
      length(f.name), f.name, f.id
    limit ${FOOD_SEARCH_LIMIT}`);
  return rows<Omit<FoodRow, 'common_names'>>(result).map((r) => ({
    ...r,
    // A dish's local names are its own spellings, shown as they are.
    common_names: r.is_dish ? shortened(r.local_name) : commonNames(r.local_name, words),
    quantity: Number(r.quantity),
    calories: Number(r.calories),
    carbohydrate: Number(r.carbohydrate),
    protein: Number(r.protein),
    fat: Number(r.fat),
    fibre: Number(r.fibre),
  }));
}

export type ClientFoodRow = { id: number; name: string; plainName: string | null; ifctCode: string | null };

/** Name, plain name and (for the shipped IFCT 2017 table only) the code of these foods. */
export async function clientFoodRows(db: Db, foodIds: number[]): Promise<ClientFoodRow[]> {
  if (!foodIds.length) return [];
  return db
    .select({
      id: foodItems.id,
      name: foodItems.name,
      plainName: foodItems.plainName,
      ifctCode: sql<
        string | null
      >`case when ${foodDatabases.name} = ${IFCT_DATABASE_NAME} then ${foodItems.sourceCode} end`,
    })
    .from(foodItems)
    .innerJoin(foodDatabases, eq(foodDatabases.id, foodItems.foodDatabaseId))
    .where(inArray(foodItems.id, foodIds));
}

/** One food row with its database's name and, for a dish version's row, its dish's owner (issue 52). */
export async function foodDetailsRow(db: Db, id: number) {
  const [row] = await db
    .select({
      id: foodItems.id,
      name: foodItems.name,
      group: foodItems.foodGroup,
      database: foodDatabases.name,
      code: foodItems.sourceCode,
      uom: foodItems.uom,
      quantity: foodItems.quantity,
      tags: foodItems.tags,
      facts: foodItems.facts,
      dishId: foodItems.dishId,
      createdBy: dishes.createdBy,
      isShared: dishes.isShared,
    })
    .from(foodItems)
    .innerJoin(foodDatabases, eq(foodDatabases.id, foodItems.foodDatabaseId))
    .leftJoin(dishes, eq(dishes.id, foodItems.dishId))
    .where(eq(foodItems.id, id));
  return row;
}
