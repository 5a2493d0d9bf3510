import { Autocomplete, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import type { CatalogueConfig } from './catalogue-config';
import { type CatalogueRow, useSaveCatalogueEntry } from './catalogue-queries';

/** Add (no row) or edit (a row) one catalogue entry. */
export function CatalogueFormModal({
  config,
  row,
  opened,
  onClose,
}: {
  config: CatalogueConfig;
  row: CatalogueRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveCatalogueEntry(config);
  const empty = Object.fromEntries(config.fields.map((f) => [f.key, '']));
  const form = useForm<Record<string, string>>({
    initialValues: empty,
    validate: { name: (v) => (v.trim() ? null : `Please enter the ${config.noun} name`) },
    clearInputErrorOnChange: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens for a row
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      row ? Object.fromEntries(config.fields.map((f) => [f.key, String(row[f.key] ?? '')])) : empty,
    );
    form.resetDirty();
    form.clearErrors();
  }, [opened, row]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={row ? `Edit ${config.noun}` : `Add ${config.noun}`}
      size={MODAL_WIDTH.narrow}
      form={form}
      mutation={save}
      variables={(values) => (row ? { ...values, id: row.id } : values)}
      submitLabel={row ? 'Update' : 'Save'}
    >
      {config.fields.map((f) =>
        f.suggestions ? (
          <Autocomplete
            key={f.key}
            label={f.label}
            data={[...f.suggestions]}
            placeholder={f.placeholder}
            {...form.getInputProps(f.key)}
          />
        ) : (
          <TextInput
            key={f.key}
            label={f.label}
            placeholder={f.placeholder}
            withAsterisk={f.required}
            data-autofocus={f.key === 'name' || undefined}
            {...form.getInputProps(f.key)}
          />
        ),
      )}
    </FormModal>
  );
}
