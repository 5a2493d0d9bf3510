/**
 * Plausible values of each body parameter: what a human body (or a lab report) can show at all,
 * far wider than the reference range. A value outside is a typo (172 typed as 1720, kg typed as
 * g) and is refused, so it never reaches BMI or the suggested targets; a value outside only the
 * reference range is allowed and marked (issue 25). Zod-free: the vitals form and, later, a
 * client's weight log use it as the server does.
 */

export type PlausibleRange = { min: number; max: number };

/**
 * By definition key (`body_parameters.key`), in the definition's unit. Wide on purpose: a
 * newborn's height, a bariatric weight, a diabetic emergency's sugar are real readings.
 */
export const PLAUSIBLE_RANGES: Readonly<Record<string, PlausibleRange>> = {
  height: { min: 50, max: 250 }, // cm
  weight: { min: 2, max: 400 }, // kg
  bmi: { min: 5, max: 150 }, // kg/m², derived
  waist: { min: 30, max: 250 }, // cm
  hip: { min: 30, max: 250 }, // cm
  waist_hip_ratio: { min: 0.3, max: 3 }, // derived
  mid_arm: { min: 5, max: 80 }, // cm
  body_fat: { min: 1, max: 75 }, // %
  visceral_fat: { min: 1, max: 60 }, // level
  muscle_mass: { min: 1, max: 150 }, // kg
  body_water: { min: 20, max: 85 }, // %
  bmr: { min: 300, max: 6000 }, // kcal/day
  bp_systolic: { min: 50, max: 300 }, // mmHg
  bp_diastolic: { min: 20, max: 200 }, // mmHg
  resting_hr: { min: 20, max: 250 }, // bpm
  fbs: { min: 20, max: 1000 }, // mg/dL
  ppbs: { min: 20, max: 1500 }, // mg/dL
  rbs: { min: 20, max: 1500 }, // mg/dL
  hba1c: { min: 2, max: 20 }, // %
  fasting_insulin: { min: 0, max: 500 }, // µIU/mL
  total_cholesterol: { min: 40, max: 1000 }, // mg/dL
  ldl: { min: 5, max: 800 }, // mg/dL
  hdl: { min: 5, max: 200 }, // mg/dL
  triglycerides: { min: 10, max: 5000 }, // mg/dL
  vldl: { min: 1, max: 1000 }, // mg/dL
  haemoglobin: { min: 2, max: 25 }, // g/dL
  ferritin: { min: 1, max: 10000 }, // ng/mL
  serum_iron: { min: 5, max: 1000 }, // µg/dL
  vitamin_d: { min: 1, max: 300 }, // ng/mL
  vitamin_b12: { min: 50, max: 5000 }, // pg/mL
  tsh: { min: 0.005, max: 200 }, // µIU/mL
  t3: { min: 10, max: 1000 }, // ng/dL
  t4: { min: 0.5, max: 40 }, // µg/dL
  creatinine: { min: 0.1, max: 25 }, // mg/dL
  urea: { min: 2, max: 400 }, // mg/dL
  uric_acid: { min: 0.5, max: 25 }, // mg/dL
  sgpt: { min: 1, max: 10000 }, // U/L
  sgot: { min: 1, max: 10000 }, // U/L
  calcium: { min: 3, max: 20 }, // mg/dL
  crp: { min: 0, max: 500 }, // mg/L
};

/**
 * A number-valued definition no one listed here still gets a range: a value must be a measure,
 * never negative, and below what any of the units above can reach.
 */
const FALLBACK: PlausibleRange = { min: 0, max: 100_000 };

export const plausibleRangeOf = (key: string): PlausibleRange => PLAUSIBLE_RANGES[key] ?? FALLBACK;

/** '50', '0.005', '10000' as a person writes them (no exponent, no trailing zeros). */
const shown = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3, useGrouping: false });

/**
 * The message under the field for an implausible value, or null when the value can be real:
 * "Height must be between 50 and 250 cm".
 */
export function implausibleValue(
  param: { key: string; name: string; unit: string | null },
  value: number,
): string | null {
  const { min, max } = plausibleRangeOf(param.key);
  if (value >= min && value <= max) return null;
  return `${param.name} must be between ${shown(min)} and ${shown(max)}${param.unit ? ` ${param.unit}` : ''}`;
}
