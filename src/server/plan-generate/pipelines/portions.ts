import { NUTRITION_RULES, ruleOf } from '../../../shared/nutrition-rules/index';
/**
 * Portions and meal patterns for computed plans (issue 17, docs/decisions/092). Grams of the raw
 * food as IFCT states it, per meal, bounded by what a household serves at one meal (issue 26,
 * decision 147): a katori of dal is 30–60 g raw, two or three rotis or a plate of rice at most
 * 100 g of grain, a bowl of greens 100 g cooked down from raw, a handful of nuts 30 g, a large
 * glass of milk 300 ml. A practice's own food (no IFCT group) keeps a range around the quantity
 * the nutritionist chose.
 */
export type Bounds = { min: number; max: number; usual: number };

/** A household's portion of each IFCT group, read from the table of nutrition rules (rows portion-*). */
const portionOf = (id: string): Bounds => {
  const { min, max, target } = ruleOf(id).bound as { min: number; max: number; target: number };
  return { min, max, usual: target };
};
const GROUP_BOUNDS: Record<string, Bounds> = Object.fromEntries(
  NUTRITION_RULES.flatMap((r) =>
    r.measure.kind === 'portion' && r.id !== 'portion-milk-solids-paneer-khoa'
      ? [[r.measure.ifct_group, portionOf(r.id)]]
      : [],
  ),
);
/** Paneer and khoa sit in IFCT's milk group but are eaten in far smaller amounts than milk. */
const MILK_SOLIDS: Bounds = portionOf('portion-milk-solids-paneer-khoa');

/** A generated day cooks with at most this many fats (oils, ghee, butter), issue 26. */
export const MAX_FATS_A_DAY = 2;

/** Before this time a generated meal is water or tea/coffee only (issue 26). */
export const FIRST_FOOD_TIME = '06:00';
export const EARLY_MEAL_NOTE = 'Water or tea/coffee only: nothing else is planned before 06:00.';

const round5 = (g: number) => Math.max(5, Math.round(g / 5) * 5);

/**
 * A food's bounds in a meal. Groups we have no rule for (spices, a practice's own foods) stay at
 * the quantity chosen (null = keep as is, not optimised).
 */
export function boundsFor(group: string | null, name: string, current?: number): Bounds | null {
  const key = (group ?? '').trim().toLowerCase();
  if (key === 'milk and milk products' && /paneer|khoa/i.test(name)) return MILK_SOLIDS;
  const bounds = GROUP_BOUNDS[key];
  if (bounds) return current === undefined ? bounds : { ...bounds, usual: clamp(round5(current), bounds) };
  return null;
}

const clamp = (g: number, b: Bounds) => Math.min(b.max, Math.max(b.min, g));

/**
 * The roles a generated meal is made of, by meal type (the category timings of the planner).
 * Each role lists IFCT 2017 codes: everyday Indian choices, not every row of the table.
 */
export type Role =
  | 'cereal'
  | 'breakfast_cereal'
  | 'protein'
  | 'breakfast_protein'
  | 'vegetable'
  | 'leafy'
  | 'fruit'
  | 'nuts'
  | 'milk'
  | 'fat';

export const ROLE_FOODS: Record<Role, string[]> = {
  cereal: ['A015', 'A019', 'A013', 'A005', 'A003', 'A010', 'A014', 'A009'],
  breakfast_cereal: ['A011', 'A022', 'A019', 'A010', 'A023', 'A021', 'A005'],
  // Pulses first; meat, fish, egg and paneer follow and are dropped for preferences that exclude them.
  protein: [
    'B010',
    'B021',
    'B013',
    'B001',
    'B003',
    'B020',
    'B002',
    'B011',
    'B025',
    'L003',
    'M004',
    'N003',
    'N002',
    'P084',
    'P034',
    'P071',
    'P057',
    'O003',
  ],
  breakfast_protein: ['L002', 'M007', 'M004', 'L003', 'B010', 'B011', 'B001'],
  vegetable: ['D036', 'D056', 'D031', 'D050', 'D007', 'D068', 'D061', 'D075', 'F002', 'D065', 'C015', 'D004'],
  leafy: ['C033', 'C020', 'C002', 'C026', 'C019'],
  fruit: ['E012', 'E001', 'E049', 'E028', 'E047', 'E055', 'E053', 'E039', 'E051', 'E060', 'E020', 'E035'],
  nuts: ['H001', 'H021', 'H012', 'H005', 'H014', 'H018', 'H020', 'H010'],
  milk: ['L002', 'L001'],
  fat: ['T005', 'T006', 'T008', 'T013', 'T004', 'T001'],
};

/** Foods a week may repeat every day (the variety rule spares them): rice, atta, milk and the fats. */
export const STAPLES = new Set(['A015', 'A019', 'L002', ...ROLE_FOODS.fat]);

const MEAL_PATTERNS: [RegExp, Role[]][] = [
  [/breakfast/i, ['breakfast_cereal', 'breakfast_protein', 'fruit', 'fat']],
  [/lunch/i, ['cereal', 'protein', 'vegetable', 'leafy', 'fat']],
  [/dinner/i, ['cereal', 'protein', 'vegetable', 'fat']],
  [/waking/i, ['nuts']],
  [/evening|late/i, ['fruit', 'nuts']],
  [/post/i, ['milk', 'fruit']],
  [/pre|during/i, ['fruit']],
  [/bed/i, ['milk']],
  [/snack|mid/i, ['fruit']],
];

/** The roles of a meal type; an unknown (custom) type gets a fruit. */
export function rolesFor(mealType: string): Role[] {
  return MEAL_PATTERNS.find(([pattern]) => pattern.test(mealType))?.[1] ?? ['fruit'];
}
