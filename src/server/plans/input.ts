import type { z } from 'zod';
import { fieldErrorsOf, ValidationError } from '../lib/errors';

/**
 * parseInput, but when exactly one field is wrong its message is also the envelope message:
 * the planner shows SPEC's alerts ('No Items in Meal. …', 'Please Select Timings') from it.
 */
export function parsePlanInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const messages = [...new Set(Object.values(fields))];
  throw new ValidationError(fields, messages.length === 1 ? messages[0] : undefined);
}
