import { CLIENT_MESSAGES } from '../../shared/client-options';
import { NUTRITIONIST_MESSAGES } from '../../shared/nutritionist-options';
import { AppError } from './errors';

/**
 * A unique index that refused a write: two saves of one unique value at once (a race the
 * service's own check cannot see), decided by the database. The app's error handler turns it
 * into the field's message; this table is the one place that says which field and what words
 * (decision 186). A refused write rolled back its transaction, so nothing changed.
 */
type Duplicate = { field: string; message: string };

const EMAIL_TAKEN: Duplicate = { field: 'email', message: NUTRITIONIST_MESSAGES.emailTaken };

export const DUPLICATES: Record<string, Duplicate> = {
  clients_unique_id_uq: { field: 'unique_id', message: CLIENT_MESSAGES.uniqueIdTaken },
  users_email_lower_uq: EMAIL_TAKEN,
  nutritionists_email_lower_uq: EMAIL_TAKEN,
  nutritionists_email_unique: EMAIL_TAKEN,
  supplements_name_unique: { field: 'name', message: 'A supplement with this name already exists' },
  recipes_name_uq: { field: 'name', message: 'A recipe with this name already exists' },
  dishes_owner_name_uq: { field: 'name', message: 'A dish with this name already exists' },
  plan_links_live_uq: {
    field: 'link_id',
    message: 'This link was renewed a moment ago. Please use the new link.',
  },
  category_values_uq: { field: 'name', message: 'This value is already in the list' },
  plan_labels_uq: { field: 'label', message: 'This label is already on the plan' },
  plan_days_uq: { field: 'day', message: 'This day was added a moment ago' },
  meals_slot_uq: {
    field: 'time',
    message: 'A meal at this time was saved a moment ago. Please reload the plan.',
  },
};

/** Said when an index outside the table refused: still the client's conflict, never a 500. */
export const SAVED_MEANWHILE = 'This was saved a moment ago by another request. Please reload and try again.';

type DbError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The database error inside whatever wrapped it (Drizzle's query error, the PGlite thread). */
function databaseErrorOf(error: unknown): DbError | undefined {
  let e = error as DbError | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e.code === '23505') return e;
    e = e.cause as DbError | undefined;
  }
  return undefined;
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), also when wrapped. */
export const isUniqueViolation = (error: unknown) => databaseErrorOf(error) !== undefined;

/**
 * The answer to a unique violation: 422 with `{ field: message }` for an index in the table
 * (the same answer as the service's own check, so the form shows it under the field), 409 in
 * words for any other. Undefined for every other error.
 */
export function duplicateAnswer(error: unknown): AppError | undefined {
  const found = databaseErrorOf(error);
  if (!found) return undefined;
  const duplicate = typeof found.constraint === 'string' ? DUPLICATES[found.constraint] : undefined;
  if (!duplicate) return new AppError(409, SAVED_MEANWHILE);
  return new AppError(422, duplicate.message, { [duplicate.field]: duplicate.message });
}
