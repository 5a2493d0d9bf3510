import { describe, expect, it } from 'vitest';
import { clientRules, clientRulesLine } from './client-rules';
import { sodiumCeilingFor } from './condition-advice';
import { readConditionText } from './condition-words';
import { excludedByDiets, readFoodPreference, readRestrictionText } from './restriction-text';

/** Issue 53 points 4, 5 and 11 (decision 303): what clients write, read as what they mean. */
describe('soft food is a condition, not dislike words (point 5)', () => {
  const PHRASES = [
    'dentures',
    "can't chew",
    'can’t chew',
    'needs soft food',
    'difficulty swallowing',
    'Hard or chewy foods (dentures), needs soft food',
    'दाँत नहीं',
    'दांत नहीं हैं',
    'चबाने में दिक्कत',
    'नरम खाना चाहिए',
    'daant nahi hai, naram khana',
    'दात नाहीत',
    'દાંત નથી',
    'দাঁত নেই',
    'மென்மையான உணவு',
  ];
  for (const text of PHRASES)
    it(`"${text}" proposes soft food and leaves no dislike word`, () => {
      expect(readConditionText(text).map((c) => c.kind)).toEqual(['soft_texture']);
      const read = readRestrictionText(text, 'dislikes');
      expect(read.matches.filter((m) => m.kind === 'dislike')).toEqual([]);
      expect(read.unmatched).toEqual([]);
    });

  it('keeps a real dislike beside it', () => {
    const read = readRestrictionText('Karela, needs soft food (dentures)', 'dislikes');
    expect(read.matches).toEqual([expect.objectContaining({ kind: 'dislike', word: 'karela' })]);
  });
});

describe('reading answers (point 11)', () => {
  it("a vegan's 'no dairy, no ghee, no honey' is the vegan diet, not allergies", () => {
    const read = readRestrictionText('vegan - no dairy, no ghee, no honey');
    expect(read.matches.map((m) => m.kind)).toEqual(['diet']);
    expect(read.matches[0]).toMatchObject({ diet: 'vegan' });
    // Said as an allergy, it stays one.
    const allergic = readRestrictionText('vegan, and allergic to honey');
    expect(allergic.matches).toContainEqual(expect.objectContaining({ kind: 'allergy', tag: 'honey' }));
  });

  it('pescetarian and eggetarian are diets, never "Not enforced"', () => {
    expect(readFoodPreference('Pescetarian')).toEqual({
      matches: [{ kind: 'diet', diet: 'pescetarian', text: 'Pescetarian' }],
      unmatched: [],
    });
    expect(readFoodPreference('Eggetarian').matches).toEqual([
      { kind: 'diet', diet: 'eggetarian', text: 'Eggetarian' },
    ]);
    expect(readRestrictionText('I am pescatarian').matches).toEqual([
      expect.objectContaining({ kind: 'diet', diet: 'pescetarian' }),
    ]);
  });

  it('what a confirmed diet already excludes is enforced by it', () => {
    expect(excludedByDiets('potato', ['jain'])).toBe(true);
    expect(excludedByDiets('any root vegetables', ['jain'])).toBe(true);
    expect(excludedByDiets('potato', ['vegetarian'])).toBe(false);
    expect(excludedByDiets('karela', ['jain'])).toBe(false);
    expect(excludedByDiets('potato', [])).toBe(false);
  });
});

describe('hypertension: 1,500 mg and the salt line scaled to it (point 4)', () => {
  it('a confirmed hypertension with no ceiling chosen reads 1,500 mg, ¾ teaspoon of salt', () => {
    const ceiling = sodiumCeilingFor([{ kind: 'hypertension' }], 2000);
    expect(ceiling).toBe(1500);
    const rules = clientRules({
      allergies: [],
      intolerances: [],
      diets: [],
      sodium_max_mg: ceiling,
      conditions: [],
    });
    expect(clientRulesLine(rules, 'en')).toContain('Salt: no more than ¾ teaspoon a day in all cooking');
    // The nutritionist's other ceiling stands.
    expect(sodiumCeilingFor([{ kind: 'hypertension', sodium_max_mg: 2000 }], 2000)).toBe(2000);
  });
});
