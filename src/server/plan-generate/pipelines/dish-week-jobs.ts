import { ageOn } from '../../../shared/clients';
import { sodiumCeilingOf } from '../../../shared/condition-rules';
import { inSeason } from '../../../shared/food-facts';
import { addDays, calendarOf, weekdayOfPlanDay } from '../../../shared/plan-calendar';
import type { PlanRegion } from '../../../shared/plan-generate';
import type { PlanTargets } from '../../../shared/plan-targets';
import { practiceToday } from '../../../shared/practice-date';
import { reasonsNotToServe } from '../../../shared/serving';
import type { SupplementClient } from '../../../shared/supplement-proposals';
import type { PackageRow, PlanRow } from '../../auth/policy';
import type { Db } from '../../db/client';
import { adultRdaFloors, clientProfileFacts, latestVital } from '../../plan-targets/index';
import { mealTimingsFor } from '../../plans/index';
import { restrictionsOfClient } from '../../restrictions/index';
import { clientAddress } from '../persistence/dish-candidates.repository';
import { type FoodRow, recallTimes } from '../persistence/plan-generate.repository';
import { withConditionRules } from '../rules/day-rules';
import { generateDishDay } from '../rules/dish-problems';
import { calciumUpperLevelFor, SODIUM_MAX_MG } from '../rules/limits';
import { mealSharesOf } from '../rules/meal-shares';
import type { PlanJob } from '../solver/solve-plan';
import { dishLibraryFor, roleFoodsOf } from './dish-library';
import { isSeed } from './meal-patterns';
import { inFruitPieces, inWholePieces } from './nut-counts';
import { ROLE_FOODS } from './portions';
import { mealsOf } from './problems';
import { regionOfAddress } from './regions';

/**
 * What every generation of a plan's days starts from (Fill, Generate foods and Generate week):
 * the client's rules, the ceilings their conditions and age set, the RDA
 * supplement lines are measured against, and which foods each day of the plan's calendar may serve.
 */
/** HiGHS's node budget for each day of a week (plan-generate.service.ts' DAY_MAX_NODES says why). */
export const WEEK_DAY_MAX_NODES = 1000;

type Restrictions = Awaited<ReturnType<typeof restrictionsOfClient>>['effective'];

export type SupplementsFor = {
  client: SupplementClient;
  rda: ReturnType<typeof adultRdaFloors>;
};

export type GenerationContext = {
  restrictions: Restrictions;
  conditions: NonNullable<Restrictions['conditions']>;
  /** The targets with the client's sodium and calcium ceilings set. */
  targets: PlanTargets;
  sodiumMax: number;
  weightKg: number | null;
  /** What the supplement lines read: the client's indications and RDA (decision 303). */
  supplements: SupplementsFor;
  weekdayOf: (day: number) => ReturnType<typeof weekdayOfPlanDay>;
  /** The month (1–12) a plan day falls in: what the season of a food is read against. */
  monthOf: (day: number) => number;
  /** The foods of a candidate list this client may be served on that plan day (shared/serving.ts). */
  servableOn: <F extends FoodRow>(day: number, list: F[]) => F[];
};

export async function generationContextOf(
  db: Db,
  plan: PlanRow,
  pkg: PackageRow,
  saved: PlanTargets,
): Promise<GenerationContext> {
  const targets = { ...saved };
  const { effective: restrictions } = await restrictionsOfClient(db, pkg.clientId);
  // Hypertension: the nutritionist's sodium ceiling replaces the default one (issue 35).
  const sodiumMax = sodiumCeilingOf(restrictions.conditions ?? [], SODIUM_MAX_MG);
  if (sodiumMax < SODIUM_MAX_MG) targets.sodium_max_mg = sodiumMax;
  // Calcium's upper level is lower over 50 (limits.ts, issue 35 point 5).
  const profile = await clientProfileFacts(db, pkg.clientId);
  const age = ageOn(profile.dob, practiceToday());
  const calciumMax = calciumUpperLevelFor(age);
  if (calciumMax) targets.calcium_max_mg = calciumMax;
  const conditions = restrictions.conditions ?? [];
  // CKD's protein ceiling is per kg of the latest weight (day-rules.ts, decision 245).
  const weightKg = conditions.some((c) => c.kind === 'ckd')
    ? ((await latestVital(db, pkg.clientId, 'weight'))?.value ?? null)
    : null;
  const calendar = calendarOf(plan, pkg);
  const weekdayOf = (day: number) => weekdayOfPlanDay(calendar, day);
  return {
    restrictions,
    conditions,
    targets,
    sodiumMax,
    weightKg,
    // Supplement lines are measured against the client's RDA where the plan's floor sits below it,
    // and proposed only where the client has an indication (issue 53 point 1).
    supplements: {
      client: {
        sex: profile.gender === 'Male' || profile.gender === 'Female' ? profile.gender : null,
        ageYears: age,
        conditions: conditions.map((c) => c.kind),
        diets: restrictions.diets ?? [],
      },
      rda: adultRdaFloors(profile.gender, age),
    },
    weekdayOf,
    monthOf: (day) => Number(addDays(calendar.startDate, day - 1).slice(5, 7)),
    servableOn: (day, list) =>
      list.filter((f) => reasonsNotToServe(f, restrictions, weekdayOf(day)).length === 0),
  };
}

/** The context at other targets: the client's sodium and calcium ceilings stay as they were set. */
export function contextAt(context: GenerationContext, targets: PlanTargets): GenerationContext {
  const { sodium_max_mg, calcium_max_mg } = context.targets;
  return {
    ...context,
    targets: {
      ...targets,
      ...(sodium_max_mg === undefined ? {} : { sodium_max_mg }),
      ...(calcium_max_mg === undefined ? {} : { calcium_max_mg }),
    },
  };
}

/**
 * What a dish week is composed from, read once: the region (chosen, else the client's address), the
 * meal timings, and the dishes, fruit and nuts this client may eat there.
 */
export async function dishWeekSource(
  db: Db,
  pkg: PackageRow,
  preference: string | null,
  context: GenerationContext,
  chosenRegion?: PlanRegion,
) {
  const region = chosenRegion ?? regionOfAddress(await clientAddress(db, pkg.clientId));
  const timings = mealsOf(
    await mealTimingsFor(db, pkg.category, { householdTimes: true }),
    await recallTimes(db, pkg.id),
  );
  const { dishes: safeDishes, ifct: safeIfct } = await dishLibraryFor(
    db,
    pkg,
    preference,
    context.restrictions,
    region,
  );
  return { region, timings, safeDishes, safeIfct };
}
export type DishWeekSource = Awaited<ReturnType<typeof dishWeekSource>>;
/** A day of the plan not being generated, with the foods it serves. */
type KnownDay = NonNullable<PlanJob['known']>[number];

/**
 * The days of a dish week as solver jobs (issue 27, 33): each day's meal patterns over the dishes,
 * fruit and nuts this client may be served that day in the region, with their condition rules and
 * the energy split across meals.
 */
export function dishWeekJobs(
  source: DishWeekSource,
  context: GenerationContext,
  days: number[],
  known: readonly KnownDay[] = [],
) {
  const { conditions, targets, weightKg, servableOn, monthOf } = context;
  const { region, timings, safeDishes, safeIfct } = source;
  const foodsOn = (day: number) => {
    // In the market that month in the region (food facts' season, decision 292): no mango in December.
    const month = monthOf(day);
    const inMarket = <T extends FoodRow>(list: T[]) =>
      list.filter((f) => inSeason(f.facts, region === 'mixed' ? 'all' : region, month));
    const ifctToday = inMarket(servableOn(day, safeIfct));
    return {
      dishes: inMarket(servableOn(day, safeDishes)),
      fruits: roleFoodsOf(ROLE_FOODS.fruit, ifctToday).map((f) => ({
        ...f,
        bounds: inFruitPieces(f.food.code, f.bounds),
      })),
      // Seeds come inside dishes or as a measured topping, never as a snack (issue 33).
      // Nuts a client counts come in whole pieces ("6 almonds", decision 256).
      nuts: roleFoodsOf(ROLE_FOODS.nuts, ifctToday)
        .filter((n) => !isSeed(n.food))
        .map((n) => ({ ...n, bounds: inWholePieces(n.food.code, n.bounds) })),
    };
  };
  return days.map((day) => {
    const g = generateDishDay(day, timings, foodsOn(day), targets, region, {
      fruitAtBreakfast: conditions.some((c) => c.kind === 'anaemia'),
      nearby: new Set(known.filter((k) => Math.abs(k.day - day) === 1).flatMap((k) => k.foods)),
    });
    const job = withConditionRules(g.job, g.meals, conditions, safeDishes, weightKg);
    // The energy split across meals (decision 255): a week of dishes only; Fill keeps the
    // nutritionist's meals as they are, and the ingredient week's fibre ran past its ceiling with it.
    // Anaemia's vitamin C in every main meal comes first: with the split, days kept it in 1 of 3.
    const shares = job.rules?.mealVitaminC ? [] : mealSharesOf(g.meals, job.slots);
    return { ...g, job: { ...job, shares } };
  });
}
