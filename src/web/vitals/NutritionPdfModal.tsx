import { FileInput, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { practiceToday } from '../../shared/fields';
import { NUTRITION_PDF_TYPE, VITAL_MESSAGES, type VitalSetRow } from '../../shared/vitals';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import { fieldError } from '../lib/api';
import { selectInputProps } from '../lib/form';
import { fullName } from '../lib/format';
import { useNutritionistOptions } from '../lib/pickers';
import { pdfFileError } from './VitalSetModal';
import { useSaveVitalSet } from './vitals-queries';

type Values = { notes: string; dietitian_id: string; reading_date: string };

/** The Upload Nutrition PDF modal: a reading set of type 'nutrition' holding a PDF (SPEC §2, §5). */
export function NutritionPdfModal({
  opened,
  onClose,
  clientId,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  clientId: number;
  editing: VitalSetRow | null;
}) {
  const nutritionists = useNutritionistOptions(opened);
  const save = useSaveVitalSet();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({
    initialValues: { notes: '', dietitian_id: '', reading_date: practiceToday() },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    form.setValues({
      notes: editing?.notes ?? '',
      dietitian_id: editing?.dietitian_id ? String(editing.dietitian_id) : '',
      reading_date: editing?.reading_date ?? practiceToday(),
    });
    form.clearErrors();
  }, [opened, editing]);

  function variables(values: Values) {
    const error = file ? pdfFileError(file) : editing ? null : VITAL_MESSAGES.pdfRequired;
    if (error) throw fieldError('nutriFile', error);
    return {
      json: {
        ...(editing ? { id: editing.id } : {}),
        client_id: clientId,
        notes: values.notes,
        dietitian_id: values.dietitian_id ? Number(values.dietitian_id) : null,
        reading_date: values.reading_date,
        type: NUTRITION_PDF_TYPE,
      },
      nutriFile: file,
    };
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Nutrition PDF' : 'Upload Nutrition PDF'}
      size={MODAL_WIDTH.narrow}
      form={form}
      mutation={save}
      variables={variables}
      submitLabel={editing ? 'Update' : 'Save'}
    >
      <Group grow align="flex-start">
        <TextInput
          label="Date"
          type="date"
          withAsterisk
          max={practiceToday()}
          {...form.getInputProps('reading_date')}
        />
        <Select
          label="Nutritionist"
          withAsterisk
          data={(nutritionists.data ?? []).map((n) => ({
            value: String(n.id),
            label: fullName(n.first_name, n.last_name),
          }))}
          searchable
          {...selectInputProps(form, 'dietitian_id')}
        />
      </Group>
      <TextInput label="Note" {...form.getInputProps('notes')} />
      <FileInput
        label="Nutrition PDF"
        withAsterisk={!editing}
        accept="application/pdf,.pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        value={file}
        onChange={(f) => {
          setFile(f);
          const err = pdfFileError(f);
          if (err) form.setFieldError('nutriFile', err);
          else form.clearFieldError('nutriFile');
        }}
        error={form.errors.nutriFile}
        description={editing?.file ? `Now: ${editing.file.name}` : undefined}
      />
    </FormModal>
  );
}
