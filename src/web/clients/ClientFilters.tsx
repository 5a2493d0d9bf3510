import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AGE_GROUPS } from '../../shared/clients';
import { DateField } from '../components/DateField';
import { useGenericList } from './client-queries';

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

/** SPEC §2 filters of the client list; every change goes to the query string at once. */
export function ClientFilters({
  values,
  onChange,
}: {
  values: ClientFilterValues;
  onChange: (patch: Partial<ClientFilterValues>) => void;
}) {
  const statuses = useGenericList('Client_Status');
  const [search, setSearch] = useState(values.q);
  // Back/forward or a cleared filter changes q from outside: show it.
  useEffect(() => setSearch(values.q), [values.q]);
  const sendSearch = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const anyFilter = Boolean(values.q || values.status || values.gender || values.age_group || values.join);

  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, email, phone or unique ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          sendSearch(e.currentTarget.value.trim());
        }}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label="Status"
        placeholder="All"
        clearable
        data={statuses.data ?? []}
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
        onChange={(v) => onChange({ join: v })}
        w={{ base: '47%', sm: 170 }}
      />
      {anyFilter && (
        <Button
          variant="subtle"
          onClick={() => {
            setSearch('');
            onChange({ q: '', status: '', gender: '', age_group: '', join: '' });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
