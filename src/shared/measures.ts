/**
 * A meal item's amount in words (issue 27): the household measure first, grams beside it —
 * "2 phulka (64 g)", "1½ katori (225 g)" — or the quantity in its unit ("150 g") when the item has
 * no measure. Counts step in halves.
 */
export type ItemAmount = {
  quantity: number;
  uom?: string | null;
  measure_label?: string | null;
  measure_count?: number | null;
  /** The food's facts: a drink (`liquid`) reads in ml. */
  facts?: { liquid?: boolean } | null;
};

/**
 * The unit an amount is shown in: a drink's grams read as ml (issue 53 point 7, decision 310).
 * 1 g is taken as 1 ml, the starter library's household convention (a glass 200 ml = 200 g,
 * decision 162); milk's density of about 1.03 makes that 3 % at most, less than a glass varies.
 */
export function shownUnit(uom: string | null | undefined, facts?: { liquid?: boolean } | null): string {
  const unit = uom || 'g';
  return unit === 'g' && facts?.liquid ? 'ml' : unit;
}

/** Counts of a household measure step in halves: ½, 1, 1½ … up to this. */
export const MAX_MEASURE_COUNT = 20;
export const MEASURE_COUNT_MESSAGE = `Please give a count in halves (½, 1, 1½ …) up to ${MAX_MEASURE_COUNT}`;

export function countText(count: number): string {
  const whole = Math.floor(count);
  const half = count - whole >= 0.5 - 1e-9;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

const gramsText = (quantity: number, uom?: string | null) =>
  `${Math.round(quantity * 10) / 10} ${uom || 'g'}`;

export function amountText(item: ItemAmount): string {
  const unit = shownUnit(item.uom, item.facts);
  if (item.measure_label && item.measure_count) {
    return `${countText(item.measure_count)} ${item.measure_label} (${gramsText(item.quantity, unit)})`;
  }
  return gramsText(item.quantity, unit);
}

/**
 * The step a plan serves a household measure in (issue 53 point 7, decision 310): a piece (a roti,
 * an idli, a vada, a paratha) whole, since nobody serves "2½ idli"; a katori, glass, cup, plate or
 * spoon in halves, as households say "½ katori".
 */
export function measureStepGrams(measure: { unit?: string | null; grams: number }): number {
  return measure.unit === 'piece' ? measure.grams : measure.grams / 2;
}

/** The nearest half step of a measure, never below a half. */
export const toHalfSteps = (count: number): number => Math.max(0.5, Math.round(count * 2) / 2);
