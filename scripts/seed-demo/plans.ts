import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { spendCredit } from '../../src/server/credits/index';
import { type Db, inTransaction } from '../../src/server/db/client';
import {
  clients,
  dishes,
  foodItems,
  nutritionists,
  packages,
  planDays,
  planRecipes,
  planSupplements,
  plans,
} from '../../src/server/db/schema/index';
import { AppError } from '../../src/server/lib/errors';
import { writeGatedMealsIn } from '../../src/server/plans/index';
import { insertPlan, replaceLabels } from '../../src/server/plans/plans.repository';
import { calendarOf } from '../../src/shared/plan-calendar';

/** [IFCT code, grams, IFCT code of the main item when this one is an optional alternative]. */
type Item = [string, number, string?];
type Meal = { time: string; timing: string; note?: string; items: Item[] };

const OIL: Item = ['T005', 5]; // groundnut oil
const GHEE: Item = ['T013', 5];

const BREAKFASTS: { note: string; items: Item[] }[] = [
  { note: 'Vegetable poha with peas and onion', items: [['A011', 50], ['D061', 30], ['G017', 30], OIL] },
  {
    note: 'Ragi porridge with milk and banana',
    items: [
      ['A010', 40],
      ['L002', 150],
      ['E012', 100],
    ],
  },
  { note: 'Moong dal chilla with tomato', items: [['B010', 50], ['G017', 20], ['D076', 30], OIL] },
  { note: 'Rava upma with carrot and peas', items: [['A022', 50], ['F002', 30], ['D061', 20], GHEE] },
  { note: 'Paneer paratha', items: [['A019', 60], ['L003', 40], GHEE] },
];
const LUNCHES: { note: string; items: Item[] }[] = [
  {
    note: 'Rice, toor dal, palak sabzi, cucumber salad; paneer if dal is skipped',
    items: [['A015', 60], ['B021', 30], ['L003', 50, 'B021'], ['C033', 100], ['D043', 50], OIL],
  },
  {
    note: 'Rajma chawal with two phulkas and tomato salad',
    items: [
      ['A019', 40],
      ['B020', 30],
      ['A015', 30],
      ['D076', 50],
    ],
  },
  { note: 'Jowar roti, chana dal, gobi sabzi', items: [['A005', 60], ['B001', 30], ['D036', 100], OIL] },
];
const DINNERS: { note: string; items: Item[] }[] = [
  { note: 'Phulka, moong dal, lauki sabzi', items: [['A019', 60], ['B010', 30], ['D007', 100], GHEE] },
  { note: 'Bajra roti, masoor dal, bhindi', items: [['A003', 50], ['B013', 30], ['D056', 100], OIL] },
  {
    note: 'Rice, urad dal, gajar-methi sabzi',
    items: [
      ['A015', 50],
      ['B003', 30],
      ['F002', 50],
      ['C020', 50],
    ],
  },
];
const SNACKS: { note: string; items: Item[] }[] = [
  { note: 'Guava', items: [['E028', 150]] },
  { note: 'Roasted chana', items: [['B002', 30]] },
  { note: 'Papaya', items: [['E049', 150]] },
];
/** Non-vegetarian days swap the dinner dal for chicken, with the dal kept as the alternative. */
const CHICKEN_DINNER = {
  note: 'Phulka, chicken curry (low oil), lauki sabzi; moong dal instead of chicken if preferred',
  items: [['A019', 60], ['N003', 100], ['B010', 30, 'N003'], ['D007', 100], OIL] as Item[],
};
const EGG_BREAKFAST = {
  note: 'Egg bhurji with two phulkas',
  items: [['M001', 100], ['A019', 40], ['G017', 20], OIL] as Item[],
};
const FISH_LUNCH = {
  note: 'Rice with rohu curry and spinach',
  items: [['A015', 60], ['S006', 100], ['C033', 100], OIL] as Item[],
};

function dayMenu(day: number, preference: string | null): Meal[] {
  const nonVeg = preference === 'Non Vegetarian' || preference === 'Non Veg (Occasionally)';
  const eggs = nonVeg || preference === 'Eggetarian' || preference === 'Pescetarian';
  const fish = nonVeg || preference === 'Pescetarian';
  const vegan = preference === 'Vegan';
  let breakfast = BREAKFASTS[(day - 1) % BREAKFASTS.length];
  if (eggs && day % 3 === 0) breakfast = EGG_BREAKFAST;
  let lunch = LUNCHES[(day - 1) % LUNCHES.length];
  if (fish && day % 4 === 2) lunch = FISH_LUNCH;
  let dinner = DINNERS[(day - 1) % DINNERS.length];
  if (nonVeg && day % 2 === 0) dinner = CHICKEN_DINNER;
  const snack = SNACKS[(day - 1) % SNACKS.length];
  const meals: Meal[] = [
    {
      time: '06:00',
      timing: 'On Waking Up',
      note: 'Soaked almonds and walnuts',
      items: [
        ['H001', 10],
        ['H021', 5],
      ],
    },
    { time: '08:00', timing: 'Breakfast', ...breakfast },
    { time: '11:00', timing: 'Morning Snack', ...snack },
    { time: '13:30', timing: 'Lunch', ...lunch },
    {
      time: '17:00',
      timing: 'Evening Snack',
      note: 'Fruit with roasted chana',
      items: [
        ['E012', 100],
        ['B002', 20],
      ],
    },
    { time: '20:30', timing: 'Dinner', ...dinner },
  ];
  if (!vegan)
    meals.push({ time: '22:00', timing: 'Bedtime', note: 'Warm milk with haldi', items: [['L002', 200]] });
  return vegan ? meals.map(veganMeal) : meals;
}

/** Dishes a vegan client gets instead (by the note of the usual dish). */
const VEGAN_DISHES: Record<string, { note: string; items: Item[] }> = {
  'Ragi porridge with milk and banana': {
    note: 'Ragi porridge with banana and peanuts (made in water)',
    items: [
      ['A010', 40],
      ['E012', 100],
      ['H012', 15],
    ],
  },
  'Paneer paratha': { note: 'Aloo-methi paratha', items: [['A019', 60], ['F006', 60], ['C020', 30], OIL] },
  'Rice, toor dal, palak sabzi, cucumber salad; paneer if dal is skipped': {
    note: 'Rice, toor dal, palak sabzi, cucumber salad; soya chunks if dal is skipped',
    items: [['A015', 60], ['B021', 30], ['B025', 30, 'B021'], ['C033', 100], ['D043', 50], OIL],
  },
};

/** A vegan version of a meal: its vegan dish, else the meal without dairy (ghee becomes oil). */
function veganMeal(meal: Meal): Meal {
  const dish = meal.note ? VEGAN_DISHES[meal.note] : undefined;
  if (dish) return { ...meal, ...dish };
  const items = meal.items
    .map((item): Item => (item[0] === GHEE[0] ? OIL : item))
    .filter(([code]) => !DAIRY.has(code));
  return { ...meal, items };
}
/** A dish of the starter library in a household measure: [dish key, count, measure label]. */
type DishItem = [string, number, string];
type DishMeal = { time: string; timing: string; note: string; items: (Item | { dish: DishItem })[] };

/** Tuesday (day 1 stays the hand-checked IFCT day of plans.test.ts). */
const DISH_DAY_NUMBER = 2;

/**
 * A day in dishes and household measures, as a nutritionist writes it (issue 27): "Upma 1
 * katori + 1 cup tea; 2 phulka, 1 katori moong dal, 1 katori palak sabzi, curd, salad". It has
 * milk and curd, so vegan clients keep their usual day.
 */
const DISH_DAY: DishMeal[] = [
  {
    time: '06:00',
    timing: 'On Waking Up',
    note: 'Soaked almonds and walnuts',
    items: [
      ['H001', 10],
      ['H021', 5],
    ],
  },
  {
    time: '08:00',
    timing: 'Breakfast',
    note: 'Upma with a cup of tea',
    items: [{ dish: ['upma', 1, 'katori'] }, { dish: ['tea-with-milk', 1, 'cup'] }],
  },
  { time: '11:00', timing: 'Morning Snack', note: 'Guava', items: [['E028', 150]] },
  {
    time: '13:30',
    timing: 'Lunch',
    note: '2 phulka, moong dal, palak sabzi, curd and kachumber',
    items: [
      { dish: ['phulka', 2, 'phulka'] },
      { dish: ['moong-dal', 1, 'katori'] },
      { dish: ['palak-sabzi', 1, 'katori'] },
      { dish: ['curd', 1, 'small katori'] },
      { dish: ['kachumber', 1, 'katori'] },
    ],
  },
  {
    time: '17:00',
    timing: 'Evening Snack',
    note: 'Masala chaas with roasted chana',
    items: [{ dish: ['masala-chaas', 1, 'glass'] }, ['B002', 20]],
  },
  {
    time: '20:30',
    timing: 'Dinner',
    note: 'Phulka, dal tadka, lauki sabzi',
    items: [
      { dish: ['phulka', 2, 'phulka'] },
      { dish: ['dal-tadka', 1, 'katori'] },
      { dish: ['lauki-sabzi', 1, 'katori'] },
    ],
  },
  { time: '22:00', timing: 'Bedtime', note: 'Warm milk with haldi', items: [{ dish: ['milk', 1, 'glass'] }] },
];

/** The current food rows of the starter dishes with their measures, by dish key. */
async function dishFoods(db: Db) {
  const found = await db
    .select({ key: dishes.key, id: foodItems.id, measures: foodItems.measures })
    .from(dishes)
    .innerJoin(foodItems, eq(foodItems.id, dishes.currentFoodItemId))
    .where(isNotNull(dishes.key));
  return new Map(found.map((d) => [d.key!, d]));
}

/** Buffalo and cow milk, paneer, khoa (ghee is swapped for oil before this filter). */
const DAIRY = new Set(['L001', 'L002', 'L003', 'L004']);

/** Plan names a nutritionist would give, by the package's sub category. */
const PLAN_NAMES: Record<string, string> = {
  Diabetes: 'Low-GI week for steady sugars',
  PCOS: 'PCOS week 1 – high fibre, less refined carbs',
  'Weight Loss': 'Week 1 – 1,600 kcal desk-job plan',
  Cricket: 'Pre-season cricket fuel week',
  Thyroid: 'Thyroid-friendly home meals',
  Pregnancy: 'Second trimester – iron and calcium week',
  'General Wellness': 'Balanced Indian meals, week 1',
  Badminton: 'Tournament-week carbohydrate plan',
  Hypertension: 'Low-salt DASH-style Indian week',
  'School Age': 'School tiffin and growth week',
};
const planName = (subCategory: string | null) =>
  (subCategory && PLAN_NAMES[subCategory]) ?? 'Week 1 – Balanced Indian Meals';
function dayNotes(vegan: boolean): Record<number, string> {
  return {
    4: `Fasting day: fruits and ${vegan ? 'soya milk' : 'milk'} only after 6 pm`,
    7: 'Family lunch: one extra phulka allowed',
  };
}

/**
 * A week-long plan of Indian home meals (IFCT foods) for each package. Idempotent: a package
 * that already has the demo plan is skipped. Each plan spends a credit of the package's
 * nutritionist as a real one would; a package whose nutritionist is out of credits is skipped.
 */
export async function seedDemoPlans(db: Db, packageIds: number[]): Promise<void> {
  if (!packageIds.length) return;
  const foods = await db.select({ id: foodItems.id, code: foodItems.sourceCode }).from(foodItems);
  const byCode = new Map(foods.map((f) => [f.code, f]));
  const byDish = await dishFoods(db);
  /** A dish item as the meal save takes it (grams = count × the measure), or null when missing. */
  const dishItem = ([key, count, label]: DishItem) => {
    const measure = byDish.get(key)?.measures?.find((m) => m.label === label);
    if (!measure) return null;
    return {
      id: byDish.get(key)!.id,
      qty: count * measure.grams,
      measure_label: label,
      measure_count: count,
    };
  };
  const list = await db
    .select({
      id: packages.id,
      clientId: packages.clientId,
      dietitianId: packages.dietitianId,
      userId: nutritionists.userId,
      startDate: packages.startDate,
      endDate: packages.endDate,
      category: packages.category,
      subCategory: packages.subCategory,
      preference: clients.foodPreferences,
    })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .innerJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .where(inArray(packages.id, packageIds))
    // Oldest first: who gets a plan when credits run out must not depend on the rows' order on disk.
    .orderBy(packages.id);
  const existing = await db
    .select({ packageId: plans.packageId })
    .from(plans)
    .where(
      // A package with any plan already is left alone (the demo plan, or one made by hand).
      and(inArray(plans.packageId, packageIds), isNull(plans.deletedAt)),
    );
  const done = new Set(existing.map((p) => p.packageId));

  for (const pkg of list) {
    if (done.has(pkg.id)) continue;
    const sports = pkg.category === 'Sports';
    const vegan = pkg.preference === 'Vegan';
    // The demo plan is written as its nutritionist would write it: through the meal-write gate.
    const writer = { id: pkg.userId, isAdmin: false, nutritionistId: pkg.dietitianId };
    const gate = {
      target: {
        clientId: pkg.clientId,
        calendar: calendarOf({ dayFormat: 'week_day', startDate: null, endDate: null }, pkg),
      },
      form: 'Not saved' as const,
      overridesTravel: true,
    };
    try {
      await inTransaction(db, async (t) => {
        await spendCredit(t, pkg.dietitianId, 'out of credits');
        const planId = await insertPlan(
          t,
          {
            packageId: pkg.id,
            chargedNutritionistId: pkg.dietitianId,
            description: planName(pkg.subCategory),
            dayFormat: 'week_day',
            category: pkg.category,
            subCategory: pkg.subCategory,
            maxCalories: sports ? 2600 : 1600,
            note: 'Drink 2.5–3 litres of water a day. Use minimal oil; prefer home-cooked food.',
          },
          7,
        );
        for (const [day, text] of Object.entries(dayNotes(vegan)))
          await t
            .update(planDays)
            .set({ dayDescription: text })
            .where(and(eq(planDays.planId, planId), eq(planDays.day, Number(day))));
        for (let day = 1; day <= 7; day++) {
          if (day === DISH_DAY_NUMBER && !vegan) {
            for (const meal of DISH_DAY) {
              const items = meal.items.flatMap((item) => {
                if ('dish' in item) return dishItem(item.dish) ?? [];
                const food = byCode.get(item[0]);
                return food ? [{ id: food.id, qty: item[1] }] : [];
              });
              if (!items.length) continue;
              const fields = { day, time: meal.time, hypotheticalTime: meal.timing, description: meal.note };
              await writeGatedMealsIn(t, writer, planId, { ...gate, meals: [{ fields, items }] });
            }
            continue;
          }
          for (const meal of dayMenu(day, pkg.preference)) {
            const items = meal.items
              .filter(([code]) => byCode.has(code))
              .map(([code, qty, ref]) => ({
                id: byCode.get(code)!.id,
                qty,
                ref_id: ref ? (byCode.get(ref)?.id ?? null) : null,
              }));
            if (!items.length) continue;
            const fields = {
              day,
              time: meal.time,
              hypotheticalTime: meal.timing,
              description: meal.note ?? null,
            };
            await writeGatedMealsIn(t, writer, planId, { ...gate, meals: [{ fields, items }] });
          }
        }
        await replaceLabels(
          t,
          planId,
          sports ? ['High Protein', 'Recovery'] : ['Weight Loss', 'Heart Healthy'],
        );
        await t.insert(planSupplements).values([
          {
            planId,
            name: 'Vitamin D3 60,000 IU',
            dosage: `1 sachet weekly with ${vegan ? 'a meal' : 'milk'}, for 8 weeks`,
          },
          ...(sports
            ? [
                {
                  planId,
                  name: 'Whey Protein Isolate',
                  dosage: '1 scoop (30 g) in 250 ml water after training',
                },
              ]
            : []),
        ]);
        await t.insert(planRecipes).values([
          { planId, name: 'Moong Dal Chilla', meal: 'Breakfast', dishType: 'Main' },
          { planId, name: 'Vegetable Khichdi', meal: 'Dinner', dishType: 'Main' },
        ]);
      });
    } catch (error) {
      // Out of credits: this package gets no demo plan, like in the app.
      if (!(error instanceof AppError)) throw error;
    }
  }
}
