/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */

export { addProposedSupplements, removePlanSupplements } from './extras.repository';
export { mealTimingsFor } from './meal-timings.repository';
export { dayVersions, lockPlan, type MealItemInput, type StoredMeal, storedMeals } from './meals.repository';
export { gateTargetOf, type MealToSave, writeGatedMealsIn } from './meals.service';
export { setEmptyTimesShown } from './plans.repository';
export { loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';
