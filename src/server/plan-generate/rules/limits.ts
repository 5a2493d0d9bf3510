import type { Cited } from '../../../shared/condition-rules';
import { MICRONUTRIENTS, type MicronutrientKey } from '../../../shared/micronutrients';
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
export const FOOD_UPPER_LEVELS: Partial<Record<MicronutrientKey, Cited>> = {
  iron_mg: {
    value: 45,
    source: 'US IOM 2001 (DRI), adults ≥ 14 y: no ICMR figure cited yet',
    recalled: true,
  },
  calcium_mg: {
    value: 2500,
    source:
      'ICMR-NIN 2020 (as quoted in issue 35): 2,500 mg at 31–50 y; 2,000 mg over 50 (calciumUpperLevelFor)',
  },
  zinc_mg: { value: 40, source: 'US IOM 2001 (DRI), adults: no ICMR figure cited yet', recalled: true },
  vitamin_c_mg: {
    value: 2000,
    source: 'US IOM 2000 (DRI), adults: no ICMR figure cited yet',
    recalled: true,
  },
};
/** Calcium's level over 50 (ICMR-NIN 2020 as quoted in issue 35); the adult one above otherwise. */
export const CALCIUM_UPPER_LEVEL_OVER_50: Cited = {
  value: 2000,
  source: 'ICMR-NIN 2020 (as quoted in issue 35): 2,000 mg a day over 50 years',
};

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

/** ICMR-NIN 2020: total fat within 20–30 % of energy. */
export const FAT_SHARE_MAX_PERCENT = 30;

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
