import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { CLIENT_MESSAGES } from '../../shared/client-options';
import type { ClientRow } from '../../shared/clients';
import type { Column, SortOrder } from '../components/DataTable';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { ViewEditButtons } from '../components/ViewEditButtons';
import { formatDate, fullName } from '../lib/format';
import { ClientFilters, type ClientFilterValues } from './ClientFilters';
import { CLIENT_LIST_DEFAULTS } from './client-list-query';
import { useClientList } from './client-queries';

// The form (Zod schemas, date pickers, selects) loads when first opened, not with the list (decision 085).
const ClientFormModal = lazy(() => import('./ClientFormModal').then((m) => ({ default: m.ClientFormModal })));

const DEFAULTS = CLIENT_LIST_DEFAULTS;
const FILTER_KEYS = ['q', 'status', 'gender', 'age_group', 'join'] as const;

/** /client-profile: the Client Profiles list (SPEC §2), every filter and the sort in the URL. */
export default function ClientListPage() {
  const list = useListQuery(DEFAULTS);
  const query = useClientList(list.apiParams);
  const modal = useDisclosureWith<number>();
  const filtered = FILTER_KEYS.some((k) => list.values[k]);

  // The Age column sorts by date of birth; its arrow shows the age order (dob descending = youngest first).
  const ageFirst = list.sort.col === 'dob';
  const sort = ageFirst
    ? { col: 'dob', order: (list.sort.order === 'asc' ? 'desc' : 'asc') as SortOrder }
    : list.sort;
  const onSort = (col: string) => {
    if (col !== 'dob') return list.setSort(col);
    list.set({ col: 'dob', order: ageFirst && list.sort.order === 'desc' ? 'asc' : 'desc' });
  };

  const columns = useMemo<Column<ClientRow>[]>(
    () => [
      {
        key: 'first_name',
        label: 'Name',
        sortable: true,
        render: (c) => (
          <Anchor component={Link} to={`/client-details/${c.id}`} fw={500}>
            {fullName(c.first_name, c.last_name)}
          </Anchor>
        ),
      },
      { key: 'contact_email', label: 'Email', sortable: true, render: (c) => c.contact_email ?? '' },
      { key: 'phone', label: 'Phone', sortable: true, render: (c) => c.phone ?? '' },
      { key: 'gender', label: 'Gender', sortable: true },
      { key: 'dob', label: 'Age', sortable: true, render: (c) => (c.age === null ? '' : c.age) },
      {
        key: 'status',
        label: 'Status',
        sortable: true,
        render: (c) => <StatusBadge status={c.status} />,
      },
      { key: 'joined_date', label: 'Joined On', sortable: true, render: (c) => formatDate(c.joined_date) },
      {
        key: 'action',
        label: 'Action',
        render: (c) => (
          <ViewEditButtons
            to={`/client-details/${c.id}`}
            name={fullName(c.first_name, c.last_name)}
            onEdit={() => modal.open(c.id)}
          />
        ),
      },
    ],
    [modal.open],
  );

  return (
    <>
      <PageHeader
        title="Client Profiles"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => modal.open(null)}>
            Add Profile
          </Button>
        }
      />
      <ClientFilters
        values={list.values as unknown as ClientFilterValues}
        onChange={(patch) => list.set(patch)}
      />
      <ListTable
        query={query}
        list={{ ...list, sort, setSort: onSort }}
        columns={columns}
        rowKey={(c) => c.id}
        emptyMessage={filtered ? CLIENT_MESSAGES.noMatches : CLIENT_MESSAGES.noClients}
        caption="Client profiles"
        minWidth={900}
      />
      {modal.mounted && (
        <Suspense fallback={null}>
          <ClientFormModal opened={modal.opened} onClose={modal.close} clientId={modal.item} />
        </Suspense>
      )}
    </>
  );
}
