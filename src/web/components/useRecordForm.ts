import { useForm } from '@mantine/form';
import { useEffect } from 'react';

/** '' for a missing value: a form field holds text. */
export const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The form of an add/edit modal: blank (`toValues(undefined)`) each time it opens to add, the
 * stored record once it has loaded to edit. `waiting` is true while an edit's record loads.
 */
export function useRecordForm<V extends Record<string, unknown>, R>(
  opened: boolean,
  editing: boolean,
  record: R | undefined,
  toValues: (record: R | undefined) => V,
) {
  const form = useForm<V>({ mode: 'controlled', initialValues: toValues(undefined) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open or when the record arrives
  useEffect(() => {
    if (!opened) return;
    if (editing && !record) return;
    const values = toValues(editing ? record : undefined);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  }, [opened, editing, record]);
  return { form, waiting: editing && !record };
}
