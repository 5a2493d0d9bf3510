/**
 * The one gate for every meal write (issue 32, decision 198). Every writer — the meal editor
 * (create-day), move, repeat, copy day, copy and merge plan, Apply and Undo of a computed plan,
 * the demo seed — hands it the meals, the viewer and the plan's client and calendar, and gets one
 * verdict, read inside the writer's transaction so it holds at the moment of writing:
 *
 * - every food exists and is one the viewer may see (another nutritionist's private dish answers
 *   404 exactly like a missing food); a household measure is one of the food's own;
 * - no food the client may not be served on that day (allergy, intolerance, diet rule, the fast
 *   of that weekday: shared/serving.ts) unless the item carries an override reason;
 * - an override travels with a copy of the same client's meal; into another client's plan it
 *   does not (that client's rules are checked afresh, and a reason given for one person never
 *   covers another);
 * - one wording per refusal, naming the food, the day and the rule.
 *
 * The overrides it answers are audited by `auditOverrides`, in the writer's transaction.
 */
import { countText } from '../../../shared/measures';
import type { PlanCalendar } from '../../../shared/plan-calendar';
import { weekdayOfPlanDay } from '../../../shared/plan-calendar';
import { MEASURE_COUNT_MESSAGE } from '../../../shared/plans';
import { reasonsNotToServe, refusalText } from '../../../shared/serving';
import { mayUseDish, type Viewer } from '../../auth/policy';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { AppError, ValidationError } from '../../lib/errors';
import { restrictionsOfClient } from '../../restrictions/index';
import type { MealItemInput, MealToSave } from '../meals.repository';
import { type GateFood, gateFoods } from './gate-foods.repository';

/** Whose plan the meals go into: the client whose rules hold, and the plan's calendar for fasts. */
export type GateTarget = { clientId: number; calendar: PlanCalendar };

export type GateRequest = {
  viewer: Viewer;
  target: GateTarget;
  meals: MealToSave[];
  /**
   * 'editor': one meal from the meal modal, refusals answered under each item's override field.
   * Otherwise the verb of the refusal message of a bulk write ("Not copied: …").
   */
  form:
    | 'editor'
    | 'Not saved'
    | 'Not copied'
    | 'Not moved'
    | 'Not swapped'
    | 'Not applied'
    | 'Not undone'
    | 'Not restored';
  /** False when the meals come from another client's plan: their override reasons do not travel. */
  overridesTravel: boolean;
};

export type GateOverride = {
  /** Index of the meal in the request. */
  meal: number;
  day: number;
  food_item_id: number;
  food: string;
  conflicts: string[];
  reason: string;
};

export type GateVerdict = {
  /** The meals as they may be written (override reasons that do not travel removed, grams exact). */
  meals: MealToSave[];
  overrides: GateOverride[];
};

const NOT_FOUND = 'This food is not in the food database';

/**
 * A household measure on an item: the label is one of the food's measures and the quantity is
 * count × its grams (the count's halves are the schema's). Answers the field's problem, or null;
 * a matching item gets the exact grams (sub-gram rounding of the editor undone).
 */
function measureProblem(
  item: MealItemInput,
  measures: GateFood['measures'],
): { field: 'measure_label' | 'measure_count' | 'qty'; message: string } | null {
  if (!item.measure_label && !item.measure_count) return null;
  if (!item.measure_label)
    return { field: 'measure_label', message: 'Please choose a measure for this count' };
  if (!item.measure_count) return { field: 'measure_count', message: MEASURE_COUNT_MESSAGE };
  const measure = measures?.find((m) => m.label === item.measure_label);
  if (!measure)
    return {
      field: 'measure_label',
      message: measures?.length
        ? `Please choose a measure of this food: ${measures.map((m) => m.label).join(', ')}`
        : 'This food has no household measures: please give grams',
    };
  const grams = Math.round(item.measure_count * measure.grams * 1000) / 1000;
  if (Math.abs(item.qty - grams) > 0.01)
    return {
      field: 'qty',
      message: `${countText(item.measure_count)} ${measure.label} is ${grams} g, not ${item.qty} g`,
    };
  item.qty = grams;
  return null;
}

/** A field key of the editor's form for an item, or of a bulk write's meal and item. */
const fieldOf = (req: GateRequest, meal: number, item: number, field: string) =>
  req.form === 'editor' ? `items.${item}.${field}` : `meals.${meal}.items.${item}.${field}`;

/** A lone message is the envelope's too: the planner alerts it. */
function throwFieldErrors(status: number, errors: Record<string, string>): void {
  const messages = [...new Set(Object.values(errors))];
  if (!messages.length) return;
  const message = messages.length === 1 ? messages[0] : 'Please correct the highlighted fields.';
  throw status === 422 ? new ValidationError(errors, message) : new AppError(status, message, errors);
}

/** Checks the meals for the target client as of now; throws the refusal, or answers the verdict. */
export async function gateMeals(db: Db, req: GateRequest): Promise<GateVerdict> {
  const meals: MealToSave[] = req.meals.map((meal) => ({
    ...meal,
    items: meal.items.map((item) => ({
      ...item,
      override_reason: req.overridesTravel ? (item.override_reason?.trim() ?? null) || null : null,
    })),
  }));
  const foods = await gateFoods(db, [...new Set(meals.flatMap((m) => m.items.map((i) => i.id)))]);

  // Existence and visibility first: a food the viewer may not see is answered like a missing one.
  const hidden: Record<string, string> = {};
  meals.forEach((meal, m) => {
    meal.items.forEach((item, i) => {
      const food = foods.get(item.id);
      if (!food || (food.dish && !mayUseDish(req.viewer, food.dish)))
        hidden[fieldOf(req, m, i, 'id')] = NOT_FOUND;
    });
  });
  throwFieldErrors(404, hidden);

  const shape: Record<string, string> = {};
  meals.forEach((meal, m) => {
    const mains = new Set(meal.items.filter((i) => !i.ref_id).map((i) => i.id));
    meal.items.forEach((item, i) => {
      const measure = measureProblem(item, (foods.get(item.id) as GateFood).measures);
      if (measure) shape[fieldOf(req, m, i, measure.field)] = measure.message;
      if (item.ref_id && (item.ref_id === item.id || !mains.has(item.ref_id)))
        shape[fieldOf(req, m, i, 'ref_id')] = 'An alternative must point at a main item of the same meal';
    });
  });
  throwFieldErrors(422, shape);

  const { effective: rules } = await restrictionsOfClient(db, req.target.clientId);
  const overrides: GateOverride[] = [];
  const refused: Record<string, string> = {};
  meals.forEach((meal, m) => {
    const day = meal.fields.day;
    const weekday = weekdayOfPlanDay(req.target.calendar, day);
    meal.items.forEach((item, i) => {
      const food = foods.get(item.id) as GateFood;
      const conflicts = reasonsNotToServe(food, rules, weekday);
      if (!conflicts.length) return;
      if (item.override_reason)
        overrides.push({
          meal: m,
          day,
          food_item_id: item.id,
          food: food.name,
          conflicts,
          reason: item.override_reason,
        });
      else refused[fieldOf(req, m, i, 'override_reason')] = refusalText(food.name, day, conflicts);
    });
  });
  refuse(req, refused);
  return { meals, overrides };
}

/** The one refusal of a food the client may not be served, in the editor's or a bulk write's words. */
function refuse(req: GateRequest, refused: Record<string, string>): void {
  const texts = [...new Set(Object.values(refused))];
  if (!texts.length) return;
  if (req.form === 'editor') {
    const errors = Object.fromEntries(
      Object.entries(refused).map(([key, text]) => [
        key,
        `${text}. To keep it, give a reason for the override.`,
      ]),
    );
    throwFieldErrors(422, errors);
  }
  const message = `${req.form}: ${texts.join(' · ')}. Open the meal to keep a food with a reason, or change it.`;
  throw new AppError(422, message, { ...refused, items: message });
}

/** A stored meal whose day or calendar changes: it keeps its foods, its weekday may change. */
export type RedatedMeal = {
  mealId: number;
  items: MealItemInput[];
  from: { day: number; weekday: number };
  to: { day: number; weekday: number };
};

/**
 * The re-dating check (issue 50 point 2, decision 289) of the writers that move stored meals to
 * other dates without choosing them: a deleted day (the later days move up one), a new start
 * date or day format of a plan, a new start date of its package. The meals keep their foods, so
 * what such a change can break is a rule of the day: a food the client may not be served on the
 * meal's new weekday that it could be served on its old one (a fast). A conflict the meal already
 * had is not the change's doing and stays the planner's mark. A gained conflict without an
 * override reason is refused (the texts answered, naming food, new day and rule); with a reason
 * it is kept and answered as an override, for `auditOverrides` in the writer's transaction.
 */
export async function redateCheck(
  db: Db,
  clientId: number,
  list: RedatedMeal[],
): Promise<{ refused: string[]; verdict: GateVerdict }> {
  const moved = list.filter((m) => m.from.weekday !== m.to.weekday);
  if (!moved.length) return { refused: [], verdict: { meals: [], overrides: [] } };
  const foods = await gateFoods(db, [...new Set(moved.flatMap((m) => m.items.map((i) => i.id)))]);
  const { effective: rules } = await restrictionsOfClient(db, clientId);
  const refused: string[] = [];
  const overrides: GateOverride[] = [];
  list.forEach((meal, m) => {
    if (meal.from.weekday === meal.to.weekday) return;
    for (const item of meal.items) {
      const food = foods.get(item.id);
      // A food gone from the database is not the date's doing; the planner marks it as it is.
      if (!food) continue;
      const had = reasonsNotToServe(food, rules, meal.from.weekday);
      const gained = reasonsNotToServe(food, rules, meal.to.weekday).filter((c) => !had.includes(c));
      if (!gained.length) continue;
      const reason = item.override_reason?.trim();
      if (reason)
        overrides.push({
          meal: m,
          day: meal.to.day,
          food_item_id: item.id,
          food: food.name,
          conflicts: gained,
          reason,
        });
      else refused.push(refusalText(food.name, meal.to.day, gained));
    }
  });
  return { refused: [...new Set(refused)], verdict: { meals: [], overrides } };
}

/** One audit row per written meal that keeps an overridden food, in the writer's transaction. */
export async function auditOverrides(
  tx: Db,
  userId: number,
  verdict: GateVerdict,
  mealIds: number[],
): Promise<void> {
  const byMeal = new Map<number, GateOverride[]>();
  for (const o of verdict.overrides) byMeal.set(o.meal, [...(byMeal.get(o.meal) ?? []), o]);
  for (const [meal, list] of byMeal)
    await writeAudit(tx, {
      userId,
      action: 'override',
      entity: 'meal',
      entityId: mealIds[meal],
      changes: {
        overrides: list.map(({ food_item_id, food, conflicts, reason, day }) => ({
          food_item_id,
          food,
          day,
          conflicts,
          reason,
        })),
      },
    });
}
