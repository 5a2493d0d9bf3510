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
};

export function countText(count: number): string {
  const whole = Math.floor(count);
  const half = count - whole >= 0.5 - 1e-9;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

const gramsText = (quantity: number, uom?: string | null) =>
  `${Math.round(quantity * 10) / 10} ${uom || 'g'}`;

export function amountText(item: ItemAmount): string {
  if (item.measure_label && item.measure_count) {
    return `${countText(item.measure_count)} ${item.measure_label} (${gramsText(item.quantity, item.uom)})`;
  }
  return gramsText(item.quantity, item.uom);
}

/** The nearest half step of a measure, never below a half. */
export const toHalfSteps = (count: number): number => Math.max(0.5, Math.round(count * 2) / 2);
