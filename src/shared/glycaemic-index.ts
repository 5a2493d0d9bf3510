/**
 * Glycaemic index of the staples we can cite (issue 35, decision 244): a diabetic client's day
 * prefers a low-GI staple to a high-GI one (a cost in the day model, never a ban). Only staples
 * with a value in the tables are marked; every other food is left unmarked, not guessed.
 *
 * Source: Atkinson FS, Foster-Powell K, Brand-Miller JC. International tables of glycemic index
 * and glycemic load values: 2008. Diabetes Care 2008;31(12):2281–3, Table 1 (glucose = 100).
 * The values are as the team recalls Table 1 (`recalled`): check them against the table before
 * relying on them clinically (house rule). Bands: low ≤ 55, high ≥ 70 (the same paper).
 */
import type { Cited } from './condition-rules';

export type GiStaple = { words: RegExp; food: string; gi: Cited; band: 'low' | 'high' };

const TABLE_1 = 'Atkinson et al., International tables of GI 2008 (Diabetes Care), Table 1';

export const GI_STAPLES: GiStaple[] = [
  {
    // Plain boiled white rice only: pulao, lemon or curd rice are other foods with no cited value.
    words: /^(steamed rice|plain rice|sheddho bhaat|boiled rice)$/i,
    food: 'White rice, boiled',
    gi: { value: 73, source: `${TABLE_1}: white rice, boiled 73 ± 4`, recalled: true },
    band: 'high',
  },
  {
    words: /^(rice porridge|rice kanji|kanji|ganji)$/i,
    food: 'Rice porridge / congee',
    gi: { value: 78, source: `${TABLE_1}: rice porridge/congee 78 ± 9`, recalled: true },
    band: 'high',
  },
  {
    words: /^(phulka|chapati|chapatti|rotli|ruti|roti)$/i,
    food: 'Chapatti (wheat)',
    gi: { value: 52, source: `${TABLE_1}: chapatti 52 ± 4`, recalled: true },
    band: 'low',
  },
];

/** The cited staple a food's name is, or null (unmarked: no value to cite). */
export function giStapleOf(name: string): GiStaple | null {
  const plain = name.trim();
  return GI_STAPLES.find((s) => s.words.test(plain)) ?? null;
}
