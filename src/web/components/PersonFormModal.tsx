import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormGrid, type FormMutation, RecordFormModal } from './FormModal';
import { AddressField, NameFields, type PersonValues } from './PersonFields';
import { useRecordForm } from './useRecordForm';

/**
 * Add (recordId null) or edit one person (a client, a nutritionist): the names first, the
 * person's own fields in the grid, the address below it, then anything `after` adds. The form is
 * blank on add and the stored record (`record`, once loaded) on edit.
 */
export function PersonFormModal<V extends PersonValues, R>({
  noun,
  recordId,
  opened,
  onClose,
  record,
  toValues,
  mutation,
  fields,
  after,
}: {
  noun: string;
  recordId: number | null;
  opened: boolean;
  onClose: () => void;
  record: R | undefined;
  toValues: (record: R | undefined) => V;
  mutation: FormMutation<Record<string, unknown>>;
  fields: (form: UseFormReturnType<V>) => ReactNode;
  after?: (form: UseFormReturnType<V>) => ReactNode;
}) {
  const { form, waiting } = useRecordForm(opened, recordId !== null, record, toValues);
  return (
    <RecordFormModal
      noun={noun}
      recordId={recordId}
      waiting={waiting}
      opened={opened}
      onClose={onClose}
      form={form}
      mutation={mutation}
    >
      <FormGrid>
        <NameFields form={form} />
        {fields(form)}
      </FormGrid>
      <AddressField form={form} />
      {after?.(form)}
    </RecordFormModal>
  );
}
