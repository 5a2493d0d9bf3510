import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { packageStatusLabel } from '../../shared/category';
import { CLIENT_TYPES, PACKAGE_MESSAGES } from '../../shared/package-options';
import type { PackageRow } from '../../shared/packages';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import type { Column } from '../components/DataTable';
import { DateField, onlyDates } from '../components/DateField';
import { FiltersButton, useFiltersFold } from '../components/FiltersFold';
import { ListTable } from '../components/ListTable';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { useListQuery } from '../components/useListQuery';
import { useCategoryValues } from '../lib/category-queries';
import { formatDate, fullName } from '../lib/format';
import { useNutritionistOptions } from '../lib/pickers';
import { PACKAGE_LIST_DEFAULTS } from './package-list-query';
import { usePackageList } from './package-queries';

// The form (Zod schemas, date pickers, selects) loads when first opened, not with the list (decision 085).
const PackageFormModal = lazy(() =>
  import('./PackageFormModal').then((m) => ({ default: m.PackageFormModal })),
);
const ProgressReportModal = lazy(() =>
  import('./ProgressReportModal').then((m) => ({ default: m.ProgressReportModal })),
);

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
  'end_from',
  'organisation',
];
const NO_MATCH = 'There are no results matching the current filter';

/** SPEC §2: an unset date reads 'Not Selected'. */
const dateOrNotSelected = (value: string | null) => (value ? formatDate(value) : 'Not Selected');

export default function PackageListPage() {
  const user = useCurrentUser();
  const admin = !isNutritionist(user);
  const list = useListQuery(PACKAGE_LIST_DEFAULTS);
  const { values, set } = list;
  const packages = usePackageList(list.apiParams);
  const modal = useDisclosureWith<PackageRow>();
  const [report, setReport] = useState<PackageRow | null>(null);

  // On a phone the ten filters fold behind a Filters button, and are drawn (their lists asked)
  // when it is first pressed: a phone opening the list draws the rows only (decision 285).
  const fold = useFiltersFold();
  const filtersShown = fold.shown;

  const statuses = useCategoryValues('Generic', 'Package_Status', filtersShown);
  const categories = useCategoryValues('Categories', '', filtersShown);
  const subCategories = useCategoryValues(
    'Categories',
    values.category ?? '',
    filtersShown && Boolean(values.category),
  );
  const durations = useCategoryValues('Generic', 'Package_Duration', filtersShown);
  const nutritionists = useNutritionistOptions(admin && filtersShown);

  const [search, setSearch] = useState(values.q ?? '');
  const [organisation, setOrganisation] = useState(values.organisation ?? '');
  const pushSearch = useDebouncedCallback((key: string, v: string) => set({ [key]: v.trim() || null }), 350);
  const filtered = FILTER_KEYS.some((k) => values[k]);
  const activeCount = FILTER_KEYS.filter((k) => values[k]).length;

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
    {
      key: 'status',
      label: 'Package Status',
      sortable: true,
      render: (r) => <StatusBadge status={r.status} label={packageStatusLabel(r.status)} />,
    },
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={`/workspace/${r.id}/list`}
            size="compact-sm"
            variant="outline"
            aria-label={`View package of ${fullName(r.client_name, r.last_name)}`}
          >
            View
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => modal.open(r)}
            aria-label={`Edit package of ${fullName(r.client_name, r.last_name)}`}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setReport(r)}
            aria-label={`Progress report of ${fullName(r.client_name, r.last_name)}`}
          >
            Progress report
          </Button>
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
      {fold.phone && (
        <Group mb="sm" gap="xs">
          <FiltersButton fold={fold} count={activeCount} controls="package-filters" />
        </Group>
      )}
      <Collapse expanded={fold.expanded}>
        <Paper withBorder p="sm" mb="md" id="package-filters">
          {filtersShown && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
                <TextInput
                  label="Search"
                  placeholder="Client or nutritionist"
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
                <Select
                  label="Client Type"
                  placeholder="All"
                  data={[...CLIENT_TYPES]}
                  {...select('client_type')}
                />
                <Select
                  label="Duration"
                  placeholder="All"
                  data={durations.data ?? []}
                  {...select('duration')}
                />
                <DateField
                  label="Starts on or after"
                  clearable
                  value={values.start_date}
                  onChange={onlyDates((v) => set({ start_date: v || null }))}
                />
                {values.end_from && (
                  <DateField
                    label="Ends on or after"
                    clearable
                    value={values.end_from}
                    onChange={onlyDates((v) => set({ end_from: v || null }))}
                  />
                )}
                <DateField
                  label="Ends on or before"
                  clearable
                  value={values.end_date}
                  onChange={onlyDates((v) => set({ end_date: v || null }))}
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
            </>
          )}
        </Paper>
      </Collapse>
      <ListTable
        query={packages}
        list={list}
        caption="Packages"
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage={filtered ? NO_MATCH : PACKAGE_MESSAGES.empty}
        minWidth={980}
      />
      {modal.mounted && (
        <Suspense fallback={null}>
          <PackageFormModal opened={modal.opened} onClose={modal.close} pkg={modal.item} />
        </Suspense>
      )}
      {report && (
        <Suspense fallback={null}>
          <ProgressReportModal
            packageId={report.id}
            clientName={fullName(report.client_name, report.last_name)}
            onClose={() => setReport(null)}
          />
        </Suspense>
      )}
    </>
  );
}
