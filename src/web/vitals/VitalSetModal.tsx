import { Badge, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import {
  type BodyParameter,
  DERIVED_KEYS,
  outOfRange,
  parseDecimal,
  rangeFor,
  VITAL_MESSAGES,
} from '../../shared/vital-options';
import { implausibleValue } from '../../shared/vital-plausible';
import type { VitalSetDetails } from '../../shared/vitals';
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
import { useBodyParameters, useSaveVitalSet, useVitalSet } from './vitals-queries';

type Values = ReadingSetValues & { values: Record<string, string> };

type Props = {
  opened: boolean;
  onClose: () => void;
  clientId: number;
  gender: string | null;
  /** Edit this set (button Update); without it, add one (button Save). */
  setId: number | null;
};

const derived = (p: BodyParameter) => (DERIVED_KEYS as readonly string[]).includes(p.key);

/** The server's checks of a typed number, as it is typed: a number, and one a body can show. */
function decimalError(p: BodyParameter, typed: string): string | null {
  const value = parseDecimal(typed);
  if (value === 'invalid') return VITAL_MESSAGES.number;
  return value === null ? null : implausibleValue(p, value);
}

/** SPEC §4 body parameter form: Note, Nutritionist (ACTIVE) and Reading Date, then a value per parameter. */
export function VitalSetModal({ opened, onClose, clientId, gender, setId }: Props) {
  const params = useBodyParameters();
  const existing = useVitalSet(opened ? setId : null);
  const save = useSaveVitalSet();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({
    initialValues: { ...readingSetValues(undefined), values: {} },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the modal opens or its set loads.
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    const set: VitalSetDetails | undefined = setId ? existing.data : undefined;
    form.setValues({ ...readingSetValues(set), values: set ? { ...set.values } : {} });
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
        ...readingSetJson(values, { id: setId, clientId, type: '' }),
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
        <NutritionistSelect form={form} opened={opened} />
        <ReadingDateInput form={form} label="Reading Date" />
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
              // Marked only when the value could be real; an implausible one has its error instead.
              const flag =
                p.data_type === 'decimal' && typeof value === 'number' && !implausibleValue(p, value)
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
                    const error = p.data_type === 'decimal' ? decimalError(p, next) : null;
                    if (error) form.setFieldError(`values.${p.id}`, error);
                    else form.clearFieldError(`values.${p.id}`);
                  }}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <PdfInput
        form={form}
        field="file"
        label="Nutritionist report (PDF)"
        file={file}
        onFile={setFile}
        current={setId ? existing.data?.file?.name : undefined}
      />
      {form.errors.values && (
        <Text c="red.9" size="sm" role="alert">
          {form.errors.values}
        </Text>
      )}
    </FormModal>
  );
}
