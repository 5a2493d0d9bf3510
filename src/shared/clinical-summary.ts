/**
 * The nutritionist's copy of the plan PDF carries one box (issue 35 point 4, decision 225): the
 * client's restrictions (confirmed, and those the plan enforces from the questionnaire before a
 * click), conditions, and the plan's targets each with the rule it came from. Pure: the server
 * reads the inputs, this says them.
 */
import { saltGramsOf, saltTeaspoonsOf, teaspoonText } from './client-rules';
import { SODIUM_CEILING_SOURCES, sodiumCeilingOf } from './condition-rules';
import { type ClientCondition, conditionText } from './conditions';
import { WEEKDAY_NAMES } from './fasting';
import { MACRO_TARGETS, type MacroTargetKey, type PlanTargets } from './plan-target-options';
import { matchKey, matchLabel, type Restrictions, type TextMatch } from './restrictions';

/**
 * The day's sodium ceiling and where it comes from (the number is shared/plan-options.ts SODIUM_DAY_MAX_MG).
 * ICMR-NIN Dietary Guidelines for Indians 2024: salt under 5 g a day; WHO Guideline: Sodium intake
 * for adults and children (2012): under 2 g sodium a day.
 */
export const SODIUM_CEILING_SOURCE =
  'ICMR-NIN Dietary Guidelines for Indians 2024 (salt under 5 g a day); WHO sodium guideline 2012 (under 2 g sodium a day)';

/** `source`: empty when there is no number to explain. */
export type ClinicalTarget = { label: string; value: string; source: string };
export type ClinicalSummary = {
  /** "Peanut allergy", "Milk intolerance (except curd)", "Jain diet", "Dislikes karela". */
  restrictions: string[];
  conditions: string[];
  targets: ClinicalTarget[];
};

export type ClinicalSummaryInput = {
  /** The list the nutritionist confirmed. */
  confirmed: Restrictions;
  /** What the plan enforces: the list and the questionnaire's proposals not turned down. */
  enforced: Restrictions;
  /** The client's confirmed conditions, with their detail (a hypertensive client's own sodium ceiling). */
  conditions?: readonly ClientCondition[];
  targets: PlanTargets;
  /** The basis saved with each target number (plan_targets.basis), key → text. */
  basis: Readonly<Record<string, string>>;
  /** The plan's sodium ceiling for every client; a confirmed hypertension's lower one replaces it. */
  sodium_max_mg: number;
};

const matchesOf = (r: Restrictions): TextMatch[] => [
  ...r.allergies.map((tag) => ({ kind: 'allergy' as const, tag, text: '' })),
  ...r.intolerances.map((i) => ({ kind: 'intolerance' as const, tag: i.tag, except: i.except, text: '' })),
  ...r.diets.map((diet) => ({ kind: 'diet' as const, diet, text: '' })),
  ...r.dislikes.map((word) => ({ kind: 'dislike' as const, word, text: '' })),
];

/** Each rule in the nutritionist's words; a proposal not yet confirmed says so. */
function restrictionLines(input: ClinicalSummaryInput): string[] {
  const confirmed = new Set(matchesOf(input.confirmed).map(matchKey));
  const lines = matchesOf(input.enforced).map((m) =>
    confirmed.has(matchKey(m)) ? matchLabel(m) : `${matchLabel(m)} (proposed, not yet confirmed)`,
  );
  for (const f of input.enforced.fasting) {
    const days = f.weekdays.map((d) => WEEKDAY_NAMES[d]).join(', ');
    lines.push(`Fasting on ${days}${f.allowed.length ? ` (allowed: ${f.allowed.join(', ')})` : ''}`);
  }
  return lines;
}

const UNITS: Record<MacroTargetKey, string> = {
  energy_kcal: 'kcal',
  protein_g: 'g',
  carbohydrate_g: 'g',
  fat_g: 'g',
  fibre_g: 'g',
};

const number = (n: number) => Math.round(n).toLocaleString('en-IN');

function macroLine(key: MacroTargetKey, input: ClinicalSummaryInput): ClinicalTarget {
  const label = MACRO_TARGETS.find((m) => m.key === key)?.label ?? key;
  const value = input.targets[key];
  if (value === null) return { label, value: 'No target set', source: '' };
  const energy = input.targets.energy_kcal;
  const perGram = key === 'fat_g' ? 9 : 4;
  const share =
    energy && key !== 'energy_kcal' && key !== 'fibre_g'
      ? ` (${Math.round(((value * perGram) / energy) * 100)} % of energy)`
      : '';
  const ceiling =
    key === 'fibre_g' && input.targets.fibre_max_g ? `, at most ${number(input.targets.fibre_max_g)} g` : '';
  return {
    label,
    value: `${number(value)} ${UNITS[key]}${share}${ceiling}`,
    // A number typed over the suggestion has no basis saved (plan-targets.service.ts).
    source: input.basis[key]?.trim() || 'Set by the nutritionist',
  };
}

export function clinicalSummary(input: ClinicalSummaryInput): ClinicalSummary {
  const targets = MACRO_TARGETS.map((m) => macroLine(m.key, input));
  const conditions = input.conditions ?? [];
  // The client's own ceiling: a confirmed hypertension's (the nutritionist's choice), else the plan's.
  const sodium = sodiumCeilingOf(conditions, input.sodium_max_mg);
  const hypertension = conditions.some((c) => c.kind === 'hypertension' && c.sodium_max_mg);
  const salt = `${saltGramsOf(sodium)} g salt, about ${teaspoonText(saltTeaspoonsOf(sodium))} level teaspoon`;
  targets.push({
    label: 'Sodium',
    value: `at most ${number(sodium)} mg a day (${salt})`,
    source: hypertension
      ? `Hypertension: ${SODIUM_CEILING_SOURCES[sodium as 1500 | 2000] ?? 'the ceiling the nutritionist chose'}`
      : SODIUM_CEILING_SOURCE,
  });
  return {
    restrictions: restrictionLines(input),
    conditions: conditions.map(conditionText),
    targets,
  };
}
