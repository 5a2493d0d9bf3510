import type { z } from 'zod';
import type { decideRuleSchema, restrictionsInputSchema } from '../../shared/restriction-input';
import { excludedByDiets, readFoodPreference, readRestrictionText } from '../../shared/restriction-text';
import {
  effectiveRestrictions,
  foodConflicts,
  listHolds,
  type MatchStatus,
  matchKey,
  matchLabel,
  type ProposedRule,
  RESTRICTION_QUESTIONS,
  type ReadText,
  type Restrictions,
  type RestrictionsView,
  readFastingAnswer,
  type TaggedFood,
  type TextMatch,
  withMatch,
  withoutMatch,
} from '../../shared/restrictions';
import { clientFor, type Viewer } from '../auth/policy';
import { confirmedConditions } from '../conditions/index';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { clients } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { clientFoodPreference, questionnaireAnswers, savedList, upsertList } from './restrictions.repository';

/** The texts that are a food preference: proposed, but enforced only once confirmed. */
const PREFERENCE_QUESTIONS = new Set(['food_preference', 'client_food_preference']);

/** Each match of a text with its status against the list (a pending match counts until decided). */
function proposed(list: Restrictions, matches: TextMatch[]): ProposedRule[] {
  return matches.map((m) => {
    const key = matchKey(m);
    const status: MatchStatus = list.rejected.includes(key)
      ? 'rejected'
      : listHolds(list, m)
        ? 'confirmed'
        : 'pending';
    return { key, label: matchLabel(m), status, match: m };
  });
}

/** A question's answer as the reader for that question reads it. */
function readAnswer(question: string, text: string, list: Restrictions) {
  const reading = RESTRICTION_QUESTIONS[question];
  if (reading === 'preference') return readFoodPreference(text);
  if (reading === 'fasting') return readFastingAnswer(text, list);
  return readRestrictionText(text, reading);
}

/**
 * The client's list; each questionnaire answer, Add Client's food preference and the card's Other
 * field read against it (issue 32: one reader for all of them); what is not enforced; and what is.
 */
export async function restrictionsOfClient(db: Db, clientId: number): Promise<RestrictionsView> {
  const list = await savedList(db, clientId);
  const texts = (await questionnaireAnswers(db, clientId)).map((a) => ({
    package_id: a.packageId as number | null,
    question: a.question,
    field: a.field,
    text: a.text,
  }));
  const preference = await clientFoodPreference(db, clientId);
  if (preference)
    texts.push({
      package_id: null,
      question: 'client_food_preference',
      field: 'Food preference (client profile)',
      text: preference,
    });
  const answers: ReadText[] = texts.map((t) => {
    const read =
      t.question === 'client_food_preference'
        ? readFoodPreference(t.text)
        : readAnswer(t.question, t.text, list);
    return { ...t, matches: proposed(list, read.matches), unmatched: read.unmatched };
  });
  const otherRead = list.other.trim() ? readRestrictionText(list.other, 'allergies') : null;
  const other: ReadText | null = otherRead
    ? {
        package_id: null,
        question: 'other',
        field: 'Other',
        text: list.other.trim(),
        matches: proposed(list, otherRead.matches),
        unmatched: otherRead.unmatched,
      }
    : null;
  const all = other ? [...answers, other] : answers;
  const seen = new Set<string>();
  const notEnforced = all.flatMap((a) =>
    a.unmatched.flatMap((text) => {
      const key = `${a.field}\n${text.toLowerCase()}`;
      // What a confirmed diet already keeps out is enforced by it (issue 53 point 11).
      if (seen.has(key) || excludedByDiets(text, list.diets)) return [];
      seen.add(key);
      return [{ field: a.field, text }];
    }),
  );
  // What the client wrote counts until turned down (an allergy must not wait for a click); a food
  // preference counts once confirmed: the planner marks it already (decision 144) — decision 181.
  const matches = all
    .filter((a) => !PREFERENCE_QUESTIONS.has(a.question))
    .flatMap((a) => a.matches.map((m) => m.match));
  // Confirmed conditions ride on the effective list: their food rules are refused with the rest.
  const conditions = await confirmedConditions(db, clientId);
  const effective = { ...effectiveRestrictions(list, matches), ...(conditions.length ? { conditions } : {}) };
  return { list, answers, other, not_enforced: notEnforced, effective };
}

export async function restrictionsView(db: Db, viewer: Viewer, clientId: number) {
  await clientFor(db, viewer, clientId);
  return restrictionsOfClient(db, clientId);
}

/** The client's row locked: the one lock of every write of its restrictions (and conditions). */
const lockClientLists = (tx: Db, clientId: number) => lockedFor(tx, clients, clientId, 'Client not found.');

/** Saves the client's list with its audit row (what changed). */
export async function saveRestrictions(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof restrictionsInputSchema>,
): Promise<RestrictionsView> {
  const { client_id: clientId, ...data } = input;
  await clientFor(db, viewer, clientId);
  const after: Restrictions = data;
  await inTransaction(db, async (tx) => {
    // The list re-read under the client's lock (issue 51): the audit row says what this save changed.
    await lockClientLists(tx, clientId);
    const before = await savedList(tx, clientId);
    await upsertList(tx, clientId, after, viewer.id);
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'update',
      entity: 'client_restrictions',
      entityId: clientId,
      changes: diffForAudit(before, after),
    });
  });
  return restrictionsOfClient(db, clientId);
}

/**
 * Confirms or turns down one proposed rule (issue 32): the rule is found among what the client's
 * texts propose now, never taken from the request; the list and its audit row are written together.
 */
export async function decideRule(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof decideRuleSchema>,
): Promise<{ view: RestrictionsView; message: string }> {
  const clientId = input.client_id;
  await clientFor(db, viewer, clientId);
  const rule = await inTransaction(db, async (tx) => {
    // Read under the client's lock (issue 51): two rules confirmed at once both end in the list,
    // each decision made on the list the one before it wrote.
    await lockClientLists(tx, clientId);
    const view = await restrictionsOfClient(tx, clientId);
    const rule = [...view.answers, ...(view.other ? [view.other] : [])]
      .flatMap((a) => a.matches)
      .find((m) => m.key === input.key);
    if (!rule) throw new ValidationError({ key: 'This rule is no longer proposed. Please reload the page.' });
    const before = view.list;
    const after =
      input.decision === 'confirm' ? withMatch(before, rule.match) : withoutMatch(before, rule.match);
    await upsertList(tx, clientId, after, viewer.id);
    await writeAudit(tx, {
      userId: viewer.id,
      action: input.decision === 'confirm' ? 'confirm' : 'turn_down',
      entity: 'client_restrictions',
      entityId: clientId,
      changes: { rule: rule.key, label: rule.label, ...diffForAudit(before, after) },
    });
    return rule;
  });
  const message = input.decision === 'confirm' ? `${rule.label}: confirmed.` : `${rule.label}: turned down.`;
  return { view: await restrictionsOfClient(db, clientId), message };
}

/** The foods the client may have (strict and soft conflicts both keep a food out of a computed plan). */
export function withoutConflicts<F extends TaggedFood>(foods: F[], restrictions: Restrictions): F[] {
  return foods.filter((f) => foodConflicts(f, restrictions).length === 0);
}
