/** What other features may use of plan generation (the dependency-cruiser rule allows only this file). */
export { clientDishesFor } from './dish-week';
export { type LibraryReach, libraryReach } from './reach';
export { createSolverPool, type SolverPool } from './solver-pool';
export { type TrialWeekReach, trialWeeksFor } from './trial-week';
