import type { ZodError, ZodType } from 'zod';

export type FieldErrors = Record<string, string>;

/** An error the client may see: its message and data reach the envelope as they are. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** success 0 with a message per field, so each form shows it under the field. */
export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = 'Please correct the highlighted fields.') {
    super(422, message, fields);
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export type ParseOptions = {
  /**
   * When every wrong field says the same thing, say it as the envelope message too: the planner
   * shows SPEC's alerts ('No Items in Meal. …', 'Please Select Timings') from the message.
   */
  fieldMessageAsMessage?: boolean;
};

/** Parses input with a shared schema; a failure becomes a ValidationError with field messages. */
export function parseInput<S extends ZodType>(
  schema: S,
  input: unknown,
  options: ParseOptions = {},
): import('zod').infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const messages = [...new Set(Object.values(fields))];
  const message = options.fieldMessageAsMessage && messages.length === 1 ? messages[0] : undefined;
  throw new ValidationError(fields, message);
}
