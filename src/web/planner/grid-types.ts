/**
 * What the grid draws. A meal on screen is either saved (meal_id set) or temporary: shown at
 * once after Save, then replaced by the server's answer (SPEC §4).
 */
export type GridItem = {
  key: string;
  /** The meal item's id (a swap names it); negative on a temporary meal. */
  item_id: number;
  label: string;
  quantity: number;
  uom: string;
  /** As the card prints it: "2 phulka (64 g)" for a household measure, else "150 g". */
  amount: string;
  /** In a household measure: the amount is longer, so it may go under the name. */
  measured: boolean;
  kcal: number;
  is_conflict: boolean;
  /** Why a food the client must not have was kept (issue 26); null when none was needed. */
  override: string | null;
  /** Why the client may not be served it on this day (no override): left out of the PDF and the client's page. */
  notServed: string | null;
  /** True when this item is an optional alternative to another item (ref_id set). */
  alternative: boolean;
};

export type GridMeal = {
  key: string;
  meal_id: number | null;
  day: number;
  time: string;
  hypothetical_time: string;
  description: string | null;
  items: GridItem[];
  kcal: number;
  temporary?: boolean;
  hasConflict: boolean;
};

export type GridDay = { day: number; description: string | null; name: string; mealCount: number };

export type PrintOptions = { hideStats: boolean; hideTime: boolean };

/** Id of an empty cell as a drop target. */
export const cellId = (day: number, time: string) => `cell|${day}|${time}`;
export function parseCellId(id: string): { day: number; time: string } | null {
  const [kind, day, time] = id.split('|');
  return kind === 'cell' ? { day: Number(day), time } : null;
}

/**
 * A day column the grid draws. Long plans draw only the columns in view (PlannerGrid): `index`
 * is the column's place among all days, `gap` the width in px of the columns left out before it.
 */
export type GridColumn = { day: GridDay; index: number; gap: number };
