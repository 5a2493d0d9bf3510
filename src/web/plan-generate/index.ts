/** What other features may use of computed plans: the planner mounts the day's Compute menu and the toolbar's Generate week. */
export { ComputeDayMenu } from './ComputeDayMenu';
export { GenerateWeekButton } from './GenerateWeekButton';
