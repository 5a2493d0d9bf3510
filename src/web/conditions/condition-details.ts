import { type ClientCondition, CONDITION_DETAILS, type ConditionKind } from '../../shared/conditions';

type DetailField = Exclude<keyof ClientCondition, 'kind'>;

/** How each detail is asked: the field's label and its choices in words (decision 220's values). */
export const DETAIL_CHOICES: Record<
  DetailField,
  { label: string; options: { value: string; label: string }[] }
> = {
  trimester: {
    label: 'Trimester',
    options: [
      { value: '1', label: '1st trimester' },
      { value: '2', label: '2nd trimester' },
      { value: '3', label: '3rd trimester' },
    ],
  },
  ckd_stage: {
    label: 'Stage',
    options: [
      { value: '3-5', label: 'Stage 3–5, not on dialysis' },
      { value: 'dialysis', label: 'On dialysis' },
    ],
  },
  lactation_months: {
    label: "Baby's age",
    options: [
      { value: '0-6', label: '0–6 months' },
      { value: '6-12', label: '6–12 months' },
    ],
  },
  carb_band: {
    label: 'Carbohydrate band',
    options: [
      { value: 'rssdi', label: 'RSSDI 45–65 % (at least 130 g a day)' },
      { value: 'icmr', label: 'ICMR 55–60 %' },
    ],
  },
  sodium_max_mg: {
    label: 'Sodium ceiling',
    options: [
      { value: '1500', label: '1,500 mg a day' },
      { value: '2000', label: '2,000 mg a day' },
    ],
  },
  texture: {
    label: 'Texture',
    options: [
      { value: 'soft', label: 'Soft and bite-sized' },
      { value: 'minced', label: 'Minced and moist' },
    ],
  },
};

/** The detail field a kind asks for, if any. */
export const detailField = (kind: ConditionKind) => CONDITION_DETAILS[kind]?.field as DetailField | undefined;

/** The value shown first: what the text or the saved condition gave, else the rule's default, else none. */
export function detailValue(kind: ConditionKind, from: Partial<ClientCondition>): string {
  const field = detailField(kind);
  if (!field) return '';
  const value = from[field] ?? CONDITION_DETAILS[kind]?.default;
  return value === undefined ? '' : String(value);
}

/** The detail as the API takes it (the sodium ceiling is a number); nothing when none is chosen. */
export function detailBody(kind: ConditionKind, value: string): Partial<ClientCondition> {
  const field = detailField(kind);
  if (!field || !value) return {};
  return { [field]: field === 'sodium_max_mg' ? Number(value) : value } as Partial<ClientCondition>;
}
