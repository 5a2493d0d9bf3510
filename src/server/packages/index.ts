/** What other features may use of the packages feature. */
// The package's move to Active with a plan lives with the plans (issue 52 point 4); offered here too.
export { moveOnWithPlan } from '../plans/index';
