import { z } from 'zod';
import { blank, id, numberInput } from './fields';
import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, type MicronutrientKey } from './micronutrients';

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

/** The choices of a suggestion; each may be left out (activity: from the questionnaire). */
export const suggestionQuerySchema = z.object({
  plan_id: id('Please choose a plan'),
  method: z.preprocess(
    blank,
    z.enum(['mifflin', 'icmr'], { message: 'Please choose a method' }).default('mifflin'),
  ),
  activity: z.preprocess(
    blank,
    z
      .enum(['sedentary', 'light', 'moderate', 'heavy'], { message: 'Please choose an activity level' })
      .optional(),
  ),
  day_type: z.preprocess(
    blank,
    z.enum(DAY_TYPES, { message: 'Please choose training or rest day' }).default('training'),
  ),
});
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;

/** One suggested number: null with the reason when an input is missing. */
export type SuggestedNumber = { value: number | null; basis: string };

export type TargetSuggestion = {
  method: EnergyMethod;
  activity: ActivityLevel | null;
  goal: Goal;
  day_type: DayType | null;
  targets: Record<MacroTargetKey, SuggestedNumber>;
  micronutrient_floors: Record<MicronutrientKey, SuggestedNumber>;
  /** What is missing, in words ('No height in the body vitals'); empty when nothing is. */
  missing: string[];
};

/** What the suggestion was computed from. */
export type TargetInputs = {
  weight_kg: number | null;
  weight_date: string | null;
  height_cm: number | null;
  height_date: string | null;
  age_years: number | null;
  sex: 'Male' | 'Female' | null;
  activity: ActivityLevel | null;
  /** Where the activity came from, in words. */
  activity_basis: string;
  package_category: string;
  sub_category: string | null;
};

export type PlanTargetsAnswer = {
  targets: PlanTargets;
  /** The basis saved with each number (macro or micronutrient key → text). */
  basis: Record<string, string>;
  suggestion: TargetSuggestion;
  inputs: TargetInputs;
};

/** Bounds of a saved number: wide enough for any adult or athlete, narrow enough to catch typos. */
export const TARGET_BOUNDS: Record<MacroTargetKey | MicronutrientKey, { min: number; max: number }> = {
  energy_kcal: { min: 800, max: 6000 },
  protein_g: { min: 10, max: 400 },
  carbohydrate_g: { min: 0, max: 1000 },
  fat_g: { min: 0, max: 300 },
  fibre_g: { min: 0, max: 100 },
  iron_mg: { min: 0, max: 100 },
  calcium_mg: { min: 0, max: 3000 },
  zinc_mg: { min: 0, max: 60 },
  magnesium_mg: { min: 0, max: 1500 },
  vitamin_c_mg: { min: 0, max: 2000 },
  folate_ug: { min: 0, max: 2000 },
  vitamin_a_ug: { min: 0, max: 3000 },
  thiamine_mg: { min: 0, max: 50 },
  riboflavin_mg: { min: 0, max: 50 },
  niacin_mg: { min: 0, max: 100 },
};

const LABELS: Record<string, { label: string; unit: string }> = Object.fromEntries(
  [...MACRO_TARGETS, ...MICRONUTRIENTS].map((n) => [n.key, { label: n.label, unit: n.unit }]),
);

/** A target number: blank or null = no target; otherwise within its bounds. */
const targetNumber = (key: MacroTargetKey | MicronutrientKey) => {
  const { min, max } = TARGET_BOUNDS[key];
  const { label, unit } = LABELS[key];
  const message = `${label} must be a number from ${min} to ${max} ${unit}`;
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : numberInput(v)),
    z.number({ message }).min(min, message).max(max, message).nullable(),
  );
};

export const saveTargetsSchema = z.object({
  plan_id: id('Please choose a plan'),
  energy_kcal: targetNumber('energy_kcal'),
  protein_g: targetNumber('protein_g'),
  carbohydrate_g: targetNumber('carbohydrate_g'),
  fat_g: targetNumber('fat_g'),
  fibre_g: targetNumber('fibre_g'),
  micronutrient_floors: z
    .object(
      Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, targetNumber(k).optional()])) as Record<
        MicronutrientKey,
        z.ZodOptional<ReturnType<typeof targetNumber>>
      >,
    )
    .strict()
    .default({}),
  /** The basis of each number as the nutritionist accepted it (overridden numbers have none). */
  basis: z.record(z.string().max(40), z.string().max(300)).default({}),
});
export type SaveTargetsInput = z.infer<typeof saveTargetsSchema>;

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
