import { MultiSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FOOD_PREFERENCES } from '../../shared/nutrition';
import type { DayFormat, PlanDetails } from '../../shared/plans';
import { DateField } from '../components/DateField';
import { FormModal, MODAL_WIDTH } from '../components/FormModal';
import { useCategoryValues } from '../lib/category-queries';
import { PlanPdfSends } from '../plan-pdf';
import { useEditPlan } from './plan-queries';

const DAY_FORMAT_OPTIONS: { value: DayFormat; label: string }[] = [
  { value: 'day_numbers', label: 'Day numbers (Day 1, Day 2 …)' },
  { value: 'week_day', label: 'Week days (Monday … Sunday)' },
  { value: 'custom', label: 'Custom names' },
];

type Values = {
  description: string;
  start_date: string;
  end_date: string;
  day_format: DayFormat;
  note: string;
  tags: string[];
  category: string;
  sub_category: string;
  food_preferences: string;
  max_calories: number | string;
};

const toValues = (p: PlanDetails | null): Values => ({
  description: p?.description ?? '',
  start_date: p?.start_date ?? '',
  end_date: p?.end_date ?? '',
  day_format: p?.day_format ?? 'day_numbers',
  note: p?.note ?? '',
  tags: p?.tags ?? [],
  category: p?.category ?? '',
  sub_category: p?.sub_category ?? '',
  food_preferences: p?.food_preferences ?? '',
  max_calories: p?.max_calories ?? '',
});

/** Nutrition Plan Details (600 px): the plan's own fields, saved through diet/plan/edit. */
export function PlanDetailsModal({
  plan,
  onClose,
  onSaved,
}: {
  plan: PlanDetails | null;
  onClose: () => void;
  /** After a save (the package's plan list has reloaded already). */
  onSaved?: () => void;
}) {
  const save = useEditPlan();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(plan),
    clearInputErrorOnChange: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another plan is opened
  useEffect(() => {
    form.setValues(toValues(plan));
    form.resetDirty();
    form.clearErrors();
  }, [plan]);
  const labels = useCategoryValues('Generic', 'Diet_Plan_Labels', !!plan);
  const categories = useCategoryValues('Categories', '', !!plan);
  const category = form.getValues().category;
  const subCategories = useCategoryValues('Categories', category, !!plan && !!category);

  return (
    <FormModal
      opened={!!plan}
      onClose={onClose}
      title="Nutrition Plan Details"
      size={MODAL_WIDTH.medium}
      form={form}
      mutation={save}
      variables={(v) => ({
        ...v,
        id: plan!.id,
        max_calories: v.max_calories === '' ? '' : Number(v.max_calories),
      })}
      onSuccess={onSaved}
    >
      <TextInput label="Nutrition Plan Name" withAsterisk {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label="Start date" clearable {...form.getInputProps('start_date')} />
        <DateField label="End date" clearable {...form.getInputProps('end_date')} />
        <Select
          label="Day format"
          data={DAY_FORMAT_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('day_format')}
        />
        <NumberInput
          label="Maximum Calories (kcal)"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('max_calories')}
        />
        <Select
          label="Category"
          data={categories.data ?? []}
          clearable
          {...form.getInputProps('category')}
          onChange={(v) => {
            // SPEC §4: a new category clears the sub-category.
            form.setFieldValue('category', v ?? '');
            form.setFieldValue('sub_category', '');
          }}
        />
        <Select
          label="Sub Category"
          data={subCategories.data ?? []}
          clearable
          disabled={!category}
          {...form.getInputProps('sub_category')}
          onChange={(v) => form.setFieldValue('sub_category', v ?? '')}
        />
        <Select
          label="Food preference"
          data={[...FOOD_PREFERENCES]}
          clearable
          {...form.getInputProps('food_preferences')}
          onChange={(v) => form.setFieldValue('food_preferences', v ?? '')}
        />
        <MultiSelect
          label="Tags"
          data={[...new Set([...(labels.data ?? []), ...form.getValues().tags])]}
          searchable
          {...form.getInputProps('tags')}
        />
      </SimpleGrid>
      <Textarea label="Note" autosize minRows={2} maxRows={6} {...form.getInputProps('note')} />
      <PlanPdfSends planId={plan?.id ?? null} />
    </FormModal>
  );
}
