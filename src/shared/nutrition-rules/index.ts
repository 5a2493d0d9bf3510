/**
 * The table of nutrition rules (issue 52 point 2, docs/decisions/294), and what reads it: a row by
 * id, its bound, its words for the rules page, and the practice's choices between cited
 * alternatives. Pure and Zod-free (the planner's first paint reads the sodium ceiling).
 */
import { NUTRITION_RULES } from './rows';
import type { AppliesTo, Bound, NutritionRule } from './types';

export { NUTRITION_RULES } from './rows';
export type { AppliesTo, Bound, Measure, NutritionRule, RuleScope, Source } from './types';

const BY_ID = new Map(NUTRITION_RULES.map((r) => [r.id, r]));

/** The row with this id; throws on an unknown id (a typo is a bug, never a silent undefined). */
export function ruleOf(id: string): NutritionRule {
  const rule = BY_ID.get(id);
  if (!rule) throw new Error(`No nutrition rule "${id}"`);
  return rule;
}

/** A row's bound figure (`min`, `max` or `target`); throws when the row has none. */
export function boundOf(id: string, which: 'min' | 'max' | 'target'): number {
  const value = ruleOf(id).bound[which];
  if (value === undefined) throw new Error(`Nutrition rule "${id}" has no ${which}`);
  return value;
}

/** "Source, year: what it says", as the code's comments and the basis lines quote a row. */
export function citationOf(id: string): string {
  const { source } = ruleOf(id);
  return `${source.publication}${source.where ? `, ${source.where}` : ''}: ${source.says}`;
}

/**
 * Where guidelines differ, the practice chooses between cited alternatives (issue 52 point 3):
 * each alternative is a row of the table, so no figure can be chosen that no source gives.
 */
export type RuleChoice = {
  id: string;
  label: string;
  /** Rule ids of the alternatives, the default first. */
  alternatives: readonly string[];
  /** What the choice changes, in words. */
  applies: string;
};

export const RULE_CHOICES: readonly RuleChoice[] = [
  {
    id: 'diabetes-carb-band',
    label: 'Diabetes carbohydrate band',
    alternatives: ['diabetes-carb-band-rssdi', 'diabetes-carb-band-icmr'],
    applies:
      'the band a diabetic or prediabetic client’s targets and check lines use where their condition names none (new previews and suggestions)',
  },
  {
    id: 'hypertension-sodium',
    label: 'Hypertension sodium ceiling',
    alternatives: ['hypertension-sodium-1500', 'hypertension-sodium-2000'],
    applies: 'the sodium ceiling a hypertensive client’s new previews keep where their condition names none',
  },
];

/** The practice's choices: choice id → the chosen alternative's rule id. */
export type RuleChoices = Record<string, string>;

/** The alternative in force for a choice: the practice's when valid, else the default (first). */
export function chosenRule(choiceId: string, choices: RuleChoices | null | undefined): NutritionRule {
  const choice = RULE_CHOICES.find((c) => c.id === choiceId);
  if (!choice) throw new Error(`No rule choice "${choiceId}"`);
  const picked = choices?.[choiceId];
  return ruleOf(picked && choice.alternatives.includes(picked) ? picked : choice.alternatives[0]);
}

/** The words of a rule's "applies to". */
export function appliesToText(a: AppliesTo): string {
  if (a.kind === 'always') return 'Every client';
  if (a.kind === 'condition')
    return `${CONDITION_WORDS[a.condition] ?? a.condition}${a.detail ? ` (${a.detail})` : ''}`;
  if (a.kind === 'life_stage') return a.stage[0].toUpperCase() + a.stage.slice(1);
  return `Goal: ${a.goal}`;
}
const CONDITION_WORDS: Record<string, string> = {
  type2_diabetes: 'Type 2 diabetes',
  prediabetes: 'Prediabetes',
  hypertension: 'Hypertension',
  ckd: 'Chronic kidney disease',
  anaemia: 'Iron-deficiency anaemia',
  soft_texture: 'Soft or minced food',
};

/** A bound in words: "20–30 % of energy", "at most 2,000 mg", "target 0.83 g/kg". */
export function boundText(b: Bound): string {
  const n = (v: number) => v.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  const parts: string[] = [];
  if (b.min !== undefined && b.max !== undefined) parts.push(`${n(b.min)}–${n(b.max)} ${b.unit}`);
  else if (b.min !== undefined) parts.push(`at least ${n(b.min)} ${b.unit}`);
  else if (b.max !== undefined) parts.push(`at most ${n(b.max)} ${b.unit}`);
  if (b.target !== undefined)
    parts.push(parts.length ? `suggested ${n(b.target)}` : `${n(b.target)} ${b.unit}`);
  if (b.by)
    parts.push(
      Object.entries(b.by)
        .map(([k, v]) => `${k} ${n(v)}`)
        .join(', '),
    );
  return parts.join('; ');
}
