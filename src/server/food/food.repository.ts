import { type SQL, sql } from 'drizzle-orm';
import { FOOD_SEARCH_LIMIT } from '../../shared/plans';
import type { Db } from '../db/client';
import { rows } from '../db/client';
import { likeContains } from '../lib/sql-text';
import { alternativesOf, commonNames } from './food-names';

export type FoodRow = {
  id: number;
  name: string;
  local_name: string | null;
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
};

/** Lower-case words of letters and digits: 'Rice, raw-milled' → ['rice', 'raw', 'milled']. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

// The name (and local names) with punctuation turned into single spaces, to compare words.
const plainName = sql`trim(regexp_replace(lower(f.name), '[^[:alnum:]]+', ' ', 'g'))`;
const plainLocal = sql`regexp_replace(lower(coalesce(f.local_name, '')), '[^[:alnum:]]+', ' ', 'g')`;

const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const allOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;
// Words and synonyms hold only letters, digits and spaces, so they are safe inside a regex.
const wholeWord = (hay: SQL, phrase: string) => sql`${hay} ~ ${`\\m${phrase}\\M`}`;
const wordStart = (hay: SQL, phrase: string) => sql`${hay} ~ ${`\\m${phrase}`}`;

/**
 * Foods in which every word of the query appears — in the name, at a word start in IFCT's local
 * names (Atta, Maida, Arhar dal…) or through the synonym list (moong → green gram) — in any
 * order, ignoring punctuation and case. Best first: the name equals the query, then starts with it as whole
 * words, then every word is a whole word of the name, then a word start of the name, then a
 * word start of a local name or synonym, then the rest (a word inside another: 'dal' in
 * 'Kadali'); within a rank, names with fewer words, then shorter names.
 */
export async function searchFoods(db: Db, q: string): Promise<FoodRow[]> {
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
        ]),
      ),
    ),
  );
  const inName = (test: typeof wholeWord) =>
    allOf(alternatives.map((alts) => anyOf(alts.map((a) => test(plainName, a)))));
  const inNameOrLocal = allOf(
    alternatives.map((alts) =>
      anyOf(alts.flatMap((a) => [wordStart(plainName, a), wordStart(plainLocal, a)])),
    ),
  );
  const result = await db.execute(sql`
    select f.id, f.name, f.local_name, f.food_group, f.uom, f.quantity,
      f.calories, f.carbohydrate, f.protein, f.fat, f.fibre, f.energy_note, f.tags
    from food_items f
    where f.is_active and f.dish_id is null and ${matches}
    order by
      case when ${plainName} = ${phrase} then 0
        when ${plainName} ~ ${`^${phrase}\\M`} then 1
        when ${inName(wholeWord)} then 2
        when ${inName(wordStart)} then 3
        when ${inNameOrLocal} then 4
        else 5 end,
      array_length(regexp_split_to_array(${plainName}, ' '), 1),
      length(f.name), f.name, f.id
    limit ${FOOD_SEARCH_LIMIT}`);
  return rows<Omit<FoodRow, 'common_names'>>(result).map((r) => ({
    ...r,
    common_names: commonNames(r.local_name, words),
    quantity: Number(r.quantity),
    calories: Number(r.calories),
    carbohydrate: Number(r.carbohydrate),
    protein: Number(r.protein),
    fat: Number(r.fat),
    fibre: Number(r.fibre),
  }));
}
