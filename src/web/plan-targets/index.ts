/** What other features may use of plan targets: the planner mounts these two. */
export { DayTargets } from './DayTargets';
export { TargetsModal } from './TargetsModal';
