import { Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AppointmentOut } from '../../shared/appointments';
import { type Column, DataTable } from '../components/DataTable';
import { StatusBadge } from '../components/StatusBadge';
import { fetchData } from '../lib/api';
import { formatDate, formatTime12 } from '../lib/format';
import { APPOINTMENTS_KEY } from './appointment-queries';

// The dialog (and the session note's schema) loads when a row is opened: the dashboard imports this
// feature's index for its own section and must reach no Zod on its first paint (decision 268).
const AppointmentModal = lazy(() =>
  import('./AppointmentModal').then((m) => ({ default: m.AppointmentModal })),
);

/**
 * A package's or a client's appointments, past and next, newest first (issue 56 point 5: moving a
 * client no longer means finding them in the calendar). A row opens the appointment's dialog:
 * reschedule, complete, cancel and the session note.
 */
export function AppointmentsSection({ of }: { of: { packageId: number } | { clientId: number } }) {
  const [open, setOpen] = useState<AppointmentOut | null>(null);
  const [path, params] =
    'packageId' in of
      ? (['/api/v1/appointment/of-package', { package_id: of.packageId }] as const)
      : (['/api/v1/appointment/of-client', { client_id: of.clientId }] as const);
  const list = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'of', params],
    queryFn: () => fetchData<AppointmentOut[]>(path, params),
  });
  const columns: Column<AppointmentOut>[] = [
    {
      key: 'when',
      label: 'When',
      render: (a) =>
        `${formatDate(a.starts_local.slice(0, 10))}, ${formatTime12(a.starts_local.slice(11, 16))}`,
    },
    { key: 'mode', label: 'Mode', render: (a) => `${a.mode} · ${a.duration_min} min` },
    { key: 'nutritionist', label: 'Nutritionist', render: (a) => a.dietitian_name },
    {
      key: 'status',
      label: 'Status',
      render: (a) => <StatusBadge status={a.status} />,
    },
    {
      key: 'action',
      label: 'Action',
      render: (a) => (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setOpen(a)}
          aria-label={`Open the appointment of ${formatDate(a.starts_local.slice(0, 10))}`}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs" data-testid="appointments-section">
      <Title order={2} size="h4">
        Appointments
      </Title>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(a) => a.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No appointments yet."
        caption="Appointments, newest first"
      />
      {open && (
        <Suspense fallback={null}>
          <AppointmentModal appointment={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
