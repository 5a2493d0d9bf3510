import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NUTRITIONIST_MESSAGES, type NutritionistRow } from '../../shared/nutritionists';
import { fullName, useGenericList } from '../clients/client-queries';
import { StatusBadge } from '../clients/StatusBadge';
import { type Column, DataTable, type SortOrder } from '../components/DataTable';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { formatDate } from '../lib/format';
import { NutritionistFormModal } from './NutritionistFormModal';
import { useNutritionistList } from './nutritionist-queries';

const DEFAULTS = { col: 'first_name', order: 'asc' as SortOrder, q: '', status: '' };

/** /nutritionists: the Nutritionist Profile list (admins only, SPEC §2). */
export default function NutritionistListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isLoading, isFetching, isError } = useNutritionistList(list.apiParams);
  const statuses = useGenericList('Nutritionist_Status');
  const modal = useDisclosureWith<number>();
  const filtered = Boolean(list.values.q || list.values.status);

  const [search, setSearch] = useState(list.values.q);
  useEffect(() => setSearch(list.values.q), [list.values.q]);
  const sendSearch = useDebouncedCallback((q: string) => list.set({ q }), 300);

  const columns = useMemo<Column<NutritionistRow>[]>(
    () => [
      {
        key: 'first_name',
        label: 'Name',
        sortable: true,
        render: (n) => (
          <Anchor component={Link} to={`/dietitian-details/${n.id}`} fw={500}>
            {fullName(n.first_name, n.last_name)}
          </Anchor>
        ),
      },
      { key: 'email', label: 'Email', sortable: true },
      { key: 'speciality', label: 'Speciality', sortable: true, render: (n) => n.speciality ?? '' },
      { key: 'created_at', label: 'Joined On', sortable: true, render: (n) => formatDate(n.created_at) },
      { key: 'status', label: 'Status', sortable: true, render: (n) => <StatusBadge status={n.status} /> },
      {
        key: 'action',
        label: 'Action',
        render: (n) => (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={`/dietitian-details/${n.id}`}
              size="compact-sm"
              variant="outline"
              aria-label={`View ${fullName(n.first_name, n.last_name)}`}
            >
              View
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => modal.open(n.id)}
              aria-label={`Edit ${fullName(n.first_name, n.last_name)}`}
            >
              Edit
            </Button>
          </Group>
        ),
      },
    ],
    [modal.open],
  );

  return (
    <>
      <PageHeader
        title="Nutritionist Profiles"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => modal.open(null)}>
            Add Profile
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
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
          value={list.values.status || null}
          onChange={(v) => list.set({ status: v ?? '' })}
          w={{ base: '100%', sm: 160 }}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={isError ? [] : data?.data}
        rowKey={(n) => n.id}
        loading={isLoading || isFetching}
        emptyMessage={filtered ? NUTRITIONIST_MESSAGES.noMatches : NUTRITIONIST_MESSAGES.empty}
        sort={list.sort}
        onSort={list.setSort}
        caption="Nutritionist profiles"
        minWidth={820}
      />
      {data && (
        <Pagination page={list.page} lastPage={data.last_page} total={data.total} onChange={list.setPage} />
      )}
      <NutritionistFormModal opened={modal.opened} onClose={modal.close} nutritionistId={modal.item} />
    </>
  );
}
