import type { z } from 'zod';
import {
  effectiveRestrictions,
  foodConflicts,
  listHolds,
  type MatchStatus,
  matchKey,
  matchLabel,
  RESTRICTION_QUESTIONS,
  type Restrictions,
  type RestrictionsView,
  readRestrictionText,
  type restrictionsInputSchema,
  type TaggedFood,
} from '../../shared/restrictions';
import { clientFor, type Viewer } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { diffForAudit, writeAudit } from '../lib/audit';
import { ValidationError } from '../lib/errors';
import { questionnaireAnswers, savedList, upsertList } from './restrictions.repository';

/** The client's list, each questionnaire answer read against it, and what is enforced. */
export async function restrictionsOfClient(db: Db, clientId: number): Promise<RestrictionsView> {
  const list = await savedList(db, clientId);
  const answers = (await questionnaireAnswers(db, clientId)).map((a) => {
    const read = readRestrictionText(a.text, RESTRICTION_QUESTIONS[a.question]);
    return {
      package_id: a.packageId,
      question: a.question,
      text: a.text,
      matches: read.matches.map((m) => {
        const key = matchKey(m);
        const status: MatchStatus = list.rejected.includes(key)
          ? 'rejected'
          : listHolds(list, m)
            ? 'confirmed'
            : 'pending';
        return { key, label: matchLabel(m), status, match: m };
      }),
      unmatched: read.unmatched,
    };
  });
  const matches = answers.flatMap((a) => a.matches.map((m) => m.match));
  return { list, answers, effective: effectiveRestrictions(list, matches) };
}

export async function restrictionsView(db: Db, viewer: Viewer, clientId: number) {
  await clientFor(db, viewer, clientId);
  return restrictionsOfClient(db, clientId);
}

/** Saves the client's list with its audit row (what changed). */
export async function saveRestrictions(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof restrictionsInputSchema>,
): Promise<RestrictionsView> {
  const { client_id: clientId, ...data } = input;
  await clientFor(db, viewer, clientId);
  const before = await savedList(db, clientId);
  const after: Restrictions = data;
  await inTransaction(db, async (tx) => {
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

/** The foods the client may have (strict and soft conflicts both keep a food out of a computed plan). */
export function withoutConflicts<F extends TaggedFood>(foods: F[], restrictions: Restrictions): F[] {
  return foods.filter((f) => foodConflicts(f, restrictions).length === 0);
}
