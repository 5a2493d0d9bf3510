import { type ComponentProps, Suspense } from 'react';
import type { Workspace } from '../../shared/plans';
import { PlanLinkPanel } from '../plan-link';
import { ClientNotEnforced } from '../restrictions';
import { PlanExtrasPanel } from './PlanExtrasPanel';
import classes from './planner.module.css';
import { SidePanel } from './SidePanel';
import { useDrawnAfter } from './useDrawnAfter';

type Props = ComponentProps<typeof SidePanel> & { ws: Workspace; readOnly: boolean };

/**
 * The column below the grid: plan selector, assessment, print settings (SidePanel), then
 * supplements, recipes and labels, then the client's plan link and adherence (issue 28). The page
 * mounts it once the grid is drawn (`useDrawnAfter`), so it never appears above a grid still to
 * come (a layout shift), and loads it lazily: its imports (the restrictions and plan link features,
 * their inputs and icons) are not on a phone's first paint (decision 284).
 */
export function PlannerSideColumn({ ws, readOnly, ...side }: Props) {
  // The sections one after the other, each once the one above has been drawn, in a transition of
  // its own: drawn at once, the four (and the queries they start) were one task of some 60 ms on a
  // phone, blocking taps just after the grid appeared (decision 284). Top to bottom, so a section
  // never pushes one already drawn.
  const panelDrawn = useDrawnAfter(true);
  const extrasDrawn = useDrawnAfter(panelDrawn);
  const linkDrawn = useDrawnAfter(extrasDrawn);
  return (
    <>
      {/* What the client wrote that no rule enforces, before anything else (issue 32). */}
      <div style={{ marginBottom: 12 }} className={classes.noPrint}>
        <ClientNotEnforced clientId={ws.package.client_id} />
      </div>
      {panelDrawn && <SidePanel {...side} />}
      {extrasDrawn && (
        <div style={{ marginTop: 12 }} className={classes.noPrint}>
          <PlanExtrasPanel key={ws.plan.id} ws={ws} readOnly={readOnly} />
        </div>
      )}
      {linkDrawn && (
        <div style={{ marginTop: 12 }} className={classes.noPrint} id="plan-share" tabIndex={-1}>
          {/* Its own boundary: the panel's chunk arrives after the sections above are drawn. */}
          <Suspense fallback={null}>
            <PlanLinkPanel packageId={ws.package.id} planId={ws.plan.id} clientId={ws.package.client_id} />
          </Suspense>
        </div>
      )}
    </>
  );
}
