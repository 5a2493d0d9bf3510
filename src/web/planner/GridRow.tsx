import { memo } from 'react';
import { EmptyCell } from './EmptyCell';
import type { GridColumn, GridMeal, PrintOptions } from './grid-types';
import { MealCard } from './MealCard';
import classes from './planner.module.css';
import { slotLabel } from './slots';

type Props = {
  rowIndex: number;
  time: string;
  /** The day columns drawn (all of them, or those in view). */
  cols: GridColumn[];
  /** Width in px of the columns left out after the last one drawn. */
  trailing: number;
  /** The meals of this slot, by day number. */
  meals: Map<number, GridMeal> | undefined;
  /** Height in px the row keeps whichever columns are drawn (its tallest meal in any day). */
  minHeight: number;
  standard: boolean;
  /** Column (day index) of the keyboard-focusable cell in this row, or -1. */
  activeCol: number;
  readOnly: boolean;
  print: PrintOptions;
  onAdd: (day: number, time: string) => void;
  onOpen: (meal: GridMeal) => void;
};

/**
 * Stands for the day columns not drawn, so the drawn ones sit where they belong and the scroll
 * width is the whole plan's. Hidden from assistive technology (cells carry aria-colindex).
 */
export function Gap({ width, head = false }: { width: number; head?: boolean }) {
  if (width <= 0) return null;
  return (
    <td
      aria-hidden="true"
      className={head ? `${classes.gap} ${classes.gapHead}` : classes.gap}
      style={{ width, minWidth: width }}
    />
  );
}

/** One quarter-hour row. Memoised: a save or a focus move re-renders only the rows it touches. */
export const GridRow = memo(function GridRow({
  rowIndex,
  time,
  cols,
  trailing,
  meals,
  minHeight,
  standard,
  activeCol,
  readOnly,
  print,
  onAdd,
  onOpen,
}: Props) {
  const rowClass = [standard ? classes.standard : '', time.endsWith(':00') ? classes.hourStart : ''].join(
    ' ',
  );
  return (
    <tr className={rowClass}>
      <th
        scope="row"
        className={classes.timeHead}
        aria-colindex={1}
        style={minHeight ? { height: minHeight } : undefined}
      >
        {print.hideTime ? '' : slotLabel(time)}
      </th>
      {cols.flatMap(({ day: d, index: c, gap }) => {
        const meal = meals?.get(d.day);
        const cellRef = `${rowIndex}:${c}`;
        return [
          <Gap key={`gap-${d.day}`} width={gap} />,
          <td key={d.day} aria-colindex={c + 2}>
            {meal ? (
              <MealCard
                meal={meal}
                dayName={d.name}
                readOnly={readOnly}
                tabbable={activeCol === c}
                cellRef={cellRef}
                print={print}
                onOpen={onOpen}
              />
            ) : (
              <EmptyCell
                day={d.day}
                time={time}
                dayName={d.name}
                readOnly={readOnly}
                tabbable={activeCol === c}
                cellRef={cellRef}
                onAdd={onAdd}
              />
            )}
          </td>,
        ];
      })}
      <Gap width={trailing} />
    </tr>
  );
});
