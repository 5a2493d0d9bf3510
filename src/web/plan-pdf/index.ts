/** What other features may use of the plan PDF: open it, email it, list what was sent. */
export { EmailPlanModal } from './EmailPlanModal';
export { PlanPdfSends } from './PlanPdfSends';
export { openPlanPdf } from './plan-pdf-queries';
