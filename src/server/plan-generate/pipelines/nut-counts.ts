import { clientPieceOf, countedPieceOf } from '../../food/index';
import type { Bounds } from './portions';

/**
 * Nuts, dates and raisins in whole pieces (issue 33, point 2: "6 almonds"; decision 256): a food the
 * client counts steps by one piece (food/client-foods-data.ts, USDA household weights) instead of
 * 5 g, so the plan's grams are a whole count ("6 almonds (7 g)"), never "4.2 almonds". Other foods
 * keep their bounds and 5 g steps.
 */
export function inWholePieces(code: string, bounds: Bounds): Bounds & { step?: number } {
  const piece = countedPieceOf(code);
  if (!piece) return bounds;
  const g = piece.grams;
  const lo = Math.max(1, Math.ceil(bounds.min / g - 1e-9));
  const hi = Math.max(lo, Math.floor(bounds.max / g + 1e-9));
  const usual = Math.min(hi, Math.max(lo, Math.round(bounds.usual / g)));
  return { min: lo * g, max: hi * g, usual: usual * g, step: g };
}

/**
 * Fruit in the pieces a client counts (issue 53 point 7, decision 310): "1 medium orange",
 * "½ medium apple", "8 litchis", never "Apple — 50 g". A fruit with a piece (food/client-foods-data.ts)
 * steps by half a piece (a counted one, a fig or a litchi, by one); a fruit without one keeps 5 g steps.
 */
export function inFruitPieces(code: string, bounds: Bounds): Bounds & { step?: number } {
  const piece = clientPieceOf(code);
  if (!piece) return bounds;
  const step = piece.whole ? piece.grams : piece.grams / 2;
  const lo = Math.max(1, Math.ceil(bounds.min / step - 1e-9));
  const hi = Math.max(lo, Math.floor(bounds.max / step + 1e-9));
  const usual = Math.min(hi, Math.max(lo, Math.round(bounds.usual / step)));
  return { min: lo * step, max: hi * step, usual: usual * step, step };
}
