/**
 * What other features may use of plans: the planner's details modal, its package's plan list, and
 * the copy modal (a copy-source preview offers 'Copy this plan').
 */
import { lazy } from 'react';

// The modals load when first opened (decision 085): the planner's own chunk stays small.
export const CopyPlanModal = lazy(() =>
  import('./CopyPlanModal').then((m) => ({ default: m.CopyPlanModal })),
);
export const PlanDetailsModal = lazy(() =>
  import('./PlanDetailsModal').then((m) => ({ default: m.PlanDetailsModal })),
);
export { usePackagePlans } from './plan-queries';
