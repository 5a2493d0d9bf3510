/** What other features may use of the plan PDF: open it, email it, list what was sent. */
import { lazy } from 'react';

// Loaded when first opened (decision 085): the planner's own chunk stays small.
export const EmailPlanModal = lazy(() =>
  import('./EmailPlanModal').then((m) => ({ default: m.EmailPlanModal })),
);
export { PlanPdfSends } from './PlanPdfSends';
export { openPlanPdf } from './plan-pdf-queries';
