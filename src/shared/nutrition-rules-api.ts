/**
 * The nutrition rules page's API (issue 52 point 3): GET /api/v1/nutrition/rules answers every row
 * of the table in words; POST /api/v1/nutrition/rules/choose (admins) picks one of a choice's cited
 * alternatives. A choice names a row of the table, never a number: nobody can type a figure no
 * source gives.
 */
import { z } from 'zod';
import { RULE_CHOICES } from './nutrition-rules/index';

export const NUTRITION_RULES_MESSAGES = {
  chooseWhich: 'Please choose one of the rules that differ between guidelines',
  chooseAlternative: 'Please choose one of the cited alternatives',
  chosen: 'Rule chosen: it applies to new previews and suggestions.',
  unchanged: 'That alternative was already in force: nothing changed.',
} as const;

export const chooseRuleSchema = z
  .object({
    choice: z.string({ message: NUTRITION_RULES_MESSAGES.chooseWhich }),
    rule_id: z.string({ message: NUTRITION_RULES_MESSAGES.chooseAlternative }),
  })
  .superRefine((v, ctx) => {
    const choice = RULE_CHOICES.find((c) => c.id === v.choice);
    if (!choice) {
      ctx.addIssue({ code: 'custom', path: ['choice'], message: NUTRITION_RULES_MESSAGES.chooseWhich });
      return;
    }
    if (!choice.alternatives.includes(v.rule_id))
      ctx.addIssue({
        code: 'custom',
        path: ['rule_id'],
        message: NUTRITION_RULES_MESSAGES.chooseAlternative,
      });
  });
export type ChooseRuleInput = z.output<typeof chooseRuleSchema>;

/** One rule as the page reads it. */
export type RuleAnswer = {
  id: string;
  text: string;
  group: string;
  applies_to: string;
  scope: 'day' | 'meal' | 'food';
  /** What it measures, in words ("% of energy", "g per kg of body weight", "a food fact: texture"). */
  measure: string;
  bound: string;
  hard: boolean;
  /** The weight a breach costs in the day's model (weighted rules). */
  weight: number | null;
  source: string;
  source_year: number | null;
  publisher: string;
  recalled: boolean;
  used_by: string[];
  /** The choice this row is an alternative of, and whether it is the one in force. */
  choice: string | null;
  in_force: boolean;
};
export type ChoiceAnswer = {
  id: string;
  label: string;
  applies: string;
  alternatives: { rule_id: string; label: string }[];
  chosen: string;
};
/** data of GET /api/v1/nutrition/rules. */
export type RulesAnswer = { rules: RuleAnswer[]; choices: ChoiceAnswer[]; can_choose: boolean };
