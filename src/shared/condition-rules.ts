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

export type Cited = { value: number; source: string; recalled?: true };

/** ICMR-NIN 2020 additions for pregnancy and lactation (energy retained from ICMR 2010). */
export const LIFE_STAGE_ADDITIONS = {
  pregnancy: {
    '1': {
      energy_kcal: { value: 0, source: 'ICMR-NIN 2020: no addition in the 1st trimester' },
      protein_g: { value: 0, source: 'ICMR-NIN 2020: no addition in the 1st trimester' },
    },
    '2': {
      energy_kcal: {
        value: 350,
        source: 'ICMR-NIN 2020 RDA (retained from ICMR 2010), pregnancy 2nd trimester',
      },
      protein_g: { value: 9.5, source: 'ICMR-NIN 2020 RDA, pregnancy 2nd trimester' },
    },
    '3': {
      energy_kcal: {
        value: 350,
        source: 'ICMR-NIN 2020 RDA (retained from ICMR 2010), pregnancy 3rd trimester',
      },
      protein_g: { value: 22, source: 'ICMR-NIN 2020 RDA, pregnancy 3rd trimester' },
    },
  },
  lactation: {
    '0-6': {
      energy_kcal: {
        value: 600,
        source: 'ICMR-NIN 2020 RDA (retained from ICMR 2010), lactation 0–6 months',
      },
      protein_g: { value: 16.9, source: 'ICMR-NIN 2020 RDA, lactation 0–6 months', recalled: true },
    },
    '6-12': {
      energy_kcal: {
        value: 520,
        source: 'ICMR-NIN 2020 RDA (retained from ICMR 2010), lactation 6–12 months',
      },
      protein_g: { value: 13.2, source: 'ICMR-NIN 2020 RDA, lactation 6–12 months', recalled: true },
    },
  },
} as const satisfies Record<string, Record<string, Record<'energy_kcal' | 'protein_g', Cited>>>;

/** ICMR-NIN 2020 RDAs that replace the adult woman's in pregnancy and lactation. */
export const LIFE_STAGE_FLOORS: Record<
  'pregnancy' | 'lactation',
  Partial<Record<'iron_mg' | 'folate_ug' | 'calcium_mg', Cited>>
> = {
  pregnancy: {
    iron_mg: { value: 27, source: 'ICMR-NIN 2020 RDA, pregnant woman', recalled: true },
    folate_ug: { value: 570, source: 'ICMR-NIN 2020 RDA, pregnant woman', recalled: true },
    calcium_mg: { value: 1000, source: 'ICMR-NIN 2020 RDA, pregnant woman', recalled: true },
  },
  lactation: {
    iron_mg: { value: 23, source: 'ICMR-NIN 2020 RDA, lactating woman', recalled: true },
    folate_ug: { value: 330, source: 'ICMR-NIN 2020 RDA, lactating woman', recalled: true },
    calcium_mg: { value: 1200, source: 'ICMR-NIN 2020 RDA, lactating woman', recalled: true },
  },
};

/** The diabetes carbohydrate bands (share of energy, %) and where the suggestion sits in each. */
export const CARB_BAND_RULES = {
  rssdi: {
    min: 45,
    max: 65,
    suggested: 55,
    minGrams: 130,
    source:
      'RSSDI clinical practice recommendations 2022: carbohydrate 45–65 % of energy, at least 130 g a day',
  },
  icmr: {
    min: 55,
    max: 60,
    suggested: 55,
    minGrams: 130,
    source: 'ICMR guidelines for management of type 2 diabetes 2018: carbohydrate 55–60 % of energy',
  },
} as const;

/** Saturated fat ceiling for diabetes and dyslipidaemia, share of energy. */
export const SATURATED_FAT_MAX: Cited = {
  value: 10,
  source: 'RSSDI 2022 and ICMR 2018 (diabetes): saturated fat < 7–10 % of energy; the upper end is checked',
};

/** CKD protein, g per kg body weight a day (KDIGO 2020 nutrition guideline). */
export const CKD_PROTEIN_PER_KG: Record<'3-5' | 'dialysis', Cited & { min: number }> = {
  '3-5': {
    value: 0.8,
    min: 0.55,
    source: 'KDIGO 2020 (KDOQI/ASN nutrition guideline): 0.55–0.8 g/kg, stage 3–5 not on dialysis',
  },
  dialysis: {
    value: 1.1,
    min: 1.0,
    source: 'KDIGO 2020 (KDOQI nutrition guideline): 1.0–1.2 g/kg on maintenance dialysis',
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

/** Hypertension: the day's sodium ceilings offered (mg) and their sources. */
export const SODIUM_CEILING_SOURCES: Record<1500 | 2000, string> = {
  1500: 'ACC/AHA 2017 hypertension guideline: an optimal goal of < 1,500 mg sodium a day',
  2000: 'WHO 2012 sodium guideline and ICMR-NIN 2020: < 2,000 mg sodium (5 g salt) a day',
};

/** Asian BMI cut-off for overweight (kg/m²): the energy suggestion's weight-loss rule. */
export const ASIAN_OVERWEIGHT_BMI: Cited = {
  value: 23,
  source:
    'WHO Expert Consultation 2004 (Lancet) and the Indian consensus statement 2009 (Misra et al.): overweight from BMI 23',
};

/**
 * Deep-fried dishes (poori, samosa, pakora, vada) are left out of generated weeks for a client
 * losing weight or with one of these conditions: their guidance limits fried food (ICMR-NIN
 * Dietary Guidelines for Indians 2024, on foods high in fat, sugar and salt; RSSDI 2022 for
 * diabetes). Words, not a number: no figure is quoted, and the choice of conditions is the
 * team's reading of that guidance (decision 277).
 */
export const DEEP_FRIED_LEFT_OUT_FOR = {
  conditions: ['type2_diabetes', 'prediabetes', 'hypertension', 'dyslipidaemia', 'pcos'] as const,
  source:
    'ICMR-NIN Dietary Guidelines for Indians 2024 (limit foods high in fat, sugar and salt, fried snacks among them); RSSDI 2022',
};

/** Diabetes food rules (RSSDI 2022 / ICMR 2018 advice written as numbers the generator keeps). */
export const DIABETES_FOOD_RULES = {
  fruitServingsMax: { value: 2, source: 'RSSDI 2022: 2 servings of whole fruit a day, juice avoided' },
  fruitServingGrams: { value: 100, source: 'ICMR-NIN 2024 Dietary Guidelines: one fruit portion is 100 g' },
  mealCarbShareMax: {
    value: 35,
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
    value: 25,
    source:
      'FAO/WHO 2004, Vitamin and mineral requirements in human nutrition, ch. 13 (iron): 25 mg of ascorbic acid in a meal enhances non-haem iron absorption',
    recalled: true,
  },
  teaAwayFromMeals: {
    value: 60,
    source:
      'ICMR-NIN Dietary Guidelines for Indians 2024: no tea or coffee from an hour before to an hour after a meal (tannins reduce iron absorption)',
    recalled: true,
  },
} as const satisfies Record<string, Cited>;

/** A main meal of the day (breakfast, lunch, dinner), by the meal's timing name. */
export const isMainMeal = (timing: string) => /breakfast|lunch|dinner/i.test(timing);
/** Tea or coffee by name ("Masala chai (no sugar)", "Filter coffee"); herbal or lemon tea too. */
export const isTeaOrCoffee = (name: string) => /(^|[^a-z])(tea|chai|coffee)([^a-z]|$)/i.test(name);

/** The sodium ceiling a hypertensive client's days are held to (the default one otherwise). */
export function sodiumCeilingOf(conditions: readonly ClientCondition[], fallback: number): number {
  const chosen = conditions.find((c) => c.kind === 'hypertension')?.sodium_max_mg;
  return chosen ? Math.min(chosen, fallback) : fallback;
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
    const max = ckd.ckd_stage === 'dialysis' ? 1.2 : rule.value;
    if (perKg > max || perKg < rule.min)
      out.push(`Protein ${protein} g (${perKg} g/kg) is outside ${rule.min}–${max} g/kg (${rule.source}).`);
  }
  return out;
}
