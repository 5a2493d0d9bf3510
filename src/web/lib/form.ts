import type { UseFormReturnType } from '@mantine/form';
import type { ZodType } from 'zod';

/**
 * Input props for a Mantine Select bound to a string field of a form. The form keeps '' for "none",
 * but a Select needs null: with '' it keeps showing the last chosen label after the value is
 * cleared in code, and a clearable Select shows its clear button on an empty field.
 * `allowDeselect: false`: clicking the chosen option again keeps it chosen (issue 34: a status
 * clicked twice went blank and the save was refused); an optional field clears with its clear button.
 */
export function selectInputProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
) {
  return {
    ...form.getInputProps(field),
    value: (form.values[field] as string | null) || null,
    allowDeselect: false,
  };
}

/**
 * A Mantine form `validate` from the shared Zod schema the server parses with, so a rule is written
 * once: the first problem of each field is the one shown (an empty URL is also "not a URL").
 */
export function zodValidate<Values>(schema: ZodType) {
  return (values: Values): Record<string, string> => {
    const { error } = schema.safeParse(values);
    const errors: Record<string, string> = {};
    for (const issue of error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  };
}
