/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */

export { livePlansOf } from './core/gate-target.repository';
export { type MealWrite, type RedateRefusal, startRedating, writeGatedMealsIn } from './core/meal-writes';
export { addProposedSupplements, removePlanSupplements } from './extras.repository';
export { mealTimingsFor } from './meal-timings.repository';
export {
  dayVersions,
  lockPlan,
  type MealItemInput,
  type MealToSave,
  type StoredMeal,
  storedMeals,
} from './meals.repository';
export { moveOnWithPlan } from './package-status';
export { setEmptyTimesShown } from './plans.repository';
export { loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';
