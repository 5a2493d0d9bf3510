/**
 * What other features may use of plans: the planner's details modal, its package's plan list, and
 * the copy modal (a copy-source preview offers 'Copy this plan').
 */
export { CopyPlanModal } from './CopyPlanModal';
export { PlanDetailsModal } from './PlanDetailsModal';
export { usePackagePlans } from './plan-queries';
