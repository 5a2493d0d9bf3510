import { Badge, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { practiceToday } from '../../shared/fields';
import {
  type BodyParameter,
  DERIVED_KEYS,
  outOfRange,
  parseDecimal,
  rangeFor,
  VITAL_MESSAGES,
  type VitalSetDetails,
} from '../../shared/vitals';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import { fieldError } from '../lib/api';
import { selectInputProps } from '../lib/form';
import { fullName } from '../lib/format';
import { useNutritionistOptions } from '../lib/pickers';
import { useBodyParameters, useSaveVitalSet, useVitalSet } from './vitals-queries';

type Values = { notes: string; dietitian_id: string; reading_date: string; values: Record<string, string> };

type Props = {
  opened: boolean;
  onClose: () => void;
  clientId: number;
  gender: string | null;
  /** Edit this set (button Update); without it, add one (button Save). */
  setId: number | null;
};

/** Picks a PDF: anything else is refused here as on the server ('Please choose an pdf file'). */
export function pdfFileError(file: File | null): string | null {
  if (!file) return null;
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return VITAL_MESSAGES.notPdf;
  if (file.size > 10 * 1024 * 1024) return VITAL_MESSAGES.tooLarge;
  return null;
}

const derived = (p: BodyParameter) => (DERIVED_KEYS as readonly string[]).includes(p.key);

/** SPEC §4 body parameter form: Note, Nutritionist (ACTIVE) and Reading Date, then a value per parameter. */
export function VitalSetModal({ opened, onClose, clientId, gender, setId }: Props) {
  const params = useBodyParameters();
  const existing = useVitalSet(opened ? setId : null);
  const nutritionists = useNutritionistOptions(opened);
  const save = useSaveVitalSet();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({
    initialValues: { notes: '', dietitian_id: '', reading_date: practiceToday(), values: {} },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens or its set loads.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    const set: VitalSetDetails | undefined = setId ? existing.data : undefined;
    form.setValues({
      notes: set?.notes ?? '',
      dietitian_id: set?.dietitian_id ? String(set.dietitian_id) : '',
      reading_date: set?.reading_date ?? practiceToday(),
      values: set ? { ...set.values } : {},
    });
    form.resetDirty();
    form.clearErrors();
  }, [opened, setId, existing.data]);

  const byCategory = new Map<string, BodyParameter[]>();
  for (const p of params.data ?? []) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);

  function variables(values: Values) {
    const fileError = pdfFileError(file);
    if (fileError) throw fieldError('file', fileError);
    return {
      json: {
        ...(setId ? { id: setId } : {}),
        client_id: clientId,
        notes: values.notes,
        dietitian_id: values.dietitian_id ? Number(values.dietitian_id) : null,
        reading_date: values.reading_date,
        type: '',
        values: Object.fromEntries(Object.entries(values.values).filter(([, v]) => v !== '')),
      },
      file,
    };
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={setId ? 'Edit Body Parameters' : 'Add New Set Of Parameters'}
      size={MODAL_WIDTH.wide}
      form={form}
      mutation={save}
      variables={variables}
      submitLabel={setId ? 'Update' : 'Save'}
    >
      <TextInput label="Note" withAsterisk {...form.getInputProps('notes')} />
      <Group grow align="flex-start">
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
        <TextInput
          label="Reading Date"
          type="date"
          withAsterisk
          max={practiceToday()}
          {...form.getInputProps('reading_date')}
        />
      </Group>
      {[...byCategory.entries()].map(([category, list]) => (
        <Stack key={category} gap={6}>
          <Title order={3} size="h6">
            {category}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            {list.map((p) => {
              const raw = form.values.values[String(p.id)] ?? '';
              const value = parseDecimal(raw);
              const flag =
                p.data_type === 'decimal' && typeof value === 'number'
                  ? outOfRange(value, rangeFor(p, gender))
                  : null;
              return (
                <TextInput
                  key={p.id}
                  label={`${p.name}${p.unit ? ` (${p.unit})` : ''}`}
                  description={derived(p) ? 'Computed when saved' : (p.range ?? undefined)}
                  inputMode={p.data_type === 'decimal' ? 'decimal' : undefined}
                  disabled={derived(p)}
                  rightSection={
                    flag ? (
                      <Badge
                        size="xs"
                        color={flag === 'high' ? 'red.9' : 'orange.9'}
                        variant="filled"
                        aria-label={flag === 'high' ? 'Above range' : 'Below range'}
                      >
                        {flag === 'high' ? '↑' : '↓'}
                      </Badge>
                    ) : null
                  }
                  styles={
                    flag
                      ? { input: { borderColor: 'var(--mantine-color-red-9)', fontWeight: 700 } }
                      : undefined
                  }
                  data-testid={`vital-${p.key}`}
                  {...form.getInputProps(`values.${p.id}`)}
                  value={raw}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    form.setFieldValue(`values.${p.id}`, next);
                    if (p.data_type === 'decimal' && parseDecimal(next) === 'invalid')
                      form.setFieldError(`values.${p.id}`, VITAL_MESSAGES.number);
                    else form.clearFieldError(`values.${p.id}`);
                  }}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <FileInput
        label="Nutritionist report (PDF)"
        accept="application/pdf,.pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        value={file}
        onChange={(f) => {
          setFile(f);
          const error = pdfFileError(f);
          if (error) form.setFieldError('file', error);
          else form.clearFieldError('file');
        }}
        error={form.errors.file}
        description={setId && existing.data?.file ? `Now: ${existing.data.file.name}` : undefined}
      />
      {form.errors.values && (
        <Text c="red.9" size="sm" role="alert">
          {form.errors.values}
        </Text>
      )}
    </FormModal>
  );
}
