import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAmount } from '../../shared/client-words';
import type { GeneratePreview } from '../../shared/plan-generate';
import { dishes, dishVersions, foodItems } from '../db/schema/index';
import { clientFoodsOf } from '../food/index';
import { suggestedTargetsWeek } from '../testing/generated-week';
import { openPlanTest } from '../testing/plan-fixtures';
import type { TestApp, TestUser } from '../testing/test-app';
import { isBreakfastProtein, isDailyDish, isFish, isThinGravy, mainKindOf } from './pipelines/meal-patterns';
import { MEAL_ENERGY_SHARES, shareOf } from './rules/meal-shares';

/**
 * Issue 33's "Done when": for 5 regions × 6 diets, a week from the targets screen's own
 * suggestions ("Use all suggestions") is generated through the API and applied, and every meal is
 * one a household cooks: checked against the dish rows themselves.
 */
let t: TestApp;
let n: TestUser;
beforeAll(async () => ({ t, n } = await openPlanTest(60)));
afterAll(async () => t.close());

const REGIONS = {
  north: '14 Model Town, Ludhiana, Punjab',
  south: '12 Anna Salai, Teynampet, Chennai, Tamil Nadu 600018',
  east: '22 Gariahat Road, Ballygunge, Kolkata, West Bengal',
  west: 'Flat 4, Shivaji Nagar, Pune, Maharashtra',
  mixed: '',
} as const;
type Region = keyof typeof REGIONS;

/** The six diets: a food preference and the restrictions saved for the client. */
const DIETS = {
  vegetarian: { preference: 'Vegetarian', restrictions: {} },
  'non-vegetarian': { preference: 'Non Vegetarian', restrictions: {} },
  jain: { preference: 'Vegetarian', restrictions: { diets: ['jain'] } },
  vegan: { preference: 'Vegan', restrictions: { diets: ['vegan'] } },
  'gluten-free': { preference: 'Vegetarian', restrictions: { allergies: ['gluten'] } },
  'peanut-free': { preference: 'Vegetarian', restrictions: { allergies: ['peanut'] } },
} as const;
type Diet = keyof typeof DIETS;

/** A 34-year-old woman, 64 kg and 158 cm, on weight loss, with the suggested targets saved. */
function clientWeek(region: Region, diet: Diet) {
  const { preference, restrictions } = DIETS[diet];
  return suggestedTargetsWeek(t, n, { preference, restrictions, address: REGIONS[region] || null, region });
}

async function dishRows(preview: GeneratePreview) {
  const ids = [
    ...new Set(preview.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food_item_id)))),
  ];
  const list = await t.db
    .select({
      foodId: dishVersions.foodItemId,
      key: dishes.key,
      name: dishes.name,
      role: dishes.role,
      traits: dishes.traits,
      slots: dishes.slots,
      plateGroups: dishVersions.plateGroups,
      measures: dishVersions.measures,
      group: foodItems.foodGroup,
      tags: foodItems.tags,
      protein: foodItems.protein,
      per: foodItems.quantity,
    })
    .from(dishVersions)
    .innerJoin(dishes, eq(dishes.id, dishVersions.dishId))
    .innerJoin(foodItems, eq(foodItems.id, dishVersions.foodItemId))
    .where(inArray(dishVersions.foodItemId, ids));
  return new Map(
    list.map((d) => [
      d.foodId,
      {
        ...d,
        plate: Object.fromEntries(Object.entries(d.plateGroups).map(([g, v]) => [g, (v ?? 0) / 100])),
      },
    ]),
  );
}

const CASES = (Object.keys(REGIONS) as Region[]).flatMap((region) =>
  (Object.keys(DIETS) as Diet[]).map((diet) => [region, diet] as const),
);

/**
 * The energy split (decisions 255 and 283): main meals more than 5 points outside their band, over
 * the 30 weeks. Each is listed as missed in its day's checks; a day whose breakfast is held small by
 * the sodium ceiling and household servings may still give its lunch 40–41 %.
 */
const mealsSplit = { count: 0, far: [] as string[] };
/**
 * Measured on the 30 weeks: none of 630 main meals (decision 283); 4 of 630 once pieces are served
 * whole (decision 310: no "2½ idli"), a breakfast of idli or a lunch of phulka then steps a whole
 * piece at a time.
 */
const SPLIT_FAR_MAX = 5;
/**
 * Days under the fibre target: no trial week lowers it (the floors of decision 276 are the
 * micronutrients), and the solver weighs a gram of it lightly. Measured: 1 of 210 (25.7 g of 26 g).
 */
const fibreShort: string[] = [];
const FIBRE_SHORT_MAX = 2;

describe('Generate week from the suggested targets: 5 regions × 6 diets (issue 33)', () => {
  it.each(CASES)(
    '%s, %s: applies, and every meal is composed, portioned, varied and regional',
    async (region, diet) => {
      const { planId, preview, ms } = await clientWeek(region, diet);
      const found = await dishRows(preview);
      const problems: string[] = [];
      const uses = new Map<string, number[]>();
      let sambarDays = 0;
      let westBread = 0;
      let fishDays = 0;
      let calciumSourceDays = 0;
      const mealProtein: number[] = [];
      for (const day of preview.days) {
        const sodium = day.totals.sodium_mg ?? 0;
        if (sodium > 2000) problems.push(`day ${day.day}: sodium ${sodium} mg`);
        // A client who eats dairy has milk or curd every day (decision 272: curd at lunch).
        const milk = day.checks.find((c) => c.kind === 'group' && /^Milk or curd/.test(c.label));
        if (diet !== 'vegan' && !(milk && milk.amount > 0)) problems.push(`day ${day.day}: no milk or curd`);
        // The day's fruit served as fruit within My Plate's band (decision 275): 1½ apples filled
        // a snack before. Lemon in a salad or a nimbu pani counts in the band but is no serving.
        const band = day.checks.find((c) => c.key === 'fruits')?.max;
        const served = day.meals
          .flatMap((m) => m.items)
          .filter((i) => !found.has(i.food_item_id) && /fruit/i.test(i.food_group ?? ''))
          .reduce((sum, i) => sum + i.quantity, 0);
        if (band && served > band)
          problems.push(`day ${day.day}: fruit ${served} g over ${Math.round(band)} g`);
        // What the client reads of a fruit or a nut (the plan page's and the PDF's words): its
        // plain name, never an IFCT row's comma-separated name ("Orange, pulp", "Banana, ripe, robusta").
        const foods = day.meals.flatMap((m) => m.items).filter((i) => !found.has(i.food_item_id));
        const words = await clientFoodsOf(
          t.db,
          foods.map((i) => i.food_item_id),
        );
        for (const item of foods) {
          const food = words.get(item.food_item_id);
          const name = food?.plainName || food?.name || item.label;
          if (name.includes(',')) problems.push(`day ${day.day}: a client reads "${name}"`);
          // Fruit in the pieces a client counts (decision 310): half pieces, a counted fruit whole.
          const piece = food?.piece;
          if (piece && /fruit/i.test(item.food_group ?? '')) {
            const steps = item.quantity / (piece.whole ? piece.grams : piece.grams / 2);
            if (Math.abs(steps - Math.round(steps)) > 0.01)
              problems.push(`day ${day.day}: ${name} ${item.quantity} g is not in pieces`);
          }
        }
        // A drink reads in ml and a piece is served whole (decision 310): no "2½ idli", no "(100 g)" of milk.
        for (const item of day.meals.flatMap((m) => m.items)) {
          const amount = clientAmount({ ...item }, words.get(item.food_item_id)?.piece);
          if (item.facts?.liquid && !/ ml\)?$/.test(amount))
            problems.push(`day ${day.day}: ${item.label} reads "${amount}"`);
          const unit = found
            .get(item.food_item_id)
            ?.measures?.find((m) => m.label === item.measure_label)?.unit;
          if (unit === 'piece' && !Number.isInteger(item.measure_count))
            problems.push(`day ${day.day}: ${item.label} × ${item.measure_count}`);
        }
        let sambar = false;
        let fish = false;
        // One dish a day under one name: never a dal beside its own no-onion variant (decision 273).
        const bases = new Map<string, number>();
        for (const meal of day.meals) {
          const type = meal.hypothetical_time.toLowerCase();
          const rows = meal.items.flatMap((i) => {
            const d = found.get(i.food_item_id);
            return d ? [{ item: i, dish: d }] : [];
          });
          for (const { item, dish } of rows) {
            if (!isDailyDish(dish)) uses.set(dish.name, [...(uses.get(dish.name) ?? []), day.day]);
            const base = (dish.key ?? dish.name).replace(/-satvik$/, '');
            bases.set(base, (bases.get(base) ?? 0) + 1);
            if (!isDailyDish(dish) && (bases.get(base) ?? 0) > 1)
              problems.push(`day ${day.day}: ${base} twice`);
            const kind = mainKindOf(dish);
            if (
              dish.role === 'staple' &&
              (kind === 'rice' || kind === 'one_pot') &&
              item.measure_label === 'katori'
            )
              if ((item.measure_count ?? 0) > 2)
                problems.push(`day ${day.day}: ${dish.name} ${item.measure_count} katori`);
            if (
              /phulka|chapati|rotli/.test(dish.key ?? dish.name.toLowerCase()) &&
              (item.measure_count ?? 0) > 4
            )
              problems.push(`day ${day.day}: ${dish.name} × ${item.measure_count}`);
            if (/sambar|rasam/i.test(dish.name)) sambar = true;
            if (isFish(dish) || /egg/i.test(dish.name)) fish = true;
            if (region === 'west' && /rotli|chapati|bhakri|rotla|poli/i.test(`${dish.key} ${dish.name}`))
              westBread++;
          }
          const roles = rows.map((r) => r.dish.role);
          if (/breakfast/.test(type) && meal.items.length) {
            // A protein source served as one (decision 279): at least 3 g of protein, never tea or coffee.
            const protein = rows.some(
              (r) =>
                (isBreakfastProtein(r.dish) || mainKindOf(r.dish) === 'dal_main') &&
                (r.item.quantity * r.dish.protein) / r.dish.per >= 3,
            );
            if (!protein)
              problems.push(`day ${day.day} breakfast without protein: ${rows.map((r) => r.dish.name)}`);
          }
          if (/lunch|dinner/.test(type) && meal.items.length) {
            // Khichdi carries its own dal: a kadhi, sambar or rasam beside it, no other dal (decision 279).
            if (rows.some((r) => r.dish.role === 'staple' && mainKindOf(r.dish) === 'one_pot'))
              for (const r of rows)
                if (r.dish.role === 'dal_curry' && !isThinGravy(r.dish))
                  problems.push(`day ${day.day} ${type}: ${r.dish.name} beside a one-pot dish`);
            for (const role of ['staple', 'dal_curry', 'vegetable'])
              if (!roles.includes(role as never))
                problems.push(`day ${day.day} ${type} without ${role}: ${rows.map((r) => r.dish.name)}`);
            // The meal's protein dish as served: its dal or curry, or a khichdi's own dal.
            const proteinDish = rows
              .filter((r) => r.dish.role === 'dal_curry' || mainKindOf(r.dish) === 'one_pot')
              .reduce((sum, r) => sum + (r.item.quantity * r.dish.protein) / r.dish.per, 0);
            mealProtein.push(Math.round(proteinDish * 10) / 10);
            if (proteinDish < 5)
              problems.push(`day ${day.day} ${type}: its protein dish carries ${proteinDish.toFixed(1)} g`);
          }
        }
        // The energy split (decision 255): each main meal within 5 points of its band.
        const dayKcal = (day.meal_amounts ?? []).reduce((sum, m) => sum + (m.energy_kcal ?? 0), 0);
        const seen = new Set<string>();
        day.meals.forEach((meal, i) => {
          const type = (['breakfast', 'lunch', 'dinner'] as const).find((t) =>
            meal.hypothetical_time.toLowerCase().includes(t),
          );
          if (!type || seen.has(type) || !meal.items.length) return;
          seen.add(type);
          const share = shareOf(day.meal_amounts?.[i]?.energy_kcal ?? 0, dayKcal);
          const band = MEAL_ENERGY_SHARES[type];
          mealsSplit.count++;
          if (share < band.min - 5 || share > band.max + 5)
            mealsSplit.far.push(`${region}/${diet} day ${day.day} ${type} ${Math.round(share)} %`);
          // The preview lists the split as met or missed, as it is (decision 282).
          const listed = day.checks.find((c) => c.kind === 'share' && c.label === meal.hypothetical_time);
          // Its amount is the meal's share of the day (to the rounding of meal_amounts), met when
          // within the band as shown.
          const shown = Math.round(listed?.amount ?? -1);
          const within = shown >= band.min && shown <= band.max;
          if (!listed || Math.abs(listed.amount - share) > 0.2 || listed.met !== within)
            problems.push(
              `day ${day.day} ${type} ${Math.round(share)} % listed as ${JSON.stringify(listed)}`,
            );
        });
        // A vegan's calcium from ragi, sesame, soy or rajgira (issue 33, point 6).
        const dishNames = day.meals
          .flatMap((m) => m.items)
          .flatMap((i) => {
            const d = found.get(i.food_item_id);
            return d ? [`${d.key} ${d.name}`.toLowerCase()] : [];
          });
        if (dishNames.some((x) => /ragi|nachni|sesame|\btil\b|ellu|soy|tofu|rajgira/.test(x)))
          calciumSourceDays++;
        if (sambar) sambarDays++;
        if (fish) fishDays++;
      }
      const variety: string[] = [];
      // A gluten-free South week has no dish made with sambar powder (compounded hing, decision
      // 292): its few dals without hing may come back on a third day, never on the next one.
      const most = region === 'south' && diet === 'gluten-free' ? 3 : 2;
      for (const [name, days] of uses)
        if (days.length > most || days.some((d, i) => i > 0 && d - days[i - 1] <= 1))
          variety.push(`${name} on days ${days}`);
      // Measured 4–7 days in the five vegan weeks (decision 205's ragi, sesame and soy dishes).
      if (diet === 'vegan' && calciumSourceDays < 4)
        problems.push(`ragi, sesame or soy on ${calciumSourceDays} days`);
      if (region === 'south' && sambarDays < 4) problems.push(`sambar or rasam on ${sambarDays} days`);
      if (region === 'west' && westBread === 0) problems.push('no rotli, chapati or bhakri');
      if (region === 'east' && diet === 'non-vegetarian' && fishDays < 3)
        problems.push(`fish or egg on ${fishDays} days`);
      // It applies: every day written, misses listed rather than blocking.
      const applied = await t.post(
        '/api/v1/diet/plan/generate/apply',
        { plan_id: planId, preview_id: preview.preview_id },
        n.cookie,
      );
      expect(applied.json().success, `${applied.body} — ${preview.explanation}`).toBe(1);
      // The days that meet every micronutrient floor, for the log.
      const floorDays = preview.days.filter((d) =>
        d.checks.every((c) => c.kind !== 'floor' || c.key === 'fibre_g' || c.met),
      ).length;
      for (const d of preview.days)
        if (d.checks.some((c) => c.kind === 'floor' && c.key === 'fibre_g' && !c.met))
          fibreShort.push(`${region}/${diet} day ${d.day}`);
      const floorMisses = preview.days.flatMap((d) =>
        d.checks
          .filter((c) => c.kind === 'floor' && !c.met)
          .map((c) => `day ${d.day} ${c.key} ${c.amount} < ${c.target}`),
      );
      const missed = new Map<string, number>();
      const bandMisses: string[] = [];
      for (const d of preview.days)
        for (const c of d.checks)
          if (!c.met) {
            const key = `${c.key} ${c.difference > 0 ? 'over' : 'under'}`;
            missed.set(key, (missed.get(key) ?? 0) + 1);
            if (c.kind === 'band') bandMisses.push(`${c.key} ${c.amount}/${c.target}`);
          }
      const mean = (key: string) =>
        Math.round(
          preview.days.reduce((s, d) => s + (d.checks.find((c) => c.key === key)?.amount ?? 0), 0) /
            preview.days.length,
        );
      console.log(
        `${region}/${diet}: ${Math.round(ms)} ms, ${preview.summary} (missed: ${[...missed].map(([k, n]) => `${k} ×${n}`).join(', ')}); bands missed: ${bandMisses.join(', ')}; floors met on ${floorDays} of 7 days ${floorMisses.join(', ')}; iron mean ${mean('iron_mg')}, calcium mean ${mean('calcium_mg')}; sodium max ${Math.max(...preview.days.map((d) => d.totals.sodium_mg ?? 0))} mg; calcium-source days ${calciumSourceDays}; protein dish ${Math.min(...mealProtein)}–${Math.max(...mealProtein)} g; ${problems.length} problems: ${problems.join(' | ')}; variety: ${variety.join(' | ')}`,
      );
      expect(problems).toEqual([]);
      expect(variety).toEqual([]);
      // The floors are the client's needs, never lowered to what these dishes give (decision 303):
      // every day short of one is in the preview's gaps, with the floor and how much is short.
      const gapDays = new Map(
        (preview.floor_gaps ?? []).flatMap((g) =>
          g.days.map((d) => [`${g.nutrient} day ${d.day}`, { floor: g.floor, short: d.short }]),
        ),
      );
      for (const d of preview.days)
        for (const c of d.checks.filter((c) => c.kind === 'floor' && c.amount < c.target))
          expect(gapDays.get(`${c.key} day ${d.day}`), `${region}/${diet} ${c.key} day ${d.day}`).toEqual({
            floor: c.target,
            short: Math.round((c.target - c.amount) * 10) / 10,
          });
      expect(gapDays.size).toBe(floorMisses.length);
    },
    120_000,
  );

  it('holds each main meal within 5 points of its share of the day, all but a measured few', () => {
    expect(mealsSplit.count).toBeGreaterThanOrEqual(30 * 7 * 3 - 10);
    console.log(
      `energy split: ${mealsSplit.far.length} of ${mealsSplit.count} main meals more than 5 points out: ${mealsSplit.far.join(', ')}`,
    );
    expect(mealsSplit.far.length, mealsSplit.far.join(', ')).toBeLessThanOrEqual(SPLIT_FAR_MAX);
  });

  it('meets the fibre target on every day but a measured few', () => {
    expect(mealsSplit.count).toBeGreaterThan(0);
    console.log(`fibre under its target on ${fibreShort.length} of 210 days: ${fibreShort.join(', ')}`);
    expect(fibreShort.length, fibreShort.join(', ')).toBeLessThanOrEqual(FIBRE_SHORT_MAX);
  });
});
