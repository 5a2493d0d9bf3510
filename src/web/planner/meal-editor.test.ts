import { describe, expect, it } from 'vitest';
import { addedItem, type EditorFood, setMeasure } from './meal-editor';

/** Phulka as the dish library computes it: per 100 g cooked, one phulka = 32 g. */
const phulka: EditorFood = {
  id: 9001,
  name: 'Phulka',
  food_group: 'Dishes',
  quantity: 100,
  uom: 'g',
  calories: 240,
  carbohydrate: 48,
  protein: 8,
  fat: 1.2,
  fibre: 8.5,
  energy_note: null,
  measures: [{ unit: 'piece', label: 'phulka', grams: 32 }],
};
const rice: EditorFood = {
  ...phulka,
  id: 17,
  name: 'Rice, raw, milled',
  food_group: 'Cereals',
  measures: null,
};

describe('the meal editor in household measures', () => {
  it('adds a dish as 1 of its first measure, any other food in its usual quantity', () => {
    expect(addedItem(phulka, null)).toMatchObject({ measureLabel: 'phulka', measureCount: 1, quantity: 32 });
    expect(addedItem(rice, null)).toMatchObject({ quantity: 100 });
    expect(addedItem(rice, null).measureLabel).toBeUndefined();
  });

  it('steps in halves with the grams and values computed; grams keep the quantity it had', () => {
    const [item] = [addedItem(phulka, null)];
    const [two] = setMeasure([item], item.key, 'phulka', 2);
    expect(two).toMatchObject({ measureCount: 2, quantity: 64 });
    expect(two.value.qty_calories).toBeCloseTo(240 * 0.64, 9);
    // A count between halves snaps to the nearest half (never below ½).
    expect(setMeasure([two], two.key, 'phulka', 1.3)[0]).toMatchObject({ measureCount: 1.5, quantity: 48 });
    expect(setMeasure([two], two.key, 'phulka', 0)[0]).toMatchObject({ measureCount: 0.5, quantity: 16 });
    expect(setMeasure([two], two.key, null, 1)[0]).toMatchObject({
      measureLabel: null,
      measureCount: null,
      quantity: 64,
    });
  });
});
