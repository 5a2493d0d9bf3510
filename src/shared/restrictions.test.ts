import { describe, expect, it } from 'vitest';
import { readRestrictionText } from './restriction-text';
import {
  deriveFoodTags,
  EMPTY_RESTRICTIONS,
  effectiveRestrictions,
  foodConflicts,
  matchKey,
  type Restrictions,
  strictReasons,
  type TextMatch,
} from './restrictions';

const keys = (text: string, field?: 'allergies' | 'dislikes') =>
  readRestrictionText(text, field).matches.map(matchKey).sort();

describe('reading questionnaire answers', () => {
  it.each([
    'Peanut allergy',
    'I am allergic to peanuts',
    'allergic to peanuts',
    'PEANUTS!!!',
    'peanut',
    'Groundnut',
    'ground nuts',
    'Allergic to ground-nuts',
    'moongphali',
    'Mungfali se allergy',
    'shengdana',
    'I get rashes from peanuts.',
    'Singdana',
    'Moong phali',
    'Allergic to moongfali',
    'peanut oil',
    'Chikki',
    'Peanuts, but I can eat almonds',
    'mumfali',
    'Allergic to peanuts (anaphylaxis)',
    'Peanut-allergic',
    "Can't eat peanuts",
  ])('"%s" is a peanut allergy', (text) => {
    expect(keys(text)).toEqual(['allergy:peanut']);
  });

  it.each([
    ['No allergies', []],
    ['not allergic to anything', []],
    ['None', []],
    ['NA', []],
    ['N/A', []],
    ['nil', []],
    ['No known food allergies', []],
    ['allergies: none', []],
    ['None that I know of', []],
    ['Nope, none', []],
    ['I am not allergic to any food', []],
  ])('"%s" is nothing', (text, expected) => {
    expect(readRestrictionText(text)).toEqual({ matches: expected, unmatched: [] });
  });

  it('reads lists, Hindi names and several allergens in one answer', () => {
    expect(keys('Allergic to prawns/crab, also eggs')).toEqual(['allergy:crustacean', 'allergy:egg']);
    expect(keys('allergic to peanuts and shellfish')).toEqual([
      'allergy:crustacean',
      'allergy:mollusc',
      'allergy:peanut',
    ]);
    expect(keys('kaju, badam; pista')).toEqual(['allergy:tree_nut']);
    expect(keys('Allergy: til, sarson')).toEqual(['allergy:mustard', 'allergy:sesame']);
    expect(keys('anda')).toEqual(['allergy:egg']);
    expect(keys('Machli')).toEqual(['allergy:fish']);
    expect(keys('allergic to wheat (atta, maida)')).toEqual(['allergy:wheat']);
    expect(keys('Nuts')).toEqual(['allergy:peanut', 'allergy:tree_nut']);
    expect(keys('Tree nuts')).toEqual(['allergy:tree_nut']);
    expect(keys('Fish & shellfish')).toEqual(['allergy:crustacean', 'allergy:fish', 'allergy:mollusc']);
    expect(keys('Celiac disease')).toEqual(['allergy:gluten']);
    expect(keys('doodh')).toEqual(['allergy:milk']);
    expect(keys('soya')).toEqual(['allergy:soy']);
  });

  it('reads an intolerance with its exceptions', () => {
    for (const text of [
      'lactose intolerant, curd is fine',
      'Lactose intolerance (curd is fine)',
      'lactose intolerant but curd is ok',
      'Lactose intolerant except curd',
      'Lactose intolerant, okay with curd',
      'lactose intolerance but can take curd',
    ]) {
      const { matches } = readRestrictionText(text);
      expect(matches, text).toEqual([
        expect.objectContaining({ kind: 'intolerance', tag: 'lactose', except: ['curd'] }),
      ]);
    }
    const two = readRestrictionText('lactose — curd and paneer are fine').matches[0] as TextMatch & {
      except: string[];
    };
    expect(two.except).toEqual(['curd', 'paneer']);
    expect(keys('gluten intolerance')).toEqual(['intolerance:gluten']);
  });

  it('keeps text that matches nothing, and reads diets and dislikes', () => {
    expect(readRestrictionText('Dust allergy, peanuts')).toEqual({
      matches: [expect.objectContaining({ tag: 'peanut' })],
      unmatched: ['Dust allergy'],
    });
    expect(keys('Jain, no onion garlic')).toEqual(['diet:jain', 'diet:no_onion_garlic']);
    expect(keys('no onion no garlic')).toEqual(['diet:no_onion_garlic']);
    expect(keys('brinjal, karela', 'dislikes')).toEqual(['dislike:brinjal', 'dislike:karela']);
  });
});

describe('food tags from group and name', () => {
  it('tags practice foods by name', () => {
    expect(deriveFoodTags(null, 'Chikki')).toContain('peanut');
    expect(deriveFoodTags(null, 'Peanut butter')).toEqual(['peanut']);
    expect(deriveFoodTags(null, 'Curd')).toEqual(['milk', 'lactose']);
    expect(deriveFoodTags(null, 'Coconut milk')).toEqual([]);
    expect(deriveFoodTags(null, 'Eggplant bharta')).toEqual([]);
    expect(deriveFoodTags(null, 'Aloo paratha')).toEqual(['gluten', 'wheat', 'root']);
    expect(deriveFoodTags('Roots and Tubers', 'Potato, red skin')).toEqual(['root']);
  });
});

describe('conflicts of a food with a client', () => {
  const list = (r: Partial<Restrictions>): Restrictions => ({ ...EMPTY_RESTRICTIONS, ...r });
  const groundnut = { name: 'Ground nut', group: 'Nuts and Oil Seeds', tags: ['peanut'] };

  it('names the food and the reason', () => {
    expect(strictReasons(groundnut, list({ allergies: ['peanut'] }))).toEqual([
      'contains groundnut: peanut allergy',
    ]);
    expect(strictReasons(groundnut, list({ allergies: ['milk'] }))).toEqual([]);
  });

  it('spares the exceptions of an intolerance and keeps dislikes soft', () => {
    const lactose = list({ intolerances: [{ tag: 'lactose', except: ['curd'] }], dislikes: ['brinjal'] });
    expect(strictReasons({ name: 'Curd', group: null, tags: null }, lactose)).toEqual([]);
    expect(strictReasons({ name: 'Dahi, homemade', group: null, tags: null }, lactose)).toEqual([]);
    expect(
      strictReasons(
        { name: 'Milk, whole, Cow', group: 'Milk and Milk Products', tags: ['milk', 'lactose'] },
        lactose,
      ),
    ).toEqual(['contains lactose: lactose intolerance']);
    expect(foodConflicts({ name: 'Brinjal-1', group: 'Other Vegetables', tags: [] }, lactose)).toEqual([
      { strict: false, reason: 'disliked: brinjal' },
    ]);
  });

  it('counts a questionnaire match until the nutritionist turns it down', () => {
    const { matches } = readRestrictionText('Peanut allergy');
    expect(effectiveRestrictions(EMPTY_RESTRICTIONS, matches).allergies).toEqual(['peanut']);
    expect(effectiveRestrictions(list({ rejected: ['allergy:peanut'] }), matches).allergies).toEqual([]);
  });
});
