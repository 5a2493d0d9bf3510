import { lazy, Suspense, useState } from 'react';
import type { ExportPdfInput } from '../../shared/plan-pdf';
import type { MealTiming, Workspace } from '../../shared/plans';
import { useMountedOnce } from '../components/useMountedOnce';
import { notifySuccess } from '../lib/notify';
import { EmailPlanModal } from '../plan-pdf';
import { TargetsModal } from '../plan-targets';
import { CopyPlanModal, PlanDetailsModal } from '../plans';
import type { GridDay } from './grid-types';
import type { MealDraft } from './meal-editor';
import type { usePlannerActions } from './usePlannerActions';

// Loaded when first opened (decision 085): the meal editor and the day-name dialog are a large
// part of the planner's code, and the grid should not wait for them.
const MealModal = lazy(() => import('./MealModal').then((m) => ({ default: m.MealModal })));
const DayNameModal = lazy(() => import('./DayNameModal').then((m) => ({ default: m.DayNameModal })));
const CopyDaysModal = lazy(() => import('./CopyDaysModal').then((m) => ({ default: m.CopyDaysModal })));

/** Which of the planner's dialogs is open, and what it edits; the toolbar, grid and side column open them. */
export function usePlannerDialogs() {
  const [draft, setDraft] = useState<MealDraft | null>(null);
  const [editingDay, setEditingDay] = useState<GridDay | null>(null);
  const [copyingDay, setCopyingDay] = useState<GridDay | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [targetsOpen, setTargetsOpen] = useState(false);
  const [copying, setCopying] = useState(false);
  return {
    draft,
    setDraft,
    editingDay,
    setEditingDay,
    copyingDay,
    setCopyingDay,
    detailsOpen,
    setDetailsOpen,
    emailOpen,
    setEmailOpen,
    targetsOpen,
    setTargetsOpen,
    copying,
    setCopying,
  };
}

export type PlannerDialogState = ReturnType<typeof usePlannerDialogs>;

type Props = {
  dialogs: PlannerDialogState;
  ws: Workspace;
  packageId: number;
  planId: number;
  timings: MealTiming[];
  actions: ReturnType<typeof usePlannerActions>;
  /** The plan's days as the grid names them (Copy day to…). */
  days: GridDay[];
  /** A preview from another package's copy list: the package 'Copy this plan' copies into. */
  copyInto: number | null;
  pdfInput: ExportPdfInput;
  onDetailsSaved: () => void;
};

/**
 * The planner's modals. Each is mounted when first opened (and stays mounted for its closing
 * transition), so none is downloaded before it is needed.
 */
export function PlannerDialogs({
  dialogs,
  ws,
  packageId,
  planId,
  timings,
  actions,
  days,
  copyInto,
  pdfInput,
  onDetailsSaved,
}: Props) {
  const { draft, setDraft, editingDay, setEditingDay } = dialogs;
  const mealModalMounted = useMountedOnce(draft !== null);
  const dayNameMounted = useMountedOnce(editingDay !== null);
  const copyDaysMounted = useMountedOnce(dialogs.copyingDay !== null);
  const detailsMounted = useMountedOnce(dialogs.detailsOpen);
  const emailMounted = useMountedOnce(dialogs.emailOpen);
  const targetsMounted = useMountedOnce(dialogs.targetsOpen);
  return (
    <>
      {copyInto && (
        <Suspense fallback={null}>
          <CopyPlanModal
            source={
              dialogs.copying
                ? { id: ws.plan.id, package_id: ws.plan.package_id, description: ws.plan.description }
                : null
            }
            packageId={copyInto}
            onClose={() => dialogs.setCopying(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {emailMounted && (
          <EmailPlanModal
            opened={dialogs.emailOpen}
            onClose={() => dialogs.setEmailOpen(false)}
            onSent={notifySuccess}
            clientName={`${ws.plan.client_name} ${ws.plan.last_name}`.trim()}
            email={ws.plan.contact_email}
            input={pdfInput}
          />
        )}
        {mealModalMounted && (
          <MealModal
            draft={draft}
            packageId={packageId}
            planId={planId}
            preference={ws.food_preference ?? null}
            restrictions={ws.restrictions}
            calendar={ws.calendar}
            timings={timings}
            onClose={() => setDraft(null)}
            onSave={async (d) => {
              if (await actions.saveMeal(d)) setDraft(null);
            }}
            onDelete={async (mealId) => {
              if (await actions.deleteMeal(mealId)) setDraft(null);
            }}
          />
        )}
        {dayNameMounted && (
          <DayNameModal day={editingDay} onClose={() => setEditingDay(null)} onSave={actions.editDay} />
        )}
        {copyDaysMounted && (
          <CopyDaysModal
            source={dialogs.copyingDay}
            days={days}
            onClose={() => dialogs.setCopyingDay(null)}
            onCopy={(sourceDay, targetDays) =>
              actions.copyDayTo(
                sourceDay,
                targetDays,
                (n) => days.find((d) => d.day === n)?.name ?? `Day ${n}`,
              )
            }
          />
        )}
        {targetsMounted && (
          <TargetsModal
            planId={planId}
            opened={dialogs.targetsOpen}
            onClose={() => dialogs.setTargetsOpen(false)}
          />
        )}
        {detailsMounted && (
          <PlanDetailsModal
            plan={dialogs.detailsOpen ? ws.plan : null}
            onClose={() => dialogs.setDetailsOpen(false)}
            onSaved={onDetailsSaved}
          />
        )}
      </Suspense>
    </>
  );
}
