/** What other features may use of the plans feature (the dependency-cruiser rule allows only this file). */
export { checkItems, type MealItemInput, saveMeal } from './meals.repository';
export { mealTimingsFor } from './planner.routes';
export { ensureDay, loadMeals, loadWorkspace, preferenceOf } from './workspace.repository';
