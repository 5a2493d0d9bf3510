import { Anchor, Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isNutritionist } from '../../shared/auth';
import { packageStatusLabel } from '../../shared/category';
import { CLIENT_TYPES, PACKAGE_MESSAGES, type PackageRow } from '../../shared/packages';
import { useCurrentUser } from '../app/session';
import { type Column, DataTable } from '../components/DataTable';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { formatDate } from '../lib/format';
import { PackageFormModal } from './PackageFormModal';
import { fullName, useNutritionistOptions, usePackageList, useServerList } from './package-queries';

const FILTER_KEYS = [
  'q',
  'status',
  'category',
  'sub_category',
  'nutritionist',
  'client_type',
  'duration',
  'start_date',
  'end_date',
  'organisation',
];
const NO_MATCH = 'There are no results matching the current filter';

/** SPEC §2: an unset date reads 'Not Selected'. */
const dateOrNotSelected = (value: string | null) => (value ? formatDate(value) : 'Not Selected');

export default function PackageListPage() {
  const user = useCurrentUser();
  const admin = !isNutritionist(user);
  const defaults = useMemo(() => ({ col: 'status', order: 'asc' as const }), []);
  const list = useListQuery(defaults);
  const { values, set } = list;
  const packages = usePackageList(list.apiParams);
  const modal = useDisclosureWith<PackageRow>();

  const statuses = useServerList('Generic', 'Package_Status');
  const categories = useServerList('Categories', '');
  const subCategories = useServerList('Categories', values.category ?? '', Boolean(values.category));
  const durations = useServerList('Generic', 'Package_Duration');
  const nutritionists = useNutritionistOptions(admin);

  const [search, setSearch] = useState(values.q ?? '');
  const [organisation, setOrganisation] = useState(values.organisation ?? '');
  const pushSearch = useDebouncedCallback((key: string, v: string) => set({ [key]: v.trim() || null }), 350);
  const filtered = FILTER_KEYS.some((k) => values[k]);

  const columns: Column<PackageRow>[] = [
    { key: 'client', label: 'Client', sortable: true, render: (r) => fullName(r.client_name, r.last_name) },
    {
      key: 'nutritionist',
      label: 'Nutritionist',
      sortable: true,
      render: (r) => fullName(r.dietitian_name, r.dietitian_last_name),
    },
    {
      key: 'sub_category',
      label: 'Sub Category',
      sortable: true,
      render: (r) => r.sub_category ?? r.category,
    },
    { key: 'duration', label: 'Duration', sortable: true, render: (r) => r.duration ?? '' },
    {
      key: 'organisation_name',
      label: 'Organisation Name',
      sortable: true,
      render: (r) => r.organisation_name ?? '',
    },
    {
      key: 'start_date',
      label: 'Start Date',
      sortable: true,
      render: (r) => dateOrNotSelected(r.start_date),
    },
    { key: 'end_date', label: 'End Date', sortable: true, render: (r) => dateOrNotSelected(r.end_date) },
    { key: 'status', label: 'Package Status', sortable: true, render: (r) => packageStatusLabel(r.status) },
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/workspace/${r.id}/list`}
            size="sm"
            aria-label={`View package of ${fullName(r.client_name, r.last_name)}`}
          >
            View
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => modal.open(r)}
            aria-label={`Edit package of ${fullName(r.client_name, r.last_name)}`}
          >
            Edit
          </Anchor>
        </Group>
      ),
    },
  ];

  const select = (key: string) => ({
    value: values[key] ?? null,
    onChange: (v: string | null) => set({ [key]: v }),
    clearable: true,
  });

  return (
    <>
      <PageHeader
        title="Packages"
        actions={
          <Button
            color="teal.9"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => modal.open(null)}
          >
            Add Package
          </Button>
        }
      />
      <Paper withBorder p="sm" mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label="Search"
            placeholder="Client, nutritionist or organisation"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              pushSearch('q', e.currentTarget.value);
            }}
          />
          <Select
            label="Package Status"
            placeholder="All"
            data={(statuses.data ?? []).map((s) => ({ value: s, label: packageStatusLabel(s) }))}
            {...select('status')}
          />
          <Select
            label="Category"
            placeholder="All"
            data={categories.data ?? []}
            {...select('category')}
            onChange={(v) => set({ category: v, sub_category: null })}
          />
          <Select
            label="Sub Category"
            placeholder={values.category ? 'All' : 'Choose a category first'}
            disabled={!values.category}
            data={subCategories.data ?? []}
            {...select('sub_category')}
          />
          {admin && (
            <Select
              label="Nutritionist"
              placeholder="All"
              searchable
              data={(nutritionists.data ?? []).map((n) => ({
                value: String(n.id),
                label: fullName(n.first_name, n.last_name),
              }))}
              {...select('nutritionist')}
            />
          )}
          <Select label="Client Type" placeholder="All" data={[...CLIENT_TYPES]} {...select('client_type')} />
          <Select label="Duration" placeholder="All" data={durations.data ?? []} {...select('duration')} />
          <TextInput
            label="Starts on or after"
            type="date"
            value={values.start_date ?? ''}
            onChange={(e) => set({ start_date: e.currentTarget.value || null })}
          />
          <TextInput
            label="Ends on or before"
            type="date"
            value={values.end_date ?? ''}
            onChange={(e) => set({ end_date: e.currentTarget.value || null })}
          />
          <TextInput
            label="Organisation"
            placeholder="Organisation name"
            value={organisation}
            onChange={(e) => {
              setOrganisation(e.currentTarget.value);
              pushSearch('organisation', e.currentTarget.value);
            }}
          />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setSearch('');
                setOrganisation('');
                set(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
              }}
            >
              Clear filters
            </Button>
          </Group>
        )}
      </Paper>
      <DataTable
        caption="Packages"
        columns={columns}
        rows={packages.data?.data}
        rowKey={(r) => r.id}
        loading={packages.isFetching}
        emptyMessage={filtered ? NO_MATCH : PACKAGE_MESSAGES.empty}
        sort={list.sort}
        onSort={list.setSort}
        minWidth={980}
      />
      <Pagination
        page={list.page}
        lastPage={packages.data?.last_page ?? 1}
        total={packages.data?.total}
        onChange={list.setPage}
      />
      <PackageFormModal opened={modal.opened} onClose={modal.close} pkg={modal.item} />
    </>
  );
}
