import { describe, expect, it } from 'vitest';
import {
  DISH_REGIONS,
  DISH_ROLES,
  type Dish,
  dishNutrition,
  isNutritive,
  MEAL_SLOTS,
  type NutrientValues,
  rawWeight,
} from '../../../shared/dishes';
import { STARTER_DISHES } from './dishes-data';
import { readIfctFoods } from './foods';

// The foods exactly as the reference seed stores them (energy corrections included).
const IFCT = new Map<string, NutrientValues>(readIfctFoods().map((f) => [f.code, f]));
const foodPer100g = (code: string) => IFCT.get(code);
const byKey = (key: string): Dish => {
  const found = STARTER_DISHES.find((d) => d.key === key);
  if (!found) throw new Error(`No starter dish ${key}`);
  return found;
};
const measureOf = (dish: Dish, label: string) => {
  const nutrition = dishNutrition(dish, foodPer100g);
  const found = nutrition.perMeasure.find((m) => m.measure.label === label);
  if (!found) throw new Error(`${dish.key} has no measure ${label}`);
  return found;
};

describe('the starter dish library', () => {
  it('has at least 150 dishes with unique keys and names', () => {
    expect(STARTER_DISHES.length).toBeGreaterThanOrEqual(150);
    const keys = STARTER_DISHES.map((d) => d.key);
    const names = STARTER_DISHES.map((d) => d.name.toLowerCase());
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every ingredient by an IFCT 2017 code that exists, or as a non-nutritive ingredient, in grams above 0', () => {
    const unknown: string[] = [];
    for (const dish of STARTER_DISHES) {
      expect(dish.ingredients.some(isNutritive), dish.key).toBe(true);
      for (const ingredient of dish.ingredients) {
        expect(ingredient.grams, dish.key).toBeGreaterThan(0);
        if (isNutritive(ingredient) && !IFCT.has(ingredient.ifctCode))
          unknown.push(`${dish.key}: ${ingredient.ifctCode}`);
        if (!isNutritive(ingredient)) expect(ingredient.name.trim(), dish.key).not.toBe('');
      }
    }
    expect(unknown).toEqual([]);
  });

  it('keeps non-nutritive ingredients to water, salt and small amounts of spices, tea and coffee', () => {
    for (const dish of STARTER_DISHES)
      for (const ingredient of dish.ingredients)
        if (!isNutritive(ingredient) && ingredient.name !== 'water')
          expect(ingredient.grams, `${dish.key}: ${ingredient.name}`).toBeLessThanOrEqual(10);
  });

  it('has cooked yields that are plausible against the raw weight and energy densities of cooked food', () => {
    const implausible: string[] = [];
    for (const dish of STARTER_DISHES) {
      const raw = rawWeight(dish);
      // Cooking only adds the water listed and loses some to steam, frying or reduction.
      if (dish.yieldGrams > raw || dish.yieldGrams < raw * 0.45)
        implausible.push(`${dish.key}: ${dish.yieldGrams} g cooked from ${raw} g raw`);
      const kcal = dishNutrition(dish, foodPer100g).per100g.calories;
      if (kcal < 10 || kcal > 600) implausible.push(`${dish.key}: ${kcal.toFixed(0)} kcal per 100 g`);
    }
    expect(implausible).toEqual([]);
  });

  it('gives every dish household measures of the cooked dish, a local name, tags and a source', () => {
    const missing: string[] = [];
    for (const dish of STARTER_DISHES) {
      if (dish.measures.length === 0) missing.push(`${dish.key}: no measure`);
      const labels = dish.measures.map((m) => m.label);
      if (new Set(labels).size !== labels.length) missing.push(`${dish.key}: two measures named alike`);
      for (const m of dish.measures)
        if (!(m.grams > 0 && m.grams <= dish.yieldGrams))
          missing.push(`${dish.key}: ${m.label} of ${m.grams} g`);
      if (dish.localNames.length === 0) missing.push(`${dish.key}: no local name`);
      if (dish.slots.length === 0) missing.push(`${dish.key}: no meal slot`);
      if (dish.source.length < 20) missing.push(`${dish.key}: no source`);
    }
    expect(missing).toEqual([]);
  });

  it('has dishes in every region, meal slot and role', () => {
    for (const region of DISH_REGIONS)
      expect(STARTER_DISHES.filter((d) => d.region === region).length, region).toBeGreaterThanOrEqual(10);
    for (const slot of MEAL_SLOTS)
      expect(
        STARTER_DISHES.some((d) => d.slots.includes(slot)),
        slot,
      ).toBe(true);
    for (const role of DISH_ROLES)
      expect(
        STARTER_DISHES.some((d) => d.role === role),
        role,
      ).toBe(true);
  });

  it('covers the dishes the issue names, findable by their local names', () => {
    const findable = (word: string) =>
      STARTER_DISHES.some((d) => [d.name, ...d.localNames].some((n) => n.toLowerCase().includes(word)));
    for (const word of [
      'phulka',
      'chapati',
      'roti',
      'paratha',
      'jeera rice',
      'khichdi',
      'poha',
      'upma',
      'idli',
      'dosa',
      'uttapam',
      'pesarattu',
      'dhokla',
      'thepla',
      'moong',
      'toor',
      'masoor',
      'chana dal',
      'sambar',
      'rasam',
      'rajma',
      'chole',
      'kadhi',
      'palak paneer',
      'mixed vegetable',
      'bhindi',
      'aloo gobi',
      'cabbage poriyal',
      'avial',
      'curd',
      'dahi',
      'raita',
      'buttermilk',
      'tea',
      'coffee',
      'milk',
      'lassi',
      'sprouts',
      'egg bhurji',
      'boiled egg',
      'omelette',
      'chicken curry',
      'fish curry',
      'mutton curry',
      'ragi mudde',
      'jowar',
      'bajra',
      'millet',
      'chawal',
      'aloo',
    ])
      expect(findable(word), word).toBe(true);
  });
});

describe('dishNutrition', () => {
  it('computes moong dal per 100 g and per katori from its ingredients (worked example)', () => {
    // Moong dal: 50 g green gram dal (B010), 5 g ghee (T013), 1 g cumin (G025), 1 g turmeric (G033),
    // 300 g water, 2 g salt; cooked yield 300 g; 1 katori = 150 g. IFCT 2017 per 100 g:
    //   B010 325.76 kcal, 23.88 g protein, 3.93 mg iron; T013 884.32 kcal, 0 g, 0 mg;
    //   G025 304.49 kcal, 13.91 g, 20.58 mg;          G033 280.59 kcal, 7.66 g, 46.08 mg.
    // Batch energy  = 50×325.76/100 + 5×884.32/100 + 1×304.49/100 + 1×280.59/100
    //               = 162.88 + 44.22 + 3.04 + 2.81 = 212.95 kcal (water and salt add nothing)
    // Per 100 g     = 212.95 / 300 × 100 = 70.98 kcal;   per katori = 70.98 × 150 / 100 = 106.47 kcal
    // Batch protein = 11.94 + 0 + 0.139 + 0.077 = 12.156 g; per katori = 12.156 / 300 × 150 = 6.08 g
    // Batch iron    = 1.965 + 0 + 0.206 + 0.461 = 2.632 mg; per katori = 1.316 mg
    const dal = byKey('moong-dal');
    expect(dal.yieldGrams).toBe(300);
    const nutrition = dishNutrition(dal, foodPer100g);
    expect(nutrition.per100g.calories).toBeCloseTo(70.98, 1);
    const katori = measureOf(dal, 'katori');
    expect(katori.measure.grams).toBe(150);
    expect(katori.values.calories).toBeCloseTo(106.47, 1);
    expect(katori.values.protein).toBeCloseTo(6.08, 2);
    expect(katori.values.micronutrients.iron_mg).toBeCloseTo(1.316, 2);
  });

  it('counts only what the ingredients carry: a non-nutritive ingredient adds nothing and an unknown micronutrient stays unknown', () => {
    const food = (calories: number, iron: number | null): NutrientValues => ({
      calories,
      protein: 10,
      fat: 1,
      carbohydrate: 70,
      fibre: 2,
      micronutrients: {
        iron_mg: iron,
        calcium_mg: 30,
        zinc_mg: 1,
        magnesium_mg: 20,
        vitamin_c_mg: 0,
        folate_ug: 10,
        vitamin_a_ug: 0,
        thiamine_mg: 0.1,
        riboflavin_mg: 0.1,
        niacin_mg: 1,
      },
    });
    const foods: Record<string, NutrientValues> = { X001: food(400, 4), X002: food(100, null) };
    const measures = [{ unit: 'piece' as const, label: 'piece', grams: 50 }];
    // 100 g of X001 + 100 g water, cooked to 150 g: 400 kcal / 150 g = 266.67 kcal per 100 g; 133.33 per piece.
    const plain = dishNutrition(
      {
        ingredients: [
          { ifctCode: 'X001', grams: 100 },
          { name: 'water', grams: 100 },
        ],
        yieldGrams: 150,
        measures,
      },
      (code) => foods[code],
    );
    expect(plain.per100g.calories).toBeCloseTo(266.67, 2);
    expect(plain.perMeasure[0].values.calories).toBeCloseTo(133.33, 2);
    expect(plain.perMeasure[0].values.micronutrients.iron_mg).toBeCloseTo(1.333, 3);
    const mixed = dishNutrition(
      {
        ingredients: [
          { ifctCode: 'X001', grams: 100 },
          { ifctCode: 'X002', grams: 50 },
        ],
        yieldGrams: 150,
        measures,
      },
      (code) => foods[code],
    );
    expect(mixed.per100g.calories).toBeCloseTo(300, 6);
    expect(mixed.per100g.micronutrients.iron_mg).toBeNull();
    expect(() =>
      dishNutrition(
        { ingredients: [{ ifctCode: 'Z999', grams: 10 }], yieldGrams: 10, measures },
        () => undefined,
      ),
    ).toThrow(/Z999/);
  });
});

/**
 * Published per-serving values for the same recipe, with their sources (decision 162 says how they
 * were chosen). A serving is one of the dish's measures, or (INDB) the batch divided into the
 * recipe's published number of servings. Computed energy and protein must agree within 10 %.
 */
type Published = { key: string; kcal: number; protein: number; source: string } & (
  | { measure: string }
  | { perBatch: number }
);
const PUBLISHED: Published[] = [
  {
    key: 'khichdi',
    measure: 'plate',
    // Rice 100 g 345 kcal 6.80 g; green gram dal 20 g 69.60 / 4.90; green chillies 5 g 1.45 / 0.10; ginger 5 g
    // 3.40 / 0.11; onions 25 g 12.50 / 0.30; carrot 20 g 9.60 / 0.20; cooking oil 5 g 45.00 / 0: per child.
    kcal: 486.55,
    protein: 12.41,
    source:
      'MDM menu "Day 1: Kichidi", RDA for Indian menu – recommended (zpphsturangi.yolasite.com), NVIF values',
  },
  {
    key: 'steamed-rice',
    measure: 'katori',
    // 130 kcal and 2.69 g protein per 100 g cooked; 110 g katori.
    kcal: 143,
    protein: 2.96,
    source: 'USDA FoodData Central SR Legacy 20045, Rice, white, long-grain, regular, cooked',
  },
  {
    key: 'boiled-egg',
    measure: 'egg',
    // 155 kcal and 12.58 g protein per 100 g; one large egg = 50 g.
    kcal: 77.5,
    protein: 6.29,
    source: 'USDA FoodData Central SR Legacy 01129, Egg, whole, cooked, hard-boiled',
  },
  {
    key: 'fried-egg',
    measure: 'egg',
    // 196 kcal and 13.61 g protein per 100 g; one large egg fried = 46 g.
    kcal: 90.2,
    protein: 6.26,
    source: 'USDA FoodData Central SR Legacy 01128, Egg, whole, cooked, fried',
  },
  {
    key: 'milk',
    measure: 'glass',
    // Cow milk 67 kcal and 3.2 g protein per 100 g; glass = 200 g.
    kcal: 134,
    protein: 6.4,
    source: 'ICMR-NIN, Nutritive Value of Indian Foods (Gopalan et al.), milk, cow',
  },
  // Indian Nutrient Databank (Vijayakumar et al., Current Developments in Nutrition 2024), per serving.
  {
    key: 'chapati-ghee',
    perBatch: 4,
    kcal: 72.8,
    protein: 2.12,
    source: 'INDB ASC096 "Chapati/Roti", per chapati',
  },
  { key: 'idli', perBatch: 8, kcal: 34.5, protein: 1.16, source: 'INDB ASC144 "Idli", per idli' },
  {
    key: 'dhuli-urad-dal',
    perBatch: 1,
    kcal: 181.5,
    protein: 7.43,
    source: 'INDB ASC152 "Washed urad dal (Dhuli urad ki dal)", per bowl',
  },
  {
    key: 'sabut-masoor',
    perBatch: 1,
    kcal: 185,
    protein: 7.8,
    source: 'INDB ASC157 "Whole masoor (Masoor ki dal)", per bowl',
  },
  {
    key: 'sabut-moong',
    perBatch: 1,
    kcal: 183.8,
    protein: 7.7,
    source: 'INDB ASC156 "Whole moong (Moong ki dal)", per bowl',
  },
  { key: 'sambar', perBatch: 2, kcal: 249.3, protein: 8.62, source: 'INDB ASC167 "Sambar", per bowl' },
  {
    key: 'palak-paneer',
    perBatch: 1,
    kcal: 229.6,
    protein: 11.92,
    source: 'INDB ASC215 "Spinach paneer (Palak paneer)", per bowl',
  },
  {
    key: 'chicken-curry',
    perBatch: 2,
    kcal: 320.4,
    protein: 29.24,
    source: 'INDB ASC240 "Chicken curry", per bowl',
  },
  {
    key: 'machli-curry',
    perBatch: 1,
    kcal: 282.2,
    protein: 22.25,
    source: 'INDB ASC246 "Fish curry (Machli curry)", per bowl',
  },
  {
    key: 'lemon-rice',
    perBatch: 1,
    kcal: 562.7,
    protein: 13.58,
    source: 'INDB ASC124 "Lemon rice (Pulihora, Elumichai sadam, Chitranna)", per plate',
  },
  { key: 'avial', perBatch: 1, kcal: 417.3, protein: 8.25, source: 'INDB ASC219 "Avial", per bowl' },
  {
    key: 'makki-roti',
    perBatch: 2,
    kcal: 224.4,
    protein: 2.97,
    source: 'INDB ASC150 "Makki ki roti", per roti',
  },
  {
    key: 'jeera-rice',
    perBatch: 1,
    kcal: 365.8,
    protein: 6.69,
    source: 'INDB BFP134 "Cumin pulao (Jeera/Zeera pulao)", per plate',
  },
  {
    key: 'upma',
    perBatch: 2,
    kcal: 157.1,
    protein: 3.51,
    source: 'INDB BFP039 "Semolina upma (Suji/Rava upma)", per bowl',
  },
  { key: 'poha', perBatch: 2, kcal: 160.8, protein: 3.32, source: 'INDB BFP044 "Poha", per bowl' },
  {
    key: 'rasam',
    perBatch: 1,
    kcal: 104.3,
    protein: 4.41,
    source: 'INDB BFP176 "Rasam with tamarind (Puli rasam/ Chintapandu rasam/ Charu/Saaru)", per curry bowl',
  },
  {
    key: 'bhindi-masala',
    perBatch: 1,
    kcal: 184.3,
    protein: 3.04,
    source: 'INDB BFP269 "Okra/Lady\'s fingers fry (Bhindi sabzi/sabji/subji)", per bowl',
  },
  {
    key: 'egg-curry',
    perBatch: 1,
    kcal: 178.1,
    protein: 8.16,
    source: 'INDB BFP240 "Egg curry (Anda curry)", per bowl',
  },
  {
    key: 'chana-dal',
    perBatch: 4,
    kcal: 291.2,
    protein: 12.13,
    source: 'INDB OSR142 "Split bengal gram dal (Channa dal)", per bowl',
  },
];

function servingOf(row: Published) {
  const dish = byKey(row.key);
  if ('measure' in row) return measureOf(dish, row.measure).values;
  const { per100g } = dishNutrition(dish, foodPer100g);
  const grams = dish.yieldGrams / row.perBatch;
  return { calories: (per100g.calories * grams) / 100, protein: (per100g.protein * grams) / 100 };
}

describe('computed servings against published values', () => {
  it('has at least 20 reference rows, each for a different dish of the library', () => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PUBLISHED.map((r) => r.key)).size).toBe(PUBLISHED.length);
  });

  for (const row of PUBLISHED)
    it(`${row.key} is within 10 % of ${row.source}`, () => {
      const values = servingOf(row);
      expect(Math.abs(values.calories / row.kcal - 1)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(values.protein / row.protein - 1)).toBeLessThanOrEqual(0.1);
    });
});
