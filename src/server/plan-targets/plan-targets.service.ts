import { ageOn } from '../../shared/clients';
import { outsideConditionBands } from '../../shared/condition-rules';
import { practiceToday } from '../../shared/fields';
import {
  ACTIVITY_LEVELS,
  gramsOfShare,
  type MacroShares,
  macroEnergyCheck,
  type PlanTargets,
  type PlanTargetsAnswer,
  type SaveTargetsInput,
  SHARE_MACROS,
  type SuggestionQuery,
  shareOfGrams,
  type TargetInputs,
} from '../../shared/plan-targets';
import type { PackageRow, PlanRow } from '../auth/policy';
import { confirmedConditions } from '../conditions/index';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import {
  clientProfileFacts,
  latestVital,
  packageSchedule,
  savedBasis,
  savedTargets,
  saveTargets,
  statedGoal,
} from './plan-targets.repository';
import { activityFromSchedule, type Sex, suggestTargets } from './suggestion';

/** The facts a suggestion is computed from, read from vitals, profile and questionnaire. */
async function inputsOf(db: Db, pkg: PackageRow, query: SuggestionQuery): Promise<TargetInputs> {
  const [profile, weight, height, schedule] = await Promise.all([
    clientProfileFacts(db, pkg.clientId),
    latestVital(db, pkg.clientId, 'weight'),
    latestVital(db, pkg.clientId, 'height'),
    packageSchedule(db, pkg.id),
  ]);
  const sex = profile.gender === 'Male' || profile.gender === 'Female' ? (profile.gender as Sex) : null;
  const fromSchedule = activityFromSchedule(schedule.rows, schedule.saysNone);
  const chosen = query.activity ? ACTIVITY_LEVELS.find((l) => l.value === query.activity) : undefined;
  return {
    weight_kg: weight?.value ?? null,
    weight_date: weight?.date ?? null,
    height_cm: height?.value ?? null,
    height_date: height?.date ?? null,
    age_years: ageOn(profile.dob, practiceToday()),
    sex,
    activity: chosen?.value ?? fromSchedule?.level ?? null,
    activity_basis: chosen
      ? `Chosen by the nutritionist: ${chosen.label.toLowerCase()}`
      : (fromSchedule?.basis ?? 'Not known: no schedule in the questionnaire'),
    package_category: pkg.category,
    sub_category: pkg.subCategory,
  };
}

/** GET /api/v1/diet/plan/targets: saved targets, the suggestion with its basis, and its inputs. */
export async function targetsAnswer(
  db: Db,
  plan: PlanRow,
  pkg: PackageRow,
  query: SuggestionQuery,
): Promise<PlanTargetsAnswer> {
  const [inputs, targets, basis] = await Promise.all([
    inputsOf(db, pkg, query),
    savedTargets(db, plan.id),
    savedBasis(db, plan.id),
  ]);
  // The planner's bars ask for no suggestion: they need only the saved targets (decision 276).
  const suggestion = query.suggest === 'none' ? null : await suggestionFor(db, pkg, inputs, query);
  return {
    targets,
    macro_energy: macroEnergyCheck(targets),
    basis,
    suggestion,
    checked: query.suggest,
    inputs,
  };
}

/**
 * The guideline's suggestion for the package's client: the client's needs, never lowered to what
 * the dish library reaches (issue 53 point 1, decision 303). Where a week falls short of a floor,
 * the preview says so by day and proposes foods, fortified foods and, where indicated, a supplement.
 */
async function suggestionFor(db: Db, pkg: PackageRow, inputs: TargetInputs, query: SuggestionQuery) {
  const [conditions, goal] = await Promise.all([
    confirmedConditions(db, pkg.clientId),
    statedGoal(db, pkg.id),
  ]);
  return suggestTargets(
    {
      weightKg: inputs.weight_kg,
      heightCm: inputs.height_cm,
      ageYears: inputs.age_years,
      sex: inputs.sex,
      activity: inputs.activity,
      packageCategory: inputs.package_category,
      subCategory: inputs.sub_category,
      conditions,
      statedGoal: goal,
    },
    { method: query.method, dayType: query.day_type },
  );
}

/**
 * The macros set as shares of energy (decision 145): an unlocked share sets the grams from the
 * energy; a locked one keeps the grams it was given and its share follows them. A share without an
 * energy target has nothing to be a share of, and the grams stand as given.
 */
function withShares(input: SaveTargetsInput): {
  grams: Pick<PlanTargets, 'protein_g' | 'carbohydrate_g' | 'fat_g'>;
  shares: MacroShares;
} {
  const grams = { protein_g: input.protein_g, carbohydrate_g: input.carbohydrate_g, fat_g: input.fat_g };
  const shares: MacroShares = {};
  const energy = input.energy_kcal;
  for (const { key } of SHARE_MACROS) {
    const share = input.macro_shares[key];
    if (!share || !energy) continue;
    if (share.locked && grams[key] !== null) {
      shares[key] = { percent: shareOfGrams(key, energy, grams[key] as number), locked: true };
    } else {
      grams[key] = gramsOfShare(key, energy, share.percent);
      shares[key] = { percent: share.percent, locked: share.locked };
    }
  }
  return { grams, shares };
}

/**
 * Saves the numbers (null = no target) and the audit row in one transaction. Refused, and nothing
 * changes, when the macros' energy is more than 5 % from the energy target and the nutritionist has
 * not said to save anyway, or when the fibre ceiling is below the fibre target.
 */
export async function saveTargetsFor(
  db: Db,
  userId: number,
  planId: number,
  input: SaveTargetsInput,
  clientId: number,
): Promise<PlanTargets> {
  const floors: PlanTargets['micronutrient_floors'] = {};
  for (const [key, value] of Object.entries(input.micronutrient_floors)) {
    if (value !== null && value !== undefined) floors[key as keyof typeof floors] = value;
  }
  const { grams, shares } = withShares(input);
  const targets: PlanTargets = {
    energy_kcal: input.energy_kcal,
    ...grams,
    fibre_g: input.fibre_g,
    fibre_max_g: input.fibre_max_g,
    macro_shares: shares,
    micronutrient_floors: floors,
  };
  if (targets.fibre_max_g !== null && targets.fibre_g !== null && targets.fibre_max_g! < targets.fibre_g)
    throw new ValidationError({ fibre_max_g: 'Fibre ceiling must be at least the fibre target' });
  const check = macroEnergyCheck(targets);
  if (check?.warning && !input.accept_mismatch)
    throw new ValidationError(
      { accept_mismatch: `${check.warning} Tick "Save anyway" to keep them.` },
      check.warning,
    );
  if (!input.accept_outside_band) {
    const [conditions, weight] = await Promise.all([
      confirmedConditions(db, clientId),
      latestVital(db, clientId, 'weight'),
    ]);
    const outside = outsideConditionBands(conditions, targets, weight?.value ?? null);
    if (outside.length)
      throw new ValidationError(
        { accept_outside_band: `${outside.join(' ')} Tick "Save outside the band" to keep them.` },
        outside.join(' '),
      );
  }
  // Basis only for numbers that are set: an emptied number has nothing to explain.
  const set = new Set([
    ...Object.entries(targets)
      .filter(([, v]) => typeof v === 'number')
      .map(([k]) => k),
    ...Object.keys(floors),
  ]);
  const basis = Object.fromEntries(Object.entries(input.basis).filter(([k]) => set.has(k)));
  await inTransaction(db, async (tx) => {
    const before = await savedTargets(tx, planId);
    await saveTargets(tx, planId, targets, basis, userId);
    await writeAudit(tx, {
      userId,
      action: 'update',
      entity: 'plan_targets',
      entityId: planId,
      changes: diffForAudit(before, targets),
    });
  });
  return targets;
}
