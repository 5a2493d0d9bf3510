/** What other features may use of plan targets (the dependency-cruiser rule allows only this file). */

export { clientGoal } from './client-goal';
export { adultRdaFloors } from './icmr-rda';
export { clientProfileFacts, latestVital, savedTargets } from './plan-targets.repository';
