/**
 * What was previewed is what is applied (issue 26, decision 150): a computed preview is stored
 * with the versions of its days; Apply saves exactly that preview through the meal-save path
 * (plans' meals.service) in one transaction, or refuses when a day changed since; Undo puts the
 * days back from the snapshot Apply took, in one transaction, unless a day changed since Apply.
 */
import {
  applicableDays,
  GENERATE_MESSAGES,
  type GeneratedMeal,
  type GeneratePreview,
} from '../../../shared/plan-generate';
import type { SupplementProposal } from '../../../shared/supplement-proposals';
import type { PackageRow, PlanRow, Viewer } from '../../auth/policy';
import { type Db, inTransaction } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import {
  addProposedSupplements,
  dayVersions,
  lockPlan,
  type MealToSave,
  removePlanSupplements,
  setEmptyTimesShown,
  storedMeals,
  writeGatedMealsIn,
} from '../../plans/index';
import {
  insertPreview,
  lockedPreview,
  markApplied,
  markUndone,
  noteAppliedSupplements,
  type PreviewRow,
} from './previews.repository';

/** A preview can be applied for 30 minutes after it was computed, and undone for 30 minutes after Apply. */
const KEPT_MS = 30 * 60_000;
const keptUntil = () => new Date(Date.now() + KEPT_MS);

type UserRef = Viewer;

/** Stores the preview with the versions its days had when it was computed; answers its id. */
export function storePreview(
  db: Db,
  user: UserRef,
  planId: number,
  preview: GeneratePreview,
  versions: Record<string, string>,
): Promise<string> {
  return insertPreview(db, { planId, createdBy: user.id, preview, versions }, keptUntil());
}

/** The days Apply writes (a dish week's days without a plan stay as they are). */
const daysOf = (preview: GeneratePreview) => applicableDays(preview).map((d) => d.day);

/** The preview's meals as the meal-save path takes them; a Fill edits each meal in place. */
function mealsOf(preview: GeneratePreview): MealToSave[] {
  const toSave = (day: number, meal: GeneratedMeal): MealToSave => ({
    mealId: preview.mode === 'quantities' ? (meal.meal_id ?? undefined) : undefined,
    fields: { day, time: meal.time, hypotheticalTime: meal.hypothetical_time, description: meal.description },
    items: meal.items.map((i) => ({
      id: i.food_item_id,
      qty: i.quantity,
      ref_id: i.ref_id,
      measure_label: i.measure_label ?? null,
      measure_count: i.measure_count ?? null,
    })),
  });
  return applicableDays(preview).flatMap((d) =>
    d.meals.filter((m) => m.items.length).map((m) => toSave(d.day, m)),
  );
}

/** The plan's preview (locked in a transaction); a preview of another plan answers like a missing one. */
async function previewOf(tx: Db, plan: PlanRow, previewId: string): Promise<PreviewRow> {
  const row = await lockedPreview(tx, plan.id, previewId);
  if (!row) throw notFound(GENERATE_MESSAGES.expired);
  return row;
}

/** The proposals the nutritionist ticked; a key this preview did not propose refuses Apply (422). */
function tickedProposals(preview: GeneratePreview, keys: string[]): SupplementProposal[] {
  const proposed = preview.supplement_proposals ?? [];
  const unknown = keys.filter((k) => !proposed.some((p) => p.key === k));
  if (unknown.length)
    throw new AppError(422, GENERATE_MESSAGES.unknownSupplement, {
      supplements: GENERATE_MESSAGES.unknownSupplement,
    });
  return proposed.filter((p) => keys.includes(p.key));
}

const refuse = (status: number, message: string, days?: number[]) =>
  new AppError(status, message, days ? { days } : { preview_id: message });

/**
 * Saves the stored preview as it was previewed, with one audit row, in one transaction; refuses
 * (409, nothing written) when a day's meals changed after the preview. Answers the days written.
 */
export async function applyPreview(
  db: Db,
  user: UserRef,
  plan: PlanRow,
  _pkg: PackageRow,
  previewId: string,
  supplementKeys: string[] = [],
): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const row = await previewOf(tx, plan, previewId);
    const { preview } = row;
    const ticked = tickedProposals(preview, supplementKeys);
    const days = daysOf(preview);
    const list = mealsOf(preview);
    if (row.appliedAt) throw refuse(409, GENERATE_MESSAGES.alreadyApplied);
    if (row.expiresAt < new Date()) throw refuse(410, GENERATE_MESSAGES.expired);
    if (!days.length)
      throw new AppError(422, GENERATE_MESSAGES.infeasibleApply, { apply: preview.explanation ?? '' });
    const now = await dayVersions(tx, plan.id, days);
    const changed = days.filter((d) => now[d] !== row.versions[d]);
    if (changed.length) throw refuse(409, GENERATE_MESSAGES.editedSincePreview, changed);

    const snapshot = await storedMeals(tx, plan.id, days);
    // The client's rules as they are now: a preview does not vouch for a later write (issue 32).
    await writeGatedMealsIn(tx, user, plan.id, {
      meals: list,
      form: 'Not applied',
      overridesTravel: true,
      replaceDays: preview.mode === 'foods' ? days : undefined,
    });
    // The generator places its own meals: the template's empty times go from the grid (decision 278).
    await setEmptyTimesShown(tx, plan.id, false);
    await markApplied(tx, row.id, snapshot, await dayVersions(tx, plan.id, days), keptUntil());
    const added = await addProposedSupplements(tx, plan.id, ticked);
    if (added.length)
      await noteAppliedSupplements(
        tx,
        row.id,
        added.map((a) => a.id),
      );
    const supplements = added.map((a) => a.name);
    await writeAudit(tx, {
      userId: user.id,
      action: 'generate',
      entity: 'plan',
      entityId: plan.id,
      changes: {
        mode: preview.mode,
        days,
        status: preview.status,
        preview_id: row.id,
        supplements,
        empty_times_shown: false,
      },
    });
    return days;
  });
}

/**
 * Puts the days back as they were before Apply (from its snapshot) with one audit row, in one
 * transaction; refuses (409, nothing written) when a day changed after Apply. Answers the days.
 */
export function undoPreview(
  db: Db,
  user: UserRef,
  plan: PlanRow,
  _pkg: PackageRow,
  previewId: string,
): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    await lockPlan(tx, plan.id);
    const row = await previewOf(tx, plan, previewId);
    const days = daysOf(row.preview);
    if (!row.appliedAt || !row.snapshot) throw refuse(409, GENERATE_MESSAGES.notApplied);
    if (row.undoneAt) throw refuse(409, GENERATE_MESSAGES.alreadyUndone);
    if (row.expiresAt < new Date()) throw refuse(410, GENERATE_MESSAGES.expired);
    const now = await dayVersions(tx, plan.id, days);
    const changed = days.filter((d) => now[d] !== row.appliedVersions?.[d]);
    if (changed.length) throw refuse(409, GENERATE_MESSAGES.editedSinceApply, changed);

    // What was saved before Apply, with its override reasons, checked against the rules of now.
    const before = row.snapshot.map(({ fields, items }) => ({ fields, items }));
    await writeGatedMealsIn(tx, user, plan.id, {
      meals: before,
      form: 'Not undone',
      overridesTravel: true,
      replaceDays: days,
    });
    await removePlanSupplements(tx, plan.id, row.preview.applied_supplement_ids ?? []);
    await markUndone(tx, row.id);
    await writeAudit(tx, {
      userId: user.id,
      action: 'undo_generate',
      entity: 'plan',
      entityId: plan.id,
      changes: { days, preview_id: row.id },
    });
    return days;
  });
}
