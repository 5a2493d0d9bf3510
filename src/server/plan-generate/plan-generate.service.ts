import { conditionCheckLines } from '../../shared/condition-checks';
import { dayFactsOf } from '../../shared/condition-day-facts';
import { GENERATE_MESSAGES, type GenerateMode, type GeneratePreview } from '../../shared/plan-generate';
import type { PlanTargets } from '../../shared/plan-targets';
import { assertPlanInPackage, planFor, type Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { savedTargets } from '../plan-targets/index';
import { dayVersions, preferenceOf } from '../plans/index';
import { storePreview } from './persistence/preview-apply.service';
import { dishWeek } from './pipelines/dish-week';
import { generationContextOf, WEEK_DAY_MAX_NODES } from './pipelines/dish-week-jobs';
import { fillQuantities } from './pipelines/fill-quantities';
import { foodWeek } from './pipelines/food-week';
import type { GenerateInput, Pipeline } from './pipelines/pipeline-run';
import type { SolverPool } from './solver/solver-pool';

/**
 * HiGHS's branch-and-bound budget of a day alone and of each day of a week (issue 32: a node
 * budget, not a time limit, so an answer does not depend on the machine's load). Chosen so the
 * benchmark's days end within the speed targets at idle (day < 1 s, week < 3 s; npm run bench).
 */
const DAY_MAX_NODES = 2000;

/** Each mode of the planner's Generate and Fill buttons, one pipeline (pipelines/). */
const PIPELINES: Record<GenerateMode, Pipeline> = {
  quantities: fillQuantities,
  dishes: dishWeek,
  foods: foodWeek,
};

/**
 * Computes the day(s) and stores the preview for Apply (preview_id); no meal is written. The
 * steps: the plan and the targets asked, the days, the client's rules (restrictions, fasts,
 * conditions), the mode's pipeline, the condition checks of each day, the stored preview.
 */
export async function generatePlan(db: Db, pool: SolverPool, user: Viewer, input: GenerateInput) {
  const { plan, pkg } = await planFor(db, user, input.plan_id);
  assertPlanInPackage(plan, input.package_id);
  const asked = targetsOf(input, await savedTargets(db, plan.id));
  if (!asked.energy_kcal)
    throw new AppError(422, GENERATE_MESSAGES.noTargets, { targets: GENERATE_MESSAGES.noTargets });
  const days = [...new Set(input.days ?? [input.day as number])].sort((a, b) => a - b);
  const started = performance.now();
  // Read before the meals: an edit in between makes Apply refuse rather than save a stale preview.
  const versions = await dayVersions(db, plan.id, days);
  const context = await generationContextOf(db, plan, pkg, asked);
  const preview = await PIPELINES[input.mode]({
    db,
    pool,
    input,
    plan,
    pkg,
    days,
    preference: preferenceOf(plan, pkg),
    maxNodes: days.length > 1 ? WEEK_DAY_MAX_NODES : DAY_MAX_NODES,
    started,
    context,
  });
  addConditionChecks(preview, context);
  preview.preview_id = await storePreview(db, user, plan.id, preview, versions);
  return preview;
}

/** The targets typed in the dialog (floors left empty are not floors), else the plan's saved ones. */
function targetsOf(input: GenerateInput, saved: PlanTargets): PlanTargets {
  if (!input.targets) return saved;
  const floors = Object.fromEntries(
    Object.entries(input.targets.micronutrient_floors).filter(([, v]) => typeof v === 'number' && v > 0),
  );
  return { ...input.targets, micronutrient_floors: floors };
}

/** The client's confirmed conditions, checked on each day's meals and totals (issue 35). */
function addConditionChecks(
  preview: GeneratePreview,
  { conditions, sodiumMax, weightKg }: Awaited<ReturnType<typeof generationContextOf>>,
) {
  if (!conditions.length) return;
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
}
