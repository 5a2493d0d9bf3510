import { describe, expect, it } from 'vitest';
import { clientRules, clientRulesLine, saltTeaspoonsOf, teaspoonText } from './client-rules';
import { SODIUM_DAY_MAX_MG } from './plans';

const none = { allergies: [], intolerances: [], diets: [], sodium_max_mg: null } as const;

describe('the rules a client reads', () => {
  it('says what to avoid, what the food is free of, the diet rules and the salt in one line', () => {
    const rules = clientRules({
      allergies: ['peanut', 'tree_nut'],
      intolerances: [{ tag: 'gluten', except: [] }],
      diets: ['vegetarian', 'jain'],
      sodium_max_mg: SODIUM_DAY_MAX_MG,
    });
    expect(clientRulesLine(rules, 'en')).toBe(
      'Avoid: groundnut, cashew, almond and other nuts · Gluten-free · Jain · Salt: no more than 1 teaspoon a day in all cooking',
    );
    expect(clientRulesLine(rules, 'hi')).toBe(
      'इनसे बचें: मूँगफली, काजू, बादाम और दूसरे मेवे · ग्लूटेन-मुक्त (गेहूँ, जौ, राई नहीं) · जैन · नमक: पूरे दिन के खाने में 1 छोटे चम्मच से ज़्यादा नहीं',
    );
  });

  it('names the foods an intolerance still allows, in Hindi where it knows the word', () => {
    const [avoid] = clientRules({ ...none, intolerances: [{ tag: 'milk', except: ['curd', 'paneer'] }] });
    expect(avoid.en).toBe('Avoid: milk and milk foods (curd, paneer are fine)');
    expect(avoid.hi).toBe('इनसे बचें: दूध और दूध से बनी चीज़ें (दही, पनीर चलेगा)');
  });

  it('lets an allergy win over the same intolerance, and says each tag once', () => {
    const rules = clientRules({
      ...none,
      allergies: ['milk'],
      intolerances: [{ tag: 'milk', except: ['curd'] }],
    });
    expect(rules.map((r) => r.en)).toEqual(['Avoid: milk and milk foods']);
  });

  it('turns the sodium ceiling into level teaspoons, rounded down to a quarter', () => {
    // 2,000 mg ÷ 393 mg/g = 5.09 g; ÷ 5 g a teaspoon = 1.02.
    expect(saltTeaspoonsOf(2000)).toBe(1);
    // 1,500 mg = 3.8 g = 0.76 teaspoon.
    expect(saltTeaspoonsOf(1500)).toBe(0.75);
    expect(teaspoonText(0.75)).toBe('¾');
    expect(teaspoonText(1.5)).toBe('1½');
    expect(clientRules({ ...none, sodium_max_mg: 1500 })[0].en).toBe(
      'Salt: no more than ¾ teaspoon a day in all cooking',
    );
    expect(clientRules({ ...none, sodium_max_mg: 3000 })[0].en).toBe(
      'Salt: no more than 1½ teaspoons a day in all cooking',
    );
    // Under a quarter teaspoon: grams.
    expect(clientRules({ ...none, sodium_max_mg: 400 })[0].en).toBe(
      'Salt: no more than 1 g a day in all cooking',
    );
  });

  it('adds each condition with advice, its Hindi falling back to the English advice', () => {
    const rules = clientRules({
      ...none,
      conditions: [
        {
          code: 'type2_diabetes',
          label_en: 'Diabetes',
          label_hi: 'डायबिटीज़ (शुगर)',
          client_advice_en: 'no sweets or sugar in tea',
          client_advice_hi: 'मिठाई नहीं, चाय में चीनी नहीं',
        },
        {
          code: 'hypertension',
          label_en: 'High blood pressure',
          label_hi: 'हाई बीपी',
          client_advice_en: 'no pickle or papad',
        },
        { code: 'pcos', label_en: 'PCOS', label_hi: 'PCOS' },
      ],
    });
    expect(rules.map((r) => r.en)).toEqual([
      'Diabetes: no sweets or sugar in tea',
      'High blood pressure: no pickle or papad',
    ]);
    expect(rules.map((r) => r.hi)).toEqual([
      'डायबिटीज़ (शुगर): मिठाई नहीं, चाय में चीनी नहीं',
      'हाई बीपी: no pickle or papad',
    ]);
  });

  it('says nothing when there is nothing to say', () => {
    expect(clientRules(none)).toEqual([]);
  });
});
