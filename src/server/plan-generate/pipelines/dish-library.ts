import { DEEP_FRIED_LEFT_OUT_FOR } from '../../../shared/condition-rules';
import { isFoodConflict } from '../../../shared/nutrition';
import type { PlanRegion } from '../../../shared/plan-generate';
import { tagsOf } from '../../../shared/restrictions';
import type { PackageRow } from '../../auth/policy';
import type { Db } from '../../db/client';
import { clientGoal } from '../../plan-targets/index';
import { withoutConflicts } from '../../restrictions/index';
import { type DishFood, visibleDishes } from '../persistence/dish-candidates.repository';
import { avoidAnswers, type FoodRow, ifctFoodsByCodes } from '../persistence/plan-generate.repository';
import { avoidTerms, isAvoided } from '../rules/avoid';
import { regionsOf } from '../rules/dish-problems';
import { withoutNeedlessVariants } from './meal-patterns';
import { boundsFor, ROLE_FOODS } from './portions';
import { allowedFoods } from './problems';

type Restrictions = Parameters<typeof withoutConflicts>[1];

/**
 * The dishes and IFCT fruit and nuts a client may be served in a region (issue 27, 33): the plan's
 * food preference, the questionnaire's avoid list and the client's allergies, intolerances, diets
 * and dislikes keep foods out. Shared by Generate week and the suggestion's reach (decision 258),
 * so the reach is computed over exactly the library the generator draws from. Deep-fried dishes
 * stay out for a client losing weight or with a condition whose guidance limits them (decision 277).
 */
export async function dishLibraryFor(
  db: Db,
  pkg: Pick<PackageRow, 'id' | 'dietitianId' | 'clientId' | 'category' | 'subCategory'>,
  preference: string | null,
  restrictions: Restrictions,
  region: PlanRegion,
): Promise<{ dishes: DishFood[]; ifct: FoodRow[] }> {
  const avoid = avoidTerms(await avoidAnswers(db, pkg.id));
  const noDeepFried = await leavesOutDeepFried(db, pkg, restrictions.conditions ?? []);
  const codes = [...new Set([...ROLE_FOODS.fruit, ...ROLE_FOODS.nuts])];
  const ifct = allowedFoods(await ifctFoodsByCodes(db, codes), preference, avoid);
  const regions = regionsOf(region);
  const dishes = (await visibleDishes(db, pkg.dietitianId)).filter(
    (d) =>
      regions.includes(d.region) &&
      !(noDeepFried && d.traits.includes('deep_fried')) &&
      !isFoodConflict(preference, d.group, d.name, tagsOf(d)) &&
      !isAvoided(avoid, `${d.name} ${d.ingredientNames.join(' ')}`, d.localName),
  );
  return {
    dishes: withoutNeedlessVariants(withoutConflicts(dishes, restrictions)),
    ifct: withoutConflicts([...ifct.values()], restrictions),
  };
}

/** A week for weight loss, diabetes, hypertension, dyslipidaemia or PCOS has no deep-fried dish. */
async function leavesOutDeepFried(
  db: Db,
  pkg: Parameters<typeof clientGoal>[1],
  conditions: NonNullable<Restrictions['conditions']>,
): Promise<boolean> {
  const kinds: readonly string[] = DEEP_FRIED_LEFT_OUT_FOR.conditions;
  if (conditions.some((c) => kinds.includes(c.kind))) return true;
  return (await clientGoal(db, pkg, conditions)) === 'loss';
}

/** The fruit or nuts of the IFCT list by their role codes, each with its portion bounds. */
export function roleFoodsOf(codesOf: string[], foods: FoodRow[]) {
  return codesOf.flatMap((code) => {
    const food = foods.find((f) => f.code === code);
    const bounds = food && boundsFor(food.group, food.name);
    return food && bounds ? [{ food, bounds }] : [];
  });
}
