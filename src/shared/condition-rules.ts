/**
 * The rules each condition brings (issue 35, docs/decisions/220): data, each number beside its
 * source and year. Targets read them in server/plan-targets/suggestion.ts, the generator and the
 * plan core read the food rules (condition-foods.ts), the preview lists the checks.
 *
 * Numbers marked `recalled: true` are as the team remembers the printed table and are to be
 * checked against the report before they are relied on clinically (house rule: never a number
 * from memory without saying so).
 */
import type { ClientCondition } from './conditions';
import type { FoodFacts } from './food-facts';
import { boundOf, ruleOf } from './nutrition-rules/index';

/**
 * Every number below is read from the table of nutrition rules (shared/nutrition-rules/, issue 52
 * point 2, decision 294) by its row id; the words beside it are how a basis line quotes the source.
 */
export type Cited = { value: number; source: string; recalled?: true };

/** A row's figure with the words a basis line quotes, `recalled` as the row says. */
function cited(id: string, which: 'min' | 'max' | 'target', source: string): Cited {
  const value = boundOf(id, which);
  return ruleOf(id).recalled ? { value, source, recalled: true } : { value, source };
}

const stage = (id: string, energySource: string, proteinSource: string) => ({
  energy_kcal: cited(`${id}-energy`, 'target', energySource),
  protein_g: cited(`${id}-protein`, 'target', proteinSource),
});

/** ICMR-NIN 2020 additions for pregnancy and lactation (energy retained from ICMR 2010). */
export const LIFE_STAGE_ADDITIONS = {
  pregnancy: {
    '1': stage(
      'pregnancy-1',
      'ICMR-NIN 2020: no addition in the 1st trimester',
      'ICMR-NIN 2020: no addition in the 1st trimester',
    ),
    '2': stage(
      'pregnancy-2',
      'ICMR-NIN 2020 RDA (retained from ICMR 2010), pregnancy 2nd trimester',
      'ICMR-NIN 2020 RDA, pregnancy 2nd trimester',
    ),
    '3': stage(
      'pregnancy-3',
      'ICMR-NIN 2020 RDA (retained from ICMR 2010), pregnancy 3rd trimester',
      'ICMR-NIN 2020 RDA, pregnancy 3rd trimester',
    ),
  },
  lactation: {
    '0-6': stage(
      'lactation-0-6',
      'ICMR-NIN 2020 RDA (retained from ICMR 2010), lactation 0–6 months',
      'ICMR-NIN 2020 RDA, lactation 0–6 months',
    ),
    '6-12': stage(
      'lactation-6-12',
      'ICMR-NIN 2020 RDA (retained from ICMR 2010), lactation 6–12 months',
      'ICMR-NIN 2020 RDA, lactation 6–12 months',
    ),
  },
} as const satisfies Record<string, Record<string, Record<'energy_kcal' | 'protein_g', Cited>>>;

const stageFloor = (stageName: 'pregnancy' | 'lactation', key: 'iron_mg' | 'folate_ug' | 'calcium_mg') =>
  cited(
    `${stageName}-floor-${key}`,
    'min',
    `ICMR-NIN 2020 RDA, ${stageName === 'pregnancy' ? 'pregnant' : 'lactating'} woman`,
  );

/** ICMR-NIN 2020 RDAs that replace the adult woman's in pregnancy and lactation. */
export const LIFE_STAGE_FLOORS: Record<
  'pregnancy' | 'lactation',
  Partial<Record<'iron_mg' | 'folate_ug' | 'calcium_mg', Cited>>
> = {
  pregnancy: {
    iron_mg: stageFloor('pregnancy', 'iron_mg'),
    folate_ug: stageFloor('pregnancy', 'folate_ug'),
    calcium_mg: stageFloor('pregnancy', 'calcium_mg'),
  },
  lactation: {
    iron_mg: stageFloor('lactation', 'iron_mg'),
    folate_ug: stageFloor('lactation', 'folate_ug'),
    calcium_mg: stageFloor('lactation', 'calcium_mg'),
  },
};

const carbBand = (id: string, source: string) => ({
  min: boundOf(id, 'min'),
  max: boundOf(id, 'max'),
  suggested: boundOf(id, 'target'),
  minGrams: boundOf('diabetes-carb-min-grams', 'min'),
  source,
});

/** The diabetes carbohydrate bands (share of energy, %) and where the suggestion sits in each. */
export const CARB_BAND_RULES = {
  rssdi: carbBand(
    'diabetes-carb-band-rssdi',
    'RSSDI clinical practice recommendations 2022: carbohydrate 45–65 % of energy, at least 130 g a day',
  ),
  icmr: carbBand(
    'diabetes-carb-band-icmr',
    'ICMR guidelines for management of type 2 diabetes 2018: carbohydrate 55–60 % of energy',
  ),
} as const;

/** Saturated fat ceiling for diabetes and dyslipidaemia, share of energy. */
export const SATURATED_FAT_MAX: Cited = cited(
  'saturated-fat-share',
  'max',
  'RSSDI 2022 and ICMR 2018 (diabetes): saturated fat < 7–10 % of energy; the upper end is checked',
);

/**
 * CKD protein, g per kg body weight a day: `value` the suggested target, `min`–`max` the band the
 * targets, the solver row, its cost and the check line keep (one row each, issue 52: the dialysis
 * ceiling was written as 1.2 in three places beside a table value of 1.1, the suggested target).
 */
export const CKD_PROTEIN_PER_KG: Record<'3-5' | 'dialysis', Cited & { min: number; max: number }> = {
  '3-5': {
    ...cited(
      'ckd-protein-3-5',
      'target',
      'KDOQI 2020 nutrition guideline (0.55–0.6 g/kg) and KDIGO 2024 (0.8 g/kg): 0.55–0.8 g/kg, stage 3–5 not on dialysis',
    ),
    min: boundOf('ckd-protein-3-5', 'min'),
    max: boundOf('ckd-protein-3-5', 'max'),
  },
  dialysis: {
    ...cited(
      'ckd-protein-dialysis',
      'target',
      'KDOQI 2020 nutrition guideline (Ikizler et al.), guideline 3: 1.0–1.2 g/kg on maintenance dialysis',
    ),
    min: boundOf('ckd-protein-dialysis', 'min'),
    max: boundOf('ckd-protein-dialysis', 'max'),
  },
};

/**
 * CKD's potassium and phosphorus: KDOQI/NKF 2020 nutrition guideline (Ikizler et al., AJKD) sets no
 * fixed daily ceiling for either (intake adjusted to keep serum levels normal), and our IFCT values
 * carry neither nutrient: the check line says "not checked: no data", never a ✓ (decision 245).
 */
export const CKD_MINERALS_NOT_CHECKED = {
  potassium: 'KDOQI 2020: adjust dietary potassium to keep serum potassium normal (no fixed ceiling)',
  phosphorus: 'KDOQI 2020: adjust dietary phosphorus to keep serum phosphate normal (no fixed ceiling)',
} as const;

/** Hypertension: the day's sodium ceilings offered (mg) and their sources (rows hypertension-sodium-*). */
export const SODIUM_CEILING_SOURCES: Record<1500 | 2000, string> = {
  [boundOf('hypertension-sodium-1500', 'max')]:
    'ACC/AHA 2017 hypertension guideline: an optimal goal of < 1,500 mg sodium a day',
  [boundOf('hypertension-sodium-2000', 'max')]:
    'WHO 2012 sodium guideline and ICMR-NIN 2020: < 2,000 mg sodium (5 g salt) a day',
} as Record<1500 | 2000, string>;

/** Asian BMI cut-off for overweight (kg/m²): the energy suggestion's weight-loss rule. */
export const ASIAN_OVERWEIGHT_BMI: Cited = cited(
  'weight-loss-bmi',
  'min',
  'WHO Expert Consultation 2004 (Lancet) and the Indian consensus statement 2009 (Misra et al.): overweight from BMI 23',
);

/**
 * Deep-fried dishes (poori, samosa, pakora, vada) are left out of generated weeks for a client
 * losing weight or with one of these conditions: their guidance limits fried food (ICMR-NIN
 * Dietary Guidelines for Indians 2024, on foods high in fat, sugar and salt; RSSDI 2022 for
 * diabetes). Words, not a number: no figure is quoted, and the choice of conditions is the
 * team's reading of that guidance (decision 277; row deep-fried-left-out).
 */
export const DEEP_FRIED_LEFT_OUT_FOR = {
  conditions: ['type2_diabetes', 'prediabetes', 'hypertension', 'dyslipidaemia', 'pcos'] as const,
  source:
    'ICMR-NIN Dietary Guidelines for Indians 2024 (limit foods high in fat, sugar and salt, fried snacks among them); RSSDI 2022',
};

/** Diabetes food rules (RSSDI 2022 / ICMR 2018 advice written as numbers the generator keeps). */
export const DIABETES_FOOD_RULES = {
  fruitServingsMax: {
    value: boundOf('diabetes-fruit', 'max') / boundOf('my-plate-fruits', 'target'),
    source: 'RSSDI 2022: 2 servings of whole fruit a day, juice avoided',
  },
  fruitServingGrams: {
    value: boundOf('my-plate-fruits', 'target'),
    source: 'ICMR-NIN 2024 Dietary Guidelines: one fruit portion is 100 g',
  },
  mealCarbShareMax: {
    value: boundOf('diabetes-meal-carb-share', 'max'),
    source:
      'Team rule (decision 220): no meal carries more than 35 % of the day’s carbohydrate, so the load is spread',
  },
} as const;

/**
 * Iron-deficiency anaemia: non-haem iron is better absorbed with vitamin C in the same meal, and
 * less with tea or coffee (tannins). Written as numbers the generator keeps (decision 245).
 */
export const ANAEMIA_FOOD_RULES = {
  mealVitaminCMin: {
    value: boundOf('anaemia-meal-vitamin-c', 'min'),
    source:
      'FAO/WHO 2004, Vitamin and mineral requirements in human nutrition, ch. 13 (iron): 25 mg of ascorbic acid in a meal enhances non-haem iron absorption',
    recalled: true,
  },
} as const satisfies Record<string, Cited>;

/** A main meal of the day (breakfast, lunch, dinner), by the meal's timing name. */
export const isMainMeal = (timing: string) => /breakfast|lunch|dinner/i.test(timing);
/**
 * Tea or coffee (anaemia's row anaemia-tea-coffee): the food fact `tea_coffee` (shared/food-facts.ts,
 * decision 292: tea leaves and coffee powder, and every dish made with them), the one definition the
 * check line, the generator's anaemia filter and its meal patterns read (issue 52: the check read
 * tea|chai|coffee, the generator also kaapi|kahwa).
 */
export const isTeaOrCoffee = (facts: FoodFacts | null | undefined) => Boolean(facts?.tea_coffee);

/**
 * The sodium ceiling a hypertensive client's days are held to (the default one otherwise): the
 * nutritionist's choice, else 1,500 mg (issue 53 point 4, row hypertension-sodium-1500).
 */
export function sodiumCeilingOf(conditions: readonly ClientCondition[], fallback: number): number {
  const hypertension = conditions.find((c) => c.kind === 'hypertension');
  if (!hypertension) return fallback;
  return Math.min(hypertension.sodium_max_mg ?? boundOf('hypertension-sodium-1500', 'max'), fallback);
}

/** The diabetes band the nutritionist chose, null when the client has no diabetes condition. */
export function carbBandOf(conditions: readonly ClientCondition[]) {
  const c = conditions.find((x) => x.kind === 'type2_diabetes' || x.kind === 'prediabetes');
  return c ? CARB_BAND_RULES[c.carb_band ?? 'rssdi'] : null;
}

/**
 * Targets outside a confirmed condition's band, each in words naming the band and its source
 * ("Carbohydrate 68 % of energy is outside 45–65 % (RSSDI …)"): saving them needs a confirmation.
 */
export function outsideConditionBands(
  conditions: readonly ClientCondition[],
  targets: { energy_kcal: number | null; protein_g: number | null; carbohydrate_g: number | null },
  weightKg: number | null,
): string[] {
  const out: string[] = [];
  const band = carbBandOf(conditions);
  const { energy_kcal: kcal, carbohydrate_g: carb, protein_g: protein } = targets;
  if (band && kcal && carb !== null) {
    const share = Math.round((carb * 4 * 100) / kcal);
    if (share < band.min || share > band.max || carb < band.minGrams)
      out.push(
        `Carbohydrate ${carb} g (${share} % of energy) is outside ${band.min}–${band.max} % and at least ${band.minGrams} g (${band.source}).`,
      );
  }
  const ckd = conditions.find((c) => c.kind === 'ckd');
  if (ckd && protein !== null && weightKg) {
    const rule = CKD_PROTEIN_PER_KG[ckd.ckd_stage ?? '3-5'];
    const perKg = Math.round((protein / weightKg) * 100) / 100;
    if (perKg > rule.max || perKg < rule.min)
      out.push(
        `Protein ${protein} g (${perKg} g/kg) is outside ${rule.min}–${rule.max} g/kg (${rule.source}).`,
      );
  }
  return out;
}
