import { describe, expect, it } from 'vitest';
import { DISH_TRAITS, dishNutrition, isNutritive, type NutrientValues } from '../../../shared/dishes';
import { STARTER_DISHES } from './dishes-data';
import { TRAIT_DISHES } from './dishes-data-traits';
import { readIfctFoods } from './foods';

const IFCT = new Map<string, NutrientValues>(readIfctFoods().map((f) => [f.code, f]));
const keys = new Set(STARTER_DISHES.map((d) => d.key));
const withTrait = (trait: (typeof DISH_TRAITS)[number]) =>
  STARTER_DISHES.filter((d) => d.traits?.includes(trait));

describe('Hindi names of the starter dishes (decision 207)', () => {
  it('gives every dish one name in Devanagari: no Latin letters, no list of aliases, none twice', () => {
    const wrong = STARTER_DISHES.filter(
      (d) => !/^[\u0900-\u097F][\u0900-\u097F ()-]*$/.test(d.nameHi ?? ''),
    ).map((d) => `${d.key}: ${d.nameHi}`);
    expect(wrong).toEqual([]);
    const names = STARTER_DISHES.map((d) => d.nameHi);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('uses the standard names a Hindi menu writes', () => {
    const hi = (key: string) => STARTER_DISHES.find((d) => d.key === key)?.nameHi;
    expect(hi('phulka')).toBe('फुलका');
    expect(hi('moong-dal')).toBe('मूंग दाल');
    expect(hi('idli')).toBe('इडली');
    expect(hi('sambar')).toBe('सांभर');
    expect(hi('macher-jhol')).toBe('माछेर झोल');
  });
});

describe('traits of the starter dishes (decision 205)', () => {
  it('names only dishes that exist', () => {
    for (const trait of DISH_TRAITS)
      expect(
        TRAIT_DISHES[trait].filter((k) => !keys.has(k)),
        trait,
      ).toEqual([]);
  });

  it('marks staples as rice, bread or one-pot, and every staple of a lunch or dinner as one of them', () => {
    for (const trait of ['rice', 'bread', 'one_pot'] as const)
      for (const d of withTrait(trait)) expect(d.role, `${d.key} ${trait}`).toBe('staple');
    const unmarked = STARTER_DISHES.filter(
      (d) =>
        d.role === 'staple' &&
        d.slots.some((s) => s === 'lunch' || s === 'dinner') &&
        !d.traits?.some((t) => t === 'rice' || t === 'bread' || t === 'one_pot'),
    ).map((d) => d.key);
    // The rest are tiffin staples (idli, dosa, appam…, a dinner in the South and East) and ragi mudde.
    expect(unmarked.sort()).toEqual([
      'adai',
      'appam',
      'chakuli-pitha',
      'chilka-roti',
      'idiyappam',
      'idli',
      'masala-dosa',
      'neer-dosa',
      'pesarattu',
      'plain-dosa',
      'quinoa-upma',
      'ragi-dosa',
      'ragi-idli',
      'ragi-mudde',
      'uttapam',
    ]);
  });

  it('makes a breakfast main a staple or snack of the breakfast slot, and a side a dish of that slot', () => {
    for (const d of withTrait('breakfast_main')) {
      expect(d.slots, d.key).toContain('breakfast');
      expect(['staple', 'snack'], d.key).toContain(d.role);
    }
    for (const d of withTrait('needs_side')) expect(d.traits, d.key).toContain('breakfast_main');
    for (const d of withTrait('breakfast_side')) expect(d.slots, d.key).toContain('breakfast');
  });

  it('marks sambar and rasam as South dals eaten with rice', () => {
    expect(withTrait('sambar_rasam').length).toBeGreaterThanOrEqual(12);
    for (const d of withTrait('sambar_rasam')) {
      expect(d.region, d.key).toBe('south');
      expect(d.role, d.key).toBe('dal_curry');
      expect(d.traits, d.key).toContain('rice_only');
    }
  });

  it('calls a dish a protein source only when a pulse, milk, soy, egg, fish or meat gives it at least 3 g a usual serving', () => {
    const weak: string[] = [];
    for (const d of withTrait('protein')) {
      const source = d.ingredients.some((i) => isNutritive(i) && /^[BLMNOPQRS]/.test(i.ifctCode));
      // A usual serving: two of a small piece or of a tbsp (as the generator starts), else one measure.
      const { measure, values } = dishNutrition(d, (c) => IFCT.get(c)).perMeasure[0];
      const usual = measure.unit === 'tbsp' || (measure.unit === 'piece' && measure.grams < 50) ? 2 : 1;
      const protein = values.protein * usual;
      if (!source || protein < 3) weak.push(`${d.key}: ${protein.toFixed(1)} g`);
    }
    expect(weak).toEqual([]);
  });
});
