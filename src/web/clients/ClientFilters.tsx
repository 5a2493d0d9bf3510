import { Button, Collapse, Group, Select } from '@mantine/core';
import { AGE_GROUPS } from '../../shared/client-options';
import { DateField, onlyDates } from '../components/DateField';
import { FiltersButton, useFiltersFold } from '../components/FiltersFold';
import { SearchInput } from '../components/SearchInput';
import { useGenericList } from '../lib/category-queries';

export type ClientFilterValues = {
  q: string;
  status: string;
  gender: string;
  age_group: string;
  join: string;
};

const AGE_OPTIONS = AGE_GROUPS.map((g) => ({ value: g.value, label: g.label }));
const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/**
 * SPEC §2 filters of the client list; every change goes to the query string at once. On a phone the
 * search stays and the four others fold behind a Filters button, drawn (and the statuses asked) when
 * it is first pressed, as on the packages list (decisions 285, 286).
 */
export function ClientFilters({
  values,
  onChange,
}: {
  values: ClientFilterValues;
  onChange: (patch: Partial<ClientFilterValues>) => void;
}) {
  const fold = useFiltersFold();
  const { phone, shown } = fold;
  const statuses = useGenericList('Client_Status', shown);
  const folded = [values.status, values.gender, values.age_group, values.join].filter(Boolean).length;
  const anyFilter = Boolean(values.q || folded);

  return (
    <>
      <Group gap="sm" mb={phone ? 'sm' : 'md'} align="flex-end" wrap="wrap">
        <SearchInput
          placeholder="Name, email, phone or unique ID"
          value={values.q}
          onSearch={(q) => onChange({ q })}
        />
        {phone && <FiltersButton fold={fold} count={folded} controls="client-filters" />}
        {!phone && shown && <FoldedFilters values={values} onChange={onChange} statuses={statuses.data} />}
        {anyFilter && (
          <Button
            variant="subtle"
            onClick={() => onChange({ q: '', status: '', gender: '', age_group: '', join: '' })}
          >
            Clear filters
          </Button>
        )}
      </Group>
      {phone && (
        <Collapse expanded={fold.open}>
          <Group id="client-filters" gap="sm" mb="md" align="flex-end" wrap="wrap">
            {shown && <FoldedFilters values={values} onChange={onChange} statuses={statuses.data} />}
          </Group>
        </Collapse>
      )}
    </>
  );
}

/** Status, gender, age group and joining date: beside the search, or folded on a phone. */
function FoldedFilters({
  values,
  onChange,
  statuses,
}: {
  values: ClientFilterValues;
  onChange: (patch: Partial<ClientFilterValues>) => void;
  statuses: string[] | undefined;
}) {
  return (
    <>
      <Select
        label="Status"
        placeholder="All"
        clearable
        data={statuses ?? []}
        value={values.status || null}
        onChange={(v) => onChange({ status: v ?? '' })}
        w={{ base: '47%', sm: 150 }}
      />
      <Select
        label="Gender"
        placeholder="All"
        clearable
        data={GENDER_OPTIONS}
        value={values.gender || null}
        onChange={(v) => onChange({ gender: v ?? '' })}
        w={{ base: '47%', sm: 120 }}
      />
      <Select
        label="Age Group"
        placeholder="All"
        clearable
        data={AGE_OPTIONS}
        value={values.age_group || null}
        onChange={(v) => onChange({ age_group: v ?? '' })}
        w={{ base: '47%', sm: 120 }}
      />
      <DateField
        label="Date of Joining"
        clearable
        value={values.join}
        onChange={onlyDates((v) => onChange({ join: v }))}
        w={{ base: '47%', sm: 170 }}
      />
    </>
  );
}
