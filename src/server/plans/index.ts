/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */

export { mealTimingsFor } from './meal-timings.repository';
export { checkItems, type MealItemInput, saveMeal } from './meals.repository';
export { ensureDay, loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';
