import { MICRONUTRIENTS } from '../../shared/micronutrients';
import type { NutrientTotals } from '../../shared/nutrition';
import { MACRO_TARGETS } from '../../shared/plan-target-options';
import type { MacroTargetKey } from '../../shared/plan-targets';

/** Where each macro target's day amount is in the planner's totals. */
export const TOTAL_OF: Record<MacroTargetKey, keyof NutrientTotals> = {
  energy_kcal: 'calories',
  protein_g: 'protein',
  carbohydrate_g: 'carbohydrate',
  fat_g: 'fat',
  fibre_g: 'fibre',
};

/** Short names for the narrow day column. */
export const SHORT_LABEL: Record<MacroTargetKey, string> = {
  energy_kcal: 'kcal',
  protein_g: 'Protein',
  carbohydrate_g: 'Carbs',
  fat_g: 'Fat',
  fibre_g: 'Fibre',
};

export const ALL_TARGETS = [...MACRO_TARGETS, ...MICRONUTRIENTS];

/** A number for reading: whole from 100, one decimal from 1, two below (the details keep floor2). */
export function readable(value: number): string {
  const size = Math.abs(value);
  const step = size >= 100 ? 1 : size >= 1 ? 10 : 100;
  return String(Math.round(value * step) / step);
}
