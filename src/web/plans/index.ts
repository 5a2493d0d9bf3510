/** What other features may use of plans: the planner's details modal and its package's plan list. */
export { PlanDetailsModal } from './PlanDetailsModal';
export { usePackagePlans } from './plan-queries';
