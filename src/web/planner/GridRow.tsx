import { memo } from 'react';
import { EmptyCell } from './EmptyCell';
import type { GridDay, GridMeal, PrintOptions } from './grid-types';
import { MealCard } from './MealCard';
import classes from './planner.module.css';
import { slotLabel } from './slots';

type Props = {
  rowIndex: number;
  time: string;
  days: GridDay[];
  /** The meals of this slot, by day number. */
  meals: Map<number, GridMeal> | undefined;
  standard: boolean;
  /** Column of the keyboard-focusable cell in this row, or -1. */
  activeCol: number;
  readOnly: boolean;
  print: PrintOptions;
  onAdd: (day: number, time: string) => void;
  onOpen: (meal: GridMeal) => void;
};

/** One quarter-hour row. Memoised: a save or a focus move re-renders only the rows it touches. */
export const GridRow = memo(function GridRow({
  rowIndex,
  time,
  days,
  meals,
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
      <th scope="row" className={classes.timeHead}>
        {print.hideTime ? '' : slotLabel(time)}
      </th>
      {days.map((d, c) => {
        const meal = meals?.get(d.day);
        const cellRef = `${rowIndex}:${c}`;
        return (
          <td key={d.day}>
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
          </td>
        );
      })}
    </tr>
  );
});
