import { floor2 } from '../../shared/nutrition';
import type { GridMeal, PrintOptions } from './grid-types';

/*
 * A long plan draws only the day columns in view, so a row's height cannot come from the tallest
 * card of the row as the browser lays it out: it would change while scrolling sideways, as taller
 * or shorter cards come into view. Each row is instead given at least the estimated height of its
 * tallest meal on any day. The figures follow planner.module.css (a 152 px column, 14 px item
 * lines and 12 px title, note and kcal lines at line-height 1.3); text is measured by an average
 * character width a little above the system font's, so the estimate errs on the tall side.
 */

/** Space the card's text has: column 152 − cell padding 4 − card borders 5 − body padding 32. */
const TEXT_WIDTH = 111;
const ITEM_LINE = 18.2;
const SMALL_LINE = 15.6;
const ITEM_CHAR = 6.6;
const SMALL_CHAR = 6.5;
/** Cell padding 4 + its bottom border 1 + an hour's top border 1, card borders 2 + body padding 8. */
const FRAME = 16;

const linesFor = (chars: number, charWidth: number, width: number) =>
  Math.max(1, Math.ceil((chars * charWidth) / width));

export function estimateMealHeight(meal: GridMeal, print: PrintOptions): number {
  const title = meal.hypothetical_time.length + (print.hideTime ? 0 : 11) + (meal.hasConflict ? 3 : 0);
  // The time ('06:00 AM') does not break, so a title longer than a line puts it on a line of its own.
  const titleLines =
    print.hideTime || linesFor(title, SMALL_CHAR, TEXT_WIDTH) === 1
      ? linesFor(title, SMALL_CHAR, TEXT_WIDTH)
      : linesFor(title - 8, SMALL_CHAR, TEXT_WIDTH) + 1;
  let height = FRAME + titleLines * SMALL_LINE;
  for (const item of meal.items) {
    if (item.measured) {
      // "1 katori (150 g)" goes under the name when both do not fit: counted as a line of its own.
      height +=
        (linesFor(item.label.length + (item.alternative ? 3 : 0), ITEM_CHAR, TEXT_WIDTH) + 1) * ITEM_LINE;
      continue;
    }
    const quantity = `${floor2(item.quantity)} ${item.uom}`.length * ITEM_CHAR + 6;
    const label = item.label.length + (item.alternative ? 3 : 0);
    const width = TEXT_WIDTH - (item.alternative ? 10 : 0) - quantity;
    height += linesFor(label, ITEM_CHAR, Math.max(width, 40)) * ITEM_LINE;
  }
  if (meal.description) height += linesFor(meal.description.length, SMALL_CHAR, TEXT_WIDTH) * SMALL_LINE;
  if (!print.hideStats) height += SMALL_LINE;
  return Math.ceil(height);
}

/** The height each slot's row keeps: its tallest meal on any day (0 for a row of empty cells). */
export function rowHeights(bySlot: Map<string, Map<number, GridMeal>>, print: PrintOptions) {
  const heights = new Map<string, number>();
  for (const [slot, meals] of bySlot) {
    let tallest = 0;
    for (const meal of meals.values()) tallest = Math.max(tallest, estimateMealHeight(meal, print));
    heights.set(slot, tallest);
  }
  return heights;
}
