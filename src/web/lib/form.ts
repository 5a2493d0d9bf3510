import type { UseFormReturnType } from '@mantine/form';
import type { ZodType } from 'zod';

/**
 * Input props for a Mantine Select bound to a string field of a form. The form keeps '' for "none",
 * but a Select needs null: with '' it keeps showing the last chosen label after the value is
 * cleared in code, and a clearable Select shows its clear button on an empty field.
 */
export function selectInputProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
) {
  return { ...form.getInputProps(field), value: (form.values[field] as string | null) || null };
}

/**
 * A Mantine form `validate` from the shared Zod schema the server parses with, so a rule is written
 * once: the first problem of each field is the one shown (an empty URL is also "not a URL").
 */
export function zodValidate<Values>(schema: ZodType) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  };
}
