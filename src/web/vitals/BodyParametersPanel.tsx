import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { outOfRange, rangeFor, VITAL_MESSAGES } from '../../shared/vital-options';
import { SimpleTable } from '../components/SimpleTable';
import { formatDate } from '../lib/format';
import { useVitalsReport } from './vitals-queries';

/** The workspace side panel's Body Parameters tab: the latest reading set, out-of-range values marked. */
export function BodyParametersPanel({ clientId }: { clientId: number }) {
  const report = useVitalsReport(clientId);
  if (report.isPending) return <Text size="sm">Loading...</Text>;
  if (report.isError)
    return (
      <Text size="sm" c="red.9">
        {(report.error as Error).message}
      </Text>
    );
  const latest = report.data.readings[0];
  if (!latest)
    return (
      <Text size="sm" c="gray.7" data-testid="body-parameters-empty">
        {VITAL_MESSAGES.noParameters}
      </Text>
    );
  const shown = report.data.parameters.filter((p) => latest.values[String(p.id)] !== undefined);
  return (
    <Stack gap="xs" data-testid="body-parameters-panel">
      <Text size="sm" fw={600}>
        Reading of {formatDate(latest.reading_date)}
        {latest.notes ? ` · ${latest.notes}` : ''}
      </Text>
      <SimpleTable columns={['Parameter', 'Value', 'Range']} fz="xs">
        {shown.map((p) => {
          const value = latest.values[String(p.id)];
          const flag = typeof value === 'number' ? outOfRange(value, rangeFor(p, report.data.gender)) : null;
          return (
            <Table.Tr key={p.id}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td
                fw={flag ? 700 : undefined}
                c={flag ? 'red.9' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {value} {p.unit ?? ''}
                {flag ? (flag === 'high' ? ' ↑ high' : ' ↓ low') : ''}
              </Table.Td>
              <Table.Td>{p.range ?? '–'}</Table.Td>
            </Table.Tr>
          );
        })}
      </SimpleTable>
      <Anchor component={Link} to={`/client-details/${clientId}#body-vitals`} size="sm" c="teal.9">
        The client's full report
      </Anchor>
    </Stack>
  );
}
