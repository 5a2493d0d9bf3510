/**
 * Clinical conditions and life stages of a client (issue 35, docs/decisions/220): what the
 * nutritionist confirms on the client page, with the detail each one needs (a trimester, a CKD
 * stage, a carbohydrate band, a sodium ceiling, a texture level). The rules each one brings are data
 * with their source in `condition-rules.ts`; proposals from what the client wrote are read by
 * `condition-words.ts`. Zod-free, so the planner's first paint builds no schemas (decision 284): the
 * requests' schemas are in `condition-input.ts`.
 */

export const CONDITION_KINDS = [
  'type2_diabetes',
  'prediabetes',
  'hypertension',
  'dyslipidaemia',
  'pcos',
  'hypothyroidism',
  'ckd',
  'pregnancy',
  'lactation',
  'anaemia',
  'soft_texture',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export const CONDITION_LABELS: Record<ConditionKind, string> = {
  type2_diabetes: 'Type 2 diabetes',
  prediabetes: 'Prediabetes',
  hypertension: 'Hypertension',
  dyslipidaemia: 'Dyslipidaemia',
  pcos: 'PCOS',
  hypothyroidism: 'Hypothyroidism',
  ckd: 'Chronic kidney disease',
  pregnancy: 'Pregnancy',
  lactation: 'Lactation',
  anaemia: 'Iron-deficiency anaemia',
  soft_texture: 'Needs soft or minced food',
};

export const TRIMESTERS = ['1', '2', '3'] as const;
export const CKD_STAGES = ['3-5', 'dialysis'] as const;
export const LACTATION_PERIODS = ['0-6', '6-12'] as const;
/** The diabetes carbohydrate bands the nutritionist chooses between (condition-rules.ts). */
export const CARB_BANDS = ['rssdi', 'icmr'] as const;
/** Hypertension: the day's sodium ceiling the nutritionist chooses, mg. */
export const SODIUM_CEILINGS = [1500, 2000] as const;
/** IDDSI-style levels: 7 regular easy to chew is 'soft' (soft and bite-sized), 5 is 'minced'. */
export const TEXTURE_LEVELS = ['soft', 'minced'] as const;

/** One confirmed condition with its detail (only the detail its kind needs is kept). */
export type ClientCondition = {
  kind: ConditionKind;
  trimester?: (typeof TRIMESTERS)[number];
  ckd_stage?: (typeof CKD_STAGES)[number];
  lactation_months?: (typeof LACTATION_PERIODS)[number];
  carb_band?: (typeof CARB_BANDS)[number];
  sodium_max_mg?: (typeof SODIUM_CEILINGS)[number];
  texture?: (typeof TEXTURE_LEVELS)[number];
};

/** What the client's record holds: the confirmed list and the proposals turned down. */
export type ClientConditions = { conditions: ClientCondition[]; rejected: ConditionKind[] };
export const EMPTY_CONDITIONS: ClientConditions = { conditions: [], rejected: [] };

/** The detail each kind needs, the field it is asked in and the question when it is missing. */
export const CONDITION_DETAILS: Partial<
  Record<ConditionKind, { field: keyof ClientCondition; message: string; default?: string | number }>
> = {
  pregnancy: { field: 'trimester', message: 'Please choose the trimester of the pregnancy' },
  ckd: { field: 'ckd_stage', message: 'Please choose the stage of the kidney disease (3–5, or on dialysis)' },
  lactation: { field: 'lactation_months', message: "Please choose the baby's age (0–6 or 6–12 months)" },
  type2_diabetes: { field: 'carb_band', message: 'Please choose the carbohydrate band', default: 'rssdi' },
  prediabetes: { field: 'carb_band', message: 'Please choose the carbohydrate band', default: 'rssdi' },
  // 1,500 mg by default (issue 53 point 4, row hypertension-sodium-1500); the nutritionist may choose 2,000.
  hypertension: { field: 'sodium_max_mg', message: 'Please choose the sodium ceiling', default: 1500 },
  soft_texture: { field: 'texture', message: 'Please choose the texture (soft or minced)', default: 'soft' },
};

/** A condition read from what the client wrote, with the words it was read from. */
export type ProposedCondition = {
  kind: ConditionKind;
  label: string;
  status: 'pending' | 'confirmed' | 'rejected';
  /** Details the text gave (a trimester from "5 months pregnant", dialysis). */
  detail: Partial<ClientCondition>;
  field: string;
  text: string;
};

export type ConditionsView = {
  conditions: ClientCondition[];
  proposed: ProposedCondition[];
  /** Each confirmed condition in words ("Pregnancy, 2nd trimester"). */
  labels: string[];
};

/** "Pregnancy, 2nd trimester", "Hypertension, sodium ≤ 1500 mg". */
export function conditionText(c: ClientCondition): string {
  const base = CONDITION_LABELS[c.kind];
  if (c.trimester) return `${base}, trimester ${c.trimester}`;
  if (c.ckd_stage) return `${base}, ${c.ckd_stage === 'dialysis' ? 'on dialysis' : 'stage 3–5'}`;
  if (c.lactation_months) return `${base}, ${c.lactation_months} months`;
  if (c.carb_band)
    return `${base}, carbohydrate ${c.carb_band === 'rssdi' ? 'RSSDI 45–65 %' : 'ICMR 55–60 %'}`;
  if (c.sodium_max_mg) return `${base}, sodium ≤ ${c.sodium_max_mg} mg`;
  if (c.texture) return `${base} (${c.texture === 'soft' ? 'soft and bite-sized' : 'minced and moist'})`;
  return base;
}
