/**
 * Body vitals' messages, reference ranges and derived values, without Zod: the planner's Body
 * Parameters panel and the client page load these, not the reading-set schema (decision 085).
 * `vitals.ts` re-exports them.
 */

export const VITAL_MESSAGES = {
  added: 'Body parameters added successfully!',
  edited: 'Body parameters updated successfully!',
  pdfAdded: 'Nutrition PDF uploaded successfully!',
  pdfEdited: 'Nutrition PDF updated successfully!',
  noSets: 'No body parameter for the client.',
  noPdfs: 'No Nutrition PDF for the client.',
  noParameters: 'No Body Parameters for the Client',
  notPdf: 'Please choose an pdf file',
  pdfRequired: 'Please choose a pdf file to save',
  tooLarge: 'Please choose a pdf file not more than 10MB',
  note: 'Please enter a note',
  nutritionist: 'Please select a nutritionist',
  readingDate: 'Please choose the reading date',
  futureDate: 'The reading date cannot be in the future',
  number: 'Please enter a number',
  noValues: 'Please enter at least one value or attach a report',
} as const;

/** Files are PDFs of at most 10 MB, checked by their bytes. */
export const VITAL_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** A reading set's type: '' for parameters, this for a nutrition PDF (SPEC §3). */
export const NUTRITION_PDF_TYPE = 'nutrition';
/** Values the server computes from others, never typed (BMI, waist-hip ratio). */
export const DERIVED_KEYS = ['bmi', 'waist_hip_ratio'] as const;

export type BodyParameter = {
  id: number;
  key: string;
  name: string;
  category: string;
  unit: string | null;
  data_type: 'decimal' | 'other';
  range: string | null;
  range_min: number | null;
  range_max: number | null;
};

/** A decimal value as typed: '72.5' or 72.5; blank is no value. Anything else is refused. */
export function parseDecimal(value: string | number | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  const t = value.trim();
  if (!t) return null;
  if (!/^-?\d{1,7}(\.\d{1,4})?$/.test(t)) return 'invalid';
  return Number(t);
}

type Range = { min: number | null; max: number | null };

/** One part of a range text: '60 - 100', '< 140', '> 40'. */
function parseRangePart(part: string): Range | null {
  const between = /(-?[\d.]+)\s*-\s*(-?[\d.]+)/.exec(part);
  if (between) return { min: Number(between[1]), max: Number(between[2]) };
  const below = /<\s*([\d.]+)/.exec(part);
  if (below) return { min: null, max: Number(below[1]) };
  const above = />\s*([\d.]+)/.exec(part);
  if (above) return { min: Number(above[1]), max: null };
  return null;
}

/**
 * The reference range that applies to the client: 'Men 13 - 17, Women 12 - 15' picks by gender;
 * otherwise the definition's min and max.
 */
export function rangeFor(
  param: Pick<BodyParameter, 'range' | 'range_min' | 'range_max'>,
  gender: string | null,
): Range {
  const text = param.range ?? '';
  const sex = gender === 'Male' ? 'Men' : gender === 'Female' ? 'Women' : null;
  if (sex && /\b(Men|Women)\b/.test(text)) {
    const part = text.split(',').find((p) => p.trim().startsWith(sex));
    const parsed = part ? parseRangePart(part) : null;
    if (parsed) return parsed;
  }
  if (param.range_min !== null || param.range_max !== null)
    return { min: param.range_min, max: param.range_max };
  return (!/\b(Men|Women)\b/.test(text) && parseRangePart(text)) || { min: null, max: null };
}

export type RangeCheck = 'low' | 'high' | null;

export function outOfRange(value: number | null, range: Range): RangeCheck {
  if (value === null) return null;
  if (range.min !== null && value < range.min) return 'low';
  if (range.max !== null && value > range.max) return 'high';
  return null;
}

/** BMI = weight (kg) / height (m)²; null without both. */
export function bmiOf(weightKg: number | null, heightCm: number | null): number | null {
  if (!weightKg || !heightCm) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

export function waistHipRatioOf(waist: number | null, hip: number | null): number | null {
  if (!waist || !hip) return null;
  return Math.round((waist / hip) * 100) / 100;
}
