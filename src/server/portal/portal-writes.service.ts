/**
 * What the client sends back on the plan link (issue 28): meal ticks and weight. Each write is
 * idempotent by its request id (decision 172: a retried request is stored once and answered as
 * the first time), audited with the package, and refused (410) once the link stopped working —
 * the caller opened the link first, so a refused request changes nothing.
 */
import { PORTAL_MESSAGES, type PortalTick, type PortalWeight, type TickStatus } from '../../shared/portal';
import { implausibleValue } from '../../shared/vital-plausible';
import type { Db } from '../db/client';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import * as repo from './portal.repository';
import { claimWrite } from './portal-budget';
import { assertLinkDate } from './portal-period';
import type { OpenLink } from './portal-view.service';

const audit = (tx: Db, action: string, entity: string, entityId: number, changes: Record<string, unknown>) =>
  writeAudit(tx, { userId: null, action, entity, entityId, changes: { via: 'plan link', ...changes } });

export type TickIn = { request_id: string; meal_id: number; date: string; status: TickStatus; note?: string };

/** A meal of the link's shared plan ticked for a date; the latest tick of a meal and date wins. */
export async function saveTick(db: Db, open: OpenLink, input: TickIn): Promise<PortalTick> {
  const plan = await repo.sharedPlanOf(db, open.pkg.id);
  const meal = plan ? await repo.mealOfPlan(db, plan.id, input.meal_id) : undefined;
  // Another package's (or an unshared plan's) meal is not found, exactly like a missing one.
  if (!meal) throw new AppError(404, PORTAL_MESSAGES.mealNotFound, { meal_id: PORTAL_MESSAGES.mealNotFound });
  await assertLinkDate(db, open.pkg, input.date, PORTAL_MESSAGES.tickDate);
  return inTransaction(db, async (tx) => {
    const content = { meal_id: meal.id, date: input.date, status: input.status, note: input.note ?? null };
    if (await claimWrite(tx, open.pkg.id, input.request_id, 'tick', content)) {
      const row = await repo.upsertTick(tx, {
        packageId: open.pkg.id,
        mealId: meal.id,
        mealLabel: `${meal.time} ${meal.name}`,
        date: input.date,
        status: input.status,
        note: input.note ?? null,
      });
      await audit(tx, 'tick', 'meal_tick', row.id, {
        meal_id: meal.id,
        date: input.date,
        status: input.status,
      });
    }
    // A retry answers what is stored now (a later tick may have replaced it since).
    const stored = await repo.tickOf(tx, meal.id, input.date);
    return {
      meal_id: meal.id,
      date: input.date,
      status: (stored?.status ?? input.status) as TickStatus,
      note: stored ? stored.note : (input.note ?? null),
    };
  });
}

export type WeightIn = { request_id: string; date: string; weight_kg: number; waist_cm?: number };

/**
 * The client's weight (and waist) as a reading set of its own, marked reported by the client:
 * never merged into a nutritionist's set of the same date. Plausible ranges and messages are the
 * vitals form's.
 */
export async function saveWeight(db: Db, open: OpenLink, input: WeightIn): Promise<PortalWeight> {
  const params = await repo.weightParameters(db);
  if (!params.weight) throw new AppError(503, 'Weight cannot be recorded: the body parameters are missing.');
  const errors: Record<string, string> = {};
  const weightProblem = implausibleValue(params.weight, input.weight_kg);
  if (weightProblem) errors.weight_kg = weightProblem;
  const waistProblem =
    input.waist_cm !== undefined && params.waist ? implausibleValue(params.waist, input.waist_cm) : null;
  if (waistProblem) errors.waist_cm = waistProblem;
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0]);
  await assertLinkDate(db, open.pkg, input.date, PORTAL_MESSAGES.weightDate);
  const answer = { date: input.date, weight_kg: input.weight_kg, waist_cm: input.waist_cm ?? null };
  return inTransaction(db, async (tx) => {
    if (!(await claimWrite(tx, open.pkg.id, input.request_id, 'weight', answer))) return answer;
    const values = [{ parameterId: params.weight?.id as number, value: input.weight_kg }];
    if (input.waist_cm !== undefined && params.waist)
      values.push({ parameterId: params.waist.id, value: input.waist_cm });
    const id = await repo.insertClientReading(tx, open.pkg.clientId, input.date, values);
    await audit(tx, 'create', 'vital_reading', id, {
      client_id: open.pkg.clientId,
      reported_by: 'client',
      values: values.length,
    });
    return answer;
  });
}
