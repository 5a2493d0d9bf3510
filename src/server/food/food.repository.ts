import { sql } from 'drizzle-orm';
import { FOOD_SEARCH_LIMIT } from '../../shared/plans';
import type { Db } from '../db/client';
import { rows } from '../db/client';

export type FoodRow = {
  id: number;
  name: string;
  local_name: string | null;
  food_group: string | null;
  uom: string;
  quantity: number;
  calories: number;
  carbohydrate: number;
  protein: number;
  fat: number;
  fibre: number;
};

/** Lower-case words of letters and digits: 'Rice, raw-milled' → ['rice', 'raw', 'milled']. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Foods whose name holds every word of the query, in any order, ignoring punctuation and case.
 * Each word is a `lower(name) like '%word%'` the trigram index answers. Best first: the name
 * equals the query, then starts with it, then starts with its first word, then the names with
 * the fewest words beside the query's, then the shortest.
 */
export async function searchFoods(db: Db, q: string): Promise<FoodRow[]> {
  const words = searchWords(q);
  if (!words.length) return [];
  const phrase = words.join(' ');
  // The name with punctuation turned into single spaces, to compare with the query's words.
  const plain = sql`trim(regexp_replace(lower(f.name), '[^[:alnum:]]+', ' ', 'g'))`;
  const result = await db.execute(sql`
    select f.id, f.name, f.local_name, f.food_group, f.uom, f.quantity,
      f.calories, f.carbohydrate, f.protein, f.fat, f.fibre
    from food_items f
    where f.is_active and ${sql.join(
      words.map((w) => sql`lower(f.name) like ${`%${likeEscape(w)}%`}`),
      sql` and `,
    )}
    order by
      case when ${plain} = ${phrase} then 0
        when ${plain} like ${`${likeEscape(phrase)}%`} then 1
        when ${plain} like ${`${likeEscape(words[0])}%`} then 2
        else 3 end,
      array_length(regexp_split_to_array(${plain}, ' '), 1),
      length(f.name), f.name, f.id
    limit ${FOOD_SEARCH_LIMIT}`);
  return rows<FoodRow>(result).map((r) => ({
    ...r,
    quantity: Number(r.quantity),
    calories: Number(r.calories),
    carbohydrate: Number(r.carbohydrate),
    protein: Number(r.protein),
    fat: Number(r.fat),
    fibre: Number(r.fibre),
  }));
}
