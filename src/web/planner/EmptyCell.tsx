import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { cellId } from './grid-types';
import classes from './planner.module.css';
import { slotLabel } from './slots';

type Props = {
  day: number;
  time: string;
  dayName: string;
  readOnly: boolean;
  tabbable: boolean;
  cellRef: string;
  onAdd: (day: number, time: string) => void;
};

/** An empty slot: click (or Enter) to add a meal; a drop target for copying a meal. */
export const EmptyCell = memo(function EmptyCell({
  day,
  time,
  dayName,
  readOnly,
  tabbable,
  cellRef,
  onAdd,
}: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(day, time), disabled: readOnly });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`${classes.emptyCell} ${isOver ? classes.dropTarget : ''}`}
      onClick={() => onAdd(day, time)}
      disabled={readOnly}
      tabIndex={tabbable ? 0 : -1}
      data-cell={cellRef}
      data-testid={`cell-${day}-${time}`}
      aria-label={`Add meal, ${dayName} ${slotLabel(time)}`}
    >
      {isOver ? 'Drop to copy here' : '+'}
    </button>
  );
});
