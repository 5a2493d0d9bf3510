import { z } from 'zod';
import { id, numberInput } from './fields';
import type { FoodFacts } from './food-facts';
import type { MicronutrientKey } from './micronutrients';
import { type PlanTargets, saveTargetsSchema } from './plan-targets';
import { MAX_PLAN_DAYS } from './plans';
import type { FloorGap, SupplementProposal } from './supplement-proposals';

/**
 * POST /api/v1/diet/plan/generate (issue 17, docs/decisions/092): a computed day or week.
 * mode 'quantities' = Fill to targets (the day's foods stay, their grams change);
 * mode 'foods' = Generate (foods chosen from the meal timings and the food preference).
 * It answers a preview (stored on the server for 30 minutes under `preview_id`) and changes no
 * meal; POST …/generate/apply saves exactly that preview, …/generate/undo puts the days back
 * (issue 26, decision 150).
 */
export const GENERATE_MODES = ['quantities', 'foods', 'dishes'] as const;
export type GenerateMode = (typeof GENERATE_MODES)[number];
export const DEFAULT_VARIETY = 3;

/**
 * mode 'dishes' (issue 27, decision 168) = Generate in the planner: meals of dishes in half
 * household measures and My Plate for the Day; 'foods' stays as "Generate from single foods".
 * The region chooses the dishes (its own and pan-Indian; Mixed: all); absent = the client's region
 * read from their address (decision 169).
 */
export const PLAN_REGIONS = ['north', 'south', 'east', 'west', 'mixed'] as const;
export type PlanRegion = (typeof PLAN_REGIONS)[number];
export const PLAN_REGION_LABELS: Record<PlanRegion, string> = {
  north: 'North Indian',
  south: 'South Indian',
  east: 'East Indian',
  west: 'West Indian',
  mixed: 'Mixed (every region)',
};

const dayNumber = z.preprocess(
  (v) => numberInput(v),
  z
    .number({ message: 'Please choose a day' })
    .int('Please choose a day')
    .min(1, 'Please choose a day')
    .max(MAX_PLAN_DAYS, 'Please choose a day'),
);

export const generateSchema = z
  .object({
    plan_id: id('Please choose a Nutrition Plan'),
    package_id: id('Please choose a package'),
    day: dayNumber.optional(),
    days: z
      .array(dayNumber)
      .min(1, 'Please choose a day')
      .max(14, 'Please choose at most 14 days')
      .optional(),
    mode: z.enum(GENERATE_MODES, { message: 'Please choose Fill to targets or Generate' }),
    region: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(PLAN_REGIONS, { message: 'Please choose North, South, East, West or Mixed' }).optional(),
    ),
    /** Overrides the plan's saved targets for this request only. */
    targets: saveTargetsSchema.omit({ plan_id: true, basis: true, accept_mismatch: true }).optional(),
    /** Week variety: no food more than this many times (staples excepted). */
    variety: z.preprocess(
      (v) => numberInput(v === '' || v === null ? undefined : v),
      z
        .number({ message: 'Variety must be 1 to 7' })
        .int()
        .min(1, 'Variety must be 1 to 7')
        .max(7, 'Variety must be 1 to 7')
        .default(DEFAULT_VARIETY),
    ),
  })
  .refine((v) => v.day !== undefined || v.days?.length, { path: ['day'], message: 'Please choose a day' });
export type GenerateInput = z.input<typeof generateSchema>;

export type GenerateStatus = 'optimal' | 'feasible' | 'infeasible';

/** Totals and deviations use the target keys: energy_kcal, protein_g, …, the micronutrient keys and sodium_mg. */
export type NutrientAmounts = Partial<
  Record<keyof Omit<PlanTargets, 'micronutrient_floors'> | MicronutrientKey | 'sodium_mg', number>
>;

export type GeneratedItem = {
  food_item_id: number;
  label: string;
  food_group: string | null;
  quantity: number;
  uom: string;
  /** The food's facts (shared/food-facts.ts): what the condition checks read (decision 292). */
  facts?: FoodFacts | null;
  /** food_item_id of the main item (alternatives are kept as they were, never changed). */
  ref_id: number | null;
  /** True when the solver set this quantity (false: kept as the nutritionist wrote it). */
  computed: boolean;
  /** A dish in a household measure: "2 phulka" = label 'phulka', count 2; quantity = count × its grams. */
  measure_label?: string | null;
  measure_count?: number | null;
};

export type GeneratedMeal = {
  /** The meal being refilled (quantities mode); null for a generated meal. */
  meal_id: number | null;
  time: string;
  hypothetical_time: string;
  description: string | null;
  items: GeneratedItem[];
};

/**
 * One band, floor or upper limit of a computed day, met or missed (issue 26, decision 148):
 * band = energy ±2 % or a macro ±5 g around `target`; floor = at least `target`; limit = at most
 * `target` (fibre ceiling, fat's share of energy in %, a micronutrient's tolerable upper level).
 * `difference` = amount − target in the unit; `percent` = that as a share of the target.
 */
export type TargetCheck = {
  key: string;
  label: string;
  unit: string;
  /**
   * group = a My Plate food group between `min` and `max` grams (dish plans; `target` = its scaled
   * amount); share = a main meal's part of the day's energy between `min` and `max` percent (dish
   * plans, issue 33 point 3; `target` = the band's middle).
   */
  kind: 'band' | 'floor' | 'limit' | 'group' | 'share';
  target: number;
  amount: number;
  met: boolean;
  difference: number;
  percent: number;
  /**
   * Foods of the day with no value for this nutrient (sodium, decision 149): `amount` counts only
   * the others, so a limit they leave unpassed is not claimed met (`met` false, "sodium unknown for
   * 2 foods"); one passed even without them is over.
   */
  unknown_foods?: number;
  /** A food group's or meal's band (kind 'group' or 'share'); max null = no upper edge (green leafy vegetables). */
  min?: number;
  max?: number | null;
};

export type GeneratedDay = {
  day: number;
  status: GenerateStatus;
  /** Every band, floor and limit, met or missed with the amount. */
  checks: TargetCheck[];
  /** "Meets every target" only when every check is met; else what is missed ("2 floors short: …"). */
  summary: string;
  /** When infeasible: which target cannot be met and why. */
  explanation: string | null;
  meals: GeneratedMeal[];
  totals: NutrientAmounts;
  /** Total − target for every nutrient with a target (floors: negative = short). */
  deviation: NutrientAmounts;
  /** Issue 35: each confirmed condition's checks in one line ("Type 2 diabetes: carbohydrate 54 % ✓ · …"). */
  condition_checks?: string[];
  /**
   * Each meal's carbohydrate, vitamin C and energy, in the order of `meals` (the per-meal condition
   * checks; the energy split across meals, issue 33).
   */
  meal_amounts?: { carbohydrate_g: number; vitamin_c_mg: number; energy_kcal?: number }[];
};

export type GeneratePreview = {
  mode: GenerateMode;
  status: GenerateStatus;
  /** The day's summary; for several days, how many meet every target. */
  summary: string;
  explanation: string | null;
  targets: PlanTargets;
  days: GeneratedDay[];
  /** The stored preview that Apply saves (kept 30 minutes, tied to the days' versions). */
  preview_id: string;
  /** Solver time, milliseconds. */
  solve_ms: number;
  /** Dish plans: the region the dishes came from, and whether it was read from the client's address. */
  region?: PlanRegion;
  region_from_address?: boolean;
  /** Issue 33: supplement lines proposed for floors the days miss by more than 10 % (ticked or not at Apply). */
  supplement_proposals?: SupplementProposal[];
  /** Issue 53 point 1: each floor the days miss, by day, with the foods, fortified foods and supplement that close it. */
  floor_gaps?: FloorGap[];
  /** Server-side, on the stored preview after Apply: the supplement lines it added (Undo removes them). */
  applied_supplement_ids?: number[];
};

export const EVERY_TARGET_MET = 'Meets every target';

export const GENERATE_MESSAGES = {
  preview: 'Preview ready: nothing is saved until you apply it.',
  applied: 'Computed plan applied successfully!',
  noTargets: 'Please set the energy target of this plan before computing it.',
  emptyDay: 'This day has no foods to fill. Add foods to its meals, or generate the day.',
  infeasibleApply: 'This plan cannot meet its targets; it was not applied.',
  editedSincePreview: 'This day was edited after the preview; compute again.',
  expired: 'This preview has expired; compute again.',
  alreadyApplied: 'This preview has already been applied.',
  notApplied: 'This preview was not applied, so there is nothing to undo.',
  alreadyUndone: 'This Apply has already been undone.',
  editedSinceApply: 'This day was edited after Apply, so it cannot be undone.',
  undone: 'The day is back as it was.',
  unknownSupplement: 'This supplement was not proposed for this preview; compute again.',
} as const;

/** POST /api/v1/diet/plan/generate/apply and …/undo → data: PreviewApplied */
export const previewActionSchema = z.object({
  plan_id: id('Please choose a Nutrition Plan'),
  preview_id: z
    .string({ message: GENERATE_MESSAGES.expired })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, GENERATE_MESSAGES.expired),
  /** Apply only: the keys of the proposed supplement lines the nutritionist ticked. */
  supplements: z
    .array(z.string({ message: GENERATE_MESSAGES.unknownSupplement }).max(40), {
      message: GENERATE_MESSAGES.unknownSupplement,
    })
    .max(10, GENERATE_MESSAGES.unknownSupplement)
    .optional(),
});
export type PreviewActionInput = z.input<typeof previewActionSchema>;
/** The days Apply wrote (or Undo put back). */
export type PreviewApplied = { preview_id: string; days: number[] };

/**
 * The days Apply writes. A dish week is never a dead end (issue 33, point 1): a day for which no
 * plan was found stays as it is and the other days are applied; the other modes apply whole, or
 * not at all when a day cannot meet its targets.
 */
export function applicableDays<D extends { status: GenerateStatus }>(preview: {
  mode: GeneratePreview['mode'];
  status: GenerateStatus;
  days: D[];
}): D[] {
  if (preview.mode === 'dishes') return preview.days.filter((d) => d.status !== 'infeasible');
  return preview.status === 'infeasible' ? [] : preview.days;
}
