/** What other features may use of plan generation (the dependency-cruiser rule allows only this file). */
export { createSolverPool, type SolverPool } from './solver/solver-pool';
