import type { z } from 'zod';
import { conditionCheckLines } from '../../shared/condition-checks';
import { dayFactsOf } from '../../shared/condition-day-facts';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { emptyPlate, myPlateFor, type PlateGroup, plateGroupsOfFood } from '../../shared/my-plate';
import type {
  GeneratedDay,
  GeneratedMeal,
  GeneratePreview,
  GenerateStatus,
  NutrientAmounts,
} from '../../shared/plan-generate';
import { GENERATE_MESSAGES, type generateSchema } from '../../shared/plan-generate';
import { MACRO_TARGETS, type PlanTargets } from '../../shared/plan-targets';
import { proposeSupplements } from '../../shared/supplement-proposals';
import { assertPlanInPackage, planFor, type Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { savedTargets } from '../plan-targets/index';
import { dayVersions, loadMeals, mealTimingsFor, preferenceOf } from '../plans/index';
import { withoutConflicts } from '../restrictions/index';
import { avoidTerms } from './avoid';
import { checksOf, plateChecks, previewSummary, shareChecks, summaryOf } from './checks';
import { dayRulesOf, withConditionRules } from './day-rules';
import { type DishFood, itemMeasures } from './dish-candidates.repository';
import { DISH_MAX_CANDIDATES } from './dish-problems';
import { dishWeekJobs, dishWeekSource, generationContextOf, WEEK_DAY_MAX_NODES } from './dish-week';
import { SODIUM_MAX_MG } from './limits';
import { WEEK_MAX_USES } from './meal-patterns';
import type { MealShare } from './meal-shares';
import { type DayPlate, floorsOf, MACRO_KEYS, type MacroKey, type NutrientKey, tolerance } from './model';
import {
  avoidAnswers,
  type FoodRow,
  foodsByIds,
  ifctFoodsByCodes,
  recallTimes,
} from './plan-generate.repository';
import { ROLE_FOODS } from './portions';
import { storePreview } from './preview-apply.service';
import { allowedFoods, amountsOf, fillDay, type GenDay, generateDay, mealsOf } from './problems';
import { refuseRestrictedDays } from './restricted-days';
import type { SolvedDay } from './solve-plan';
import type { SolverPool } from './solver-pool';

type Input = z.output<typeof generateSchema>;

/**
 * HiGHS's branch-and-bound budget of a day alone and of each day of a week (issue 32: a node
 * budget, not a time limit, so an answer does not depend on the machine's load). Chosen so the
 * benchmark's days end within the speed targets at idle (day < 1 s, week < 3 s; npm run bench).
 */
const DAY_MAX_NODES = 2000;

const LABELS = Object.fromEntries([...MACRO_TARGETS, ...MICRONUTRIENTS].map((n) => [n.key, n]));
const round1 = (n: number) => Math.round(n * 10) / 10;

function targetsOf(input: Input, saved: PlanTargets): PlanTargets {
  if (!input.targets) return saved;
  const floors = Object.fromEntries(
    Object.entries(input.targets.micronutrient_floors).filter(([, v]) => typeof v === 'number' && v > 0),
  );
  return { ...input.targets, micronutrient_floors: floors };
}

/** Computes the day(s) and stores the preview for Apply (preview_id); no meal is written. */
export async function generatePlan(db: Db, pool: SolverPool, user: Viewer, input: Input) {
  const { plan, pkg } = await planFor(db, user, input.plan_id);
  assertPlanInPackage(plan, input.package_id);
  const asked = targetsOf(input, await savedTargets(db, plan.id));
  if (!asked.energy_kcal)
    throw new AppError(422, GENERATE_MESSAGES.noTargets, { targets: GENERATE_MESSAGES.noTargets });
  const days = [...new Set(input.days ?? [input.day as number])].sort((a, b) => a - b);
  const preference = preferenceOf(plan, pkg);
  const nodes = days.length > 1 ? WEEK_DAY_MAX_NODES : DAY_MAX_NODES;
  const started = performance.now();
  // Read before the meals: an edit in between makes Apply refuse rather than save a stale preview.
  const versions = await dayVersions(db, plan.id, days);
  let preview: GeneratePreview;

  const context = await generationContextOf(db, plan, pkg, asked);
  const { targets, restrictions, conditions, sodiumMax, weightKg, rda, servableOn, weekdayOf } = context;

  if (input.mode === 'quantities') {
    const all = await loadMeals(db, plan.id, preference);
    const foods = await foodsByIds(db, [...new Set(all.flatMap((m) => m.items.map((i) => i.food_item_id)))]);
    refuseRestrictedDays(
      all.filter((m) => days.includes(m.day)),
      foods,
      restrictions,
      weekdayOf,
    );
    const measures = await itemMeasures(
      db,
      all.filter((m) => days.includes(m.day)).flatMap((m) => m.items.map((i) => i.id)),
    );
    const filled = days.map((day) =>
      fillDay(
        day,
        all.filter((m) => m.day === day),
        foods,
        targets,
        (itemId) => measures.get(itemId),
      ),
    );
    if (filled.some((f) => !f.job.slots.length))
      throw new AppError(422, GENERATE_MESSAGES.emptyDay, { day: GENERATE_MESSAGES.emptyDay });
    const solved = await pool.solve({
      days: filled.map((f) => ({
        ...f.job,
        rules: dayRulesOf(
          conditions,
          foods.values(),
          f.meals.map((m) => ({ timing: m.hypothetical_time })),
          weightKg,
        ),
      })),
      variety: input.variety,
      maxNodes: nodes,
    });
    const out = filled.map((f, d) => {
      const grams = new Map<string, { grams: number; steps: number }>();
      solved[d].choice?.forEach((c) => {
        const at = f.slotItems[c.slot];
        grams.set(`${at.meal}:${at.index}`, c);
      });
      const meals: GeneratedMeal[] = f.meals.map((meal, m) => ({
        meal_id: meal.meal_id,
        time: `${meal.time.hh}:${meal.time.mm}`,
        hypothetical_time: meal.hypothetical_time,
        description: meal.description,
        items: meal.items.map((item, index) => {
          const computed = grams.get(`${m}:${index}`);
          const measure = measures.get(item.id);
          return {
            food_item_id: item.food_item_id,
            label: item.label,
            food_group: item.food_group,
            quantity: computed?.grams ?? item.quantity,
            uom: item.food.uom,
            ref_id: item.ref_id,
            computed: computed !== undefined,
            // An item in a measure stays in it: its steps were half measures.
            measure_label: measure?.label ?? null,
            measure_count: measure ? (computed ? computed.steps / 2 : measure.count) : null,
          };
        }),
      }));
      return dayAnswer(
        f.job.day,
        meals,
        foods,
        targets,
        solved[d],
        contextOf(preference, meals.length, 'quantities'),
      );
    });
    preview = previewOf('quantities', targets, out, performance.now() - started, rda);
  } else if (input.mode === 'dishes') {
    const source = await dishWeekSource(db, pkg, preference, context, input.region);
    const { region, safeDishes, safeIfct } = source;
    // The plan's other days: counted by the variety rule, and their dals steer a day's staple.
    const known = await otherDaysOf(db, plan.id, preference, days);
    const generated = dishWeekJobs(source, context, days, known);
    const solved = await pool.solve({
      days: generated.map((g) => g.job),
      // At most twice a week and never on consecutive days (issue 33), counting the plan's other days.
      variety: Math.min(input.variety, WEEK_MAX_USES),
      apart: true,
      known,
      maxNodes: nodes,
      maxCandidates: DISH_MAX_CANDIDATES,
    });
    const byId = new Map<number, FoodRow & { measures?: DishFood['measures'] }>([
      ...safeIfct.map((f) => [f.id, f] as const),
      ...safeDishes.map((d) => [d.id, d] as const),
    ]);
    const out = generated.map((g, d) => {
      const meals = mealsOfSolution(g, solved[d], byId);
      return dayAnswer(
        g.job.day,
        meals,
        byId,
        targets,
        solved[d],
        contextOf(preference, meals.length, 'foods'),
        g.job.plate,
        true,
        g.job.shares,
      );
    });
    preview = {
      ...previewOf('dishes', targets, out, performance.now() - started, rda),
      region,
      region_from_address: input.region === undefined,
    };
  } else {
    const timings = mealsOf(await mealTimingsFor(db, pkg.category), await recallTimes(db, pkg.id));
    const codes = [...new Set(Object.values(ROLE_FOODS).flat())];
    const candidates = allowedFoods(
      await ifctFoodsByCodes(db, codes),
      preference,
      avoidTerms(await avoidAnswers(db, pkg.id)),
    );
    // The client's allergies, intolerances, diet rules and dislikes (issue 26) keep foods out too.
    const safe = new Set(withoutConflicts([...candidates.values()], restrictions));
    const foods = new Map([...candidates].filter(([, f]) => safe.has(f)));
    // A fasting day (decision 143) draws only from the foods its fast allows.
    const foodsOn = (day: number) => {
      const today = new Set(servableOn(day, [...foods.values()]));
      return new Map([...foods].filter(([, f]) => today.has(f)));
    };
    const generated = days.map((day) => {
      const g = generateDay(day, timings, foodsOn(day), targets);
      return { ...g, job: withConditionRules(g.job, g.meals, conditions, foods.values(), weightKg) };
    });
    const solved = await pool.solve({
      days: generated.map((g) => g.job),
      variety: input.variety,
      maxNodes: nodes,
    });
    const byId = new Map([...foods.values()].map((f) => [f.id, f]));
    const out = generated.map((g, d) => {
      const meals = mealsOfSolution(g, solved[d], byId);
      return dayAnswer(
        g.job.day,
        meals,
        byId,
        targets,
        solved[d],
        contextOf(preference, meals.length, 'foods'),
      );
    });
    preview = previewOf('foods', targets, out, performance.now() - started, rda);
  }

  if (conditions.length)
    for (const d of preview.days)
      d.condition_checks = conditionCheckLines(
        conditions,
        dayFactsOf(
          d.meals.map((m, i) => ({
            timing: m.hypothetical_time,
            items: m.items,
            carbohydrate_g: d.meal_amounts?.[i]?.carbohydrate_g ?? 0,
            vitamin_c_mg: d.meal_amounts?.[i]?.vitamin_c_mg ?? 0,
          })),
          d.totals,
          { sodium_max_mg: sodiumMax, weight_kg: weightKg },
        ),
      );
  preview.preview_id = await storePreview(db, user, plan.id, preview, versions);
  return preview;
}

type SolvedFood = Pick<FoodRow, 'id' | 'name' | 'group' | 'uom'> & { measures?: DishFood['measures'] };

/**
 * A solved day's meals: each chosen food in its slot's meal. A dish steps in half measures (a
 * piece in whole ones), so it carries its measure and count; a food by the gram carries none.
 */
function mealsOfSolution(day: GenDay, solved: SolvedDay, byId: Map<number, SolvedFood>): GeneratedMeal[] {
  return day.meals.map((meal, m) => ({
    meal_id: null,
    time: meal.time,
    hypothetical_time: meal.timing,
    description: meal.note,
    items: (solved.choice ?? [])
      .filter((c) => day.job.slots[c.slot].meal === m)
      .map((c) => {
        const food = byId.get(c.food.id) as SolvedFood;
        const measure = food.measures?.[0];
        return {
          food_item_id: food.id,
          label: food.name,
          food_group: food.group,
          quantity: c.grams,
          uom: food.uom,
          ref_id: null,
          computed: true,
          ...(measure && {
            measure_label: measure.label,
            measure_count: Math.round((c.grams / measure.grams) * 2) / 2,
          }),
        };
      }),
  }));
}

/** "with vegetarian foods in 3 meals" / "with the foods of this day's 3 meals". */
function contextOf(preference: string | null, mealCount: number, mode: 'quantities' | 'foods') {
  const meals = `${mealCount} meal${mealCount === 1 ? '' : 's'}`;
  if (mode === 'quantities') return `with the foods of this day's ${meals}`;
  return `with ${preference ? preference.toLowerCase() : 'the chosen'} foods in ${meals}`;
}

type AnswerFood = {
  perGram: Record<NutrientKey, number>;
  sodiumKnown?: boolean;
  group?: string | null;
  plate?: Partial<Record<PlateGroup, number>>;
  cerealKcal?: number;
};

function dayAnswer(
  day: number,
  meals: GeneratedMeal[],
  foods: Map<number, AnswerFood>,
  targets: PlanTargets,
  solved: SolvedDay,
  context: string,
  plate?: DayPlate,
  /**
   * A dish day is never a dead end (issue 33): a day that misses a band is still applied, its
   * misses listed in its checks and its explanation; only a day with no meals at all is infeasible.
   */
  missesApply = false,
  /** The energy split the day was solved to (dish days): listed as met or missed. */
  shares: readonly MealShare[] = [],
): GeneratedDay {
  const items = meals.flatMap((m) =>
    m.items.flatMap((i) => {
      const food = foods.get(i.food_item_id);
      return i.ref_id === null && food ? [{ food, grams: i.quantity }] : [];
    }),
  );
  const amounts = amountsOf(items);
  const totals: NutrientAmounts = {};
  const deviation: NutrientAmounts = {};
  for (const key of [
    ...MACRO_KEYS,
    'fibre_g',
    ...MICRONUTRIENTS.map((m) => m.key),
    'sodium_mg',
  ] as NutrientKey[])
    totals[key] = round1(amounts[key]);
  for (const key of MACRO_KEYS)
    if (targets[key] !== null) deviation[key] = round1(amounts[key] - (targets[key] as number));
  for (const [key, floor] of floorsOf(targets)) deviation[key] = round1(Math.min(0, amounts[key] - floor));

  let status: GenerateStatus = solved.solver === 'optimal' ? 'optimal' : 'feasible';
  let explanation: string | null = null;
  if (!solved.choice) {
    status = 'infeasible';
    explanation = `No plan was found ${context} within the time limit.`;
  } else {
    // The worst band broken, in tolerance widths.
    let worst: { key: MacroKey; excess: number } | null = null;
    for (const key of MACRO_KEYS) {
      const target = targets[key];
      if (target === null) continue;
      const excess =
        (Math.abs(round1(amounts[key]) - target) - tolerance(key, target)) / tolerance(key, target);
      if (excess > 1e-6 && (!worst || excess > worst.excess)) worst = { key, excess };
    }
    if (worst) {
      if (!missesApply) status = 'infeasible';
      const { label, unit } = LABELS[worst.key];
      const target = targets[worst.key] as number;
      const energy =
        worst.key !== 'energy_kcal' && targets.energy_kcal ? ` at ${targets.energy_kcal} kcal` : '';
      explanation = `${label} ${target} ${unit} is out of reach ${context}${energy}: the closest is ${round1(amounts[worst.key])} ${unit}.`;
    }
  }
  const sodiumUnknown = new Set(
    meals
      .flatMap((m) =>
        m.items.filter((i) => i.ref_id === null && foods.get(i.food_item_id)?.sodiumKnown === false),
      )
      .map((i) => i.food_item_id),
  ).size;
  const checks = checksOf(targets, amounts, sodiumUnknown);
  const sodiumMax = targets.sodium_max_mg ?? SODIUM_MAX_MG;
  if (missesApply && solved.choice && amounts.sodium_mg > sodiumMax && !explanation)
    explanation = `Sodium ${Math.round(amounts.sodium_mg)} mg is over the ${sodiumMax} mg ceiling: the dishes this client may have carry that much salt at these servings.`;
  if (plate && targets.energy_kcal) {
    const { groups, cerealKcal } = plateAmountsOf(items);
    checks.push(
      ...plateChecks(
        { ...plate, scaled: myPlateFor(targets.energy_kcal) },
        groups,
        cerealKcal,
        amounts.energy_kcal,
      ),
    );
  }
  // Each meal's own figures: the condition checks that are per meal (issue 35), the energy split (issue 33).
  const meal_amounts = meals.map((m) => {
    const a = amountsOf(
      m.items.flatMap((i) => {
        const food = foods.get(i.food_item_id);
        return i.ref_id === null && food ? [{ food, grams: i.quantity }] : [];
      }),
    );
    return {
      carbohydrate_g: round1(a.carbohydrate_g),
      vitamin_c_mg: round1(a.vitamin_c_mg),
      energy_kcal: round1(a.energy_kcal),
    };
  });
  if (solved.choice)
    checks.push(
      ...shareChecks(
        shares,
        meals,
        meal_amounts.map((m) => m.energy_kcal),
        amounts.energy_kcal,
      ),
    );
  const summary = summaryOf(checks);
  return { day, status, checks, summary, explanation, meals, totals, deviation, meal_amounts };
}

/**
 * The foods of the plan's other days in the weeks being generated and beside them, so the week's
 * variety rule counts them (a day generated alone is never a copy of its neighbours, issue 33).
 */
async function otherDaysOf(db: Db, planId: number, preference: string | null, days: number[]) {
  const weeks = new Set(days.map((d) => Math.floor((d - 1) / 7)));
  const near = (d: number) =>
    !days.includes(d) && (weeks.has(Math.floor((d - 1) / 7)) || days.includes(d - 1) || days.includes(d + 1));
  const meals = (await loadMeals(db, planId, preference)).filter((m) => near(m.day));
  const byDay = new Map<number, number[]>();
  for (const m of meals)
    byDay.set(m.day, [...(byDay.get(m.day) ?? []), ...m.items.map((i) => i.food_item_id)]);
  return [...byDay].map(([day, foods]) => ({ day, foods }));
}

/** The day's My Plate groups (a dish by its plate groups, an IFCT food by its group) and cereal energy. */
export function plateAmountsOf(items: { food: AnswerFood; grams: number }[]) {
  const groups = emptyPlate();
  let cerealKcal = 0;
  for (const { food, grams } of items) {
    if (food.plate)
      for (const [g, per] of Object.entries(food.plate)) groups[g as PlateGroup] += (per ?? 0) * grams;
    else for (const g of plateGroupsOfFood(food.group)) groups[g] += grams;
    if (food.cerealKcal !== undefined) cerealKcal += food.cerealKcal * grams;
    else if (plateGroupsOfFood(food.group).includes('cereals'))
      cerealKcal += food.perGram.energy_kcal * grams;
  }
  return { groups, cerealKcal };
}

const RANK: Record<GenerateStatus, number> = { optimal: 0, feasible: 1, infeasible: 2 };

function previewOf(
  mode: GeneratePreview['mode'],
  targets: PlanTargets,
  days: GeneratedDay[],
  ms: number,
  rda: Parameters<typeof proposeSupplements>[1],
): GeneratePreview {
  const worst = days.reduce((a, b) => (RANK[b.status] > RANK[a.status] ? b : a));
  // A week whose days all apply still says the first day's miss (issue 33: misses are listed, not hidden).
  const told = worst.explanation ? worst : (days.find((d) => d.explanation) ?? worst);
  const explanation =
    told.explanation && (days.length > 1 ? `Day ${told.day}: ${told.explanation}` : told.explanation);
  return {
    mode,
    status: worst.status,
    summary: previewSummary(days),
    explanation,
    targets,
    days,
    preview_id: '',
    solve_ms: Math.round(ms),
    supplement_proposals: proposeSupplements(days, rda),
  };
}
