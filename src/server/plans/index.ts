/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */

export { mealTimingsFor } from './meal-timings.repository';
export { type MealItemInput, saveMeal } from './meals.repository';
export { checkItems } from './meals.service';
export { ensureDay, loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';
