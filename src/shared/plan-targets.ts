import { z } from 'zod';
import { blank, id, numberInput } from './fields';
import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, type MicronutrientKey } from './micronutrients';
import {
  type ActivityLevel,
  DAY_TYPES,
  type DayType,
  type EnergyMethod,
  type Goal,
  MACRO_TARGETS,
  type MacroTargetKey,
  type macroEnergyCheck,
  type PlanTargets,
  SHARE_MACROS,
} from './plan-target-options';

/**
 * A plan's nutrient targets (issue 17), as the API answers and takes them. Every number is optional:
 * null = no target for that nutrient. Stored in `plan_targets` (one row a plan).
 */
export {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  DAY_TYPES,
  type DayType,
  ENERGY_METHODS,
  type EnergyMethod,
  FIBRE_CEILING_FACTOR,
  fibreCeiling,
  GOALS,
  type Goal,
  gramsOfShare,
  type IcmrActivityCategory,
  MACRO_ENERGY_WARN_PERCENT,
  MACRO_TARGETS,
  type MacroShare,
  type MacroShares,
  type MacroTargetKey,
  macroEnergyCheck,
  type PlanTargets,
  SHARE_MACROS,
  type ShareMacroKey,
  shareOfGrams,
  TARGET_MESSAGES,
  type TargetStatus,
  TOLERANCES,
  targetStatus,
} from './plan-target-options';

export const SUGGESTION_CHECKS = ['week', 'library', 'none'] as const;
export type SuggestionCheck = (typeof SUGGESTION_CHECKS)[number];

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
  /**
   * `none` for the saved targets alone (the planner's bars); `week` (the default) and `library`
   * answer the same suggestion: the client's needs, never lowered to what the dishes reach (decision
   * 303 replaced decisions 258 and 276). Both words stay accepted for the clients that send them.
   */
  suggest: z.preprocess(
    blank,
    z.enum(SUGGESTION_CHECKS, { message: 'suggest must be week, library or none' }).default('week'),
  ),
});
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;

/** One suggested number: null with the reason when an input is missing. */
export type SuggestedNumber = { value: number | null; basis: string };

export type TargetSuggestion = {
  method: EnergyMethod;
  activity: ActivityLevel | null;
  goal: Goal;
  /** Which rule chose the goal, in words (issue 35: package, stated goal, BMI, life stage). */
  goal_basis: string;
  /** The package names pregnancy or lactation that the card has not confirmed: what to do (issue 54). */
  life_stage_note: string | null;
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
  /** The macros' energy (4/4/9) against the energy target; null unless all four are set. */
  macro_energy: ReturnType<typeof macroEnergyCheck>;
  /** The basis saved with each number (macro or micronutrient key → text). */
  basis: Record<string, string>;
  /** Null when asked without one (`suggest=none`). */
  suggestion: TargetSuggestion | null;
  /** The `suggest` asked for. */
  checked: SuggestionCheck;
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

const shareMessage = 'A share of energy must be a number from 1 to 90 %';
/** A macro set as a share of energy; `locked` keeps its grams when the energy changes. */
const macroShare = z
  .object({
    percent: z.preprocess(
      (v) => numberInput(v),
      z.number({ message: shareMessage }).min(1, shareMessage).max(90, shareMessage),
    ),
    locked: z.boolean().default(false),
  })
  .optional();

const fibreMaxMessage = 'Fibre ceiling must be a number from 5 to 150 g';

export const saveTargetsSchema = z.object({
  plan_id: id('Please choose a plan'),
  energy_kcal: targetNumber('energy_kcal'),
  protein_g: targetNumber('protein_g'),
  carbohydrate_g: targetNumber('carbohydrate_g'),
  fat_g: targetNumber('fat_g'),
  fibre_g: targetNumber('fibre_g'),
  /** Blank = 1.5 × the fibre target. */
  fibre_max_g: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : numberInput(v)),
      z.number({ message: fibreMaxMessage }).min(5, fibreMaxMessage).max(150, fibreMaxMessage).nullable(),
    )
    .default(null),
  /** Macros set as shares of energy (the others are grams); their grams follow the energy. */
  macro_shares: z
    .object(
      Object.fromEntries(SHARE_MACROS.map((m) => [m.key, macroShare])) as Record<
        (typeof SHARE_MACROS)[number]['key'],
        typeof macroShare
      >,
    )
    .strict()
    .default({}),
  /** Save although the macros' energy differs from the energy target by more than 5 %. */
  accept_mismatch: z.boolean().default(false),
  /** Issue 35: save numbers outside a confirmed condition's band (the band and source are named). */
  accept_outside_band: z.boolean().default(false),
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
