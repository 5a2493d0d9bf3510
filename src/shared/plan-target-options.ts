/**
 * A plan's nutrient targets: the fixed lists, the tolerances and how a day's amount compares, without
 * Zod: the planner's day totals load these on first paint, not the targets schema (decision 085).
 * `plan-targets.ts` re-exports them.
 */
import type { MicronutrientKey } from './micronutrients';

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
};

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
 * within ±2 %, protein, carbohydrate and fat within ±5 g; fibre is a floor (at least the target).
 */
export function targetStatus(key: MacroTargetKey, amount: number, target: number): TargetStatus {
  if (key === 'fibre_g') return amount >= target ? 'met' : 'under';
  const slack = key === 'energy_kcal' ? (target * TOLERANCES.energyPercent) / 100 : TOLERANCES.macroGrams;
  if (amount < target - slack) return 'under';
  if (amount > target + slack) return 'over';
  return 'met';
}
