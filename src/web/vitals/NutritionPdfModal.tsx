import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { NUTRITION_PDF_TYPE, VITAL_MESSAGES } from '../../shared/vital-options';
import type { VitalSetRow } from '../../shared/vitals';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import { fieldError } from '../lib/api';
import {
  NutritionistSelect,
  PdfInput,
  pdfFileError,
  ReadingDateInput,
  type ReadingSetValues,
  readingSetJson,
  readingSetValues,
} from './ReadingSetFields';
import { useSaveVitalSet } from './vitals-queries';

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
  const save = useSaveVitalSet();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<ReadingSetValues>({
    initialValues: readingSetValues(undefined),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    form.setValues(readingSetValues(editing ?? undefined));
    form.clearErrors();
  }, [opened, editing]);

  function variables(values: ReadingSetValues) {
    const error = file ? pdfFileError(file) : editing ? null : VITAL_MESSAGES.pdfRequired;
    if (error) throw fieldError('nutriFile', error);
    return {
      json: readingSetJson(values, { id: editing?.id ?? null, clientId, type: NUTRITION_PDF_TYPE }),
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
        <ReadingDateInput form={form} label="Date" />
        <NutritionistSelect form={form} opened={opened} />
      </Group>
      <TextInput label="Note" {...form.getInputProps('notes')} />
      <PdfInput
        form={form}
        field="nutriFile"
        label="Nutrition PDF"
        required={!editing}
        file={file}
        onFile={setFile}
        current={editing?.file?.name}
      />
    </FormModal>
  );
}
