/**
 * A plan's nutrient targets: the fixed lists, the tolerances and how a day's amount compares, without
 * Zod: the planner's day totals load these on first paint, not the targets schema (decision 085).
 * `plan-targets.ts` re-exports them.
 */
import { wholeText } from './client-words';
import type { MicronutrientKey } from './micronutrients';
import { boundOf } from './nutrition-rules/index';

export const MACRO_TARGETS = [
  { key: 'energy_kcal', label: 'Energy', unit: 'kcal' },
  { key: 'protein_g', label: 'Protein', unit: 'g' },
  { key: 'carbohydrate_g', label: 'Carbohydrate', unit: 'g' },
  { key: 'fat_g', label: 'Fat', unit: 'g' },
  { key: 'fibre_g', label: 'Fibre', unit: 'g' },
] as const;

export type MacroTargetKey = (typeof MACRO_TARGETS)[number]['key'];

export type PlanTargets = Record<MacroTargetKey, number | null> & {
  /** Daily floors (at least this much), by micronutrient key. */
  micronutrient_floors: Partial<Record<MicronutrientKey, number>>;
  /** The fibre ceiling the nutritionist set; null or absent = 1.5 × the fibre target (decision 145). */
  fibre_max_g?: number | null;
  /** Macros set as shares of energy (the grams above follow them); absent = set as grams. */
  macro_shares?: MacroShares;
  /**
   * The day's sodium ceiling of a computed plan when a confirmed condition lowers it (issue 35:
   * hypertension, the nutritionist's 1500 or 2000 mg); set by the generator, never saved.
   */
  sodium_max_mg?: number;
  /**
   * Calcium's tolerable upper level for the client's age when it is below the adult one (ICMR-NIN
   * 2020 as quoted in issue 35: 2,000 mg over 50); set by the generator, never saved.
   */
  calcium_max_mg?: number;
};

/** The macros that can be set as a share of energy, with their energy per gram (4/4/9). */
export const SHARE_MACROS = [
  { key: 'protein_g', kcalPerGram: 4 },
  { key: 'carbohydrate_g', kcalPerGram: 4 },
  { key: 'fat_g', kcalPerGram: 9 },
] as const;
export type ShareMacroKey = (typeof SHARE_MACROS)[number]['key'];
/** percent: of the energy target; locked: a change of energy keeps the grams (the share moves). */
export type MacroShare = { percent: number; locked: boolean };
export type MacroShares = Partial<Record<ShareMacroKey, MacroShare>>;

/** Grams of a macro at a share of energy (whole grams). */
export function gramsOfShare(key: ShareMacroKey, energyKcal: number, percent: number): number {
  const perGram = SHARE_MACROS.find((m) => m.key === key)?.kcalPerGram ?? 4;
  return Math.round((energyKcal * percent) / 100 / perGram);
}

/** The share of energy of a macro's grams, one decimal. */
export function shareOfGrams(key: ShareMacroKey, energyKcal: number, grams: number): number {
  const perGram = SHARE_MACROS.find((m) => m.key === key)?.kcalPerGram ?? 4;
  return Math.round(((grams * perGram) / energyKcal) * 1000) / 10;
}

/** Macros may give an energy this far from the energy target before the save warns (issue 26). */
export const MACRO_ENERGY_WARN_PERCENT = 5;

/**
 * The energy of the macros (4 kcal/g protein and carbohydrate, 9 kcal/g fat) against the energy
 * target: null unless energy and all three macros are set. `warning` is the sentence the form shows
 * and the API answers when they differ by more than 5 %.
 */
export function macroEnergyCheck(t: {
  energy_kcal: number | null;
  protein_g: number | null;
  carbohydrate_g: number | null;
  fat_g: number | null;
}): { macro_kcal: number; percent: number; warning: string | null } | null {
  if (!t.energy_kcal || t.protein_g === null || t.carbohydrate_g === null || t.fat_g === null) return null;
  const macroKcal = Math.round(4 * t.protein_g + 4 * t.carbohydrate_g + 9 * t.fat_g);
  const percent = Math.round(((macroKcal - t.energy_kcal) / t.energy_kcal) * 1000) / 10;
  const warning =
    Math.abs(percent) > MACRO_ENERGY_WARN_PERCENT
      ? `Protein, carbohydrate and fat give ${wholeText(macroKcal)} kcal, ${Math.abs(percent)} % ${percent < 0 ? 'below' : 'above'} the energy target of ${wholeText(t.energy_kcal)} kcal.`
      : null;
  return { macro_kcal: macroKcal, percent, warning };
}

/** The fibre ceiling by default: 1.5 × the fibre target (45 g for 30 g; decision 145). */
export const FIBRE_CEILING_FACTOR = boundOf('fibre-ceiling', 'max');
export function fibreCeiling(target: number | null, set?: number | null): number | null {
  if (set) return set;
  return target ? Math.round(target * FIBRE_CEILING_FACTOR * 10) / 10 : null;
}

/** How close a computed day must come (issue 17): energy ±2 %, each macronutrient ±5 g. */
export const TOLERANCES = { energyPercent: 2, macroGrams: 5 } as const;

/** How the suggested energy is computed (docs/decisions/091). */
export const ENERGY_METHODS = [
  { value: 'mifflin', label: 'Mifflin-St Jeor × activity factor' },
  { value: 'icmr', label: 'ICMR-NIN 2020: BMR × PAL' },
] as const;
export type EnergyMethod = (typeof ENERGY_METHODS)[number]['value'];

/**
 * Activity levels: the Mifflin-St Jeor multipliers in common use, and the physical activity level
 * (PAL) ICMR-NIN 2020 takes for the nearest of its three categories (sedentary/light 1.4,
 * moderate 1.8, heavy 2.3: its reference energy requirements divided by its BMR, decision 091). `icmrCategory` also picks
 * the B-vitamin RDAs, which ICMR-NIN sets per activity category.
 */
export const ACTIVITY_LEVELS = [
  { value: 'sedentary', label: 'Sedentary', factor: 1.2, pal: 1.4, icmrCategory: 'sedentary' },
  { value: 'light', label: 'Light activity', factor: 1.375, pal: 1.4, icmrCategory: 'sedentary' },
  { value: 'moderate', label: 'Moderate activity', factor: 1.55, pal: 1.8, icmrCategory: 'moderate' },
  { value: 'heavy', label: 'Heavy activity', factor: 1.725, pal: 2.3, icmrCategory: 'heavy' },
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['value'];
export type IcmrActivityCategory = (typeof ACTIVITY_LEVELS)[number]['icmrCategory'];

export const GOALS = ['loss', 'gain', 'maintain'] as const;
export type Goal = (typeof GOALS)[number];
export const DAY_TYPES = ['training', 'rest'] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const TARGET_MESSAGES = {
  saved: 'Targets saved successfully!',
} as const;

export type TargetStatus = 'met' | 'under' | 'over';

/**
 * A day's amount against its target, with the tolerances the solver meets (TOLERANCES): energy
 * within ±2 %, protein, carbohydrate and fat within ±5 g; fibre is a floor (at least the target)
 * with a ceiling (the one set, else 1.5 × the target).
 */
export function targetStatus(
  key: MacroTargetKey,
  amount: number,
  target: number,
  fibreMax?: number | null,
): TargetStatus {
  if (key === 'fibre_g') {
    if (amount < target) return 'under';
    return amount > (fibreCeiling(target, fibreMax) as number) ? 'over' : 'met';
  }
  const slack = key === 'energy_kcal' ? (target * TOLERANCES.energyPercent) / 100 : TOLERANCES.macroGrams;
  if (amount < target - slack) return 'under';
  if (amount > target + slack) return 'over';
  return 'met';
}
