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
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { GridRow } from './GridRow';
import { type GridDay, type GridMeal, type PrintOptions, parseCellId } from './grid-types';
import { cellKeyboardCoordinates } from './keyboard-drag';
import classes from './planner.module.css';
import { slotKey, slotLabel } from './slots';

type Props = {
  days: GridDay[];
  meals: GridMeal[];
  slots: string[];
  standardTimes: Set<string>;
  readOnly: boolean;
  print: PrintOptions;
  renderDayHeader: (day: GridDay) => ReactNode;
  /** The totals row (a <tr>), drawn as the table footer. */
  totalsRow?: ReactNode;
  onAdd: (day: number, time: string) => void;
  onOpen: (meal: GridMeal) => void;
  /** A meal dropped on an empty cell: open it there as a copy (SPEC §4). */
  onCopyTo: (meal: GridMeal, day: number, time: string) => void;
};

/** Mouse: the cell under the pointer. Keyboard (no pointer): the cell nearest the dragged card. */
const collision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Days as columns, quarter hours as rows. One cell at a time is in the Tab order (roving
 * tabindex); arrow keys move between cells, Home/End to the row's ends.
 */
export function PlannerGrid({
  days,
  meals,
  slots,
  standardTimes,
  readOnly,
  print,
  renderDayHeader,
  totalsRow,
  onAdd,
  onOpen,
  onCopyTo,
}: Props) {
  const [active, setActive] = useState<{ r: number; c: number }>({ r: 0, c: 0 });
  const [dragged, setDragged] = useState<GridMeal | null>(null);
  const dragging = useRef(false);
  const tableRef = useRef<HTMLTableElement>(null);

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
    setActive({ r: nr, c: nc });
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
      <div className={classes.scroller} data-testid="planner-grid">
        <table
          ref={tableRef}
          className={classes.grid}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          aria-label="Nutrition plan grid: days by time of day"
        >
          <thead>
            <tr>
              <th className={classes.corner} scope="col">
                <span className="sr-only">Time</span>
              </th>
              {days.map((d) => (
                <th key={d.day} scope="col" className={classes.dayHead} data-testid={`day-head-${d.day}`}>
                  {renderDayHeader(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((time, i) => (
              <GridRow
                key={time}
                rowIndex={i}
                time={time}
                days={days}
                meals={bySlot.get(time)}
                standard={standardTimes.has(time)}
                activeCol={i === r ? c : -1}
                readOnly={readOnly}
                print={print}
                onAdd={onAdd}
                onOpen={onOpen}
              />
            ))}
          </tbody>
          {totalsRow && <tfoot>{totalsRow}</tfoot>}
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
}
