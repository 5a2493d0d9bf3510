import { isTeaOrCoffee as teaOrCoffeeFact } from '../../../shared/condition-rules';
import type { FoodFacts } from '../../../shared/food-facts';
import type { PlanRegion } from '../../../shared/plan-generate';
import { tagsOf } from '../../../shared/restrictions';
import type { DishFood } from '../persistence/dish-candidates.repository';

/**
 * How an Indian household composes a meal (issue 33, docs/decisions/200), as data to read and
 * extend: what kind of staple or side a dish is (read from its key or name, its role and its
 * allergen tags, so a nutritionist's own dish is read the same way), which sides go with which
 * staple, and which kinds each region serves at each meal. Pure; `dish-problems.ts` turns it into
 * the solver's slots. Every rule carries the reason it is there.
 */

export type DishLike = Pick<DishFood, 'key' | 'name' | 'plate' | 'group'> & {
  /** The dish's food facts (decision 292): tea_coffee is read from them. */
  facts?: FoodFacts | null;
  role: string;
  tags: readonly string[] | null;
  /** The library's reviewed traits (decision 205) win over the words of the name where present. */
  traits?: readonly string[] | null;
};
const has = (d: DishLike, trait: string) => d.traits?.includes(trait) ?? false;

/** The kinds of a meal's main (a staple, or a breakfast main). */
export type MainKind = 'rice' | 'one_pot' | 'bread' | 'tiffin' | 'porridge' | 'dal_main';

/**
 * Read in this order, first match wins (a "ragi roti" is bread, a "curd rice" rice, a "moong
 * chilla" a dal-based main). Words of the dish's key or name, lower case.
 */
const MAIN_KINDS: [MainKind, RegExp, string][] = [
  [
    'dal_main',
    /chilla|cheela|pesarattu|adai|dhokla|handvo|misal|thalipeeth/,
    'made of dal or gram flour: the breakfast carries its own protein (issue 33, point 2)',
  ],
  [
    'porridge',
    /poha|upma|sabudana|dalia|sheera|chire|chura/,
    'a one-bowl breakfast: alone or with a protein side (issue 33, point 2)',
  ],
  [
    'one_pot',
    /khichdi|khichuri|bisi.?bele|biryani|pongal/,
    'grain cooked with dal or meat: never beside a meat curry (issue 33, point 2)',
  ],
  [
    'tiffin',
    /idli|dosa|uttapam|appam|idiyappam|puttu/,
    'a South Indian tiffin: served with sambar or chutney (issue 33, point 2)',
  ],
  [
    'bread',
    /phulka|chapati|roti|rotla|rotli|bhakri|paratha|thepla|poori|luchi|litti|poli|naan|kulcha/,
    'a flatbread: eaten with sabzi or dal, or curd at breakfast (issue 33, point 2)',
  ],
  [
    'rice',
    /rice|bhaat|bhat|pakhala|mudde|pulao|anna\b/,
    'rice: eaten with dal, sambar, rasam, kadhi or curry',
  ],
];

const words = (d: Pick<DishLike, 'key' | 'name'>) => `${d.key ?? ''} ${d.name}`.toLowerCase();

/** What kind of main a staple (or a breakfast main) is; null when it is none of them. */
export function mainKindOf(d: DishLike): MainKind | null {
  if (d.role !== 'staple' && d.role !== 'snack' && d.role !== 'dal_curry') return null;
  if (has(d, 'one_pot')) return 'one_pot';
  if (has(d, 'bread')) return 'bread';
  if (has(d, 'rice')) return 'rice';
  const text = words(d);
  for (const [kind, pattern] of MAIN_KINDS)
    if (pattern.test(text)) return d.role === 'dal_curry' && kind !== 'dal_main' ? null : kind;
  return d.role === 'staple' ? 'rice' : null;
}

/** Thin gravies eaten over rice or with a tiffin, never with a roti (issue 33, point 2). */
const THIN_GRAVY = /rasam|sambar|kadhi|kuzhambu|saaru|mor.?kuzh|tenga|jhol|amti|varan/;
export const isThinGravy = (d: DishLike) =>
  d.role === 'dal_curry' && (has(d, 'rice_only') || has(d, 'sambar_rasam') || THIN_GRAVY.test(words(d)));
/** Sambar and rasam: the South's daily dal (issue 33: on at least four days of a South week). */
export const isSambarOrRasam = (d: DishLike) => has(d, 'sambar_rasam') || /sambar|rasam/.test(words(d));

const FLESH_TAGS = ['meat', 'poultry', 'fish', 'crustacean', 'mollusc'] as const;
export const isFlesh = (d: DishLike) => tagsOf(d).some((t) => (FLESH_TAGS as readonly string[]).includes(t));
export const isFish = (d: DishLike) => tagsOf(d).includes('fish') || /fish|mach|ilish|meen/.test(words(d));
export const isEggDish = (d: DishLike) => tagsOf(d).includes('egg') && /egg|omelette|anda|dim/.test(words(d));

/**
 * Tea and coffee: a drink with the meal, never its protein source, however much milk they hold.
 * The food fact tea_coffee (decision 292), the anaemia rule's one definition too (issue 52 point 2).
 */
export const isTeaOrCoffee = (d: { facts?: FoodFacts | null }) => teaOrCoffeeFact(d.facts);

/**
 * A breakfast's protein source (issue 33, point 2): milk or curd (at least half the dish), egg,
 * sprouts, paneer, or a legume side, but never tea or coffee (the closing-note audit found "Coffee
 * with milk ½ cup" counted as one). A dal-based main is its own protein source. It is served in
 * an amount that carries BREAKFAST_PROTEIN_MIN_G (`dishCandidate`).
 */
export function isBreakfastProtein(d: DishLike): boolean {
  if (isTeaOrCoffee(d)) return false;
  if (has(d, 'protein')) return true;
  if ((d.plate.milk_curd ?? 0) >= 0.5) return true;
  if (isEggDish(d)) return true;
  if (/sprout|paneer|ghugni|sundal|usal|chana|kadala|tofu|soya/.test(words(d))) return true;
  return d.role === 'dal_curry' && (d.plate.pulses_flesh ?? 0) >= 0.2;
}

/** The sides a breakfast main needs (issue 33, point 2); null: none needed. */
export function breakfastSideFor(kind: MainKind): ((d: DishLike) => boolean) | null {
  switch (kind) {
    case 'tiffin':
      // Idli, dosa, uttapam: sambar or chutney; puttu and appam also take kadala curry.
      return (d) =>
        has(d, 'chutney') || isSambarOrRasam(d) || /sambar|chutney|kadala|kurma|stew/.test(words(d));
    case 'bread':
      // Paratha or thepla: curd or a sabzi.
      return (d) =>
        d.role === 'curd_raita' ||
        (d.role === 'vegetable' && !isFlesh(d)) ||
        (has(d, 'breakfast_side') && !has(d, 'chutney'));
    default:
      return null;
  }
}

/** What goes beside a lunch or dinner staple of this kind (issue 33, point 2). */
export function dalCurryGoesWith(kind: MainKind, d: DishLike): boolean {
  if (kind === 'bread') return !isThinGravy(d);
  // Khichdi, pongal or bisi bele bath carry their own dal (decision 205): beside them a kadhi,
  // sambar or rasam, never a second dal (khichdi with masoor dal) nor a meat curry (decision 279).
  if (kind === 'one_pot') return !isFlesh(d) && isThinGravy(d);
  return true;
}

/**
 * The kinds of main each region serves at each meal, taken in turn by the day (day 1 the first),
 * so a week alternates as a household does. Where the library has no dish of a kind for the
 * client, the next kind is taken. Read from the regional meal patterns of ICMR-NIN's Dietary
 * Guidelines for Indians 2024 (sample menus) and common practice; our choice, decision 200.
 */
export const REGION_MAINS: Record<PlanRegion, Record<'breakfast' | 'lunch' | 'dinner', MainKind[]>> = {
  north: {
    breakfast: ['bread', 'dal_main', 'porridge', 'bread', 'porridge', 'dal_main', 'bread'],
    lunch: ['bread', 'rice', 'bread', 'bread', 'rice', 'bread', 'rice'],
    dinner: ['bread', 'bread', 'one_pot', 'bread', 'bread', 'rice', 'bread'],
  },
  south: {
    breakfast: ['tiffin', 'porridge', 'tiffin', 'dal_main', 'tiffin', 'porridge', 'tiffin'],
    lunch: ['rice'],
    dinner: ['tiffin', 'rice', 'bread', 'tiffin', 'rice', 'one_pot', 'tiffin'],
  },
  east: {
    breakfast: ['porridge', 'bread', 'dal_main', 'porridge', 'bread', 'tiffin', 'porridge'],
    lunch: ['rice'],
    dinner: ['bread', 'rice', 'bread', 'one_pot', 'bread', 'rice', 'bread'],
  },
  west: {
    breakfast: ['porridge', 'dal_main', 'bread', 'porridge', 'dal_main', 'bread', 'porridge'],
    lunch: ['bread', 'bread', 'rice', 'bread', 'bread', 'rice', 'bread'],
    dinner: ['bread', 'one_pot', 'bread', 'rice', 'bread', 'one_pot', 'bread'],
  },
  mixed: {
    breakfast: ['bread', 'tiffin', 'porridge', 'dal_main', 'bread', 'tiffin', 'porridge'],
    lunch: ['rice', 'bread', 'rice', 'bread', 'rice', 'bread', 'rice'],
    dinner: ['bread', 'rice', 'tiffin', 'bread', 'one_pot', 'bread', 'rice'],
  },
};

/** The kinds to try for a meal on a day: the region's kind of the day first, then the others in order. */
export function mainKindsFor(region: PlanRegion, slot: 'breakfast' | 'lunch' | 'dinner', day: number) {
  const list = REGION_MAINS[region][slot];
  const first = list[(day - 1) % list.length];
  return [first, ...list.filter((k) => k !== first)].filter((k, i, all) => all.indexOf(k) === i);
}

/**
 * Dishes that may come every day (the week's variety rule spares them): plain rice and rotis,
 * curd, milk (a vegan's soy or almond milk too), tea and coffee, and the South's sambar and rasam
 * (issue 33: "sambar or rasam on most days"). Every other dish comes at most twice a week and never on consecutive days.
 */
const DAILY =
  /^(phulka|chapati|chapati-ghee|rotli|poli|jowar-bhakri|bajra-rotla|bajra-roti|steamed-rice|matta-rice|curd|milk|soy-milk|almond-milk|soy-masala-chai|tea-with-milk|masala-chai|coffee-with-milk|filter-coffee|sambar|rasam)$/;
/** A plain flatbread (roti, ruti, rotla, bhakri of any grain: a gluten-free client's rajgira roti too). */
const PLAIN_BREAD = /(^|-)(roti|ruti|rotla|rotli|bhakri|phulka|chapati)(-|$)/;
export const isDailyDish = (d: Pick<DishLike, 'key'>) =>
  d.key !== null && (DAILY.test(d.key) || (PLAIN_BREAD.test(d.key) && !/paratha|masala|missi/.test(d.key)));

/** At most this many times a week for any other dish (issue 33, point 4). */
export const WEEK_MAX_USES = 2;

/**
 * Which household bounds a slot's dishes take: a meal's, a breakfast main's, a breakfast's protein
 * source, a snack dish's, lunch's curd.
 */
export type ServingKind =
  | 'meal'
  | 'meal_protein'
  | 'breakfast_main'
  | 'breakfast_protein'
  | 'snack'
  | 'lunch_curd';

/**
 * A breakfast's protein source carries at least this much protein as served: what 100 ml of cow's
 * milk carries (IFCT 2017, table 1, milk, whole, cow: 3.26 g a 100 g), rounded down to 3 g. So a
 * glass of milk is at least a cup, and a side of chole or sprouts is more than a spoonful.
 * Our choice (decision 279).
 */
export const BREAKFAST_PROTEIN_MIN_G = 3;

/**
 * A lunch's or dinner's dal or curry carries at least this much protein as served, unless the
 * staple is a khichdi that carries its own dal. A katori (150 g) of the library's sambar (3.96 g a
 * 100 g) or dal tadka clears it; half a katori of either, or any amount of lemon rasam or kadhi up
 * to two katori, does not. Our choice (decision 280): the 30 test weeks served half a katori of dal or
 * a lemon rasam as a meal's only protein dish, down to 1 g of protein.
 */
export const MEAL_PROTEIN_MIN_G = 5;

/** The protein a serving of this kind must carry (g); 0 = none asked. */
export const PROTEIN_FLOOR_G: Partial<Record<ServingKind, number>> = {
  breakfast_protein: BREAKFAST_PROTEIN_MIN_G,
  meal_protein: MEAL_PROTEIN_MIN_G,
};

/**
 * Household bounds of a serving (issue 33, point 3), in measures: katori from and to, and at most
 * this many pieces (a phulka at most 4; bigger pieces fewer, `measureBounds`).
 * - meal: rice and other katori dishes ½ to 2 katori.
 * - meal_protein: a lunch's or dinner's dal or curry, as a meal's, carrying MEAL_PROTEIN_MIN_G.
 * - breakfast_main: ½ to 2 katori or 3 pieces.
 * - breakfast_protein: beside the main, ½ to 1½ katori or 2 pieces (two eggs), and at least
 *   BREAKFAST_PROTEIN_MIN_G of protein (decision 279).
 * - snack: a snack dish beside the snack's fruit and nuts, ½ to 1 katori or 2 pieces (our choice,
 *   decision 271: the closing-note weeks served 2½ samosas and 2 katori of chaat as a snack).
 * - lunch_curd: lunch's curd or raita (decision 272), 1 to 1½ katori (decision 274: at half a
 *   katori of boondi raita a vegetarian day still had 46 g of milk or curd and 313 mg of calcium).
 */
export const SERVING_BOUNDS: Record<ServingKind, { katori: readonly [number, number]; pieces: number }> = {
  meal: { katori: [0.5, 2], pieces: 4 },
  meal_protein: { katori: [0.5, 2], pieces: 4 },
  breakfast_main: { katori: [0.5, 2], pieces: 3 },
  breakfast_protein: { katori: [0.5, 1.5], pieces: 2 },
  snack: { katori: [0.5, 1], pieces: 2 },
  lunch_curd: { katori: [1, 1.5], pieces: 4 },
};

/** No dish gives more than this share of the day's energy (issue 33, point 3). */
export const DISH_ENERGY_SHARE_MAX = 0.35;

/**
 * Dishes of no region's tradition that filled Maharashtrian, Bengali and Tamil weeks (issue 33):
 * they come after the region's own dishes, and a breakfast kind made only of them is skipped.
 * The library marks them with the `outside_region` trait; a practice's own dish, which has no
 * traits, is read by its name.
 */
export const isFiller = (d: DishLike) =>
  has(d, 'outside_region') || /quinoa|mushroom|oats|pasta|broccoli/.test(words(d));

/**
 * The oil seeds of IFCT 2017 (garden cress, gingelly, mustard, linseed, niger, pine, safflower,
 * sunflower): by code, not name (issue 52, decision 292).
 */
export const SEED_CODES: ReadonlySet<string> = new Set([
  'H008',
  'H009',
  'H010',
  'H011',
  'H013',
  'H014',
  'H015',
  'H016',
  'H017',
  'H019',
  'H020',
]);
/** Seeds come inside dishes or as a measured topping, never as a snack by themselves (issue 33). */
export const isSeed = (food: { code: string }) => SEED_CODES.has(food.code);

const SATVIK_SUFFIX = '-satvik';
/**
 * Plant milks made for a client who may not have cow's milk (vegan, milk allergy, lactose
 * intolerance), by the dish they stand in for (decision 277): a vegetarian week served soy milk at
 * breakfast where the family pours cow's milk.
 */
const STANDS_IN_FOR: Record<string, string> = {
  'soy-milk': 'milk',
  'almond-milk': 'milk',
  'soy-masala-chai': 'masala-chai',
};
/** The dish a variant was made from: "chana-dal" for "chana-dal-satvik", "milk" for "soy-milk". */
const baseOf = (key: string) =>
  STANDS_IN_FOR[key] ?? (key.endsWith(SATVIK_SUFFIX) ? key.slice(0, -SATVIK_SUFFIX.length) : null);
/**
 * A dish cooked without onion and garlic for Jain and satvik weeks ("chana-dal-satvik"), or a plant
 * milk, is left out when the client may eat the dish it was made from (decisions 273, 277): a North
 * vegetarian week served "Chana dal" and "Chana dal (no onion, no garlic)" on one day, the same dal twice.
 */
export function withoutNeedlessVariants<T extends Pick<DishLike, 'key'>>(dishes: T[]): T[] {
  const keys = new Set(dishes.map((d) => d.key));
  return dishes.filter((d) => {
    const base = d.key ? baseOf(d.key) : null;
    return !(base && keys.has(base));
  });
}
