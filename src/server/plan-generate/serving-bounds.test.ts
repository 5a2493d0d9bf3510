import { describe, expect, it } from 'vitest';
import type { DishFood } from './dish-candidates.repository';
import { dishCandidate, dishPatternOf, measureBounds } from './dish-problems';

/** Only what the snack's pattern reads of a dish: its role, slots and My Plate shares. */
const dish = (key: string, role: DishFood['role'], plate: DishFood['plate']) =>
  ({
    id: key.length,
    key,
    name: key,
    role,
    slots: ['snack'],
    plate,
    traits: [],
    region: 'north',
  }) as unknown as DishFood;

describe('a generated snack and lunch curd (decisions 269 to 274)', () => {
  const dishes = [
    dish('fruit-chaat', 'snack', { fruits: 0.9 }),
    dish('mango-lassi', 'beverage', { fruits: 0.4, milk_curd: 0.5 }),
    dish('roasted-chana', 'snack', { pulses_flesh: 1 }),
    dish('masala-chai', 'beverage', { milk_curd: 0.5 }),
  ];

  it('is a fruit, nuts, and a snack dish or drink that is not itself fruit', () => {
    const slots = dishPatternOf('Evening Snack', dishes, 'north', 1);
    expect(slots.map((s) => s.role)).toEqual(['fruit', 'nuts', 'snack']);
    expect(slots[2].dishes.map((d) => d.key)).toEqual(['roasted-chana', 'masala-chai']);
  });

  it('serves its snack dish at most 1 katori or 2 pieces (decision 271)', () => {
    const slots = dishPatternOf('Evening Snack', dishes, 'north', 1);
    expect(slots[2].serving).toBe('snack');
    expect(measureBounds({ unit: 'piece', label: 'samosa', grams: 60 }, 'snack').max).toBe(120);
    expect(measureBounds({ unit: 'katori', label: 'katori', grams: 150 }, 'snack').max).toBe(150);
    // A meal's katori dish and a breakfast main keep their own ceilings.
    expect(measureBounds({ unit: 'piece', label: 'samosa', grams: 60 }).max).toBe(180);
    expect(measureBounds({ unit: 'katori', label: 'katori', grams: 150 }, 'breakfast_main').max).toBe(300);
  });

  it("serves lunch's curd or raita from 1 to 1½ katori (decision 274)", () => {
    const curd = measureBounds({ unit: 'katori', label: 'katori', grams: 150 }, 'lunch_curd');
    expect([curd.min, curd.max]).toEqual([150, 225]);
    expect(measureBounds({ unit: 'katori', label: 'katori', grams: 150 }).min).toBe(75);
  });
});

describe("a breakfast's protein source (decision 279)", () => {
  /** A breakfast dish with its first measure and protein a gram. */
  const breakfastDish = (
    key: string,
    role: DishFood['role'],
    plate: DishFood['plate'],
    measure: DishFood['measures'][number],
    proteinPerGram: number,
  ) =>
    ({
      ...dish(key, role, plate),
      slots: ['breakfast'],
      traits: [],
      measures: [measure],
      perGram: { energy_kcal: 0.7, protein_g: proteinPerGram },
    }) as unknown as DishFood;
  const cup = { unit: 'cup', label: 'cup', grams: 150 } as const;
  const milk = breakfastDish('milk', 'beverage', { milk_curd: 1 }, cup, 0.0326);
  const coffee = breakfastDish('coffee-with-milk', 'beverage', { milk_curd: 0.8 }, cup, 0.026);
  const chai = breakfastDish('masala-chai', 'beverage', { milk_curd: 0.5 }, cup, 0.02);
  const poha = breakfastDish(
    'kanda-poha',
    'staple',
    { cereals: 0.8 },
    { unit: 'katori', label: 'katori', grams: 150 },
    0.03,
  );

  it('is never tea or coffee, however much milk they hold', () => {
    const slots = dishPatternOf('Breakfast', [poha, milk, coffee, chai], 'west', 1);
    const protein = slots.find((s) => s.role === 'protein');
    expect(protein?.dishes.map((d) => d.key)).toEqual(['milk']);
    expect(protein?.serving).toBe('breakfast_protein');
  });

  it('carries at least 3 g of protein as served: a glass of milk is a full cup, not half', () => {
    expect(dishCandidate(milk, 1400, 'breakfast_protein')).toMatchObject({ min: 150, max: 225 });
    expect(dishCandidate(milk, 1400, 'meal')?.min).toBe(75);
    // A drink too thin to carry 3 g in 1½ cups is no protein source.
    expect(
      dishCandidate(
        breakfastDish('chaas', 'beverage', { milk_curd: 0.5 }, cup, 0.008),
        1400,
        'breakfast_protein',
      ),
    ).toBeNull();
  });
});

describe("a lunch's or dinner's protein dish (decision 280)", () => {
  const katori = { unit: 'katori', label: 'katori', grams: 150 } as const;
  const mealDish = (key: string, role: DishFood['role'], traits: string[], proteinPerGram: number) =>
    ({
      ...dish(key, role, {}),
      slots: ['lunch', 'dinner'],
      traits,
      measures: [katori],
      perGram: { energy_kcal: 1, protein_g: proteinPerGram },
    }) as unknown as DishFood;
  const rice = mealDish('steamed-rice', 'staple', ['rice'], 0.025);
  const khichdi = mealDish('vegetable-khichdi', 'staple', ['one_pot'], 0.033);
  const dalTadka = mealDish('dal-tadka', 'dal_curry', [], 0.045);
  const lemonRasam = mealDish('lemon-rasam', 'dal_curry', ['sambar_rasam', 'rice_only'], 0.008);
  const vegetable = mealDish('aloo-gobi', 'vegetable', [], 0.02);
  const dishes = [rice, khichdi, dalTadka, lemonRasam, vegetable];

  it('beside rice is a dal served as one: a katori, never half; a lemon rasam is no protein dish', () => {
    // North's day 2 lunch is rice.
    const slots = dishPatternOf('Lunch', dishes, 'north', 2);
    const dal = slots.find((s) => s.role === 'dal_curry');
    expect(dal?.dishes.map((d) => d.key)).toEqual(['dal-tadka']);
    expect(dal?.serving).toBe('meal_protein');
    expect(dishCandidate(dalTadka, null, 'meal_protein')?.min).toBe(150);
    expect(dishCandidate(dalTadka, null, 'meal')?.min).toBe(75);
  });

  it('beside khichdi is a thin gravy, and the khichdi itself carries the protein', () => {
    // North's day 3 dinner is a one-pot dish.
    const slots = dishPatternOf('Dinner', dishes, 'north', 3);
    const staple = slots.find((s) => s.role === 'staple');
    expect(staple?.dishes.map((d) => d.key)).toEqual(['vegetable-khichdi']);
    expect(staple?.serving).toBe('meal_protein');
    expect(slots.find((s) => s.role === 'dal_curry')?.dishes.map((d) => d.key)).toEqual(['lemon-rasam']);
  });
});
