import { ActionIcon, Alert, Badge, Button, Grid, Group, Select, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconFileDescription,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  addTotals,
  isOverMaxCalories,
  type NutrientTotals,
  sumItems,
  ZERO_TOTALS,
} from '../../shared/nutrition';
import { CUSTOM_TIMING, dayName, PLAN_MESSAGES } from '../../shared/plan-options';
import { PHONE_QUERY } from '../components/DataTable';
import { Loading } from '../components/Loading';
import { useMountedOnce } from '../components/useMountedOnce';
import { notifySuccess, toast } from '../lib/notify';
import { ComputeDayMenu } from '../plan-generate';
import { EmailPlanModal, openPlanPdf } from '../plan-pdf';
import { DayTargets, TargetsModal } from '../plan-targets';
import { CopyPlanModal, PlanDetailsModal, usePackagePlans } from '../plans';
import { DayHeader } from './DayHeader';
import { DayTotalCell } from './DayTotalCell';
import type { GridDay, GridMeal } from './grid-types';
import { MealActionsProvider } from './MealActions';
import type { MealDraft } from './MealModal';
import { derive, type EditorItem, newKey } from './meal-editor';
import { PlannerGrid } from './PlannerGrid';
import classes from './planner.module.css';
import { useMealTimings, useWorkspace, workspaceKey } from './planner-queries';
import type { PrintSettings } from './SidePanel';
import { slotKey, visibleSlots } from './slots';
import { usePlannerActions } from './usePlannerActions';
import { mealTime, toGridMeal } from './workspace-view';

// Drawn after the grid or when first opened, so they load after it too (decision 085): the
// meal editor, the side column and the day-name dialog are half of the planner's code.
const MealModal = lazy(() => import('./MealModal').then((m) => ({ default: m.MealModal })));
const SidePanel = lazy(() => import('./SidePanel').then((m) => ({ default: m.SidePanel })));
const PlanExtrasPanel = lazy(() => import('./PlanExtrasPanel').then((m) => ({ default: m.PlanExtrasPanel })));
const DayNameModal = lazy(() => import('./DayNameModal').then((m) => ({ default: m.DayNameModal })));

/**
 * False until `ready` has been drawn, then true, set in a transition: what waits for it (the side
 * column) renders in time slices after the grid, so a long plan's grid answers clicks as soon as
 * it is drawn.
 */
function useDrawnAfter(ready: boolean) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}

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
  /** The day just added: the grid scrolls to it and focuses its header (it was added off-screen). */
  const [revealDay, setRevealDay] = useState<number | null>(null);

  const [compact, setCompact] = useState(true);
  const [draft, setDraft] = useState<MealDraft | null>(null);
  const [editingDay, setEditingDay] = useState<GridDay | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [targetsOpen, setTargetsOpen] = useState(false);
  const mealModalMounted = useMountedOnce(draft !== null);
  const dayNameMounted = useMountedOnce(editingDay !== null);
  const detailsMounted = useMountedOnce(detailsOpen);
  const emailMounted = useMountedOnce(emailOpen);
  const targetsMounted = useMountedOnce(targetsOpen);
  const [print, setPrint] = useState<PrintSettings>({
    printMode: false,
    layout: 'landscape',
    paper: 'a4',
    hideStats: false,
    hideTime: false,
  });

  const ws = workspace.data;
  // SPEC §2: ?planId= (a preview from the copy list) or print mode disables editing.
  const readOnly = search.has('planId') || print.printMode;
  // A preview opened from another package's copy list: copy it into that package, or go back.
  const copyInto = search.has('planId') ? Number(search.get('into')) || null : null;
  const backTo = (useLocation().state as { back?: string } | null)?.back ?? `/workspace/${copyInto}/create`;
  const [copying, setCopying] = useState(false);
  const preference = ws?.food_preference ?? null;
  // The grid and what is worked out from the plan's meals follow the workspace a moment later, in
  // a render React can interrupt: a query's answer re-renders its readers at once and in one piece
  // (useSyncExternalStore), which for a long plan's grid kept a phone busy some 200 ms before
  // anything was painted. The title and buttons come first; the grid follows in time slices.
  // Only the first drawing waits: after it the grid follows every change at once, so a meal being
  // saved shows as its temporary card at the click, not after the server has answered.
  // (Once a deferred render has been committed, the deferred value is never null again.)
  const deferredWs = useDeferredValue(ws, null);
  const deferredTimings = useDeferredValue(timings.data, null);
  const firstDrawn = deferredWs !== null;
  const gridWs = firstDrawn ? ws : deferredWs;
  const gridTimings = firstDrawn ? timings.data : deferredTimings;
  const format = gridWs?.plan.day_format ?? 'day_numbers';

  const gridMeals = useMemo(() => (gridWs ? gridWs.meals.map(toGridMeal) : []), [gridWs]);
  const days: GridDay[] = useMemo(() => {
    if (!gridWs) return [];
    const counts = new Map<number, number>();
    for (const m of gridWs.meals) counts.set(m.day, (counts.get(m.day) ?? 0) + 1);
    return gridWs.days.map((d) => ({
      day: d.day,
      description: d.dayDescr,
      name: dayName(format, d.day, d.dayDescr),
      mealCount: counts.get(d.day) ?? 0,
    }));
  }, [gridWs, format]);
  // On a phone the grid shows one day with a day switcher (a week of columns is 1.3 days wide).
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [phoneDay, setPhoneDay] = useState(1);
  const oneDay = phone && !print.printMode && days.length > 0;
  const shownDay = days.find((d) => d.day === phoneDay) ?? days[0];
  // One array for as long as the day shown is the same: a new one each render redrew the whole grid.
  const gridDays = useMemo(() => (oneDay && shownDay ? [shownDay] : days), [oneDay, shownDay, days]);
  const totals = useMemo(() => {
    const map = new Map<number, NutrientTotals>();
    for (const m of gridWs?.meals ?? [])
      map.set(m.day, addTotals(map.get(m.day) ?? ZERO_TOTALS, sumItems(m.items)));
    return map;
  }, [gridWs]);
  const standardTimes = useMemo(
    () => new Set((gridTimings ?? []).filter((t) => t.default_time).map((t) => slotKey(t.default_time!))),
    [gridTimings],
  );
  const slots = useMemo(
    () =>
      visibleSlots(
        compact,
        gridMeals.map((m) => m.time),
        standardTimes,
      ),
    [compact, gridMeals, standardTimes],
  );
  const conflictCount = useMemo(
    () => (gridWs?.meals ?? []).reduce((n, m) => n + m.items.filter((i) => i.is_conflict).length, 0),
    [gridWs],
  );

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
    (day: number, time: string) => {
      const [hh, mm] = time.split(':');
      setDraft({
        meal_id: null,
        day,
        dayName: nameOf(day),
        hh,
        mm,
        hypothetical_time: CUSTOM_TIMING,
        description: '',
        items: [],
      });
    },
    [nameOf],
  );

  /** A workspace meal as an editable draft; alternatives point at their main item's row. */
  const draftFrom = useCallback(
    (meal: GridMeal, day: number, time: string, keepId: boolean): MealDraft | null => {
      const source = ws?.meals.find((m) => mealTime(m) === meal.time && m.day === meal.day);
      if (!source) return null;
      const rows = source.items.map((item) => ({ item, key: newKey() }));
      const mainKey = new Map<number, string>();
      for (const r of rows)
        if (r.item.ref_id === null && !mainKey.has(r.item.food_item_id))
          mainKey.set(r.item.food_item_id, r.key);
      const items: EditorItem[] = rows.map(({ item, key }) => ({
        key,
        food: {
          ...item.food,
          id: item.food_item_id,
          name: item.label,
          food_group: item.food_group,
          tags: item.tags ?? null,
        },
        food_item_id: item.food_item_id,
        label: item.label,
        uom: item.value.uom,
        quantity: item.quantity,
        refKey: item.ref_id !== null ? (mainKey.get(item.ref_id) ?? null) : null,
        value: item.value,
        isConflict: item.is_conflict,
        hasAlternatives: false,
        overrideReason: item.override_reason ?? '',
      }));
      const [hh, mm] = time.split(':');
      return {
        meal_id: keepId ? source.meal_id : null,
        day,
        dayName: nameOf(day),
        hh,
        mm,
        hypothetical_time: source.hypothetical_time,
        description: source.description ?? '',
        items: derive(items, preference),
      };
    },
    [ws, nameOf, preference],
  );

  const openEdit = useCallback(
    (meal: GridMeal) => setDraft(draftFrom(meal, meal.day, meal.time, true)),
    [draftFrom],
  );
  const copyTo = useCallback(
    (meal: GridMeal, day: number, time: string) => setDraft(draftFrom(meal, day, time, false)),
    [draftFrom],
  );

  // Stable props, so the memoised grid redraws only when what it shows changes (not when, say,
  // the side panel's plan list arrives).
  const gridPrint = useMemo(
    () => ({ hideStats: print.hideStats, hideTime: print.hideTime }),
    [print.hideStats, print.hideTime],
  );
  const deleteDay = actions.deleteDay;
  const renderDayHeader = useCallback(
    (d: GridDay) => (
      <DayHeader
        day={d}
        days={days}
        dayFormat={format}
        readOnly={readOnly}
        onEdit={setEditingDay}
        onCopyFrom={actions.copyDay}
        onDelete={(day) => deleteDay(day.day)}
        extra={
          <ComputeDayMenu
            planId={planId}
            packageId={packageId}
            day={d}
            days={days}
            onChanged={() => client.invalidateQueries({ queryKey: workspaceKey(planId) })}
          />
        }
      />
    ),
    [days, format, readOnly, actions.copyDay, deleteDay, planId, packageId, client],
  );
  const maxCalories = gridWs?.plan.max_calories ?? null;
  // Said once above the grid: a long plan draws only the columns in view, so a day's own warning
  // may be off screen (and would be announced again each time its column is drawn).
  const overMaxDays = useMemo(
    () => days.filter((d) => isOverMaxCalories(totals.get(d.day) ?? ZERO_TOTALS, maxCalories)),
    [days, totals, maxCalories],
  );
  const meals = gridWs?.meals;
  const renderDayTotal = useCallback(
    (d: GridDay, index: number) => (
      <DayTotalCell day={d} index={index} totals={totals} maxCalories={maxCalories}>
        <DayTargets
          planId={planId}
          day={d.day}
          dayName={d.name}
          totals={totals.get(d.day) ?? ZERO_TOTALS}
          meals={meals ?? []}
        />
      </DayTotalCell>
    ),
    [totals, maxCalories, planId, meals],
  );
  const fullSlots = useMemo(() => (slots.length ? slots : visibleSlots(false, [], [])), [slots]);

  // After the grid, so the side column never appears above a grid still to come (a layout shift).
  const sideDrawn = useDrawnAfter(Boolean(gridWs));

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
    setEmailOpen(true);
  };

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h3">
            {ws.plan.description || 'Nutrition Plan'}
          </Title>
          <Text size="sm" c="gray.7">
            {ws.plan.client_name} {ws.plan.last_name} · {ws.package.category}
            {ws.package.sub_category ? ` / ${ws.package.sub_category}` : ''}
            {preference ? ` · ${preference}` : ''}
            {ws.plan.max_calories ? ` · max ${ws.plan.max_calories} kcal/day` : ''}
          </Text>
        </div>
        <Group gap="xs" className={classes.noPrint}>
          {readOnly && <Badge color="gray">{print.printMode ? 'Print mode' : 'Preview'}</Badge>}
          {copyInto && (
            <>
              <Button variant="default" component={Link} to={backTo}>
                Back to the plans to copy
              </Button>
              <Button color="teal.9" onClick={() => setCopying(true)}>
                Copy this plan
              </Button>
            </>
          )}
          <Switch
            label="Compact view"
            checked={compact}
            onChange={(e) => setCompact(e.currentTarget.checked)}
          />
          <Button
            variant="default"
            leftSection={<IconFileDescription size={16} aria-hidden />}
            onClick={() => setDetailsOpen(true)}
            disabled={readOnly}
          >
            Plan Details
          </Button>
          <Button variant="default" onClick={() => setTargetsOpen(true)} disabled={readOnly}>
            Targets
          </Button>
          <Button
            color="teal.9"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={async () => {
              const day = await actions.addDay();
              if (day) setPhoneDay(day);
              setRevealDay(day);
            }}
            disabled={readOnly}
          >
            Add a Day
          </Button>
        </Group>
      </Group>
      {/* The warnings and the grid appear together, a moment after the title (gridWs): nothing that
          is already on screen moves when they do. */}
      {!gridWs ? (
        <Loading />
      ) : (
        <>
          {!print.printMode && conflictCount > 0 && (
            <PlanWarning color="orange" testId="plan-conflicts">
              {conflictCount} {conflictCount === 1 ? 'item conflicts' : 'items conflict'} with the food
              preference ({preference}). They are marked in the grid.
            </PlanWarning>
          )}
          {!print.printMode && overMaxDays.length > 0 && (
            <PlanWarning color="red" testId="plan-over-max">
              {overMaxSummary(overMaxDays, days.length)} over the maximum of {maxCalories} kcal a day.
            </PlanWarning>
          )}
          <Grid gap="sm">
            {/* The grid takes the full width (a week fits at 1440 px); the side panel sits below it. */}
            <Grid.Col span={12}>
              {days.length === 0 ? (
                <Alert color="gray">This plan has no days yet. Press 'Add a Day' to start.</Alert>
              ) : (
                <>
                  {oneDay && shownDay && (
                    <DaySwitcher days={days} day={shownDay.day} onChange={setPhoneDay} />
                  )}
                  <MealActionsProvider planId={planId} days={days} meals={gridMeals}>
                    <PlannerGrid
                      days={gridDays}
                      meals={gridMeals}
                      slots={fullSlots}
                      standardTimes={standardTimes}
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
            <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
              {sideDrawn && (
                <Suspense fallback={null}>
                  <SidePanel
                    packageId={packageId}
                    clientId={ws.package.client_id}
                    planId={planId}
                    plans={selectorPlans}
                    print={print}
                    onPrint={(patch) => setPrint((p) => ({ ...p, ...patch }))}
                    onPrintNow={printNow}
                    onEmail={emailNow}
                  />
                  <div style={{ marginTop: 12 }} className={classes.noPrint}>
                    <PlanExtrasPanel key={ws.plan.id} ws={ws} readOnly={readOnly} />
                  </div>
                </Suspense>
              )}
            </Grid.Col>
          </Grid>
        </>
      )}
      {copyInto && (
        <Suspense fallback={null}>
          <CopyPlanModal
            source={
              copying
                ? { id: ws.plan.id, package_id: ws.plan.package_id, description: ws.plan.description }
                : null
            }
            packageId={copyInto}
            onClose={() => setCopying(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {emailMounted && (
          <EmailPlanModal
            opened={emailOpen}
            onClose={() => setEmailOpen(false)}
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
            preference={preference}
            restrictions={ws?.restrictions}
            timings={timings.data ?? []}
            onClose={() => setDraft(null)}
            onSave={async (d) => {
              if (await actions.saveMeal(d)) setDraft(null);
            }}
            onDelete={async (mealId) => {
              setDraft(null);
              await actions.deleteMeal(mealId);
            }}
          />
        )}
        {dayNameMounted && (
          <DayNameModal day={editingDay} onClose={() => setEditingDay(null)} onSave={actions.editDay} />
        )}
        {targetsMounted && (
          <TargetsModal planId={planId} opened={targetsOpen} onClose={() => setTargetsOpen(false)} />
        )}
        {detailsMounted && (
          <PlanDetailsModal
            plan={detailsOpen ? ws.plan : null}
            onClose={() => setDetailsOpen(false)}
            onSaved={() => {
              client.invalidateQueries({ queryKey: workspaceKey(planId) });
              packagePlans.refetch();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** 'Day 2 is', 'Day 2, Day 5 are', 'Every day is', or the first five and how many more. */
function overMaxSummary(over: readonly GridDay[], dayCount: number): string {
  if (over.length === dayCount && dayCount > 1) return 'Every day is';
  if (over.length === 1) return `${over[0].name} is`;
  const shown = over.slice(0, 5).map((d) => d.name);
  const more = over.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more days` : ''} are`;
}

/** A warning for the nutritionist above the grid; never on the client's printout. */
function PlanWarning({ color, testId, children }: { color: string; testId: string; children: ReactNode }) {
  return (
    <Alert
      color={color}
      icon={<IconAlertTriangle size={18} />}
      mb="sm"
      className={classes.noPrint}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** The phone's day switcher: previous / a list of the days / next. */
function DaySwitcher({
  days,
  day,
  onChange,
}: {
  days: GridDay[];
  day: number;
  onChange: (day: number) => void;
}) {
  const index = days.findIndex((d) => d.day === day);
  return (
    <Group gap="xs" mb="xs" wrap="nowrap" data-testid="day-switcher">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous day"
        disabled={index <= 0}
        onClick={() => onChange(days[index - 1].day)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Select
        aria-label="Day shown"
        data={days.map((d) => ({ value: String(d.day), label: `${d.name} · ${d.mealCount} meals` }))}
        value={String(day)}
        onChange={(v) => v && onChange(Number(v))}
        allowDeselect={false}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next day"
        disabled={index >= days.length - 1}
        onClick={() => onChange(days[index + 1].day)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
