/** What other features may use of body vitals: the client page's section and the planner's tab. */
export { BodyParametersPanel } from './BodyParametersPanel';
// Loaded when drawn, so the planner's tab does not bring the section's charts (decision 085).
export { LazyBodyVitalsSection as BodyVitalsSection } from './LazyBodyVitalsSection';
