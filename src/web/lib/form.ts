import type { UseFormReturnType } from '@mantine/form';

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
