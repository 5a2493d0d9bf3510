/** What other features may use of the packages feature. */
export { moveOnWithPlan } from './package-status';
