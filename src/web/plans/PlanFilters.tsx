import { Collapse, Group, MultiSelect, NumberInput, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { FOOD_PREFERENCES } from '../../shared/nutrition';
import { ageGroupLabel, PLAN_AGE_GROUPS } from '../../shared/plan-list';
import { FiltersButton, useFiltersFold } from '../components/FiltersFold';
import { SearchInput } from '../components/SearchInput';
import { useCategoryValues } from '../lib/category-queries';

type Props = {
  values: Record<string, string>;
  set: (patch: Record<string, string | null>) => void;
};

/**
 * The filters above a plan list; every value lives in the query string. On a phone the search stays
 * and the seven others fold behind a Filters button, drawn (their lists asked) when first pressed.
 */
export function PlanFilters({ values, set }: Props) {
  const fold = useFiltersFold();
  const folded = FILTER_KEYS.filter((k) => k !== 'q' && values[k]).length;
  return (
    <>
      <Group gap="sm" mb={fold.phone ? 'sm' : 'md'} align="flex-end" wrap="wrap">
        <SearchInput
          placeholder="Client name"
          value={values.q ?? ''}
          onSearch={(q) => set({ q: q || null })}
          w={200}
        />
        {fold.phone && <FiltersButton fold={fold} count={folded} controls="plan-filters" />}
        {!fold.phone && <FoldedPlanFilters values={values} set={set} />}
      </Group>
      {fold.phone && (
        <Collapse expanded={fold.open}>
          <Group id="plan-filters" gap="sm" mb="md" align="flex-end" wrap="wrap">
            {fold.shown && <FoldedPlanFilters values={values} set={set} />}
          </Group>
        </Collapse>
      )}
    </>
  );
}

/** Tags, preference, age group, category, sub-category and calories: beside the search, or folded. */
function FoldedPlanFilters({ values, set }: Props) {
  const labels = useCategoryValues('Generic', 'Diet_Plan_Labels');
  const categories = useCategoryValues('Categories', '');
  const subCategories = useCategoryValues('Categories', values.category ?? '', !!values.category);
  const tags = values.tags ? values.tags.split(',') : [];
  const pushNumber = useDebouncedCallback(
    (key: string, v: string | number) => set({ [key]: v === '' ? null : String(v) }),
    400,
  );
  /** A clearable Select bound to one key of the query string. */
  const choice = (key: FilterKey) => ({
    value: values[key] ?? null,
    onChange: (v: string | null) => set({ [key]: v }),
    clearable: true,
  });
  /** A calorie bound, sent 400 ms after the last key. */
  const calories = (key: FilterKey) => ({
    min: 0,
    defaultValue: values[key] ?? '',
    onChange: (v: string | number) => pushNumber(key, v),
    w: 120,
  });

  return (
    <>
      <MultiSelect
        label="Tags"
        data={labels.data ?? []}
        value={tags}
        onChange={(v) => set({ tags: v.join(',') || null })}
        searchable
        clearable
        w={200}
      />
      <Select label="Food preference" data={[...FOOD_PREFERENCES]} {...choice('food_preferences')} w={180} />
      <Select
        label="Age group"
        data={PLAN_AGE_GROUPS.map((g) => ({ value: g, label: ageGroupLabel(g) }))}
        {...choice('age_group')}
        w={120}
      />
      <Select
        label="Category"
        data={categories.data ?? []}
        {...choice('category')}
        // A new category's sub-categories differ: the old one no longer applies.
        onChange={(v) => set({ category: v, sub_category: null })}
        w={160}
      />
      <Select
        label="Sub Category"
        data={subCategories.data ?? []}
        {...choice('sub_category')}
        disabled={!values.category}
        w={160}
      />
      <NumberInput label="Min calories" {...calories('min_calories')} />
      <NumberInput label="Max calories" {...calories('max_calories')} />
    </>
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
type FilterKey = (typeof FILTER_KEYS)[number];
