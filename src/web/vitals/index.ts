/** What other features may use of body vitals: the client page's section and the planner's tab. */
export { BodyParametersPanel } from './BodyParametersPanel';
export { BodyVitalsSection } from './BodyVitalsSection';
