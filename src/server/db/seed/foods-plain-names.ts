/**
 * The names a client reads for IFCT 2017 foods (decision 208): IFCT names a food for a laboratory
 * ("Orange, pulp", "Banana, ripe, robusta", "Gingelly seeds, brown"); a plan says "Orange",
 * "Banana", "Sesame seeds". A reviewed table for every food the plan generator offers and the
 * starter dishes use, and a rule for the other IFCT rows.
 */
import { parseLocalNames } from '../../lib/ifct-local-names';

/**
 * Reviewed plain names by IFCT 2017 code: the generator's foods (plan-generate/portions.ts
 * ROLE_FOODS) and every ingredient of the starter dishes. Where IFCT has two rows for one kitchen
 * food (brown and white sesame, two tomato varieties), both get the kitchen word.
 */
export const PLAIN_NAMES: Readonly<Record<string, string>> = {
  // Cereals and millets
  A003: 'Bajra',
  A005: 'Jowar',
  A006: 'Maize',
  A008: 'Sweet corn',
  A009: 'Quinoa',
  A010: 'Ragi',
  A011: 'Poha',
  A012: 'Puffed rice (murmura)',
  A013: 'Brown rice',
  A014: 'Parboiled rice',
  A015: 'Rice',
  A016: 'Little millet (samai)',
  A017: 'Kodo millet (varagu)',
  A018: 'Maida',
  A019: 'Wheat flour (atta)',
  A021: 'Dalia',
  A022: 'Suji (rava)',
  A023: 'Vermicelli',
  A024: 'Roasted vermicelli',
  // Pulses
  B001: 'Chana dal',
  B002: 'Kala chana',
  B003: 'Urad dal',
  B004: 'Whole urad',
  B006: 'Lobia',
  B008: 'Val (field beans)',
  B010: 'Moong dal',
  B011: 'Whole moong',
  B012: 'Horse gram (kulthi)',
  B013: 'Masoor dal',
  B015: 'Whole masoor',
  B016: 'Moth beans',
  B017: 'Dried peas',
  B020: 'Rajma',
  B021: 'Toor dal',
  B025: 'Soya beans',
  // Leafy vegetables
  C002: 'Amaranth leaves (chaulai)',
  C008: 'Bathua leaves',
  C015: 'Cabbage',
  C019: 'Drumstick leaves',
  C020: 'Methi leaves',
  C026: 'Mustard greens (sarson)',
  C033: 'Spinach (palak)',
  // Other vegetables
  D001: 'Ash gourd',
  D004: 'Bitter gourd (karela)',
  D007: 'Bottle gourd (lauki)',
  D031: 'Brinjal',
  D033: 'Capsicum',
  D036: 'Cauliflower',
  D038: 'Chow chow',
  D043: 'Cucumber',
  D046: 'Drumstick',
  D047: 'Broad beans (sem)',
  D049: 'French beans',
  D050: 'French beans',
  D054: 'Tindora (kovai)',
  D056: 'Bhindi (okra)',
  D057: 'Raw mango',
  D060: 'Parwal',
  D061: 'Green peas',
  D063: 'Raw banana',
  D065: 'Pumpkin',
  D066: 'Pumpkin',
  D068: 'Ridge gourd (turai)',
  D073: 'Tinda',
  D075: 'Tomato',
  D076: 'Tomato',
  // Fruit
  E001: 'Apple',
  E012: 'Banana',
  E020: 'Fig',
  E028: 'Guava',
  E033: 'Lemon juice',
  E035: 'Litchi',
  E039: 'Mango',
  E047: 'Orange',
  E049: 'Papaya',
  E051: 'Pear',
  E053: 'Pineapple',
  E055: 'Pomegranate',
  E058: 'Raisins',
  E060: 'Chikoo (sapota)',
  E064: 'Tamarind',
  // Roots and tubers
  F001: 'Beetroot',
  F002: 'Carrot',
  F004: 'Arbi (colocasia)',
  F006: 'Potato',
  F010: 'Radish (mooli)',
  F013: 'Sweet potato',
  F017: 'Elephant yam (suran)',
  F018: 'Yam',
  // Condiments and spices
  G008: 'Green chillies',
  G009: 'Coriander leaves',
  G010: 'Curry leaves',
  G011: 'Garlic',
  G012: 'Garlic',
  G014: 'Ginger',
  G016: 'Mint leaves',
  G017: 'Onion',
  G018: 'Small onions',
  G019: 'Hing (asafoetida)',
  G020: 'Green cardamom',
  G021: 'Black cardamom',
  G022: 'Dry red chillies',
  G023: 'Cloves',
  G024: 'Coriander seeds',
  G025: 'Jeera (cumin seeds)',
  G026: 'Methi seeds',
  G029: 'Ajwain',
  G031: 'Black pepper',
  G032: 'Khus khus (poppy seeds)',
  G033: 'Turmeric powder',
  // Nuts and oil seeds
  H001: 'Almonds',
  H005: 'Cashew nuts',
  H006: 'Dry coconut',
  H007: 'Fresh coconut',
  H010: 'Sesame seeds',
  H011: 'Sesame seeds',
  H012: 'Peanuts',
  H013: 'Mustard seeds',
  H014: 'Flax seeds (alsi)',
  H018: 'Pistachios',
  H020: 'Sunflower seeds',
  H021: 'Walnuts',
  // Sugars, mushrooms, beverages
  I001: 'Jaggery',
  J001: 'Mushrooms',
  K002: 'Coconut water',
  // Milk and milk products
  L001: 'Buffalo milk',
  L002: 'Cow milk',
  L003: 'Paneer',
  L004: 'Khoa',
  // Egg, poultry, meat, fish
  M001: 'Egg',
  M004: 'Boiled egg',
  M007: 'Omelette',
  N001: 'Chicken leg',
  N002: 'Chicken thigh',
  N003: 'Chicken breast',
  O001: 'Mutton',
  O003: 'Mutton (leg)',
  P017: 'Hilsa fish',
  P034: 'Mackerel (bangda)',
  P057: 'White pomfret',
  P071: 'Sardine (mathi)',
  P084: 'Tuna',
  P087: 'Seer fish (surmai)',
  S002: 'Catla fish',
  S006: 'Rohu fish',
  S008: 'Prawns',
  // Fats and oils
  T001: 'Coconut oil',
  T004: 'Sesame oil',
  T005: 'Groundnut oil',
  T006: 'Mustard oil',
  T008: 'Rice bran oil',
  T012: 'Sunflower oil',
  T013: 'Ghee',
  // The foods of the regional dishes (decision 205), reviewed at the merge
  A002: 'Rajgira (amaranth seeds)',
  B005: 'Lobia (brown)',
  B009: 'Rajma (white)',
  C003: 'Red amaranth leaves (lal saag)',
  D010: 'Brinjal',
  D039: 'Cluster beans (gawar)',
  D048: 'Broad beans (sem)',
  D062: 'Banana flower',
  D070: 'Snake gourd',
  E057: 'Black raisins',
  P003: 'Anchovy (nethili)',
  P005: 'Bhetki',
  P007: 'Bombay duck (bombil)',
  S009: 'Small prawns',
  S010: 'Tiger prawns',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** IFCT descriptors that say which part of a food it is: kept after the name ("Goat brain"). */
const PART_WORDS = new Set([
  'brain',
  'liver',
  'heart',
  'kidney',
  'tongue',
  'tripe',
  'testis',
  'lungs',
  'spleen',
  'chops',
  'shoulder',
  'leg',
  'legs',
  'breast',
  'thigh',
  'wings',
  'ribs',
  'meat',
  'gizzard',
  'leaves',
  'flower',
  'seeds',
  'seed',
  'stem',
  'juice',
  'flour',
  'dal',
  'oil',
  'powder',
]);
/** IFCT descriptors of how a food is cooked: put before the name ("Boiled egg"). */
const COOKED_WORDS = new Set(['boiled', 'fried', 'roasted', 'poached', 'omlet', 'parboiled', 'puffed']);
/** Which animal a row is (IFCT writes "Egg, duck" and "Poultry, chicken"): put before the name. */
const KIND_WORDS = new Set(['duck', 'chicken', 'country hen', 'quail', 'quial', 'turkey', 'goose', 'emu']);

/**
 * The rule for the IFCT rows the table does not list: the name before IFCT's descriptors, with the
 * descriptors a cook would say kept in kitchen order ("Goat, brain" → "Goat brain", "Egg, duck,
 * whole, boiled" → "Boiled duck egg", "Poultry, chicken, liver" → "Chicken liver") and the
 * laboratory ones dropped (ripe, raw, variety, size, "-8" sample numbers, "all varieties",
 * brackets). Never a comma.
 */
export function plainNameByRule(ifctName: string): string {
  const parts = ifctName
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\s*-\s*all varieties/gi, '')
    .split(',')
    .map((p) =>
      p
        .replace(/-\d+$/, '')
        .replace(/\s+-\s+/g, '-')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  let [head = ifctName, ...rest] = parts;
  const lower = (p: string) => p.toLowerCase();
  // "Poultry, chicken, liver": the kind is the name.
  if (lower(head) === 'poultry' && rest.length) [head, ...rest] = rest;
  const kinds = rest.filter((p) => KIND_WORDS.has(lower(p)));
  const cooked = rest
    .filter((p) => COOKED_WORDS.has(lower(p)))
    .map((p) => (lower(p) === 'omlet' ? 'omelette' : p));
  // "white" and "yolk" name a part of an egg only ("Field bean, white" is a colour).
  const isPart = (p: string) =>
    PART_WORDS.has(lower(p)) || (lower(head) === 'egg' && /^(white|yolk)$/i.test(p));
  const after = rest.filter(isPart);
  const words = [...cooked, ...kinds.map((k) => (lower(k) === 'quial' ? 'quail' : k)), head, ...after].map(
    lower,
  );
  return capitalised(words.join(' '));
}

/** The client-facing name of an IFCT 2017 food: the reviewed one, else the rule's. */
export const plainNameOf = (code: string, ifctName: string): string =>
  PLAIN_NAMES[code] ?? plainNameByRule(ifctName);

/**
 * IFCT 2017's own Hindi name of a food: the first name of its "H." entry ("H. Chana, Kala chana"
 * → "Chana"). IFCT gives local names in Latin letters only (the package carries no Devanagari),
 * so this is a transliteration, as the table prints it; null when IFCT gives no Hindi name.
 */
export function hindiNameOf(localNames: string | null | undefined): string | null {
  const entry = parseLocalNames(localNames).find((e) => e.languages.includes('H'));
  const first = entry?.value.split(',')[0]?.trim();
  return first ? capitalised(first) : null;
}
