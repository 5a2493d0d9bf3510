import type { Dish, DishRegion, DishRole, MealSlot } from '../../../shared/dishes';
import { isNutritive } from '../../../shared/dishes';
import { DIET_EXCLUDES, type FoodTag } from '../../../shared/restrictions';
import { IFCT_FOOD_TAGS } from './food-tags-data';

/**
 * How many starter dishes a generated week can choose from (issue 33, decision 205): per region
 * (its own dishes and pan-Indian ones), per diet and per role of a meal. A week obeys "no
 * non-staple dish on consecutive days, at most twice a week", so a role needs at least four
 * dishes; six leaves room for the other rules (allergies, a dish used at lunch and dinner).
 */

export const COVERAGE_REGIONS = ['north', 'south', 'east', 'west'] as const satisfies readonly DishRegion[];

/** The six client profiles of the issue: what each keeps out, by the ingredients' tags. */
export const COVERAGE_DIETS: Record<string, readonly FoodTag[]> = {
  vegetarian: DIET_EXCLUDES.vegetarian,
  'non-vegetarian': [],
  jain: DIET_EXCLUDES.jain,
  vegan: DIET_EXCLUDES.vegan,
  'gluten-free': ['gluten', 'wheat'],
  'peanut-free': ['peanut'],
};

/** A meal's parts as the generator fills them: the roles it takes, in which slot. */
export const COVERAGE_PARTS: { label: string; roles: DishRole[]; slot: MealSlot }[] = [
  { label: 'breakfast main', roles: ['staple', 'snack'], slot: 'breakfast' },
  { label: 'breakfast side', roles: ['dal_curry', 'vegetable', 'curd_raita'], slot: 'breakfast' },
  { label: 'breakfast drink', roles: ['beverage'], slot: 'breakfast' },
  { label: 'lunch staple', roles: ['staple'], slot: 'lunch' },
  { label: 'lunch dal/curry', roles: ['dal_curry'], slot: 'lunch' },
  { label: 'lunch vegetable', roles: ['vegetable'], slot: 'lunch' },
  { label: 'lunch curd/salad', roles: ['curd_raita', 'salad'], slot: 'lunch' },
  { label: 'dinner staple', roles: ['staple'], slot: 'dinner' },
  { label: 'dinner dal/curry', roles: ['dal_curry'], slot: 'dinner' },
  { label: 'dinner vegetable', roles: ['vegetable'], slot: 'dinner' },
  { label: 'dinner curd/salad', roles: ['curd_raita', 'salad'], slot: 'dinner' },
  { label: 'snack', roles: ['snack', 'beverage'], slot: 'snack' },
];

/** A dish's tags as the seed writes them: every tag of every IFCT ingredient. */
export function starterDishTags(dish: Dish): Set<FoodTag> {
  const tags = new Set<FoodTag>();
  for (const i of dish.ingredients)
    if (isNutritive(i)) for (const t of IFCT_FOOD_TAGS[i.ifctCode] ?? []) tags.add(t);
  return tags;
}

export type CoverageRow = { region: string; diet: string; counts: number[] };

export function dishCoverage(list: readonly Dish[]): CoverageRow[] {
  const tagged = list.map((d) => ({ d, tags: starterDishTags(d) }));
  const out: CoverageRow[] = [];
  for (const region of COVERAGE_REGIONS)
    for (const [diet, excludes] of Object.entries(COVERAGE_DIETS)) {
      const allowed = tagged.filter(
        ({ d, tags }) =>
          (d.region === region || d.region === 'pan_indian') && !excludes.some((t) => tags.has(t)),
      );
      out.push({
        region,
        diet,
        counts: COVERAGE_PARTS.map(
          (p) => allowed.filter(({ d }) => p.roles.includes(d.role) && d.slots.includes(p.slot)).length,
        ),
      });
    }
  return out;
}

/** The table as Markdown (committed in docs/decisions/205-dish-library-coverage.md). */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const head = `| region | diet | ${COVERAGE_PARTS.map((p) => p.label).join(' | ')} |`;
  const rule = `|${'---|'.repeat(COVERAGE_PARTS.length + 2)}`;
  const body = rows.map((r) => `| ${r.region} | ${r.diet} | ${r.counts.join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}
