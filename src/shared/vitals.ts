/**
 * Body vitals (SPEC §2 client details, §3 reading sets, §4 the form, §5 rules): parameter
 * definitions with reference ranges, reading sets and nutrition PDFs, and the derived values.
 */
import { z } from 'zod';
import { dateProblem, id, optionalId, practiceToday, text } from './fields';
import { type BodyParameter, NUTRITION_PDF_TYPE, VITAL_MESSAGES } from './vital-options';

export {
  type BodyParameter,
  bmiOf,
  DERIVED_KEYS,
  NUTRITION_PDF_TYPE,
  outOfRange,
  parseDecimal,
  type RangeCheck,
  rangeFor,
  VITAL_MESSAGES,
  VITAL_PDF_MAX_BYTES,
  waistHipRatioOf,
} from './vital-options';

/** The json part of the multipart create/edit call. */
export const vitalSetSchema = z.object({
  id: optionalId(),
  client_id: id('Please choose a client'),
  notes: z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), text(1000)),
  dietitian_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    optionalId(VITAL_MESSAGES.nutritionist),
  ),
  reading_date: z.preprocess((v) => v ?? '', z.string()),
  type: z.preprocess((v) => v ?? '', z.enum(['', NUTRITION_PDF_TYPE], { message: 'Unknown type' })),
  /** Parameter id → the value typed (decimal parameters: a number). */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
});
export type VitalSetInput = z.infer<typeof vitalSetSchema>;

/** The form's own rules, shared: note, nutritionist and reading date are required (SPEC §5). */
export function checkVitalSet(input: VitalSetInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const pdf = input.type === NUTRITION_PDF_TYPE;
  if (!pdf && !input.notes) errors.notes = VITAL_MESSAGES.note;
  if (!input.dietitian_id) errors.dietitian_id = VITAL_MESSAGES.nutritionist;
  const dateError = input.reading_date && dateProblem(input.reading_date);
  if (!input.reading_date) errors.reading_date = VITAL_MESSAGES.readingDate;
  else if (dateError) errors.reading_date = dateError;
  else if (input.reading_date > practiceToday()) errors.reading_date = VITAL_MESSAGES.futureDate;
  return errors;
}

/** A row of the notes table / nutrition PDF table (GET body-vital-lists). */
export type VitalSetRow = {
  id: number;
  client_id: number;
  notes: string | null;
  reading_date: string;
  type: string;
  dietitian_id: number | null;
  dietitian_name: string | null;
  parameters_count: number;
  /** The nutritionist's report (parameter sets) or the nutrition PDF, as a download link. */
  file: { name: string; url: string } | null;
};

export type VitalReport = {
  body_parameter: string;
  parameter_id: number;
  category: string;
  data_type: 'decimal' | 'other';
  decimal_value: number | null;
  string_value: string | null;
};

/** GET body-param: one set with its values. */
export type VitalSetDetails = VitalSetRow & {
  values: Record<string, string>;
  reports: VitalReport[];
};

/** The report overlay and trends: every reading of the client, newest first. */
export type VitalsReportData = {
  gender: string | null;
  parameters: BodyParameter[];
  readings: {
    id: number;
    reading_date: string;
    notes: string | null;
    values: Record<string, number | string>;
  }[];
};
