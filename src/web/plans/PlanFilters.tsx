import { Group, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FOOD_PREFERENCES } from '../../shared/nutrition';
import { ageGroupLabel, PLAN_AGE_GROUPS } from '../../shared/plan-list';
import { useCategoryValues } from '../lib/category-queries';

type Props = {
  values: Record<string, string>;
  set: (patch: Record<string, string | null>) => void;
};

/** The filters above a plan list; every value lives in the query string. */
export function PlanFilters({ values, set }: Props) {
  const [q, setQ] = useState(values.q ?? '');
  const pushQ = useDebouncedCallback((v: string) => set({ q: v.trim() || null }), 300);
  const labels = useCategoryValues('Generic', 'Diet_Plan_Labels');
  const categories = useCategoryValues('Categories', '');
  const subCategories = useCategoryValues('Categories', values.category ?? '', !!values.category);
  const tags = values.tags ? values.tags.split(',') : [];
  const pushNumber = useDebouncedCallback(
    (key: string, v: string | number) => set({ [key]: v === '' ? null : String(v) }),
    400,
  );

  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Client name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          pushQ(e.currentTarget.value);
        }}
        w={200}
      />
      <MultiSelect
        label="Tags"
        data={labels.data ?? []}
        value={tags}
        onChange={(v) => set({ tags: v.join(',') || null })}
        searchable
        clearable
        w={200}
      />
      <Select
        label="Food preference"
        data={[...FOOD_PREFERENCES]}
        value={values.food_preferences ?? null}
        onChange={(v) => set({ food_preferences: v })}
        clearable
        w={180}
      />
      <Select
        label="Age group"
        data={PLAN_AGE_GROUPS.map((g) => ({ value: g, label: ageGroupLabel(g) }))}
        value={values.age_group ?? null}
        onChange={(v) => set({ age_group: v })}
        clearable
        w={120}
      />
      <Select
        label="Category"
        data={categories.data ?? []}
        value={values.category ?? null}
        onChange={(v) => set({ category: v, sub_category: null })}
        clearable
        w={160}
      />
      <Select
        label="Sub Category"
        data={subCategories.data ?? []}
        value={values.sub_category ?? null}
        onChange={(v) => set({ sub_category: v })}
        clearable
        disabled={!values.category}
        w={160}
      />
      <NumberInput
        label="Min calories"
        min={0}
        defaultValue={values.min_calories ?? ''}
        onChange={(v) => pushNumber('min_calories', v)}
        w={120}
      />
      <NumberInput
        label="Max calories"
        min={0}
        defaultValue={values.max_calories ?? ''}
        onChange={(v) => pushNumber('max_calories', v)}
        w={120}
      />
    </Group>
  );
}

export const FILTER_KEYS = [
  'q',
  'tags',
  'food_preferences',
  'age_group',
  'category',
  'sub_category',
  'min_calories',
  'max_calories',
] as const;
