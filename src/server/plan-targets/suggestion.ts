/**
 * Suggested plan targets from the client's body, age, sex, activity and the package goal
 * (issue 17; sources and defaults in docs/decisions/091). Pure: the service gathers the facts.
 * Every number comes with its basis in words; a number whose input is missing is null and its basis
 * says what is missing — nothing is guessed.
 */
import {
  ASIAN_OVERWEIGHT_BMI,
  CKD_PROTEIN_PER_KG,
  carbBandOf,
  LIFE_STAGE_ADDITIONS,
  LIFE_STAGE_FLOORS,
} from '../../shared/condition-rules';
import { readConditionText } from '../../shared/condition-words';
import type { ClientCondition } from '../../shared/conditions';
import { MICRONUTRIENTS, type MicronutrientKey } from '../../shared/micronutrients';
import { boundOf, ruleOf } from '../../shared/nutrition-rules/index';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  type DayType,
  type EnergyMethod,
  type Goal,
  type MacroTargetKey,
  type SuggestedNumber,
  type TargetSuggestion,
} from '../../shared/plan-targets';
import { isSportsCategory } from '../../shared/survey';
import { FAO_BMR, ICMR_ADULT_FROM_AGE, ICMR_ADULT_RDA, ICMR_BMR_REDUCTION, MIFFLIN } from './icmr-rda';

export type Sex = 'Male' | 'Female';

export type SuggestionFacts = {
  weightKg: number | null;
  heightCm: number | null;
  ageYears: number | null;
  sex: Sex | null;
  /** The chosen level, else the one read from the questionnaire; null when neither says. */
  activity: ActivityLevel | null;
  packageCategory: string;
  subCategory: string | null;
  /** The client's confirmed conditions (issue 35); none when absent. */
  conditions?: readonly ClientCondition[];
  /** The questionnaire's "main goal" answer, as written ("Weight loss"). */
  statedGoal?: string | null;
};

export type SuggestionChoices = { method: EnergyMethod; dayType: DayType };

/** The youngest age the energy equations (Mifflin-St Jeor, FAO/WHO/UNU adult bands) are for. */
export const ADULT_AGE = 18;
/** kcal a day off (loss) or on (gain) the maintenance energy: about 0.5 kg a week (row energy-goal-step). */
export const GOAL_KCAL = boundOf('energy-goal-step', 'target');
/** Share of the energy from fat (ICMR-NIN 2020: total fat within 20–30 % of energy). */
export const FAT_ENERGY_SHARE = boundOf('fat-share', 'target') / 100;
/** ICMR-NIN 2020: 40 g dietary fibre per 2000 kcal (row fibre). */
export const FIBRE_G_PER_KCAL = boundOf('fibre', 'target') / 2000;

/** Protein in g per kg body weight by goal; the basis names the source. */
export const PROTEIN_PER_KG: Record<Goal | 'training' | 'rest', { perKg: number; source: string }> = {
  maintain: { perKg: boundOf('protein-per-kg', 'target'), source: 'ICMR-NIN 2020 adult RDA' },
  loss: {
    perKg: 1.0,
    source: 'above the ICMR-NIN 2020 RDA of 0.83 g/kg to keep lean mass while losing weight',
  },
  gain: { perKg: 1.0, source: 'above the ICMR-NIN 2020 RDA of 0.83 g/kg for weight gain' },
  training: {
    perKg: ruleOf('protein-per-kg-sport').bound.by!.training,
    source: 'sport, training day (ISSN 2017: 1.4–2.0 g/kg)',
  },
  rest: {
    perKg: ruleOf('protein-per-kg-sport').bound.by!.rest,
    source: 'sport, rest day (ISSN 2017: 1.4–2.0 g/kg)',
  },
};

/** From this age protein is at least the older adults' figure (row protein-per-kg-older-adult). */
export const OLDER_ADULT_AGE = 65;
const OLDER_ADULT_PROTEIN = {
  perKg: boundOf('protein-per-kg-older-adult', 'min'),
  source: 'at least 1.0 g/kg from 65 years to keep muscle (PROT-AGE 2013: 1.0–1.2 g/kg)',
};

export const MISSING = {
  weight: 'No weight in the body vitals',
  height: 'No height in the body vitals',
  age: "No date of birth in the client's profile",
  sex: "No sex (Male or Female) in the client's profile",
  activity: 'No workout or training schedule in the questionnaire: choose an activity level',
} as const;
type MissingKey = keyof typeof MISSING;

/**
 * The life stage a package's sub-category names ("Pregnancy", "Lactation", a practice's own
 * "Pregnancy – 2nd trimester"), read by the same words the card's proposals are read with
 * (condition-words.ts), so the goal and the proposal never disagree.
 */
export function packageLifeStage(subCategory: string | null): 'pregnancy' | 'lactation' | null {
  const kinds = readConditionText(subCategory ?? '').map((c) => c.kind);
  if (kinds.includes('pregnancy')) return 'pregnancy';
  if (kinds.includes('lactation')) return 'lactation';
  return null;
}

/**
 * What the targets screen says when the package names a life stage the card has not confirmed:
 * the goal is already maintenance, but the pregnancy or lactation figures need the stage and its
 * trimester or the baby's age (issue 54 point 1).
 */
export function unconfirmedStageNote(facts: SuggestionFacts): string | null {
  const stage = packageLifeStage(facts.subCategory);
  if (!stage || (facts.conditions ?? []).some((c) => c.kind === stage)) return null;
  const word = stage === 'pregnancy' ? 'pregnancy' : 'lactation';
  const detail = stage === 'pregnancy' ? 'its trimester' : "the baby's age";
  return `This is a ${facts.subCategory} package, but no ${word} is confirmed on the client's card: the energy, protein and nutrient figures below are a non-${stage === 'pregnancy' ? 'pregnant' : 'lactating'} adult's (weight loss is never suggested). Confirm the ${word} with ${detail} under Conditions on the client's card for the ${word} figures (ICMR-NIN 2020).`;
}

/** The package goal: Weight Management's sub-category, else maintenance. */
export function goalOf(category: string, subCategory: string | null): Goal {
  if (category.trim().toLowerCase() !== 'weight management') return 'maintain';
  const sub = (subCategory ?? '').toLowerCase();
  if (sub.includes('loss')) return 'loss';
  if (sub.includes('gain')) return 'gain';
  return 'maintain';
}

/**
 * Which goal the energy follows and why (issue 35): pregnancy and lactation never lose weight; a
 * Weight Management sub-category is the nutritionist's choice; else the client's stated goal; else
 * weight loss from BMI 23 (the Asian cut-off), whatever the package's category.
 */
export function goalRule(facts: SuggestionFacts): { goal: Goal; basis: string } {
  const stage = (facts.conditions ?? []).find((c) => c.kind === 'pregnancy' || c.kind === 'lactation');
  if (stage)
    return {
      goal: 'maintain',
      basis: `${stage.kind === 'pregnancy' ? 'Pregnancy' : 'Lactation'}: no weight loss`,
    };
  // A Pregnancy or Lactation package never loses weight, confirmed on the card or not (issue 54).
  const packageStage = packageLifeStage(facts.subCategory);
  if (packageStage)
    return {
      goal: 'maintain',
      basis: `Package: ${facts.subCategory}: no weight loss`,
    };
  // Weight Management's sub-category (loss, gain or maintenance) is the nutritionist's choice.
  if (facts.packageCategory.trim().toLowerCase() === 'weight management')
    return {
      goal: goalOf(facts.packageCategory, facts.subCategory),
      basis: `Package: ${facts.packageCategory}${facts.subCategory ? ` / ${facts.subCategory}` : ''}`,
    };
  const stated = (facts.statedGoal ?? '').toLowerCase();
  if (stated.includes('loss')) return { goal: 'loss', basis: `Questionnaire goal: ${facts.statedGoal}` };
  if (stated.includes('gain')) return { goal: 'gain', basis: `Questionnaire goal: ${facts.statedGoal}` };
  const { weightKg: w, heightCm: h } = facts;
  if (w !== null && h !== null) {
    const bmi = fmt(Math.round((w / (h / 100) ** 2) * 10) / 10);
    return Number(bmi) >= ASIAN_OVERWEIGHT_BMI.value
      ? {
          goal: 'loss',
          basis: `BMI ${bmi} ≥ ${ASIAN_OVERWEIGHT_BMI.value}: weight loss (${ASIAN_OVERWEIGHT_BMI.source})`,
        }
      : { goal: 'maintain', basis: `BMI ${bmi} < ${ASIAN_OVERWEIGHT_BMI.value}: maintenance` };
  }
  return { goal: 'maintain', basis: 'No BMI (weight and height) and no stated goal: maintenance' };
}

const levelOf = (value: ActivityLevel) => ACTIVITY_LEVELS.find((l) => l.value === value)!;

/** A sport's rest day is one activity level below its training days (never below sedentary). */
export function restDayLevel(training: ActivityLevel): ActivityLevel {
  const i = ACTIVITY_LEVELS.findIndex((l) => l.value === training);
  return ACTIVITY_LEVELS[Math.max(0, i - 1)].value;
}

/** Weekly minutes of exercise or training → an activity level (WHO: 150 min a week is moderate). */
export function activityFromMinutes(minutesPerWeek: number): ActivityLevel {
  if (minutesPerWeek <= 0) return 'sedentary';
  if (minutesPerWeek < 150) return 'light';
  if (minutesPerWeek < 420) return 'moderate';
  return 'heavy';
}

export type ScheduleRow = { startTime: string; endTime: string; days: number };

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The questionnaire's workout/training rows as an activity level with its basis; null when the
 * questionnaire says nothing (no rows and no 'none' box ticked).
 */
export function activityFromSchedule(
  rows: readonly ScheduleRow[],
  saysNone: boolean,
): { level: ActivityLevel; basis: string } | null {
  if (!rows.length) {
    return saysNone ? { level: 'sedentary', basis: 'Questionnaire: no exercise or training' } : null;
  }
  let minutes = 0;
  let sessions = 0;
  for (const r of rows) {
    const length = (minutesOf(r.endTime) - minutesOf(r.startTime) + 1440) % 1440;
    minutes += length * r.days;
    sessions += r.days;
  }
  const level = activityFromMinutes(minutes);
  return {
    level,
    basis: `Questionnaire: ${sessions} session${sessions === 1 ? '' : 's'}, ${minutes} min a week → ${levelOf(level).label.toLowerCase()}`,
  };
}

const round = (value: number, step = 1) => Math.round(value / step) * step;
const fmt = (value: number) => String(Math.round(value * 100) / 100);
const sexLetter = (sex: Sex) => (sex === 'Male' ? 'M' : 'F');
const missingBasis = (keys: MissingKey[]) => `Missing: ${keys.map((k) => MISSING[k]).join('; ')}`;

type Energy = { value: number | null; basis: string; missing: MissingKey[] };

function energyOf(facts: SuggestionFacts, choices: SuggestionChoices, goal: Goal, sports: boolean): Energy {
  const { weightKg: w, heightCm: h, ageYears: a, sex } = facts;
  const needed: [MissingKey, unknown][] = [
    ['weight', w],
    ...(choices.method === 'mifflin' ? ([['height', h]] as [MissingKey, unknown][]) : []),
    ['age', a],
    ['sex', sex],
    ['activity', facts.activity],
  ];
  const missing = needed.filter(([, v]) => v === null).map(([k]) => k);
  if (missing.length || w === null || a === null || sex === null || facts.activity === null) {
    return { value: null, basis: missingBasis(missing), missing };
  }
  if (a < ADULT_AGE) {
    return {
      value: null,
      basis: `Age ${a} y: the energy equations here are for adults (${ADULT_AGE} y and over)`,
      missing: [],
    };
  }
  const activity =
    sports && choices.dayType === 'rest' ? levelOf(restDayLevel(facts.activity)) : levelOf(facts.activity);
  const dayNote = sports ? `${choices.dayType} day, ` : '';
  let bmr: number;
  let text: string;
  let tdee: number;
  if (choices.method === 'mifflin') {
    bmr =
      MIFFLIN['per kg'] * w +
      MIFFLIN['per cm'] * (h as number) +
      MIFFLIN['per year of age'] * a +
      (sex === 'Male' ? MIFFLIN.men : MIFFLIN.women);
    tdee = bmr * activity.factor;
    text = `Mifflin-St Jeor, ${fmt(w)} kg, ${fmt(h as number)} cm, ${a} y, ${sexLetter(sex)}: BMR ${round(bmr)} kcal × ${activity.factor} (${dayNote}${activity.label.toLowerCase()})`;
  } else {
    const band = FAO_BMR[sex].find((b) => a >= b.fromAge)!;
    const reduction = ICMR_BMR_REDUCTION[sex];
    bmr = (band.perKg * w + band.plus) * (1 - reduction);
    tdee = bmr * activity.pal;
    text = `ICMR-NIN 2020, ${fmt(w)} kg, ${a} y, ${sexLetter(sex)}: BMR (FAO/WHO/UNU ${band.perKg} × kg + ${band.plus}, less ${reduction * 100} %) ${round(bmr)} kcal × PAL ${activity.pal} (${dayNote}${activity.label.toLowerCase()})`;
  }
  let energy = tdee;
  if (goal === 'loss') {
    energy = Math.max(tdee - GOAL_KCAL, bmr);
    text += ` = ${round(tdee)} kcal − ${GOAL_KCAL} for weight loss${energy === bmr ? ', not below the BMR' : ''}`;
  } else if (goal === 'gain') {
    energy = tdee + GOAL_KCAL;
    text += ` = ${round(tdee)} kcal + ${GOAL_KCAL} for weight gain`;
  }
  return { value: round(energy), basis: text, missing: [] };
}

/** The whole suggestion: macros from energy and weight, floors from ICMR-NIN 2020 by age and sex. */
export function suggestTargets(facts: SuggestionFacts, choices: SuggestionChoices): TargetSuggestion {
  const sports = isSportsCategory(facts.packageCategory);
  const rule = sports ? { goal: 'maintain' as Goal, basis: 'Sport: energy for training' } : goalRule(facts);
  const goal = rule.goal;
  const missing = new Set<MissingKey>();
  const conditions = facts.conditions ?? [];
  const stage = lifeStageAddition(conditions);

  const energy = energyOf(facts, choices, goal, sports);
  for (const k of energy.missing) missing.add(k);
  if (energy.value !== null && stage && stage.energy_kcal.value > 0) {
    energy.value += stage.energy_kcal.value;
    energy.basis += ` + ${stage.energy_kcal.value} kcal (${stage.energy_kcal.source})`;
  }

  const ckd = conditions.find((c) => c.kind === 'ckd');
  const ckdRule = ckd ? CKD_PROTEIN_PER_KG[ckd.ckd_stage ?? '3-5'] : null;
  // CKD's band is the kidney's ceiling (decision 245); otherwise never under the adult RDA, and
  // from 65 years never under the older adults' figure (issue 53 point 1).
  const byGoal = sports ? PROTEIN_PER_KG[choices.dayType] : PROTEIN_PER_KG[goal];
  const older = facts.ageYears !== null && facts.ageYears >= OLDER_ADULT_AGE;
  const proteinRule = ckdRule
    ? { perKg: ckdRule.value, source: ckdRule.source }
    : older && byGoal.perKg < OLDER_ADULT_PROTEIN.perKg
      ? OLDER_ADULT_PROTEIN
      : byGoal;
  let protein: SuggestedNumber =
    facts.weightKg === null
      ? { value: null, basis: missingBasis(['weight']) }
      : {
          value: round(proteinRule.perKg * facts.weightKg),
          basis: `${proteinRule.perKg} g/kg × ${fmt(facts.weightKg)} kg (${proteinRule.source})`,
        };
  if (protein.value !== null && stage && stage.protein_g.value > 0 && !ckdRule) {
    protein = {
      value: round(protein.value + stage.protein_g.value),
      basis: `${protein.basis} + ${stage.protein_g.value} g (${stage.protein_g.source})`,
    };
  }
  if (facts.weightKg === null) missing.add('weight');

  const fromEnergy = (make: (kcal: number) => SuggestedNumber): SuggestedNumber =>
    energy.value === null ? { value: null, basis: 'Needs the energy target' } : make(energy.value);
  const fat = fromEnergy((kcal) => ({
    value: round((kcal * FAT_ENERGY_SHARE) / 9),
    basis: `${FAT_ENERGY_SHARE * 100} % of ${kcal} kcal ÷ 9 kcal/g (ICMR-NIN 2020: total fat 20–30 % of energy)`,
  }));
  const fibre = fromEnergy((kcal) => ({
    value: round(kcal * FIBRE_G_PER_KCAL),
    basis: `40 g per 2000 kcal × ${kcal} kcal (ICMR-NIN 2020)`,
  }));
  let carbohydrate: SuggestedNumber =
    energy.value === null || protein.value === null || fat.value === null
      ? { value: null, basis: 'Needs the energy and protein targets' }
      : {
          value: round((energy.value - protein.value * 4 - (fat.value as number) * 9) / 4),
          basis: `The rest of the energy: (${energy.value} − ${protein.value} g × 4 − ${fat.value} g × 9) ÷ 4 kcal/g`,
        };
  const band = carbBandOf(conditions);
  if (band && energy.value !== null && protein.value !== null) {
    // Diabetes: carbohydrate at the chosen band's suggested share (never under its grams floor);
    // fat takes the rest of the energy.
    const grams = Math.max(round((energy.value * band.suggested) / 100 / 4), band.minGrams);
    carbohydrate = {
      value: grams,
      basis: `${band.suggested} % of ${energy.value} kcal ÷ 4 kcal/g, at least ${band.minGrams} g (${band.source})`,
    };
    const rest = round((energy.value - protein.value * 4 - grams * 4) / 9);
    fat.value = Math.max(rest, 0);
    fat.basis = `The rest of the energy: (${energy.value} − ${protein.value} g × 4 − ${grams} g × 4) ÷ 9 kcal/g`;
  }

  const targets: Record<MacroTargetKey, SuggestedNumber> = {
    energy_kcal: { value: energy.value, basis: energy.basis },
    protein_g: protein,
    carbohydrate_g: carbohydrate,
    fat_g: fat,
    fibre_g: fibre,
  };

  const floors = micronutrientFloors(facts, missing);
  const stageFloors = lifeStageFloors(conditions);
  for (const [key, cited] of Object.entries(stageFloors)) {
    if (cited) floors[key as MicronutrientKey] = { value: cited.value, basis: cited.source };
  }
  return {
    method: choices.method,
    activity: facts.activity,
    goal,
    goal_basis: rule.basis,
    life_stage_note: sports ? null : unconfirmedStageNote(facts),
    day_type: sports ? choices.dayType : null,
    targets,
    micronutrient_floors: floors,
    missing: [...missing].map((k) => MISSING[k]),
  };
}

/** The pregnancy or lactation additions of the client's confirmed life stage, if any. */
function lifeStageAddition(conditions: readonly ClientCondition[]) {
  for (const c of conditions) {
    if (c.kind === 'pregnancy' && c.trimester) return LIFE_STAGE_ADDITIONS.pregnancy[c.trimester];
    if (c.kind === 'lactation' && c.lactation_months)
      return LIFE_STAGE_ADDITIONS.lactation[c.lactation_months];
  }
  return null;
}

function lifeStageFloors(conditions: readonly ClientCondition[]) {
  const stage = conditions.find((c) => c.kind === 'pregnancy' || c.kind === 'lactation');
  return stage ? LIFE_STAGE_FLOORS[stage.kind as 'pregnancy' | 'lactation'] : {};
}

function micronutrientFloors(
  facts: SuggestionFacts,
  missing: Set<MissingKey>,
): Record<MicronutrientKey, SuggestedNumber> {
  const lacking: MissingKey[] = [];
  if (facts.sex === null) lacking.push('sex');
  if (facts.ageYears === null) lacking.push('age');
  for (const k of lacking) missing.add(k);
  const category = facts.activity ? levelOf(facts.activity).icmrCategory : 'sedentary';
  const out = {} as Record<MicronutrientKey, SuggestedNumber>;
  for (const m of MICRONUTRIENTS) {
    if (lacking.length || facts.sex === null || facts.ageYears === null) {
      out[m.key] = { value: null, basis: missingBasis(lacking) };
      continue;
    }
    if (facts.ageYears < ICMR_ADULT_FROM_AGE) {
      out[m.key] = {
        value: null,
        basis: `Age ${facts.ageYears} y: only the adult RDAs (${ICMR_ADULT_FROM_AGE} y and over) are in this table`,
      };
      continue;
    }
    const rda = ICMR_ADULT_RDA[facts.sex][m.key];
    const who = facts.sex === 'Male' ? 'adult man' : 'adult woman';
    out[m.key] =
      typeof rda === 'number'
        ? { value: rda, basis: `ICMR-NIN 2020 RDA, ${who}` }
        : {
            value: rda[category],
            basis: `ICMR-NIN 2020 RDA, ${who}, ${category} work${facts.activity ? '' : ' (activity not known)'}`,
          };
  }
  return out;
}
