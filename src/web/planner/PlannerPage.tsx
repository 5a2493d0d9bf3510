import { Alert, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ZERO_TOTALS } from '../../shared/nutrition';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import { Loading } from '../components/Loading';
import { PHONE_QUERY } from '../components/phone-query';
import { ConditionDayChecks } from '../conditions/index';
import { toast } from '../lib/notify';
import { ComputeDayMenu, GenerateWeekButton } from '../plan-generate';
import { openPlanPdf } from '../plan-pdf';
import { DayTargets } from '../plan-targets';
import { usePackagePlans } from '../plans';
import { DayHeader } from './DayHeader';
import { DaySwitcher } from './DaySwitcher';
import { DayTotalCell } from './DayTotalCell';
import type { GridDay, GridMeal } from './grid-types';
import { MealActionsProvider } from './MealActions';
import { draftOfMeal, emptyDraft } from './meal-editor';
import { PlanHistoryButton } from './PlanHistory';
import { PlannerDialogs, usePlannerDialogs } from './PlannerDialogs';
import { PlannerGrid } from './PlannerGrid';
import { PlannerToolbar } from './PlannerToolbar';
import { PlanWarnings } from './PlanWarnings';
import { patchWorkspace, useSaveEmptyTimes } from './planner-mutations';
import { useMealTimings, useWorkspace, workspaceKey } from './planner-queries';
import type { PrintSettings } from './SidePanel';
import { useDrawnAfter } from './useDrawnAfter';
import { usePlannerActions } from './usePlannerActions';
import { usePlannerView } from './usePlannerView';
import { useReachedOnce } from './useReachedOnce';
import { mealTime } from './workspace-view';

// Drawn after the grid, so loaded after it (decision 284).
const PlannerSideColumn = lazy(() =>
  import('./PlannerSideColumn').then((m) => ({ default: m.PlannerSideColumn })),
);

/** The planner: toolbar, warnings, the grid, the side column below it, and the dialogs. */
export default function PlannerPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const packageId = Number(params.packageId);
  const planId = Number(params.planId);
  const client = useQueryClient();
  const workspace = useWorkspace(planId);
  const timings = useMealTimings(packageId);
  const packagePlans = usePackagePlans(packageId);
  const actions = usePlannerActions(planId);
  const dialogs = usePlannerDialogs();
  const { setDraft, setEditingDay, setCopyingDay } = dialogs;
  /** The day just added: the grid scrolls to it and focuses its header (it was added off-screen). */
  const [revealDay, setRevealDay] = useState<number | null>(null);
  const [compact, setCompact] = useState(true);
  const saveEmptyTimes = useSaveEmptyTimes(planId);
  const [print, setPrint] = useState<PrintSettings>({
    printMode: false,
    layout: 'portrait',
    paper: 'a4',
    hideStats: false,
    hideTime: false,
    includeRecipes: false,
    nutritionistCopy: false,
    inHindi: false,
  });

  const ws = workspace.data;
  // SPEC §2: ?planId= (a preview from the copy list) or print mode disables editing.
  const readOnly = search.has('planId') || print.printMode;
  // A preview opened from another package's copy list: copy it into that package, or go back.
  const copyInto = search.has('planId') ? Number(search.get('into')) || null : null;
  const backTo = (useLocation().state as { back?: string } | null)?.back ?? `/workspace/${copyInto}/create`;
  const preference = ws?.food_preference ?? null;
  const clientId = ws?.package.client_id ?? 0;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const view = usePlannerView({
    ws,
    timings: timings.data,
    compact,
    printMode: print.printMode,
    phone,
    // As saved with the plan; null = as the plan's meals go (decisions 211 and 278).
    showEmptyTimes: ws?.empty_times_shown ?? null,
  });
  const { days, format, totals, sodium, maxCalories } = view;

  // A plan just created or copied may be missing from a package list cached before it existed:
  // the selector shows it from the workspace at once (never blank) and the list is fetched again.
  const listed = packagePlans.data?.data;
  const missing = Boolean(ws && !listed?.some((p) => p.id === planId));
  const refetchPlans = packagePlans.refetch;
  const stale = missing && listed !== undefined;
  useEffect(() => {
    if (stale) void refetchPlans();
  }, [stale, refetchPlans]);
  const selectorPlans = useMemo(
    () =>
      missing && ws ? [...(listed ?? []), { id: planId, description: ws.plan.description }] : (listed ?? []),
    [missing, ws, listed, planId],
  );

  const nameOf = useCallback((day: number) => days.find((d) => d.day === day)?.name ?? `Day ${day}`, [days]);
  const openAdd = useCallback(
    (day: number, time: string) => setDraft(emptyDraft({ day, dayName: nameOf(day), time })),
    [nameOf, setDraft],
  );
  /** The workspace meal behind a grid card, as a draft at `day` and `time` (itself, or a copy). */
  const draftAt = useCallback(
    (meal: GridMeal, day: number, time: string, keepId: boolean) => {
      const source = ws?.meals.find((m) => mealTime(m) === meal.time && m.day === meal.day);
      return source ? draftOfMeal(source, { day, dayName: nameOf(day), time }, keepId, preference) : null;
    },
    [ws, nameOf, preference],
  );
  const openEdit = useCallback(
    (meal: GridMeal) => setDraft(draftAt(meal, meal.day, meal.time, true)),
    [draftAt, setDraft],
  );
  const copyTo = useCallback(
    (meal: GridMeal, day: number, time: string) => setDraft(draftAt(meal, day, time, false)),
    [draftAt, setDraft],
  );

  // Stable props, so the memoised grid redraws only when what it shows changes (not when, say,
  // the side panel's plan list arrives).
  const gridPrint = useMemo(
    () => ({ hideStats: print.hideStats, hideTime: print.hideTime }),
    [print.hideStats, print.hideTime],
  );
  const deleteDay = actions.deleteDay;
  /**
   * After a computed plan's Apply (or Undo): the plan is read again; Apply has saved the template's
   * empty times as hidden, since the generator places its own meals (decision 278).
   */
  const generated = useCallback(() => {
    void client.invalidateQueries({ queryKey: workspaceKey(planId) });
  }, [client, planId]);
  const mutateEmptyTimes = saveEmptyTimes.mutate;
  /** A preview of another plan (read-only) changes the switch on screen only. */
  const saveEmptyTimesShown = useCallback(
    (shown: boolean) =>
      readOnly
        ? patchWorkspace(client, planId, (w) => ({ ...w, empty_times_shown: shown }))
        : mutateEmptyTimes(shown, { onError: (e) => toast('red', e.message) }),
    [readOnly, client, planId, mutateEmptyTimes],
  );
  const renderDayHeader = useCallback(
    (d: GridDay) => (
      <DayHeader
        day={d}
        days={days}
        dayFormat={format}
        readOnly={readOnly}
        onEdit={setEditingDay}
        onCopyFrom={actions.copyDay}
        onCopyTo={setCopyingDay}
        onDelete={(day) => deleteDay(day.day)}
        extra={
          <ComputeDayMenu
            planId={planId}
            packageId={packageId}
            clientId={clientId}
            day={d}
            days={days}
            onChanged={generated}
          />
        }
      />
    ),
    [
      days,
      format,
      readOnly,
      setEditingDay,
      actions.copyDay,
      setCopyingDay,
      deleteDay,
      planId,
      packageId,
      clientId,
      generated,
    ],
  );
  const meals = view.gridWs?.meals;
  const renderDayTotal = useCallback(
    (d: GridDay, index: number) => (
      <DayTotalCell day={d} index={index} totals={totals} sodium={sodium} maxCalories={maxCalories}>
        <DayTargets
          planId={planId}
          day={d.day}
          dayName={d.name}
          totals={totals.get(d.day) ?? ZERO_TOTALS}
          meals={meals ?? []}
        />
        <ConditionDayChecks ws={view.gridWs} day={d.day} />
      </DayTotalCell>
    ),
    [totals, sodium, maxCalories, planId, meals, view.gridWs],
  );

  // After the grid, so the side column never appears above a grid still to come (a layout shift).
  const sideDrawn = useDrawnAfter(Boolean(view.gridWs));
  // And once it is reached: beside the grid (md and up) at once; below it, on a phone, when the
  // nutritionist scrolls there or uses the keyboard, so a plan opened on a phone loads, asks and
  // draws only what is on screen (decision 285).
  const side = useReachedOnce<HTMLDivElement>();

  if (workspace.isPending) return <Loading />;
  if (!ws) {
    return (
      <Alert color="red" title="This Nutrition Plan could not be opened">
        {(workspace.error as Error | null)?.message ?? 'Please go back to the package and try again.'}
      </Alert>
    );
  }

  // The printed plan is the server's PDF (decision 050): one source of truth for its content.
  const pdfInput = {
    package_id: packageId,
    plan_id: planId,
    layout: print.layout,
    paper_size: print.paper,
    hide_nutrition_stats: print.hideStats,
    hide_meal_time: print.hideTime,
    include_recipes: print.includeRecipes,
    // The e-mail to the client sends the client's copy whatever this says (decision 225).
    copy: print.nutritionistCopy ? ('nutritionist' as const) : ('client' as const),
    language: print.inHindi ? ('hi' as const) : ('en' as const),
  };
  const hasItems = ws.meals.some((meal) => meal.items.length > 0);
  const printNow = () => {
    if (!hasItems) {
      toast('red', PLAN_MESSAGES.emptyPrint);
      return;
    }
    setPrint((p) => ({ ...p, printMode: true }));
    openPlanPdf(pdfInput);
  };
  const emailNow = () => {
    if (!hasItems) {
      toast('red', PLAN_MESSAGES.emptyPrint);
      return;
    }
    dialogs.setEmailOpen(true);
  };

  return (
    <>
      <PlannerToolbar
        ws={ws}
        readOnly={readOnly}
        printMode={print.printMode}
        copyInto={copyInto}
        backTo={backTo}
        compact={compact}
        onCompact={setCompact}
        emptyTimesShown={view.emptyTimesShown}
        onShowEmptyTimes={saveEmptyTimesShown}
        history={<PlanHistoryButton planId={planId} disabled={readOnly} />}
        generate={
          <GenerateWeekButton
            planId={planId}
            packageId={packageId}
            clientId={clientId}
            days={days}
            disabled={readOnly}
            onChanged={generated}
          />
        }
        onCopy={() => dialogs.setCopying(true)}
        onDetails={() => dialogs.setDetailsOpen(true)}
        onTargets={() => dialogs.setTargetsOpen(true)}
        onPrintNow={printNow}
        onEmail={emailNow}
        onAddDay={async () => {
          const day = await actions.addDay();
          if (day) view.setPhoneDay(day);
          setRevealDay(day);
        }}
      />
      {/* The warnings and the grid appear together, a moment after the title (gridWs): nothing that
          is already on screen moves when they do. */}
      {!view.gridWs ? (
        <Loading />
      ) : (
        <>
          {!print.printMode && (
            <PlanWarnings
              conflictCount={view.conflictCount}
              preference={preference}
              overMaxDays={view.overMaxDays}
              dayCount={days.length}
              maxCalories={maxCalories}
            />
          )}
          <Grid gap="sm">
            {/* The grid takes the full width (a week fits at 1440 px); the side panel sits below it. */}
            <Grid.Col span={12}>
              {days.length === 0 ? (
                <Alert color="gray">This plan has no days yet. Press 'Add a Day' to start.</Alert>
              ) : (
                <>
                  {view.shownDay && (
                    <DaySwitcher days={days} day={view.shownDay.day} onChange={view.setPhoneDay} />
                  )}
                  <MealActionsProvider
                    planId={planId}
                    packageId={packageId}
                    days={days}
                    meals={view.gridMeals}
                  >
                    <PlannerGrid
                      days={view.gridDays}
                      meals={view.gridMeals}
                      slots={view.slots}
                      standardTimes={view.standardTimes}
                      readOnly={readOnly}
                      print={gridPrint}
                      allDays={print.printMode}
                      renderDayHeader={renderDayHeader}
                      renderDayTotal={print.hideStats ? undefined : renderDayTotal}
                      onAdd={openAdd}
                      onOpen={openEdit}
                      onCopyTo={copyTo}
                      revealDay={revealDay}
                    />
                  </MealActionsProvider>
                </>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, xl: 4 }} ref={side.ref} data-testid="planner-side">
              {!side.reached && <Loading label="Loading plan tools..." />}
              {sideDrawn && side.reached && (
                <Suspense fallback={<Loading label="Loading plan tools..." />}>
                  <PlannerSideColumn
                    ws={ws}
                    readOnly={readOnly}
                    packageId={packageId}
                    clientId={clientId}
                    planId={planId}
                    plans={selectorPlans}
                    print={print}
                    onPrint={(patch) => setPrint((p) => ({ ...p, ...patch }))}
                    onPrintNow={printNow}
                    onEmail={emailNow}
                  />
                </Suspense>
              )}
            </Grid.Col>
          </Grid>
        </>
      )}
      <PlannerDialogs
        dialogs={dialogs}
        ws={ws}
        packageId={packageId}
        planId={planId}
        timings={timings.data ?? []}
        actions={actions}
        days={days}
        copyInto={copyInto}
        pdfInput={pdfInput}
        onDetailsSaved={() => {
          client.invalidateQueries({ queryKey: workspaceKey(planId) });
          packagePlans.refetch();
        }}
      />
    </>
  );
}
