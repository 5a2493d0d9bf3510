/** What other features may use of the conditions feature: the client page's panel, the planner's checks. */

export { ConditionChecksBadge, ConditionDayChecks } from './ConditionChecks';
export { ConditionsPanel } from './ConditionsPanel';
