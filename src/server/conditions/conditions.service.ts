import type { z } from 'zod';
import {
  conditionSchema,
  type decideConditionSchema,
  type saveConditionsSchema,
} from '../../shared/condition-input';
import { readConditionText } from '../../shared/condition-words';
import {
  type ClientCondition,
  type ClientConditions,
  CONDITION_LABELS,
  type ConditionKind,
  type ConditionsView,
  conditionText,
  type ProposedCondition,
} from '../../shared/conditions';
import { clientFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { clients } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { practiceConditions } from '../nutrition-rules/index';
import { conditionTexts, savedConditions, upsertConditions } from './conditions.repository';

/**
 * The client's confirmed conditions (issue 35). Unlike an allergy, a proposed condition counts
 * only once confirmed: it changes targets and the generator, so a guess from "Thyroid disorder"
 * must not move them unseen (decision 220).
 */
/**
 * The client's confirmed conditions, with the practice's choice between cited alternatives filled in
 * where a condition names none (Settings → Nutrition rules, issue 52 point 3): what targets, new
 * previews and the check lines read.
 */
export async function confirmedConditions(db: Db, clientId: number): Promise<ClientCondition[]> {
  return practiceConditions(db, (await savedConditions(db, clientId)).conditions);
}

/** The confirmed list and what the questionnaire and the card's Other field propose. */
export async function conditionsOfClient(db: Db, clientId: number): Promise<ConditionsView> {
  const saved = await savedConditions(db, clientId);
  const seen = new Set<ConditionKind>();
  const proposed: ProposedCondition[] = [];
  for (const t of await conditionTexts(db, clientId)) {
    for (const detail of readConditionText(t.text)) {
      if (t.softFoodOnly && detail.kind !== 'soft_texture') continue;
      const kind = detail.kind as ConditionKind;
      if (seen.has(kind)) continue;
      seen.add(kind);
      const status = saved.conditions.some((c) => c.kind === kind)
        ? 'confirmed'
        : saved.rejected.includes(kind)
          ? 'rejected'
          : 'pending';
      proposed.push({ kind, label: CONDITION_LABELS[kind], status, detail, field: t.field, text: t.text });
    }
  }
  return { conditions: saved.conditions, proposed, labels: saved.conditions.map(conditionText) };
}

export async function conditionsView(db: Db, viewer: Viewer, clientId: number) {
  await clientFor(db, viewer, clientId);
  return conditionsOfClient(db, clientId);
}

/**
 * Writes the client's conditions from the list read under the client's lock (issue 51): two
 * decisions at once each change the list the one before it wrote, so neither is lost.
 */
async function write(
  db: Db,
  viewer: Viewer,
  clientId: number,
  change: (before: ClientConditions) => ClientConditions,
  action: string,
) {
  await inTransaction(db, async (tx) => {
    await lockedFor(tx, clients, clientId, 'Client not found.');
    const before = await savedConditions(tx, clientId);
    const after = change(before);
    await upsertConditions(tx, clientId, after, viewer.id);
    await writeAudit(tx, {
      userId: viewer.id,
      action,
      entity: 'client_conditions',
      entityId: clientId,
      changes: diffForAudit(before, after),
    });
  });
}

/** Saves the whole confirmed list (the client page's form), audited. */
export async function saveConditions(db: Db, viewer: Viewer, input: z.output<typeof saveConditionsSchema>) {
  await clientFor(db, viewer, input.client_id);
  const kinds = new Set(input.conditions.map((c) => c.kind));
  await write(
    db,
    viewer,
    input.client_id,
    (before) => ({ conditions: input.conditions, rejected: before.rejected.filter((k) => !kinds.has(k)) }),
    'update',
  );
  return conditionsOfClient(db, input.client_id);
}

/**
 * Confirms (with its detail) or turns down one condition: confirming one the texts do not propose
 * is allowed — the nutritionist may know more than the questionnaire says.
 */
export async function decideCondition(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof decideConditionSchema>,
): Promise<{ view: ConditionsView; message: string }> {
  const clientId = input.client_id;
  await clientFor(db, viewer, clientId);
  let condition: ClientCondition | null = null;
  if (input.decision === 'confirm') {
    const { client_id: _c, decision: _d, ...fields } = input;
    const parsed = conditionSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ValidationError({ [String(issue.path[0] ?? 'kind')]: issue.message });
    }
    condition = parsed.data;
  }
  const decided = condition;
  const change = (before: ClientConditions): ClientConditions => {
    const others = before.conditions.filter((c) => c.kind !== input.kind);
    if (decided)
      return { conditions: [...others, decided], rejected: before.rejected.filter((k) => k !== input.kind) };
    return {
      conditions: others,
      rejected: before.rejected.includes(input.kind) ? before.rejected : [...before.rejected, input.kind],
    };
  };
  await write(db, viewer, clientId, change, input.decision === 'confirm' ? 'confirm' : 'turn_down');
  const message = condition
    ? `${conditionText(condition)}: confirmed.`
    : `${CONDITION_LABELS[input.kind]}: turned down.`;
  return { view: await conditionsOfClient(db, clientId), message };
}
