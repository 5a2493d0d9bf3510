import { type ComponentProps, lazy, Suspense } from 'react';
import type { Workspace } from '../../shared/plans';
import { PlanLinkPanel } from '../plan-link';
import { ClientNotEnforced } from '../restrictions';
import classes from './planner.module.css';
import type { SidePanel as SidePanelType } from './SidePanel';

// Drawn after the grid, so they load after it too (decision 085): the side column is a large part
// of the planner's code.
const SidePanel = lazy(() => import('./SidePanel').then((m) => ({ default: m.SidePanel })));
const PlanExtrasPanel = lazy(() => import('./PlanExtrasPanel').then((m) => ({ default: m.PlanExtrasPanel })));

type Props = ComponentProps<typeof SidePanelType> & { ws: Workspace; readOnly: boolean };

/**
 * The column below the grid: plan selector, assessment, print settings (SidePanel), then
 * supplements, recipes and labels, then the client's plan link and adherence (issue 28). The page mounts it once the grid is drawn (`useDrawnAfter`),
 * so it never appears above a grid still to come (a layout shift), and loads it lazily: its imports
 * (the restrictions and plan link features, their inputs and icons) are not on a phone's first paint
 * (decision 284).
 */
export function PlannerSideColumn({ ws, readOnly, ...side }: Props) {
  return (
    <Suspense fallback={null}>
      {/* What the client wrote that no rule enforces, before anything else (issue 32). */}
      <div style={{ marginBottom: 12 }} className={classes.noPrint}>
        <ClientNotEnforced clientId={ws.package.client_id} />
      </div>
      <SidePanel {...side} />
      <div style={{ marginTop: 12 }} className={classes.noPrint}>
        <PlanExtrasPanel key={ws.plan.id} ws={ws} readOnly={readOnly} />
      </div>
      <div style={{ marginTop: 12 }} className={classes.noPrint}>
        <PlanLinkPanel packageId={ws.package.id} planId={ws.plan.id} clientId={ws.package.client_id} />
      </div>
    </Suspense>
  );
}
