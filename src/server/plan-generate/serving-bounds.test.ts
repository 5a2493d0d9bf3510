import { describe, expect, it } from 'vitest';
import type { DishFood } from './persistence/dish-candidates.repository';
import { isSeed } from './pipelines/meal-patterns';
import { dishCandidate, dishPatternOf, measureBounds } from './rules/dish-problems';

/** The tea and coffee of these fixtures: a real dish's fact comes from its tea leaves or coffee powder (decision 292). */
const TEA_OR_COFFEE = new Set(['masala-chai', 'coffee-with-milk']);
/** Only what the snack's pattern reads of a dish: its role, slots, My Plate shares and facts. */
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
    facts: { tea_coffee: TEA_OR_COFFEE.has(key) },
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

describe('household rules a week keeps (issue 33, points 2 and 3)', () => {
  const katori = { unit: 'katori', label: 'katori', grams: 150 } as const;
  const breakfastDish = (key: string, role: DishFood['role'], traits: string[], kcalPerGram: number) =>
    ({
      ...dish(key, role, {}),
      slots: ['breakfast'],
      traits,
      region: 'south',
      measures: [key === 'idli' ? { unit: 'piece', label: 'idli', grams: 40 } : katori],
      perGram: { energy_kcal: kcalPerGram, protein_g: 0.04 },
    }) as unknown as DishFood;

  it('an idli breakfast comes with sambar or chutney beside it, never alone', () => {
    const idli = breakfastDish('idli', 'staple', [], 1.4);
    const sambar = breakfastDish('tiffin-sambar', 'dal_curry', ['sambar_rasam', 'breakfast_side'], 0.9);
    const chutney = breakfastDish('coconut-chutney', 'dal_curry', ['chutney', 'breakfast_side'], 2);
    const upma = breakfastDish('rava-upma', 'staple', [], 1.3);
    // South's day 1 breakfast is a tiffin.
    const slots = dishPatternOf('Breakfast', [idli, sambar, chutney, upma], 'south', 1);
    expect(slots[0]).toMatchObject({ role: 'main', serving: 'breakfast_main' });
    expect(slots[0].dishes.map((d) => d.key)).toEqual(['idli']);
    expect(
      slots
        .find((s) => s.role === 'side')
        ?.dishes.map((d) => d.key)
        .sort(),
    ).toEqual(['coconut-chutney', 'tiffin-sambar']);
    // Without a sambar or chutney the client may have, the day takes another kind of breakfast.
    const without = dishPatternOf('Breakfast', [idli, upma], 'south', 1);
    expect(without[0].dishes.map((d) => d.key)).toEqual(['rava-upma']);
  });

  it('no dish gives more than 35 % of the day: its ceiling comes down, or it is left out', () => {
    // Rice at 1.3 kcal/g on a 1,400 kcal day: 35 % is 490 kcal, 376 g, so at most 2½ katori…
    const rice = { ...breakfastDish('steamed-rice', 'staple', ['rice'], 1.3), slots: ['lunch'] } as DishFood;
    const capped = dishCandidate(rice, 1400);
    expect(capped?.max).toBe(300);
    expect(dishCandidate(rice, 1000)?.max).toBe(225);
    // …and a dish whose half katori already passes it is no candidate.
    const heavy = { ...rice, key: 'ghee-rice', perGram: { energy_kcal: 5, protein_g: 0.03 } } as DishFood;
    expect(dishCandidate(heavy, 1000)).toBeNull();
  });

  it("a dish the library marks as from no region's tradition is no breakfast main", () => {
    const upma = breakfastDish('rava-upma', 'staple', [], 1.3);
    // Named like any upma: only the `outside_region` trait says it is a filler.
    const millet = breakfastDish('foxtail-millet-upma', 'staple', ['outside_region'], 1.2);
    const slots = dishPatternOf('Breakfast', [upma, millet], 'south', 2);
    expect(slots[0].dishes.map((d) => d.key)).toEqual(['rava-upma']);
  });

  it('seeds come inside dishes or as a measured topping, never as a snack by themselves', () => {
    // By IFCT code (decision 292): gingelly, linseed, sunflower are seeds; almond, cashew, walnut, groundnut are not.
    for (const code of ['H010', 'H011', 'H014', 'H020']) expect(isSeed({ code }), code).toBe(true);
    for (const code of ['H001', 'H005', 'H021', 'H012']) expect(isSeed({ code }), code).toBe(false);
  });
});
