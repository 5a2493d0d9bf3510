/** What other features may use of computed plans: the planner mounts the day's Compute menu. */
export { ComputeDayMenu } from './ComputeDayMenu';
