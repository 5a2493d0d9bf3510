import { Anchor, Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { NUTRITIONIST_MESSAGES } from '../../shared/nutritionist-options';
import type { NutritionistRow } from '../../shared/nutritionists';
import type { Column, SortOrder } from '../components/DataTable';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { SearchInput } from '../components/SearchInput';
import { StatusBadge } from '../components/StatusBadge';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { ViewEditButtons } from '../components/ViewEditButtons';
import { useGenericList } from '../lib/category-queries';
import { formatDate, fullName } from '../lib/format';
import { useNutritionistList } from './nutritionist-queries';

// The form (Zod schemas, date pickers, selects) loads when first opened, not with the list (decision 085).
const NutritionistFormModal = lazy(() =>
  import('./NutritionistFormModal').then((m) => ({ default: m.NutritionistFormModal })),
);

const DEFAULTS = { col: 'first_name', order: 'asc' as SortOrder, q: '', status: '' };

/** /nutritionists: the Nutritionist Profile list (admins only, SPEC §2). */
export default function NutritionistListPage() {
  const list = useListQuery(DEFAULTS);
  const query = useNutritionistList(list.apiParams);
  const statuses = useGenericList('Nutritionist_Status');
  const modal = useDisclosureWith<number>();
  const filtered = Boolean(list.values.q || list.values.status);

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
          <ViewEditButtons
            to={`/dietitian-details/${n.id}`}
            name={fullName(n.first_name, n.last_name)}
            onEdit={() => modal.open(n.id)}
          />
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
        <SearchInput placeholder="Name or email" value={list.values.q} onSearch={(q) => list.set({ q })} />
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
      <ListTable
        query={query}
        list={list}
        columns={columns}
        rowKey={(n) => n.id}
        emptyMessage={filtered ? NUTRITIONIST_MESSAGES.noMatches : NUTRITIONIST_MESSAGES.empty}
        caption="Nutritionist profiles"
        minWidth={820}
      />
      {modal.mounted && (
        <Suspense fallback={null}>
          <NutritionistFormModal opened={modal.opened} onClose={modal.close} nutritionistId={modal.item} />
        </Suspense>
      )}
    </>
  );
}
