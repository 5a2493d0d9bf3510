import type { FoodFacts, SeasonMonths, Texture } from '../../../shared/food-facts';
import { GI_STAPLES } from '../../../shared/glycaemic-index';

/**
 * The facts of the shipped foods and dishes (issue 52 point 1, docs/decisions/292), by IFCT 2017
 * code or starter-dish key — never by name. Each fact says where it comes from:
 * - texture: the practice's own classification (IDDSI 2019 framework words for a soft diet), by
 *   IFCT food group with the exceptions listed; `recalled` (the practice's estimate);
 * - added sugar: the sweetener's own carbohydrate in IFCT 2017 (jaggery, sugarcane juice are the
 *   only sweeteners of the table and of the starter library), so a dish's is computed from grams;
 * - season: THE PRACTICE'S OWN TABLE below (months a fruit or seasonal vegetable is in Indian
 *   markets, by region, written from the team's market experience, `recalled`), not a cited source;
 * - GI: only the staples `shared/glycaemic-index.ts` cites (Atkinson et al. 2008, Table 1, recalled);
 * - liquid: drinks, milks, juices, oils are not (they are fats measured in g or tsp).
 */

export const TEXTURE_SOURCE =
  "Texture: the practice's own classification with the IDDSI 2019 framework's words (whole nut or seed, raw, hard or chewy, soft, mashed, liquid); an estimate, not a cited table.";
export const SEASON_SOURCE =
  "Season: the practice's own table of the months each fruit and seasonal vegetable is in Indian markets, by region (db/seed/food-facts-data.ts SEASONS); an estimate, not a cited source.";
export const SUGAR_SOURCE =
  'Added sugar: the sweetener’s carbohydrate in IFCT 2017 (ICMR-NIN); a dish’s from its recipe grams and cooked yield.';

/** IFCT groups by code letter → the texture of the food as served (cooked where it is cooked). */
const TEXTURE_BY_LETTER: Record<string, Texture> = {
  A: 'soft', // cereals, served cooked
  B: 'soft', // pulses, cooked
  C: 'soft', // leafy vegetables, cooked
  D: 'soft', // other vegetables, cooked (a raw one is a dish's form: salads)
  E: 'soft', // ripe soft fruit; the hard ones below
  F: 'soft', // roots and tubers, cooked
  G: 'soft', // condiments and spices, in small amounts, cooked
  H: 'whole_nut_seed',
  I: 'soft',
  J: 'soft',
  K: 'liquid',
  L: 'liquid',
  M: 'soft',
  N: 'soft',
  O: 'soft',
  P: 'soft',
  Q: 'soft',
  R: 'soft',
  S: 'soft',
  T: 'liquid',
};

/** The foods whose texture differs from their group's. */
const TEXTURE_EXCEPTIONS: Record<string, Texture> = {
  // Corn kernels stay chewy cooked; dry maize is ground before use.
  A007: 'hard',
  A008: 'hard',
  D042: 'hard',
  // Hard raw fruit: apple, dried fruit, guava, pear, peach, star fruit, ber, gooseberry, pineapple,
  // pomegranate arils with their seeds, rose apple, karonda.
  E001: 'hard',
  E002: 'hard',
  E003: 'hard',
  E004: 'hard',
  E005: 'hard',
  E006: 'hard',
  E015: 'hard',
  E017: 'hard',
  E018: 'hard',
  E019: 'hard',
  E021: 'hard',
  E028: 'hard',
  E029: 'hard',
  E031: 'hard',
  E032: 'hard',
  E050: 'hard',
  E051: 'hard',
  E053: 'hard',
  E055: 'hard',
  E057: 'hard',
  E058: 'hard',
  E062: 'hard',
  E068: 'hard',
  E033: 'liquid', // lemon juice
  E064: 'mashed', // tamarind pulp
  // Coconut is grated into cooked dishes and chutneys; mustard seeds pop in the tempering oil.
  H006: 'soft',
  H007: 'soft',
  H013: 'soft',
  L003: 'soft', // paneer
  L901: 'mashed', // curd (decision 209)
  L004: 'soft', // khoa
  I001: 'soft',
  I002: 'liquid',
  K001: 'liquid',
  K002: 'liquid',
};

/** Liquids a client drinks (milk, juices, coconut water); oils and ghee are fats, not drinks. */
const DRINKS = new Set(['E033', 'I002', 'K001', 'K002', 'L001', 'L002']);

const ALL = (...m: number[]): SeasonMonths => ({ all: m });
/**
 * The practice's own season table (months 1–12 in the market); a fruit not listed is sold all year
 * (bananas, papaya, apples and pomegranates from cold storage, chikoo, dried fruit).
 */
export const SEASONS: Record<string, SeasonMonths> = {
  E008: ALL(3, 4, 5, 6), // bael
  E013: ALL(6, 7), // jamun
  E014: ALL(5, 6), // cherries
  E016: ALL(8, 9, 10, 11), // custard apple (sitaphal)
  E020: ALL(2, 3, 4, 5), // fresh fig (anjeer)
  E021: ALL(11, 12, 1, 2, 3), // amla
  E022: ALL(12, 1, 2, 3, 4, 5), // grapes
  E023: ALL(12, 1, 2, 3, 4, 5),
  E024: ALL(12, 1, 2, 3, 4, 5),
  E025: ALL(12, 1, 2, 3, 4, 5),
  E026: ALL(12, 1, 2, 3, 4, 5),
  E027: ALL(12, 1, 2, 3, 4, 5),
  E028: ALL(8, 9, 10, 11, 12, 1, 2, 3), // guava
  E029: ALL(8, 9, 10, 11, 12, 1, 2, 3),
  E030: ALL(4, 5, 6, 7), // jackfruit
  E031: ALL(4, 5, 6), // rose apple
  E032: ALL(6, 7, 8), // karonda
  E034: ALL(8, 9, 10, 11, 12, 1, 2, 3), // mosambi
  E035: ALL(5, 6), // litchi
  // Mango: April–July in the North, East and West; from March in the South.
  ...Object.fromEntries(
    ['E036', 'E037', 'E038', 'E039', 'E040', 'E041', 'E042'].map((c) => [
      c,
      { all: [4, 5, 6, 7], south: [3, 4, 5, 6, 7] },
    ]),
  ),
  E043: ALL(5, 6, 7, 8), // mangosteen
  E044: ALL(3, 4, 5), // jungle jalebi
  E045: ALL(3, 4, 5, 6), // musk melon
  E046: ALL(3, 4, 5, 6),
  E047: ALL(11, 12, 1, 2, 3), // orange
  E048: ALL(4, 5, 6), // nungu
  E050: ALL(5, 6, 7), // peach
  E051: ALL(7, 8, 9, 10), // pear
  E052: ALL(4, 5, 6), // phalsa
  E054: ALL(5, 6, 7), // plum
  E056: ALL(10, 11, 12, 1), // pummelo
  E059: ALL(6, 7, 8), // rambutan
  E061: ALL(6, 7, 8, 9), // soursop
  E062: ALL(9, 10, 11, 12, 1), // star fruit
  E063: ALL(12, 1, 2, 3), // strawberry
  E065: ALL(3, 4, 5, 6), // water melon
  E066: ALL(3, 4, 5, 6),
  E067: ALL(10, 11, 12, 1, 2, 3), // wood apple
  E068: ALL(12, 1, 2, 3), // ber
  C026: ALL(11, 12, 1, 2, 3), // mustard leaves (sarson)
  D061: ALL(11, 12, 1, 2, 3), // fresh peas
};

/** The facts of an IFCT 2017 food, by its code (carbohydrate: the food's own, for a sweetener's sugar). */
export function ifctFacts(code: string, carbohydrate: number): FoodFacts {
  const letter = code[0];
  const texture = TEXTURE_EXCEPTIONS[code] ?? TEXTURE_BY_LETTER[letter] ?? null;
  const season = SEASONS[code] ?? null;
  const sweetener = letter === 'I';
  return {
    texture,
    added_sugar_g: sweetener ? Math.round(carbohydrate * 100) / 100 : 0,
    season_months: season,
    gi: null,
    liquid: DRINKS.has(code),
    salted: false,
    compounded_hing: false,
    tea_coffee: false,
    source: [TEXTURE_SOURCE, SUGAR_SOURCE, ...(season ? [SEASON_SOURCE] : [])].join(' '),
    recalled: true,
  };
}

/**
 * How each starter dish is made, as a texture, where its role's does not say it (decision 292):
 * a salad is raw, a beverage liquid, a chutney mashed; these dishes are otherwise.
 */
export const ROLE_FORMS: Record<string, Texture> = {
  beverage: 'liquid',
  salad: 'raw',
  chutney: 'mashed',
  curd_raita: 'mashed',
  dal_curry: 'soft',
  sambar_rasam: 'soft',
  staple: 'soft',
  vegetable: 'soft',
  snack: 'soft',
  sweet: 'soft',
};

export const DISH_FORMS: Record<string, Texture> = {
  // Raw vegetables, sprouts and raw fruit served as they are.
  'cucumber-raita': 'raw',
  'onion-tomato-raita': 'raw',
  'vegetable-raita': 'raw',
  'dahi-kakdi': 'raw',
  'kakdi-koshimbir': 'raw',
  'cucumber-pachadi': 'raw',
  'chana-chaat': 'raw',
  'ghugni-chaat': 'raw',
  'fruit-chaat': 'raw',
  'bhel-puri': 'hard',
  'jhal-muri': 'hard',
  'murmura-chivda': 'hard',
  'corn-chaat': 'hard',
  'bhuna-chana': 'hard',
  'moong-usal': 'raw', // sprouted moong, barely cooked
  'misal-usal': 'hard', // topped with farsan
  // Crisp, fried or dry breads and snacks.
  poori: 'hard',
  luchi: 'hard',
  'koraishutir-kochuri': 'hard',
  'bajra-roti': 'hard',
  'bajra-rotla': 'hard',
  'jowar-bhakri': 'hard',
  'tandlachi-bhakri': 'hard',
  'nachni-bhakri': 'hard',
  'gujarati-bhakri': 'hard',
  'makki-roti': 'hard',
  samosa: 'hard',
  'onion-pakora': 'hard',
  'medu-vada': 'hard',
  'masala-vada': 'hard',
  'batata-vada': 'hard',
  'nethili-fry': 'hard',
  'begun-bhaja': 'soft',
  'dharosh-bhaja': 'hard',
  'uchhe-bhaja': 'hard',
  'sheem-bhaja': 'hard',
  'potato-fry': 'hard',
  'peanut-chikki': 'whole_nut_seed',
  'til-gur-ladoo': 'whole_nut_seed',
  litti: 'hard',
  // Mashed or puréed dishes.
  'baingan-bharta': 'mashed',
  chokha: 'mashed',
  'keerai-masiyal': 'mashed',
  khichdi: 'mashed',
  'gujarati-khichdi': 'mashed',
  'bajra-khichdi': 'mashed',
  'ven-pongal': 'mashed',
  'curd-rice': 'mashed',
  'dalia-milk': 'mashed',
  'ragi-mudde': 'mashed',
  curd: 'mashed',
  'mishti-doi': 'mashed',
  aamras: 'liquid',
  rasam: 'liquid',
  'milagu-rasam': 'liquid',
  'lemon-rasam': 'liquid',
  'paruppu-rasam': 'liquid',
  'mysore-rasam': 'liquid',
  'jeera-rasam': 'liquid',
  'horse-gram-saaru': 'liquid',
  solkadhi: 'liquid',
  'neer-mor': 'liquid',
  'masala-chaas': 'liquid',
  pakhala: 'soft',
  'ragi-ambli': 'liquid',
};

/** An ingredient used ground (a paste, a chutney, a milk) where its food is whole: dish key → codes. */
export const GROUND_IN: Record<string, string[]> = {
  'butter-chicken': ['H005'],
  'brinjal-curry-south': ['H012', 'H011'],
  'bharli-vangi': ['H012', 'H006'],
  'badam-milk': ['H001'],
  'almond-milk': ['H001'],
  'ellu-chutney': ['H011'],
  'til-chutney': ['H010'],
};

/** The GI of a starter dish where shared/glycaemic-index.ts cites its staple (by dish key). */
const GI_OF_KEY: Record<string, string> = {
  'steamed-rice': 'White rice, boiled',
  'sheddho-bhaat': 'White rice, boiled',
  phulka: 'Chapatti (wheat)',
  rotli: 'Chapatti (wheat)',
  ruti: 'Chapatti (wheat)',
};

export function dishGi(key: string | null): { gi: number; source: string } | null {
  const food = key ? GI_OF_KEY[key] : undefined;
  const staple = food ? GI_STAPLES.find((s) => s.food === food) : undefined;
  return staple ? { gi: staple.gi.value, source: `GI: ${staple.gi.source} (recalled).` } : null;
}
