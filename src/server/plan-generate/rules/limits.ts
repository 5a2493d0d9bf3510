import type { Cited } from '../../../shared/condition-rules';
import { MICRONUTRIENTS, type MicronutrientKey } from '../../../shared/micronutrients';
import { boundOf, citationOf, ruleOf } from '../../../shared/nutrition-rules/index';
import type { PlanTargets } from '../../../shared/plan-targets';
import { fibreCeiling, TOLERANCES } from '../../../shared/plan-targets';
import { SODIUM_DAY_MAX_MG } from '../../../shared/plans';
import type { NutrientKey } from '../solver/model';

/**
 * Upper limits of a computed day (issue 26, docs/decisions/146 and 149): the fibre ceiling, fat's
 * share of energy, sodium and the ICMR-NIN 2020 tolerable upper levels that apply to what food
 * gives. The model keeps under them where it can (a soft ceiling, as floors are soft) and the
 * preview lists each one met or over.
 */

/**
 * Tolerable upper levels (adults, per day) for the micronutrients we store, where the level
 * applies to the total from food. ICMR-NIN 2020 (after IOM) sets magnesium's, niacin's and
 * folate's for supplements and fortificants only, and vitamin A's for preformed retinol while our
 * values are retinol equivalents with β-carotene: those four would flag ordinary food, so they
 * are left out; thiamine and riboflavin have none. Each level in use names its source (issue 35,
 * point 5): ICMR where cited, US IOM marked as such (and recalled) until an ICMR figure is.
 */
const upper = (id: string): Cited => {
  const rule = ruleOf(id);
  const value = boundOf(id, 'max');
  return rule.recalled
    ? { value, source: citationOf(id), recalled: true }
    : { value, source: citationOf(id) };
};
/** The levels in use, read from the table of nutrition rules (rows ul-*, issue 52 point 2). */
export const FOOD_UPPER_LEVELS: Partial<Record<MicronutrientKey, Cited>> = {
  iron_mg: upper('ul-iron'),
  calcium_mg: upper('ul-calcium'),
  zinc_mg: upper('ul-zinc'),
  vitamin_c_mg: upper('ul-vitamin-c'),
};
/** Calcium's level over 50 (ICMR-NIN 2020 as quoted in issue 35); the adult one above otherwise. */
export const CALCIUM_UPPER_LEVEL_OVER_50: Cited = upper('ul-calcium-over-50');

/** The calcium ceiling for a client of this age, when lower than the adult level; else undefined. */
export function calciumUpperLevelFor(ageYears: number | null): number | undefined {
  return ageYears !== null && ageYears > 50 ? CALCIUM_UPPER_LEVEL_OVER_50.value : undefined;
}

// Iodine's ICMR-NIN 2020 level (0.9 mg, issue 35; IOM 1.1 mg) is not in use: our food data has no iodine.

/**
 * The day's sodium ceiling, the one the grid marks (shared/plans.ts, with its source). Counted over
 * what the day's foods carry; the cook's added salt is not in the plan and not counted (decision 149).
 */
export const SODIUM_MAX_MG = SODIUM_DAY_MAX_MG;

/** ICMR-NIN 2020: total fat within 20–30 % of energy (row fat-share). */
export const FAT_SHARE_MAX_PERCENT = boundOf('fat-share', 'max');

export type UpperLimit = { key: NutrientKey; max: number };
export type UpperLimits = {
  nutrients: UpperLimit[];
  /** Most of the day's energy fat may give, percent (never below the fat target's own share). */
  fatSharePercent: number | null;
};

export function upperLimitsOf(targets: PlanTargets): UpperLimits {
  const nutrients: UpperLimit[] = [];
  const fibre = fibreCeiling(targets.fibre_g, targets.fibre_max_g);
  if (fibre) nutrients.push({ key: 'fibre_g', max: fibre });
  for (const m of MICRONUTRIENTS) {
    const byAge = m.key === 'calcium_mg' ? targets.calcium_max_mg : undefined;
    const max = byAge ?? FOOD_UPPER_LEVELS[m.key]?.value;
    if (max) nutrients.push({ key: m.key, max });
  }
  nutrients.push({ key: 'sodium_mg', max: targets.sodium_max_mg ?? SODIUM_MAX_MG });
  let fatSharePercent: number | null = null;
  if (targets.energy_kcal) {
    // A nutritionist who sets fat above 30 % (a ketogenic plan) is obeyed: the ceiling follows.
    const ofTarget = targets.fat_g
      ? ((targets.fat_g + TOLERANCES.macroGrams) * 9 * 100) / targets.energy_kcal
      : 0;
    fatSharePercent = Math.max(FAT_SHARE_MAX_PERCENT, Math.ceil(ofTarget));
  }
  return { nutrients, fatSharePercent };
}
