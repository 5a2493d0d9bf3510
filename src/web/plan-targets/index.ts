/** What other features may use of plan targets: the planner mounts these two. */
import { lazy } from 'react';

export { DayTargets } from './DayTargets';
// Loaded when first opened (decision 085): the planner's own chunk stays small.
export const TargetsModal = lazy(() => import('./TargetsModal').then((m) => ({ default: m.TargetsModal })));
