import { FileInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { practiceToday } from '../../shared/practice-date';
import { VITAL_MESSAGES } from '../../shared/vital-options';
import { DateField } from '../components/DateField';
import { selectInputProps } from '../lib/form';
import { fullName } from '../lib/format';
import { useNutritionistOptions } from '../lib/pickers';

/** What both reading-set forms (body parameters, nutrition PDF) have: who took it and when. */
export type ReadingSetValues = { notes: string; dietitian_id: string; reading_date: string };
/** The form's values of a stored set (undefined: a new set, taken today). */
export function readingSetValues(
  stored: { notes: string | null; dietitian_id: number | null; reading_date: string } | undefined,
): ReadingSetValues {
  return {
    notes: stored?.notes ?? '',
    dietitian_id: stored?.dietitian_id ? String(stored.dietitian_id) : '',
    reading_date: stored?.reading_date ?? practiceToday(),
  };
}

/** The `json` part of a save (id only on edit; type '' for body parameters, NUTRITION_PDF_TYPE for a PDF). */
export function readingSetJson(
  values: ReadingSetValues,
  set: { id: number | null; clientId: number; type: string },
) {
  return {
    ...(set.id ? { id: set.id } : {}),
    client_id: set.clientId,
    notes: values.notes,
    dietitian_id: values.dietitian_id ? Number(values.dietitian_id) : null,
    reading_date: values.reading_date,
    type: set.type,
  };
}

type FormProps<V extends ReadingSetValues> = { form: UseFormReturnType<V> };

/** Picks a PDF: anything else is refused here as on the server ('Please choose an pdf file'). */
export function pdfFileError(file: File | null): string | null {
  if (!file) return null;
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return VITAL_MESSAGES.notPdf;
  if (file.size > 10 * 1024 * 1024) return VITAL_MESSAGES.tooLarge;
  return null;
}

/** The ACTIVE nutritionists (loaded while the form is open). */
export function NutritionistSelect<V extends ReadingSetValues>({
  form,
  opened,
}: FormProps<V> & { opened: boolean }) {
  const nutritionists = useNutritionistOptions(opened);
  return (
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
  );
}

/** The day of the reading: never after today. */
export function ReadingDateInput<V extends ReadingSetValues>({
  form,
  label,
}: FormProps<V> & { label: string }) {
  return (
    <DateField label={label} withAsterisk maxDate={practiceToday()} {...form.getInputProps('reading_date')} />
  );
}

/**
 * A PDF upload whose type and size are checked as soon as it is chosen; the error shows under it
 * as `form.errors[field]` (where the server's error for that file goes too).
 */
export function PdfInput<V>({
  form,
  field,
  label,
  file,
  onFile,
  required = false,
  current,
}: {
  form: UseFormReturnType<V>;
  field: string;
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  required?: boolean;
  /** The name of the file stored now, when editing. */
  current?: string;
}) {
  return (
    <FileInput
      label={label}
      withAsterisk={required}
      accept="application/pdf,.pdf"
      clearable
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      value={file}
      onChange={(chosen) => {
        onFile(chosen);
        const error = pdfFileError(chosen);
        if (error) form.setFieldError(field, error);
        else form.clearFieldError(field);
      }}
      error={form.errors[field]}
      description={current ? `Now: ${current}` : undefined}
    />
  );
}
