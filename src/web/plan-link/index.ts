/** What other features may use of the plan link's staff side (issue 28). */
import { lazy } from 'react';

export { PlanLinkShare } from './PlanLinkShare';
export { SurveyLinkShare } from './SurveyLinkShare';
// Loaded when drawn: the adherence panel brings the charts (decision 085).
export const PlanLinkPanel = lazy(() =>
  import('./PlanLinkPanel').then((m) => ({ default: m.PlanLinkPanel })),
);
export const AdherencePanel = lazy(() =>
  import('./AdherencePanel').then((m) => ({ default: m.AdherencePanel })),
);
