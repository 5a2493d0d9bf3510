import { describe, expect, it } from 'vitest';
import { clientRules, clientRulesLine } from './client-rules';
import { conditionAdvice, sodiumCeilingFor } from './condition-advice';
import type { ClientCondition } from './conditions';

const base = { allergies: [], intolerances: [], diets: [] } as const;

describe("the client's rules with confirmed conditions (issue 35 point 4)", () => {
  it('tells a hypertensive diabetic the food rules the plan keeps, and the lower salt ceiling', () => {
    const conditions: ClientCondition[] = [
      { kind: 'type2_diabetes', carb_band: 'rssdi' },
      { kind: 'prediabetes' },
      { kind: 'hypertension', sodium_max_mg: 1500 },
      { kind: 'ckd', ckd_stage: '3-5' },
    ];
    const rules = clientRules({
      ...base,
      sodium_max_mg: sodiumCeilingFor(conditions, 2000),
      conditions: conditionAdvice(conditions),
    });
    expect(clientRulesLine(rules, 'en')).toBe(
      'Salt: no more than ¾ teaspoon a day in all cooking · Diabetes: no sugar, sweets or sweetened drinks · Blood pressure: no pickles, papad or salted snacks',
    );
    expect(clientRulesLine(rules, 'hi')).toContain('डायबिटीज़: चीनी, मिठाई और मीठे पेय नहीं');
  });

  it('keeps the plan ceiling without hypertension, and says nothing for a condition with no food rule', () => {
    expect(sodiumCeilingFor([{ kind: 'pregnancy', trimester: '2' }], 2000)).toBe(2000);
    expect(conditionAdvice([{ kind: 'pregnancy', trimester: '2' }, { kind: 'anaemia' }])).toEqual([]);
    expect(conditionAdvice([{ kind: 'soft_texture', texture: 'soft' }])[0].client_advice_en).toMatch(
      /raw salads/,
    );
  });
});
