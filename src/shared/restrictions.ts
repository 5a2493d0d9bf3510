import type { ClientCondition } from './conditions';
import type { FoodFacts } from './food-facts';

/**
 * Allergies, intolerances, dislikes and diet rules as data (issue 26, docs/decisions/140–142).
 * Foods carry tags (what they contain or are); a client's restrictions name tags. Pure: the server
 * enforces with it (generator, Fill, meal save, PDF) and the web shows the same reasons. Zod-free, so
 * the planner's first paint does not build schemas (decision 284): the requests' schemas are in
 * `restriction-input.ts`.
 */

/** What a food contains or is. Allergen tags first, then the tags diets exclude. */
export const FOOD_TAGS = [
  'peanut',
  'tree_nut',
  'milk',
  'lactose',
  'egg',
  'gluten',
  'wheat',
  'soy',
  'fish',
  'crustacean',
  'mollusc',
  'sesame',
  'mustard',
  'meat',
  'poultry',
  'root',
  'onion_garlic',
  'mushroom',
  'honey',
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];

/** The tags a client can be allergic to (the checklist), in the checklist's order. */
export const ALLERGENS = [
  'peanut',
  'tree_nut',
  'milk',
  'egg',
  'gluten',
  'wheat',
  'soy',
  'fish',
  'crustacean',
  'mollusc',
  'sesame',
  'mustard',
] as const satisfies readonly FoodTag[];

/** The intolerances of the checklist (any tag may be one; these are the usual). */
export const INTOLERANCES = ['lactose', 'gluten', 'milk', 'soy', 'egg'] as const satisfies readonly FoodTag[];

export const DIETS = ['vegetarian', 'eggetarian', 'pescetarian', 'vegan', 'jain', 'no_onion_garlic'] as const;
export type Diet = (typeof DIETS)[number];

/** How a tag reads after "contains …" in a reason ("contains groundnut: peanut allergy"). */
export const TAG_NOUNS: Record<FoodTag, string> = {
  peanut: 'groundnut',
  tree_nut: 'tree nuts',
  milk: 'milk',
  lactose: 'lactose',
  egg: 'egg',
  gluten: 'gluten',
  wheat: 'wheat',
  soy: 'soy',
  fish: 'fish',
  crustacean: 'shellfish',
  mollusc: 'molluscs',
  sesame: 'sesame',
  mustard: 'mustard',
  meat: 'meat',
  poultry: 'poultry',
  root: 'a root vegetable',
  onion_garlic: 'onion or garlic',
  mushroom: 'mushroom',
  honey: 'honey',
};

/** The tag as the nutritionist reads it in a checklist and before "allergy" / "intolerance". */
export const TAG_LABELS: Record<FoodTag, string> = {
  peanut: 'peanut',
  tree_nut: 'tree nut',
  milk: 'milk',
  lactose: 'lactose',
  egg: 'egg',
  gluten: 'gluten',
  wheat: 'wheat',
  soy: 'soy',
  fish: 'fish',
  crustacean: 'shellfish',
  mollusc: 'mollusc',
  sesame: 'sesame',
  mustard: 'mustard',
  meat: 'meat',
  poultry: 'chicken',
  root: 'root vegetable',
  onion_garlic: 'onion and garlic',
  mushroom: 'mushroom',
  honey: 'honey',
};

export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  eggetarian: 'Eggetarian',
  pescetarian: 'Pescetarian',
  vegan: 'Vegan',
  jain: 'Jain',
  no_onion_garlic: 'No onion-garlic',
};

/** The tags each diet rule excludes. Jain: vegetarian, no roots, onion, garlic or mushrooms. */
export const DIET_EXCLUDES: Record<Diet, readonly FoodTag[]> = {
  vegetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg'],
  eggetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc'],
  // Fish and seafood (and egg and milk), no meat or poultry (issue 53 point 11).
  pescetarian: ['meat', 'poultry'],
  vegan: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'egg', 'milk', 'lactose', 'honey'],
  jain: [
    'meat',
    'poultry',
    'fish',
    'crustacean',
    'mollusc',
    'egg',
    'root',
    'onion_garlic',
    'mushroom',
    'honey',
  ],
  no_onion_garlic: ['onion_garlic'],
};

export type Intolerance = { tag: FoodTag; except: string[] };
export type FastingDay = { weekdays: number[]; allowed: string[] };

/** A client's structured list (what the client page saves). */
export type Restrictions = {
  allergies: FoodTag[];
  intolerances: Intolerance[];
  /** Soft: food words the generator avoids and the planner notes, never refused. */
  dislikes: string[];
  diets: Diet[];
  /** Weekdays 0 (Sunday) – 6 and the foods allowed; enforced by shared/fasting.ts (decision 143). */
  fasting: FastingDay[];
  /** The checklist's "other" text. */
  other: string;
  /** Questionnaire matches the nutritionist turned down (matchKey of each). */
  rejected: string[];
  /**
   * The client's confirmed conditions (issue 35), only on the effective list: their food rules are
   * refused beside the allergies (shared/condition-foods.ts); never saved here.
   */
  conditions?: ClientCondition[];
};

export const EMPTY_RESTRICTIONS: Restrictions = {
  allergies: [],
  intolerances: [],
  dislikes: [],
  diets: [],
  fasting: [],
  other: '',
  rejected: [],
};

// ---------------------------------------------------------------- food tags from a food's name

/** A word starting at a word's start ("nut" in "nuts", not in "coconut"). */
export const w = (words: string) => new RegExp(`(^|[^a-z])(${words})`, 'i');
/** Whole words only, for short names that sit inside others (til in lentil, rai in raisin). */
const whole = (words: string) => new RegExp(`(^|[^a-z])(${words})([^a-z]|$)`, 'i');
const NOT_DAIRY_MILK = /(coconut|soy|soya|almond|oat|rice|cashew|peanut)\s+milk/i;

/** Name patterns → tag, for foods whose group says nothing (a practice's own foods, dishes). */
const NAME_TAGS: [FoodTag, RegExp][] = [
  ['peanut', w('peanut|ground ?nut|moong ?phal|mung ?phal|moongfal|mungfal|sh?engdana|singdana|chikki')],
  [
    'tree_nut',
    w(
      'almond|badam|cashew|kaju|walnut|akhrot|pista|pistachio|hazelnut|pecan|macadamia|brazil nut|pine nut|pine seed|chilgoza|dry ?fruit',
    ),
  ],
  [
    'milk',
    w(
      'milk|doodh|dudh|paneer|chhena|chena|khoa|khoya|mawa|curd|dahi|yog(h)?urt|cheese|butter|ghee|cream|malai|chaas|chhach|lassi|kheer|raita|shrikhand|rabri|rasgulla|whey|casein|kulfi',
    ),
  ],
  ['egg', /(^|[^a-z])(eggs?|anda|ande|omelet+e?|omlet|mayonnaise)([^a-z]|$)/i],
  [
    'wheat',
    w(
      'wheat|atta|maida|suji|sooji|rava|semolina|dalia|daliya|bulgur|vermicelli|sewai|seviyan|bread|roti|chapat+i|phulka|paratha|parantha|naan|puri|poori|biscuit|pasta|noodle|macaroni|seitan|khakhra|bhatura|kulcha',
    ),
  ],
  ['gluten', w('barley|jau|rye')],
  // Hing is mostly sold compounded with wheat flour (issue 32, decision 182).
  ['wheat', whole('asafoetida|asafetida|hing|heeng')],
  ['soy', w('soy|soya|tofu|edamame')],
  [
    'fish',
    w(
      'fish|machli|machhli|pomfret|rohu|katla|catla|hilsa|salmon|tuna|sardine|mackerel|bangda|surmai|seer|anchov|basa|tilapia|eel',
    ),
  ],
  ['crustacean', w('prawn|shrimp|crab|lobster|jhinga|kekda')],
  ['mollusc', w('clam|oyster|mussel|squid|octopus|cuttlefish|scallop|snail')],
  ['sesame', whole('sesame|gingelly|tahini|til')],
  ['mustard', whole('mustard|sarson|rai')],
  ['meat', w('mutton|goat|lamb|beef|pork|meat|keema|ham|bacon|sausage|salami')],
  ['poultry', w('chicken|turkey|duck')],
  [
    'root',
    w(
      'potato|aloo|alu|carrot|gajar|radish|mooli|muli|beet|yam|suran|colocasia|arbi|arvi|tapioca|lotus root|kamal kakdi|ginger|adrak',
    ),
  ],
  ['onion_garlic', w('onion|pyaz|garlic|lehsun|lahsun|leek|shallot|chives')],
  ['mushroom', w('mushroom')],
  ['honey', w('honey|shahad')],
];

/** IFCT 2017 food groups → tags every food of the group carries. */
const GROUP_TAGS: Record<string, FoodTag[]> = {
  'milk and milk products': ['milk', 'lactose'],
  'egg and egg products': ['egg'],
  poultry: ['poultry'],
  'animal meat': ['meat'],
  'marine fish': ['fish'],
  'marine shellfish': ['crustacean'],
  'marine mollusks': ['mollusc'],
  'roots and tubers': ['root'],
  mushrooms: ['mushroom'],
};

/**
 * Tags from a food's group and name: what the shipped data file was made from (then reviewed by
 * hand) and what a practice's own food gets when its sheet gives no tags. Strict on purpose: a
 * wrong tag asks for an override, a missing one can harm.
 */
export function deriveFoodTags(group: string | null | undefined, name: string): FoodTag[] {
  const groupKey = (group ?? '').trim().toLowerCase();
  const tags = new Set<FoodTag>(GROUP_TAGS[groupKey] ?? []);
  const fishGroup = groupKey.includes('fish');
  for (const [tag, pattern] of NAME_TAGS) {
    if (!pattern.test(name)) continue;
    if (tag === 'milk' && NOT_DAIRY_MILK.test(name) && !/\b(and|with)\b/i.test(name)) continue;
    if (tag === 'milk' && /peanut butter|cocoa butter|butter ?fruit|butter ?beans?/i.test(name)) continue;
    if (tag === 'poultry' && groupKey === 'egg and egg products') continue;
    tags.add(tag);
  }
  if (fishGroup) tags.add(/prawn|shrimp|crab|lobster/i.test(name) ? 'crustacean' : 'fish');
  if (tags.has('milk') && !/ghee|butter(?!milk)/i.test(name)) tags.add('lactose');
  if (tags.has('wheat')) tags.add('gluten');
  return FOOD_TAGS.filter((t) => tags.has(t));
}

// ---------------------------------------------------------------- checking a food

/** A food as the check sees it: stored tags (null = derive from group and name). */
export type TaggedFood = {
  name: string;
  group: string | null;
  tags: readonly string[] | null;
  /** The food's facts (shared/food-facts.ts): what the condition rules read; absent = not known. */
  facts?: FoodFacts | null;
};

export const tagsOf = (food: TaggedFood): FoodTag[] =>
  food.tags
    ? (food.tags.filter((t) => (FOOD_TAGS as readonly string[]).includes(t)) as FoodTag[])
    : deriveFoodTags(food.group, food.name);

/** Words that name the same food an exception may be written with. */
const EXCEPTION_SYNONYMS: Record<string, string[]> = {
  curd: ['curd', 'dahi', 'yogurt', 'yoghurt'],
  dahi: ['curd', 'dahi', 'yogurt', 'yoghurt'],
  yogurt: ['curd', 'dahi', 'yogurt', 'yoghurt'],
  yoghurt: ['curd', 'dahi', 'yogurt', 'yoghurt'],
  paneer: ['paneer', 'chhena', 'cottage cheese'],
  buttermilk: ['buttermilk', 'chaas', 'chhach'],
  chaas: ['buttermilk', 'chaas', 'chhach'],
  ghee: ['ghee'],
  cheese: ['cheese'],
};

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** True when an intolerance's exception ("curd") names this food. */
export function isException(except: readonly string[], name: string): boolean {
  const text = name.toLowerCase();
  return except.some((raw) => {
    const word = singular(raw.trim().toLowerCase());
    if (!word) return false;
    return (EXCEPTION_SYNONYMS[word] ?? [word]).some((s) =>
      w(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).test(text),
    );
  });
}

export type Conflict = { strict: boolean; reason: string };

/**
 * Why a food may not be served to this client: "contains groundnut: peanut allergy". Strict
 * conflicts (allergies, intolerances outside their exceptions, diet rules) are refused without an
 * override; dislikes are soft (noted, never refused).
 */
export function foodConflicts(food: TaggedFood, r: Restrictions): Conflict[] {
  const tags = tagsOf(food);
  const out: Conflict[] = [];
  for (const tag of r.allergies)
    if (tags.includes(tag))
      out.push({ strict: true, reason: `contains ${TAG_NOUNS[tag]}: ${TAG_LABELS[tag]} allergy` });
  for (const i of r.intolerances)
    if (tags.includes(i.tag) && !isException(i.except, food.name))
      out.push({ strict: true, reason: `contains ${TAG_NOUNS[i.tag]}: ${TAG_LABELS[i.tag]} intolerance` });
  for (const diet of r.diets) {
    const hit = DIET_EXCLUDES[diet].find((t) => tags.includes(t));
    if (hit) out.push({ strict: true, reason: `contains ${TAG_NOUNS[hit]}: ${DIET_LABELS[diet]} diet` });
  }
  const name = food.name.toLowerCase();
  for (const d of r.dislikes) {
    const word = singular(d.trim().toLowerCase());
    if (word.length >= 3 && w(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).test(name))
      out.push({ strict: false, reason: `disliked: ${d.trim()}` });
  }
  return out;
}

export const strictReasons = (food: TaggedFood, r: Restrictions): string[] =>
  foodConflicts(food, r)
    .filter((c) => c.strict)
    .map((c) => c.reason);

/** The client's list plus the questionnaire's matches not turned down (a pending match counts). */
export function effectiveRestrictions(list: Restrictions, matches: readonly TextMatch[]): Restrictions {
  const out: Restrictions = {
    ...list,
    allergies: [...list.allergies],
    intolerances: list.intolerances.map((i) => ({ ...i, except: [...i.except] })),
    dislikes: [...list.dislikes],
    diets: [...list.diets],
  };
  for (const m of matches) {
    if (list.rejected.includes(matchKey(m))) continue;
    if (m.kind === 'allergy' && !out.allergies.includes(m.tag)) out.allergies.push(m.tag);
    if (m.kind === 'intolerance') {
      const found = out.intolerances.find((i) => i.tag === m.tag);
      if (found) found.except = [...new Set([...found.except, ...m.except])];
      else out.intolerances.push({ tag: m.tag, except: [...m.except] });
    }
    if (m.kind === 'diet' && !out.diets.includes(m.diet)) out.diets.push(m.diet);
    if (m.kind === 'dislike' && !out.dislikes.includes(m.word)) out.dislikes.push(m.word);
  }
  return out;
}

// ------------------------------------------- what free text names (read by restriction-text.ts)

export type TextMatch =
  | { kind: 'allergy'; tag: FoodTag; text: string }
  | { kind: 'intolerance'; tag: FoodTag; except: string[]; text: string }
  | { kind: 'diet'; diet: Diet; text: string }
  | { kind: 'dislike'; word: string; text: string };

export const matchKey = (m: TextMatch): string =>
  m.kind === 'diet' ? `diet:${m.diet}` : m.kind === 'dislike' ? `dislike:${m.word}` : `${m.kind}:${m.tag}`;

/** How a match reads to the nutritionist: "Peanut allergy", "Lactose intolerance (except curd)". */
export function matchLabel(m: TextMatch): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (m.kind === 'diet') return `${DIET_LABELS[m.diet]} diet`;
  if (m.kind === 'dislike') return `Dislikes ${m.word}`;
  if (m.kind === 'allergy') return `${cap(TAG_LABELS[m.tag])} allergy`;
  const except = m.except.length ? ` (except ${m.except.join(', ')})` : '';
  return `${cap(TAG_LABELS[m.tag])} intolerance${except}`;
}

// ---------------------------------------------------------------- the client page's answer

export type MatchStatus = 'pending' | 'confirmed' | 'rejected';

/** A proposed rule read from what a client or nutritionist wrote, and what became of it. */
export type ProposedRule = { key: string; label: string; status: MatchStatus; match: TextMatch };

/**
 * One text read for restrictions: a questionnaire answer, the client profile's food preference,
 * or the card's Other field. What matched nothing stays in `unmatched` ("Not enforced: …").
 */
export type ReadText = {
  /** The package whose questionnaire holds it; null for the profile and the Other field. */
  package_id: number | null;
  /** The questionnaire question's code, 'client_food_preference' or 'other'. */
  question: string;
  /** The field's name as the nutritionist reads it. */
  field: string;
  text: string;
  matches: ProposedRule[];
  unmatched: string[];
};

/** GET /api/v1/client/restrictions → data. */
export type RestrictionsView = {
  list: Restrictions;
  /** The questionnaire's answers and the profile's food preference, each read against the list. */
  answers: ReadText[];
  /** The card's Other field, read exactly like an answer (null when empty). */
  other: ReadText | null;
  /** Every part of every text above that is not enforced, with its field, for the planner and Generate. */
  not_enforced: { field: string; text: string }[];
  /** What the plans of this client enforce: the list plus the matches not turned down. */
  effective: Restrictions;
};

/** How each question is read: a bare food word means an allergy or a dislike; the others are choices. */
export type QuestionReading = 'allergies' | 'dislikes' | 'preference' | 'fasting';

/** The questionnaire questions read for restrictions (issue 26; diet and fasts since issue 32). */
export const RESTRICTION_QUESTIONS: Record<string, QuestionReading> = {
  food_preference: 'preference',
  food_allergy_checklist: 'allergies',
  food_allergies: 'allergies',
  food_dislikes: 'dislikes',
  food_fasting: 'fasting',
};

/** "Yes" to religious fasts names no day: not enforced until the days are set on the card. */
export function readFastingAnswer(text: string | null | undefined, list: Restrictions) {
  const yes = /^(yes|y|haan|ha|हाँ|हां)$/i.test((text ?? '').trim());
  return {
    matches: [] as TextMatch[],
    unmatched: yes && !list.fasting.length ? ['Keeps religious fasts: the days are not set'] : [],
  };
}

/** True when the list already holds what the match says (the nutritionist confirmed it). */
export function listHolds(list: Restrictions, m: TextMatch): boolean {
  if (m.kind === 'allergy') return list.allergies.includes(m.tag);
  if (m.kind === 'intolerance') return list.intolerances.some((i) => i.tag === m.tag);
  if (m.kind === 'diet') return list.diets.includes(m.diet);
  return list.dislikes.includes(m.word);
}

/** The list without what the match says, and the match turned down (the nutritionist says no). */
export function withoutMatch(list: Restrictions, m: TextMatch): Restrictions {
  const rejected = [...new Set([...list.rejected, matchKey(m)])];
  if (m.kind === 'allergy')
    return { ...list, rejected, allergies: list.allergies.filter((t) => t !== m.tag) };
  if (m.kind === 'intolerance')
    return { ...list, rejected, intolerances: list.intolerances.filter((i) => i.tag !== m.tag) };
  if (m.kind === 'diet') return { ...list, rejected, diets: list.diets.filter((d) => d !== m.diet) };
  return { ...list, rejected, dislikes: list.dislikes.filter((d) => d !== m.word) };
}

/** The list with the match added (the nutritionist confirms it). */
export function withMatch(list: Restrictions, m: TextMatch): Restrictions {
  const rejected = list.rejected.filter((k) => k !== matchKey(m));
  if (listHolds(list, m)) return { ...list, rejected };
  if (m.kind === 'allergy') return { ...list, rejected, allergies: [...list.allergies, m.tag] };
  if (m.kind === 'intolerance')
    return { ...list, rejected, intolerances: [...list.intolerances, { tag: m.tag, except: m.except }] };
  if (m.kind === 'diet') return { ...list, rejected, diets: [...list.diets, m.diet] };
  return { ...list, rejected, dislikes: [...list.dislikes, m.word] };
}

/** The planner's mark for a conflicting food: the reasons, joined. */
export const conflictText = (reasons: readonly string[]) => reasons.join('; ');

/**
 * A food sheet's Tags cell ("peanut, tree nut; milk") → tags. Empty → null (derived from the
 * name when checked); words naming no tag come back as unknown, for the row's error.
 */
export function readFoodTags(cell: string | null | undefined): { tags: FoodTag[] | null; unknown: string[] } {
  const words = (cell ?? '')
    .split(/[,;/|]/)
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  if (!words.length) return { tags: null, unknown: [] };
  const byName = new Map<string, FoodTag>();
  for (const tag of FOOD_TAGS) {
    byName.set(tag, tag);
    byName.set(tag.replace(/_/g, ' '), tag);
    byName.set(TAG_LABELS[tag].toLowerCase(), tag);
  }
  const tags = new Set<FoodTag>();
  const unknown: string[] = [];
  for (const word of words) {
    const tag = byName.get(word) ?? byName.get(singular(word)) ?? (word === 'none' ? null : undefined);
    if (tag) tags.add(tag);
    else if (tag === undefined) unknown.push(word);
  }
  return { tags: FOOD_TAGS.filter((t) => tags.has(t)), unknown };
}
