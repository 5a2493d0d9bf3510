import { useDraggable } from '@dnd-kit/core';
import { Menu } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconArrowsMove,
  IconCopy,
  IconDots,
  IconGripVertical,
  IconReplace,
} from '@tabler/icons-react';
import { memo } from 'react';
import { whole } from './figures';
import type { GridMeal, PrintOptions } from './grid-types';
import { useMealActions } from './MealActions';
import classes from './planner.module.css';
import { slotLabel } from './slots';

type Props = {
  meal: GridMeal;
  dayName: string;
  readOnly: boolean;
  tabbable: boolean;
  cellRef: string;
  print: PrintOptions;
  onOpen: (meal: GridMeal) => void;
};

/** A meal in its cell: click to edit, grip to drag a copy onto an empty cell. */
export const MealCard = memo(function MealCard({
  meal,
  dayName,
  readOnly,
  tabbable,
  cellRef,
  print,
  onOpen,
}: Props) {
  const dragDisabled = readOnly || meal.temporary || meal.meal_id === null;
  const actions = useMealActions();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `meal|${meal.key}`,
    data: { meal },
    disabled: dragDisabled,
  });
  const title = `${meal.hypothetical_time}, ${dayName} ${slotLabel(meal.time)}`;
  const className = [
    classes.meal,
    meal.temporary ? classes.mealTemporary : '',
    meal.hasConflict ? classes.mealConflict : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      style={isDragging ? { outline: '2px solid var(--mantine-color-teal-6)' } : undefined}
      data-testid="meal-card"
      data-day={meal.day}
      data-time={meal.time}
      aria-busy={meal.temporary || undefined}
    >
      <button
        type="button"
        className={classes.mealBody}
        onClick={() => onOpen(meal)}
        disabled={readOnly}
        tabIndex={tabbable ? 0 : -1}
        data-cell={cellRef}
      >
        {/* The name is the visible text with this prefix (label-in-name), not a separate label. */}
        <span className="sr-only">
          Edit meal, {dayName}
          {meal.temporary ? ' (saving)' : ''}:{' '}
        </span>
        <div className={classes.mealTitle}>
          {meal.hypothetical_time}
          {/* '06:00 AM' never splits over two lines in a narrow column. */}
          {!print.hideTime && meal.hypothetical_time !== 'Custom' ? (
            <>
              {' · '}
              <span className={classes.nowrap}>{slotLabel(meal.time)}</span>
            </>
          ) : (
            ''
          )}
          {meal.hasConflict && (
            <IconAlertTriangle
              size={13}
              color="var(--mantine-color-orange-7)"
              style={{ marginLeft: 4, verticalAlign: -2 }}
              aria-label="Food preference conflict"
            />
          )}
        </div>
        {meal.items.map((item) => (
          <div
            key={item.key}
            className={`${classes.itemLine} ${item.alternative ? classes.alternative : ''} ${item.measured ? classes.measured : ''}`}
          >
            <span>
              {item.alternative ? 'or ' : ''}
              {item.label}
              {item.is_conflict && <span className="sr-only"> (conflicts with food preference)</span>}
              {item.notServed && (
                <span
                  style={{ display: 'block', color: 'var(--mantine-color-red-9)', fontWeight: 600 }}
                  title={`Not for this client: ${item.notServed}. Left out of the PDF and the client's page until changed or kept with a reason.`}
                  data-testid="item-not-served"
                >
                  (not for this client: {item.notServed})
                </span>
              )}
              {item.override && (
                <span
                  className={classes.nowrap}
                  style={{ color: 'var(--mantine-color-red-9)', fontWeight: 600 }}
                  title={`Kept despite the client's restrictions: ${item.override}`}
                  data-testid="item-override"
                >
                  {' '}
                  (override)
                </span>
              )}
            </span>
            <span style={{ whiteSpace: 'nowrap' }} data-testid="item-amount">
              {item.amount}
            </span>
          </div>
        ))}
        {meal.description && <div className={classes.mealNote}>{meal.description}</div>}
        {!print.hideStats && (
          <div className={classes.mealKcal} data-testid="meal-kcal">
            {whole(meal.kcal)} kcal
          </div>
        )}
      </button>
      {!dragDisabled && (
        <button
          type="button"
          title="Drag onto an empty cell to copy (Space to pick up with the keyboard)"
          ref={setNodeRef}
          className={classes.handle}
          {...attributes}
          {...listeners}
          tabIndex={tabbable ? 0 : -1}
          aria-label={`Copy meal ${title}: pick up, move with arrow keys, drop with Space`}
          data-testid="meal-drag-handle"
        >
          <IconGripVertical size={14} aria-hidden />
        </button>
      )}
      {!dragDisabled && actions && (
        <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <button
              type="button"
              className={`${classes.handle} ${classes.actions}`}
              tabIndex={tabbable ? 0 : -1}
              aria-label={`Meal actions: ${title}`}
              title="Move, copy or swap a dish of this meal"
              data-testid="meal-actions"
            >
              <IconDots size={14} aria-hidden />
            </button>
          </Menu.Target>
          <Menu.Dropdown>
            {meal.items.length > 0 && (
              <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={() => actions.swap(meal)}>
                Swap a dish…
              </Menu.Item>
            )}
            {meal.items.length > 0 && (
              <Menu.Item leftSection={<IconReplace size={14} />} onClick={() => actions.swapWeek(meal)}>
                Swap on all days…
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => actions.move(meal)}>
              Move…
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => actions.copy(meal, 'next_day')}>
              Copy to next day
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => actions.copy(meal, 'all_days')}>
              Copy to all days
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
});
