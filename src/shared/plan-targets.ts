import type { MicronutrientKey } from './micronutrients';

/**
 * A plan's nutrient targets (issue 17), as the API answers and takes them. Every number is optional:
 * null = no target for that nutrient. Stored in `plan_targets` (one row a plan).
 */
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
