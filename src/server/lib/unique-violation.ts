import { ValidationError } from './errors';

/** PostgreSQL's unique_violation: two saves of one unique value at once, the index decided. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Runs an insert whose unique index can refuse it (a race the service's own check cannot see):
 * the refusal becomes `fieldErrors`, a 422 under the field, never a 500.
 */
export async function refuseDuplicate<T>(
  write: () => Promise<T>,
  fieldErrors: Record<string, string>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(fieldErrors);
    throw error;
  }
}
