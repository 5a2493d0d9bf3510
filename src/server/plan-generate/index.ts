/** What other features may use of plan generation (the dependency-cruiser rule allows only this file). */
export { clientDishesFor } from './pipelines/dish-week-jobs';
export { dishesReachOf } from './reach/dishes-reach';
export { type LibraryReach, libraryReach } from './reach/reach';
export { type TrialWeekReach, trialWeeksFor } from './reach/trial-week';
export { createSolverPool, type SolverPool } from './solver/solver-pool';
