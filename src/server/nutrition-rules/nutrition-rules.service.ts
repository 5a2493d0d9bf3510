import type { ClientCondition } from '../../shared/conditions';
import {
  appliesToText,
  boundText,
  chosenRule,
  type Measure,
  NUTRITION_RULES,
  RULE_CHOICES,
  type RuleChoices,
  ruleOf,
} from '../../shared/nutrition-rules/index';
import {
  type ChooseRuleInput,
  NUTRITION_RULES_MESSAGES,
  type RulesAnswer,
} from '../../shared/nutrition-rules-api';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { readRuleChoices, writeRuleChoices } from './nutrition-rules.repository';

const measureText = (m: Measure): string => {
  switch (m.kind) {
    case 'nutrient':
      return `${m.nutrient.replace(/_(mg|ug|g|kcal)$/, '').replace(/_/g, ' ')} (${m.unit})`;
    case 'energy_share':
      return `${m.nutrient.replace(/_/g, ' ')}, % of the day’s energy`;
    case 'meal_share':
      return `${m.meal ?? 'each meal'}’s share of the day’s ${m.of}`;
    case 'per_kg':
      return `${m.nutrient.replace(/_g$/, '')} per kg of body weight`;
    case 'plate_group':
      return `My Plate group: ${m.group.replace(/_/g, ' ')}`;
    case 'food_fact':
      return `a food fact: ${m.fact.replace(/_/g, ' ')}`;
    case 'portion':
      return `portion of ${m.ifct_group}`;
    case 'factor':
      return `a multiple of the ${m.of}`;
    case 'equation':
      return `an equation: ${m.output}`;
  }
};

/** GET /api/v1/nutrition/rules: every row in words, and the practice's choices. */
export async function rulesAnswer(db: Db, canChoose: boolean): Promise<RulesAnswer> {
  const choices = await readRuleChoices(db);
  const inForce = new Set(RULE_CHOICES.map((c) => chosenRule(c.id, choices).id));
  return {
    can_choose: canChoose,
    rules: NUTRITION_RULES.map((r) => ({
      id: r.id,
      text: r.text,
      group: r.group,
      applies_to: appliesToText(r.applies_to),
      scope: r.scope,
      measure: measureText(r.measure),
      bound: boundText(r.bound),
      hard: r.hard,
      weight: r.weight ?? null,
      source: `${r.source.publication}${r.source.where ? `, ${r.source.where}` : ''}: ${r.source.says}`,
      source_year: r.source.year,
      publisher: r.source.publisher,
      recalled: r.recalled,
      used_by: [...r.used_by],
      choice: r.alternative_of ?? null,
      in_force: r.alternative_of ? inForce.has(r.id) : true,
    })),
    choices: RULE_CHOICES.map((c) => ({
      id: c.id,
      label: c.label,
      applies: c.applies,
      alternatives: c.alternatives.map((id) => {
        const rule = ruleOf(id);
        return { rule_id: id, label: `${rule.source.publication}: ${boundText(rule.bound)}` };
      }),
      chosen: chosenRule(c.id, choices).id,
    })),
  };
}

/**
 * POST /api/v1/nutrition/rules/choose: the practice's alternative for one choice, and its audit row,
 * in one transaction (the schema has refused anything but a cited alternative).
 */
export async function chooseRule(
  db: Db,
  input: ChooseRuleInput,
  by: { userId: number; ip: string },
): Promise<{ message: string }> {
  return inTransaction(db, async (tx) => {
    const choices = await readRuleChoices(tx, true);
    const before = chosenRule(input.choice, choices).id;
    if (before === input.rule_id) return { message: NUTRITION_RULES_MESSAGES.unchanged };
    await writeRuleChoices(tx, { ...choices, [input.choice]: input.rule_id });
    await writeAudit(tx, {
      userId: by.userId,
      action: 'update',
      entity: 'nutrition_rules',
      entityId: null,
      changes: { [input.choice]: { from: before, to: input.rule_id } },
      ip: by.ip,
    });
    return { message: NUTRITION_RULES_MESSAGES.chosen };
  });
}

/**
 * A client's confirmed conditions with the practice's choices filled in where the condition names
 * none (a diabetes condition confirmed without a band, a hypertension one without a ceiling): what
 * new previews, suggestions and check lines read (issue 52 point 3). A nutritionist's own choice
 * for the client always stands.
 */
export function withPracticeChoices(
  conditions: readonly ClientCondition[],
  choices: RuleChoices,
): ClientCondition[] {
  return conditions.map((c) => {
    if ((c.kind === 'type2_diabetes' || c.kind === 'prediabetes') && !c.carb_band) {
      const band = chosenRule('diabetes-carb-band', choices).id.replace('diabetes-carb-band-', '');
      return { ...c, carb_band: band as NonNullable<ClientCondition['carb_band']> };
    }
    if (c.kind === 'hypertension' && !c.sodium_max_mg) {
      const max = chosenRule('hypertension-sodium', choices).bound.max as number;
      return { ...c, sodium_max_mg: max as NonNullable<ClientCondition['sodium_max_mg']> };
    }
    return c;
  });
}

/** The practice's choices applied to a client's conditions, read from the database. */
export async function practiceConditions(
  db: Db,
  conditions: readonly ClientCondition[],
): Promise<ClientCondition[]> {
  if (
    !conditions.some(
      (c) => c.kind === 'type2_diabetes' || c.kind === 'prediabetes' || c.kind === 'hypertension',
    )
  )
    return [...conditions];
  return withPracticeChoices(conditions, await readRuleChoices(db));
}
