import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ENERGY_SHARES_HELP } from '../../shared/nutrition';
import { Gap, GridRow } from './GridRow';
import { type GridColumn, type GridDay, type GridMeal, type PrintOptions, parseCellId } from './grid-types';
import { cellKeyboardCoordinates } from './keyboard-drag';
import classes from './planner.module.css';
import { rowHeights } from './row-height';
import { slotKey, slotLabel } from './slots';

type Props = {
  /** A day to scroll into view and focus (its header), e.g. the one 'Add a Day' just made. */
  revealDay?: number | null;
  days: GridDay[];
  meals: GridMeal[];
  slots: string[];
  standardTimes: Set<string>;
  readOnly: boolean;
  print: PrintOptions;
  /** Draw every day column, not only those in view (print mode). */
  allDays: boolean;
  renderDayHeader: (day: GridDay) => ReactNode;
  /** A day's cell (a <td>) of the totals row, drawn as the table footer; none without it. */
  renderDayTotal?: (day: GridDay, index: number) => ReactNode;
  onAdd: (day: number, time: string) => void;
  onOpen: (meal: GridMeal) => void;
  /** A meal dropped on an empty cell: open it there as a copy (SPEC §4). */
  onCopyTo: (meal: GridMeal, day: number, time: string) => void;
};

/** Mouse: the cell under the pointer. Keyboard (no pointer): the cell nearest the dragged card. */
const collision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * Where dragging near an edge scrolls the grid. dnd-kit's default zone is the outer 20 % of the
 * scroller (144 px of a 720 px grid), but the sticky day heads and the totals row (about 110 px
 * with the target bars) already cover the bottom and top of it: a pointer resting on the last rows
 * in view scrolled the grid under it, and the copy landed one to three rows below where the
 * nutritionist let go (issue 34). Now the grid scrolls only when the pointer is on the totals row
 * or the day heads, where there is no cell to drop on.
 */
const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.06 } };

/** Width of a day column and of the time column (planner.module.css). */
/** planner.module.css .dayHead; row-height.ts measures text for this width. */
const DAY_WIDTH = 152;
const TIME_WIDTH = 84;
/** Plans up to a week draw every column; longer ones the columns in view and one either side. */
const DRAW_ALL_UP_TO = 7;

/**
 * True while the page is being printed (or print media is emulated): paper gets every day, even
 * when the user prints with the browser's own command rather than the side panel's print mode.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    // beforeprint must leave the whole grid in the DOM before the browser lays out the pages.
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(media?.matches ?? false);
    const change = () => (media?.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      media?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Days as columns, quarter hours as rows. One cell at a time is in the Tab order (roving
 * tabindex); arrow keys move between cells, Home/End to the row's ends.
 *
 * A plan longer than a week draws only the day columns in view, one either side, the column of
 * the keyboard-focusable cell and the column of a meal being dragged (@tanstack/react-virtual,
 * horizontally); empty cells of the table stand for the rest, so the scroll width is the whole
 * plan's. Only drawn cells are drop targets: dragging towards the edge scrolls the grid (dnd-kit's
 * auto-scroll, or the keyboard sensor scrolling the next cell into view), which draws the next
 * columns. Print mode and printing draw every column.
 */
export const PlannerGrid = memo(function PlannerGrid({
  days,
  meals,
  slots,
  standardTimes,
  readOnly,
  print,
  allDays,
  renderDayHeader,
  renderDayTotal,
  onAdd,
  onOpen,
  onCopyTo,
  revealDay,
}: Props) {
  const [active, setActive] = useState<{ r: number; c: number }>({ r: 0, c: 0 });
  const [dragged, setDragged] = useState<GridMeal | null>(null);
  const dragging = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const printing = usePrinting();
  const drawAll = allDays || printing || days.length <= DRAW_ALL_UP_TO;

  const bySlot = useMemo(() => {
    const map = new Map<string, Map<number, GridMeal>>();
    for (const meal of meals) {
      const key = slotKey(meal.time);
      const row = map.get(key) ?? new Map<number, GridMeal>();
      row.set(meal.day, meal);
      map.set(key, row);
    }
    return map;
  }, [meals]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    dragging.current = true;
    setDragged((event.active.data.current as { meal: GridMeal }).meal);
  }, []);

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      dragging.current = false;
      setDragged(null);
      const target = event.over ? parseCellId(String(event.over.id)) : null;
      const meal = (event.active.data.current as { meal: GridMeal } | undefined)?.meal;
      if (target && meal) onCopyTo(meal, target.day, target.time);
    },
    [onCopyTo],
  );

  const onDragCancel = useCallback(() => {
    dragging.current = false;
    setDragged(null);
  }, []);

  const r = Math.min(active.r, slots.length - 1);
  const c = Math.min(active.c, days.length - 1);

  // Columns drawn whatever the scroll position: the focusable cell's, and the dragged meal's
  // (its card must stay mounted while dnd-kit drags it).
  const draggedCol = dragged ? days.findIndex((d) => d.day === dragged.day) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const pinned of [c, draggedCol])
        if (pinned >= 0 && pinned < range.count && !indexes.includes(pinned)) indexes.push(pinned);
      return indexes.sort((a, b) => a - b);
    },
    [c, draggedCol],
  );
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: days.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => DAY_WIDTH,
    scrollMargin: TIME_WIDTH,
    overscan: 1,
    rangeExtractor,
    // Before the scroller is measured, assume it is as wide as the window (never too few columns).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    enabled: !drawAll,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new day is to be shown
  useEffect(() => {
    if (!revealDay) return;
    const index = days.findIndex((d) => d.day === revealDay);
    if (index < 0) return;
    if (!drawAll) virtualizer.scrollToIndex(index, { align: 'end' });
    // Two frames: the column is drawn after the scroll, then it can take focus.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const head = scrollerRef.current?.querySelector<HTMLElement>(`[data-testid="day-head-${revealDay}"]`);
        head?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        head?.focus();
      }),
    );
  }, [revealDay, days.length]);
  const items = drawAll ? null : virtualizer.getVirtualItems();
  const drawnKey = items ? items.map((i) => i.index).join(',') : 'all';
  const totalWidth = drawAll ? 0 : virtualizer.getTotalSize();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawn columns are named by drawnKey
  const { cols, trailing } = useMemo(() => {
    if (!items) return { cols: days.map((day, index) => ({ day, index, gap: 0 })), trailing: 0 };
    let end = TIME_WIDTH;
    const drawn: GridColumn[] = [];
    for (const item of items) {
      const day = days[item.index];
      if (!day) continue;
      drawn.push({ day, index: item.index, gap: item.start - end });
      end = item.end;
    }
    return { cols: drawn, trailing: totalWidth + TIME_WIDTH - end };
  }, [drawnKey, days, totalWidth]);

  const heights = useMemo(() => (drawAll ? null : rowHeights(bySlot, print)), [drawAll, bySlot, print]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (dragging.current) return;
    const target = event.target as HTMLElement;
    const ref =
      target.getAttribute('data-cell') ??
      target.closest('td')?.querySelector('[data-cell]')?.getAttribute('data-cell');
    if (!ref || target.closest('thead')) return;
    const [row, col] = ref.split(':').map(Number);
    let next: [number, number] | null = null;
    if (ARROWS[event.key]) next = [row + ARROWS[event.key][0], col + ARROWS[event.key][1]];
    else if (event.key === 'Home') next = [row, 0];
    else if (event.key === 'End') next = [row, days.length - 1];
    if (!next) return;
    const [nr, nc] = next;
    if (nr < 0 || nc < 0 || nr >= slots.length || nc >= days.length) return;
    event.preventDefault();
    // Drawn at once (the focusable cell's column always is), then focused, which scrolls it in.
    flushSync(() => setActive({ r: nr, c: nc }));
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${nr}:${nc}"]`)?.focus();
  }

  function onFocus(event: React.FocusEvent<HTMLTableElement>) {
    const ref = (event.target as HTMLElement).getAttribute('data-cell');
    if (!ref) return;
    const [row, col] = ref.split(':').map(Number);
    if (row !== r || col !== c) setActive({ r: row, c: col });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        announcements: {
          onDragStart: () =>
            'Picked up the meal. Use the arrow keys to choose an empty cell, Space to drop a copy there, Escape to cancel.',
          onDragOver: ({ over }) => {
            const cell = over ? parseCellId(String(over.id)) : null;
            const day = cell && days.find((d) => d.day === cell.day);
            return cell && day ? `Over ${day.name} ${slotLabel(cell.time)}.` : 'Not over an empty cell.';
          },
          onDragEnd: ({ over }) =>
            over
              ? 'Dropped: the copy opens in the meal editor.'
              : 'Dropped outside the grid: nothing copied.',
          onDragCancel: () => 'Copy cancelled.',
        },
      }}
    >
      {/* Read-only (print mode, preview), the cells are disabled: the scroller itself takes focus
          so the keyboard can still scroll it (axe scrollable-region-focusable). */}
      <div
        ref={scrollerRef}
        className={classes.scroller}
        data-testid="planner-grid"
        {...(readOnly ? { tabIndex: 0, role: 'region', 'aria-label': 'Nutrition plan (read only)' } : {})}
      >
        <table
          ref={tableRef}
          className={classes.grid}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          aria-label="Nutrition plan grid: days by time of day"
          aria-colcount={days.length + 1}
        >
          <thead>
            <tr>
              <th className={classes.corner} scope="col" aria-colindex={1}>
                <span className="sr-only">Time</span>
              </th>
              {cols.flatMap(({ day: d, index, gap }) => [
                <Gap key={`gap-${d.day}`} width={gap} head />,
                <th
                  key={d.day}
                  scope="col"
                  className={classes.dayHead}
                  aria-colindex={index + 2}
                  data-testid={`day-head-${d.day}`}
                  tabIndex={-1}
                >
                  {renderDayHeader(d)}
                </th>,
              ])}
              <Gap width={trailing} head />
            </tr>
          </thead>
          <tbody>
            {slots.map((time, i) => (
              <GridRow
                key={time}
                rowIndex={i}
                time={time}
                cols={cols}
                trailing={trailing}
                meals={bySlot.get(time)}
                minHeight={heights?.get(time) ?? 0}
                standard={standardTimes.has(time)}
                activeCol={i === r ? c : -1}
                readOnly={readOnly}
                print={print}
                onAdd={onAdd}
                onOpen={onOpen}
              />
            ))}
          </tbody>
          {renderDayTotal && (
            <tfoot>
              <tr className={classes.totals}>
                <th scope="row" className={classes.timeHead} aria-colindex={1}>
                  Day total
                  <span className={classes.sharesHelp} title={ENERGY_SHARES_HELP} data-testid="shares-help">
                    % of kcal: C and P × 4, F × 9
                  </span>
                </th>
                {cols.flatMap(({ day: d, index, gap }) => [
                  <Gap key={`gap-${d.day}`} width={gap} />,
                  <Fragment key={d.day}>{renderDayTotal(d, index)}</Fragment>,
                ])}
                <Gap width={trailing} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper shadow="md" p={6} withBorder style={{ width: 190, cursor: 'grabbing' }}>
            <Text size="xs" fw={700} c="teal.9">
              {dragged.hypothetical_time} · copy
            </Text>
            {dragged.items.slice(0, 4).map((item) => (
              <Text key={item.key} size="xs" truncate>
                {item.label}
              </Text>
            ))}
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
});
