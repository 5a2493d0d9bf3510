import type { ClientCondition as RuleCondition } from './client-rules';
import type { ClientCondition, ConditionKind } from './conditions';
import { boundOf } from './nutrition-rules/index';

/**
 * What a confirmed condition tells the client on the plan page and the PDF (issue 35 point 4): the
 * food rules the plan core enforces for it (shared/condition-rules.ts), in plain words, English and
 * Hindi. A condition whose rules change only the targets (CKD, pregnancy, PCOS…) says nothing here:
 * its figures are the nutritionist's to explain, and a badge claims only what was checked.
 */
const ADVICE: Partial<Record<ConditionKind, { label_en: string; label_hi: string; en: string; hi: string }>> =
  {
    type2_diabetes: {
      label_en: 'Diabetes',
      label_hi: 'डायबिटीज़',
      en: 'no sugar, sweets or sweetened drinks',
      hi: 'चीनी, मिठाई और मीठे पेय नहीं',
    },
    prediabetes: {
      label_en: 'Prediabetes',
      label_hi: 'प्री-डायबिटीज़',
      en: 'no sugar, sweets or sweetened drinks',
      hi: 'चीनी, मिठाई और मीठे पेय नहीं',
    },
    hypertension: {
      label_en: 'Blood pressure',
      label_hi: 'ब्लड प्रेशर',
      en: 'no pickles, papad or salted snacks',
      hi: 'अचार, पापड़ और नमकीन नहीं',
    },
    soft_texture: {
      label_en: 'Soft food',
      label_hi: 'नरम खाना',
      en: 'no raw salads, sprouts, whole nuts or seeds, or hard breads',
      hi: 'कच्चा सलाद, अंकुरित अनाज, साबुत मेवे या बीज और सख़्त रोटी नहीं',
    },
  };

/** The confirmed conditions as client-rules inputs; those with nothing to tell are left out. */
export function conditionAdvice(conditions: readonly ClientCondition[]): RuleCondition[] {
  const seen = new Set<string>();
  return conditions.flatMap((c) => {
    const advice = ADVICE[c.kind];
    // Diabetes and prediabetes say the same: once.
    if (!advice || seen.has(advice.en)) return [];
    seen.add(advice.en);
    return [
      {
        code: c.kind,
        label_en: advice.label_en,
        label_hi: advice.label_hi,
        client_advice_en: advice.en,
        client_advice_hi: advice.hi,
      },
    ];
  });
}

/** A confirmed hypertension's ceiling where none was chosen (issue 53 point 4). */
const HYPERTENSION_SODIUM_DEFAULT_MG = boundOf('hypertension-sodium-1500', 'max');

/** The day's sodium ceiling the client reads: the plan's, or a hypertensive client's lower one. */
export function sodiumCeilingFor(conditions: readonly ClientCondition[], planCeilingMg: number): number {
  const chosen = conditions.flatMap((c) =>
    c.kind === 'hypertension' ? [c.sodium_max_mg ?? HYPERTENSION_SODIUM_DEFAULT_MG] : [],
  );
  return Math.min(planCeilingMg, ...chosen);
}
