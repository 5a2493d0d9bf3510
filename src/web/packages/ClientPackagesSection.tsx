import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { packageStatusLabel } from '../../shared/category';
import { PACKAGE_MESSAGES } from '../../shared/package-options';
import type { PackageRow } from '../../shared/packages';
import { type Column, DataTable } from '../components/DataTable';
import { useDisclosureWith } from '../components/useDisclosureWith';
import { fetchData } from '../lib/api';
import { formatDate, fullName } from '../lib/format';
import type { PersonOption } from '../lib/pickers';
import { PackageFormModal } from './PackageFormModal';
import { usePackageList } from './package-queries';

const ProgressReportModal = lazy(() =>
  import('./ProgressReportModal').then((m) => ({ default: m.ProgressReportModal })),
);

/** The client details' Package Details table (SPEC §2), newest first. */
export default function ClientPackagesSection({ clientId }: { clientId: number }) {
  const packages = usePackageList({ client_id: clientId, col: 'start_date', order: 'desc' }, clientId > 0);
  const modal = useDisclosureWith<PackageRow>();
  const [report, setReport] = useState<PackageRow | null>(null);
  const rows = packages.data?.data;
  const first = rows?.[0];
  // The client's name for the Add modal: from a package row, or the profile when there is none.
  const profile = useQuery({
    queryKey: ['client-profile-name', clientId],
    queryFn: () => fetchData<PersonOption>('/api/v1/client/profile/details', { id: clientId }),
    enabled: clientId > 0 && rows !== undefined && rows.length === 0,
    staleTime: 60_000,
  });
  const client: PersonOption = first
    ? { id: clientId, first_name: first.client_name, last_name: first.last_name }
    : { id: clientId, first_name: profile.data?.first_name ?? '', last_name: profile.data?.last_name ?? '' };

  const columns: Column<PackageRow>[] = [
    { key: 'number', label: 'Package No.', render: (r) => `#${r.id}` },
    {
      key: 'nutritionist',
      label: 'Nutritionist',
      render: (r) => fullName(r.dietitian_name, r.dietitian_last_name),
    },
    {
      key: 'start_date',
      label: 'Start Date',
      render: (r) => (r.start_date ? formatDate(r.start_date) : 'Not Selected'),
    },
    {
      key: 'end_date',
      label: 'End Date',
      render: (r) => (r.end_date ? formatDate(r.end_date) : 'Not Selected'),
    },
    { key: 'status', label: 'Status', render: (r) => packageStatusLabel(r.status) },
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={`/workspace/${r.id}/list`} size="sm">
            View Package
          </Anchor>
          {r.survey_token ? (
            <Anchor component={Link} to={`/assessment/${r.id}`} size="sm">
              Assessment Form
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" title="Choose 'Send Assessment Form' as the status to send it">
              Assessment Form not sent
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => modal.open(r)}
            aria-label={`Edit package #${r.id}`}
          >
            Edit
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setReport(r)}
            aria-label={`Progress report of package #${r.id}`}
          >
            Progress report
          </Anchor>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Package Details
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => modal.open(null)}
        >
          Add Package
        </Button>
      </Group>
      <DataTable
        caption="Package Details"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={packages.isFetching}
        error={packages.error}
        onRetry={() => void packages.refetch()}
        emptyMessage={PACKAGE_MESSAGES.noClientPackages}
        minWidth={640}
      />
      <PackageFormModal opened={modal.opened} onClose={modal.close} pkg={modal.item} client={client} />
      {report && (
        <Suspense fallback={null}>
          <ProgressReportModal
            packageId={report.id}
            clientName={fullName(report.client_name, report.last_name)}
            onClose={() => setReport(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
