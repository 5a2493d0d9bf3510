import { Stack, Table, Text, Title } from '@mantine/core';
import { SimpleTable } from '../components/SimpleTable';
import { formatDateTime } from '../lib/format';
import { usePdfSends } from './plan-pdf-queries';

const STATUS: Record<string, string> = {
  pending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Kept in outbox (no mail server)',
};

/** The plan's PDF e-mails to the client, shown in the plan's details. */
export function PlanPdfSends({ planId }: { planId: number | null }) {
  const sends = usePdfSends(planId);
  const list = sends.data ?? [];
  return (
    <Stack gap={4} data-testid="plan-pdf-sends">
      <Title order={3} size="h6">
        Sent to the client
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="gray.7">
          {sends.isPending ? 'Loading…' : 'This plan has not been emailed to the client yet.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <SimpleTable columns={['When', 'By', 'To', 'Status']} fz="sm">
            {list.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                <Table.Td>{s.sent_by}</Table.Td>
                <Table.Td>{s.to_address}</Table.Td>
                <Table.Td>{STATUS[s.status] ?? s.status}</Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
