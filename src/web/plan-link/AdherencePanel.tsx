import { Alert, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Adherence, AdherenceDay } from '../../shared/portal';
import { DrawWhenNear } from '../components/DrawWhenNear';
import { formatDate } from '../lib/format';
import { useAdherence } from './plan-link-queries';
import type { WeightPoint } from './WeightChart';

const WeightChart = lazy(() => import('./WeightChart'));
/** The chart's height with its legend: the place it holds before it is drawn. */
const CHART_BOX = 190;

const STATUS_LABELS = { eaten: 'Eaten', partly: 'Partly', skipped: 'Skipped', swapped: 'Swapped' } as const;

const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** '25-Nov': the short date of a bar or chart point. */
const shortDate = (iso: string) => formatDate(iso).slice(0, 6);

function dayLine(d: AdherenceDay): string {
  const parts = [`${d.eaten} eaten`];
  if (d.partly) parts.push(`${d.partly} partly`);
  if (d.skipped) parts.push(`${d.skipped} skipped`);
  if (d.swapped) parts.push(`${d.swapped} swapped`);
  const ticked = d.eaten + d.partly + d.skipped + d.swapped > 0;
  // A client may tick a meal on a date with no plan day (a plan moved around): still shown.
  if (d.planned === 0) return ticked ? `${parts.join(', ')} (no meals planned)` : 'No meals planned';
  return `${parts.join(', ')} of ${d.planned}`;
}

/** The weight trend: the nutritionist's and the client's readings as two series, told apart. */
function WeightTrend({ weights }: { weights: Adherence['weights'] }) {
  if (!weights.length) return <Text size="sm">No weight readings in the last 90 days.</Text>;
  const points: WeightPoint[] = weights.map((w) => ({
    date: shortDate(w.date),
    Nutritionist: w.reported_by === 'nutritionist' ? w.weight_kg : null,
    Client: w.reported_by === 'client' ? w.weight_kg : null,
  }));
  const last = weights[weights.length - 1];
  const summary = `Weight: ${weights.length} readings, latest ${last.weight_kg} kg on ${formatDate(last.date)} (${
    last.reported_by === 'client' ? 'reported by the client' : 'by the nutritionist'
  })`;
  return (
    <Stack gap={4}>
      <div role="img" aria-label={summary}>
        <DrawWhenNear minHeight={CHART_BOX}>
          <Suspense fallback={null}>
            <WeightChart points={points} />
          </Suspense>
        </DrawWhenNear>
      </div>
      <Table fz="xs" data-testid="weight-readings">
        <Table.Tbody>
          {[...weights].reverse().map((w, i) => (
            <Table.Tr key={`${w.date}-${w.reported_by}-${i}`}>
              <Table.Td>{formatDate(w.date)}</Table.Td>
              <Table.Td>
                {w.weight_kg} kg{w.waist_cm !== null ? ` · waist ${w.waist_cm} cm` : ''}
              </Table.Td>
              <Table.Td>{w.reported_by === 'client' ? 'Reported by client' : 'Nutritionist'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * What the client reported on the plan link (issue 28): meals eaten per day for the last 14 days
 * (a partly eaten meal counts half, decision 173), their notes, and the weight trend.
 */
export function AdherencePanel({ clientId }: { clientId: number }) {
  const adherence = useAdherence(clientId);
  if (adherence.isError)
    return (
      <Alert color="red" role="alert">
        {adherence.error.message}{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => adherence.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  if (!adherence.data) return <Text size="sm">Loading...</Text>;
  const { days, notes, weights } = adherence.data;
  const recent = [...days].reverse();
  return (
    <Stack gap="sm" data-testid="adherence-panel">
      <Title order={2} size="h5">
        Meals eaten, last 14 days
      </Title>
      <Stack gap={6}>
        {recent.map((d) => {
          const share = percent(d.share);
          return (
            <div key={d.date} data-testid="adherence-day">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={500}>
                  {formatDate(d.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayLine(d)}
                  {share !== null ? ` · ${share}%` : ''}
                </Text>
              </Group>
              {share !== null && (
                <Progress
                  value={share}
                  size="sm"
                  color="teal.7"
                  aria-label={`${formatDate(d.date)}: ${share}% eaten`}
                />
              )}
            </div>
          );
        })}
      </Stack>
      <Title order={3} size="h6">
        Client’s notes
      </Title>
      {notes.length ? (
        <Stack gap={4}>
          {notes.map((n) => (
            <Text size="sm" key={`${n.date}-${n.meal}`}>
              <strong>{formatDate(n.date)}</strong>, {n.meal} ({STATUS_LABELS[n.status]}): {n.note}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm">No notes.</Text>
      )}
      <Title order={3} size="h6">
        Weight
      </Title>
      <WeightTrend weights={weights} />
    </Stack>
  );
}
