/**
 * The words a client reads for a food and its amount (plan PDF, client plan page, recipe
 * appendix; decision 208): the food's plain name ("Orange", never IFCT's "Orange, pulp"), a
 * piece or spoon where one exists ("1 medium orange (130 g)", "2 tsp (10 g)"), whole grams
 * rounded to 5 g, whole numbers for energy and nutrients.
 */
import { countText, shownUnit } from './measures';

/** A countable piece or spoon of a food: "medium orange" of 130 g; `whole` counts never halve (6 almonds). */
export type PieceMeasure = { one: string; many: string; grams: number; whole?: boolean };

/** What the client-facing text needs of a food: its plain name and its piece, if any. */
export type ClientFood = { name: string; plainName: string | null; piece: PieceMeasure | null };

/** Grams a client can weigh: whole grams below 20 g (2 g of salt), else the nearest 5 g. */
export function clientGrams(grams: number): number {
  if (grams < 20) return Math.max(1, Math.round(grams));
  return Math.round(grams / 5) * 5;
}

/**
 * '12,34,567' — a whole number with Indian digit grouping (the last three digits, then pairs).
 * Written out rather than through `Intl.NumberFormat('en-IN')`: the first en-IN formatter of a page
 * loads the locale's data, some 15 ms of a laptop's and 60 ms of a phone's main thread, on the first
 * paint of the planner and every list (decision 284). The same text as Intl's for every integer
 * (client-words.test.ts), and '0' for minus zero.
 */
export function wholeText(value: number): string {
  const n = Math.round(value);
  if (!Number.isFinite(n)) return String(n);
  const digits = String(Math.abs(n));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return n < 0 ? `-${grouped}` : grouped;
}

/** The name a client reads: the food's plain name, unless the item carries words of its own. */
export function clientItemName(label: string, food: ClientFood | undefined): string {
  if (!food) return label;
  const own = label.trim() && label.trim().toLowerCase() !== food.name.trim().toLowerCase();
  return own ? label : food.plainName || food.name;
}

/** "1 medium orange", "½ medium orange", "6 almonds": the count, or null below half a piece. */
function piecesText(grams: number, piece: PieceMeasure): string | null {
  const exact = grams / piece.grams;
  const count = piece.whole ? Math.round(exact) : Math.round(exact * 2) / 2;
  if (count <= 0) return null;
  // A count that says much more or less than the grams misleads: grams alone then.
  if (Math.abs(count * piece.grams - grams) > grams * 0.25) return null;
  return `${countText(count)} ${count > 1 ? piece.many : piece.one}`;
}

export type ClientAmountInput = {
  quantity: number;
  uom?: string | null;
  measure_label?: string | null;
  measure_count?: number | null;
  /** The food's facts: a drink reads in ml ("1 glass (200 ml)"). */
  facts?: { liquid?: boolean } | null;
};

/**
 * An item's amount as the client reads it: a dish's household measure ("1½ katori (225 g)"), else
 * the food's piece ("1 medium banana (120 g)"), else grams ("125 g"); grams always whole.
 */
export function clientAmount(item: ClientAmountInput, piece: PieceMeasure | null | undefined): string {
  const unit = shownUnit(item.uom, item.facts);
  const grams = `${clientGrams(item.quantity)} ${unit}`;
  if (piece && (unit === 'g' || unit === 'ml')) {
    const pieces = piecesText(item.quantity, piece);
    if (pieces) return `${pieces} (${grams})`;
  }
  if (item.measure_label && item.measure_count) {
    return `${countText(item.measure_count)} ${item.measure_label} (${grams})`;
  }
  return grams;
}
