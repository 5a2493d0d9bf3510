/**
 * Body vitals (SPEC §2 client details, §3 reading set, §5 vital form): the schemas, messages and
 * range rules shared by the server and the pages, so a value is judged the same on both sides.
 */
import { z } from 'zod';
import { blank, id, isRealDate, optionalId, optionalText, practiceToday, requiredText } from './fields';

export const VITAL_MESSAGES = {
  added: 'Body parameters added successfully!',
  updated: 'Body parameters updated successfully!',
  pdfAdded: 'Nutrition PDF uploaded successfully!',
  pdfUpdated: 'Nutrition PDF updated successfully!',
  notPdf: 'Please choose an pdf file',
  pdfRequired: 'Please choose a pdf file to save',
  pdfTooLarge: 'Please choose a pdf file not more than 10MB',
  noSets: 'No body parameter for the client.',
  noNutritionPdf: 'No Nutrition PDF for the client.',
  noParameters: 'No Body Parameters for the Client',
  notNumber: 'Please enter a number',
  derived: 'This value is calculated from the other measurements',
  unknownParameter: 'Unknown body parameter',
} as const;

/** The nutrition PDF reading sets carry this type; parameter sets carry ''. */
export const NUTRITION_PDF_TYPE = 'nutrition';
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** What the report overlay shows before Show More: Parameters, Range and five readings (SPEC §2). */
export const REPORT_COLUMNS = 7;
export const REPORT_READINGS = REPORT_COLUMNS - 2;

const DECIMAL = /^-?\d{1,7}(\.\d{1,3})?$/;
export const isDecimalText = (v: string) => DECIMAL.test(v.trim());

export const readingDateSchema = z.preprocess(
  blank,
  z
    .string({ message: 'Please enter the reading date' })
    .refine(isRealDate, 'Please enter a valid date')
    .refine((v) => v <= practiceToday(), 'Reading Date cannot be in the future'),
);

/**
 * The json part of POST /api/v1/vital/bodyparams/create and /edit (files travel beside it).
 * reading_date is checked on its own (readingDateSchema) so one bad field never hides the others.
 */
export const vitalFormSchema = z.object({
  id: optionalId('Please choose a body parameter set'),
  client_id: id('Please choose a client'),
  type: z.preprocess(blank, z.string().max(30, 'Unknown type').optional()),
  reading_date: z.unknown(),
  notes: optionalText(500),
  dietitian_id: optionalId('Please select a nutritionist'),
  values: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? {} : v),
    z.record(z.string(), z.union([z.string(), z.number(), z.null()]), {
      message: 'The parameter values could not be read',
    }),
  ),
});
export type VitalFormInput = z.infer<typeof vitalFormSchema>;

/** A parameter set needs its note and nutritionist (SPEC §5); the PDF upload only its date and file. */
export const setNoteSchema = requiredText('Please enter a note', 500);

/** A parameter definition as GET /api/v1/bodyvitals answers it. */
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

export type VitalValue = {
  parameter_id: number;
  body_parameter: string;
  category: string;
  data_type: 'decimal' | 'other';
  decimal_value: number | null;
  string_value: string | null;
};

export type StoredPdf = { id: number; name: string; url: string };

/** One reading set (or nutrition PDF) in body-vital-lists and body-param. */
export type VitalReading = {
  id: number;
  client_id: number;
  notes: string | null;
  dietitian_id: number | null;
  dietitian_name: string | null;
  reading_date: string;
  type: string;
  parameters_count: number;
  file: StoredPdf | null;
  nutriFile: StoredPdf | null;
  json_data: { file_name?: string | null; nutri_file_name?: string | null } | null;
  /** Values keyed by parameter id (strings as typed, numbers as stored). */
  values: Record<string, string>;
  reports: VitalValue[];
};

export type VitalLists = { client: { id: number; gender: string | null }; data: VitalReading[] };

/** Values the nutritionist never types: computed from others of the same set. */
export const DERIVED_KEYS = ['bmi', 'waist_hip_ratio'] as const;
export const isDerived = (key: string) => (DERIVED_KEYS as readonly string[]).includes(key);

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** BMI from kg and cm, to one decimal; null when either is missing or nonsense. */
export function bmiOf(weightKg: number | null | undefined, heightCm: number | null | undefined) {
  if (!weightKg || !heightCm || weightKg <= 0 || heightCm <= 0) return null;
  return round(weightKg / (heightCm / 100) ** 2, 1);
}

export function waistHipRatioOf(waist: number | null | undefined, hip: number | null | undefined) {
  if (!waist || !hip || waist <= 0 || hip <= 0) return null;
  return round(waist / hip, 2);
}

export type RangeVerdict = 'low' | 'high' | null;

/**
 * Where a value sits against a parameter's reference range. Plain ranges use min/max; ranges
 * written per sex ('Men 13 - 17, Women 12 - 15', 'Men < 90, Women < 80', 'Men > 40, …') use the
 * client's gender, and are not judged when it is unknown.
 */
export function rangeVerdict(
  param: Pick<BodyParameter, 'range' | 'range_min' | 'range_max' | 'data_type'>,
  value: number | null | undefined,
  gender?: string | null,
): RangeVerdict {
  if (value === null || value === undefined || Number.isNaN(value) || param.data_type !== 'decimal')
    return null;
  let min = param.range_min;
  let max = param.range_max;
  const bySex = param.range ? sexRange(param.range, gender) : null;
  if (bySex) ({ min, max } = bySex);
  else if (param.range && /Men|Women/.test(param.range) && min === null && max === null) return null;
  if (min !== null && value < min) return 'low';
  if (max !== null && value > max) return 'high';
  return null;
}

function sexRange(range: string, gender?: string | null): { min: number | null; max: number | null } | null {
  const sex = gender?.toLowerCase().startsWith('f')
    ? 'Women'
    : gender?.toLowerCase().startsWith('m')
      ? 'Men'
      : null;
  if (!sex) return null;
  const part = new RegExp(`${sex}\\s*([<>])?\\s*([\\d.]+)(?:\\s*-\\s*([\\d.]+))?`).exec(range);
  if (!part) return null;
  const [, op, a, b] = part;
  if (op === '<') return { min: null, max: Number(a) };
  if (op === '>') return { min: Number(a), max: null };
  return { min: Number(a), max: b ? Number(b) : null };
}

export const verdictLabel = (v: RangeVerdict) =>
  v === 'high' ? 'Above range' : v === 'low' ? 'Below range' : '';
