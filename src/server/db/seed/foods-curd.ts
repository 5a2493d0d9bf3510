/**
 * Curd (dahi) as its own food (decision 209). IFCT 2017 has no curd row, so dishes entered curd
 * as cow milk (L002). Curd is derived here from IFCT 2017's own cow milk row by a stated method,
 * so its licence and provenance are IFCT's and every figure can be traced:
 * - home-set curd is milk with a culture, not strained: no water or solids leave it, so per
 *   100 g protein, fat, minerals (sodium, calcium, iron …) and vitamins are the milk's;
 * - the culture ferments part of the lactose into lactic acid (1 g lactose + water → 1.053 g
 *   lactic acid, C12H22O11 + H2O → 4 C3H6O3, molar masses 342.3 and 90.08);
 * - energy: protein, fat and the remaining carbohydrate with IFCT 2017's factors (17, 37, 17 kJ/g)
 *   plus lactic acid at 15 kJ/g (FAO, "Food energy – methods of analysis and conversion factors",
 *   FAO Food and Nutrition Paper 77, 2003, table 4.4 organic acids; cited from memory, not from a
 *   copy on this machine).
 */
import { IFCT_KJ_PER_GRAM, KJ_PER_KCAL } from '../../../shared/nutrition';
import type { IfctFood } from './foods';

/** The code curd takes in the built-in table: IFCT's milk group (L), beyond IFCT's own L001–L004. */
export const CURD_CODE = 'L901';
/** The milk it is set from: IFCT 2017 L002, "Milk, whole, Cow". */
export const CURD_MILK_CODE = 'L002';

/**
 * Share of the milk's lactose the culture turns into lactic acid in a home-set curd. About a
 * quarter: the yoghurt literature gives 20–30 % (Tamime & Robinson, "Yoghurt: Science and
 * Technology", 3rd ed., 2007, ch. 7; cited from memory, not from a copy on this machine).
 */
export const LACTOSE_FERMENTED = 0.25;
/** kJ per g of lactic acid (FAO 2003, see above). */
export const LACTIC_ACID_KJ_PER_GRAM = 15;
/** g of lactic acid per g of lactose fermented: 4 × 90.08 / 342.30. */
export const LACTIC_ACID_PER_LACTOSE = (4 * 90.08) / 342.3;

export const CURD_NOTE =
  'Not an IFCT 2017 row: derived from IFCT 2017 L002 (cow milk). Unstrained home curd keeps the milk’s protein, fat, minerals and vitamins; a quarter of the lactose becomes lactic acid; energy from IFCT 2017 factors with lactic acid at 15 kJ/g (FAO 2003).';

/** Curd per 100 g from the IFCT cow milk row. */
export function curdFrom(milk: IfctFood): IfctFood {
  const carbohydrate = round(milk.carbohydrate * (1 - LACTOSE_FERMENTED));
  const lacticAcid = milk.carbohydrate * LACTOSE_FERMENTED * LACTIC_ACID_PER_LACTOSE;
  const kj =
    milk.protein * IFCT_KJ_PER_GRAM.protein +
    milk.fat * IFCT_KJ_PER_GRAM.fat +
    carbohydrate * IFCT_KJ_PER_GRAM.carbohydrate +
    milk.fibre * IFCT_KJ_PER_GRAM.fibre +
    lacticAcid * LACTIC_ACID_KJ_PER_GRAM;
  return {
    ...milk,
    code: CURD_CODE,
    name: 'Curd (dahi), from cow milk',
    localName:
      'E. Curd, Yoghurt; H. Dahi; B. Doi; G. Dahi; Kan. Mosaru; Mal. Thairu; Mar. Dahi; Tam. Thayir; Tel. Perugu',
    carbohydrate,
    calories: round(kj / KJ_PER_KCAL),
    energySource: 'computed',
    energyNote: CURD_NOTE,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Starter dishes whose cow milk (L002) is curd in the kitchen: raita, kadhi, lassi, chaas, curd
 * rice, marinades, doughs and batters set with curd. The dish data (dishes-data*.ts) keeps its
 * L002; seeding the dishes reads curd for these (dishes.ts `starterContent`). Milk stays milk in
 * tea, kheer, payasam, dalia, shukto and the like.
 */
export const CURD_DISHES: ReadonlySet<string> = new Set([
  'curd',
  'cucumber-raita',
  'onion-tomato-raita',
  'lauki-raita',
  'mint-raita',
  'vegetable-raita',
  'cucumber-pachadi',
  'curd-rice',
  'pakhala',
  'kadhi',
  'gujarati-kadhi',
  'mor-kuzhambu',
  'salted-lassi',
  'mango-lassi',
  'masala-chaas',
  'neer-mor',
  'tandoori-chicken',
  'mutton-curry',
  'kosha-mangsho',
  'chicken-curry',
  'veg-biryani',
  'chicken-biryani',
  'methi-thepla',
  'dhokla',
  'handvo',
  // The regional dishes of decision 205 set with curd (dahi, doi, thayir).
  'machli-curry',
  'doi-maach',
  'boondi-raita',
  'palak-raita',
  'vendakkai-pachadi',
  'dahi-kakdi',
  'khatta-dhokla',
]);

/** The IFCT code a starter dish's ingredient is valued by: curd for the cow milk of a curd dish. */
export const ingredientCodeOf = (dishKey: string, code: string): string =>
  code === CURD_MILK_CODE && CURD_DISHES.has(dishKey) ? CURD_CODE : code;
