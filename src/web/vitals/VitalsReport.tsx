import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { type BodyParameter, bmiOf, outOfRange, rangeFor, VITAL_MESSAGES } from '../../shared/vital-options';
import type { VitalsReportData } from '../../shared/vitals';
import { formatDate } from '../lib/format';
import { useVitalsReport } from './vitals-queries';

/** SPEC §2: 7 columns (Parameters, Range and five readings) until Show More. */
const FIRST_READINGS = 5;

type Reading = VitalsReportData['readings'][number];

/** A value with its mark: out of range is shown by an arrow and words, not by colour alone. */
function Cell({
  p,
  value,
  gender,
}: {
  p: BodyParameter;
  value: number | string | undefined;
  gender: string | null;
}) {
  if (value === undefined) return <Table.Td c="gray.7">–</Table.Td>;
  const flag = typeof value === 'number' ? outOfRange(value, rangeFor(p, gender)) : null;
  return (
    <Table.Td
      fw={flag ? 700 : undefined}
      c={flag ? 'red.9' : undefined}
      data-flag={flag ?? undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {value}
      {flag && (
        <Text span size="xs" ml={4}>
          {flag === 'high' ? '↑ high' : '↓ low'}
        </Text>
      )}
    </Table.Td>
  );
}

/** The report overlay: parameters by rows, readings by date (newest first), and trend charts. */
export function VitalsReport({
  opened,
  onClose,
  clientId,
}: {
  opened: boolean;
  onClose: () => void;
  clientId: number;
}) {
  const report = useVitalsReport(clientId, opened);
  const [showAll, setShowAll] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const data = report.data;
  const readings = data ? (showAll ? data.readings : data.readings.slice(0, FIRST_READINGS)) : [];
  const used = data
    ? data.parameters.filter((p) => data.readings.some((r) => r.values[String(p.id)] !== undefined))
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Body Parameters Report"
      size="75%"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!data ? (
        <Text>Loading...</Text>
      ) : !data.readings.length ? (
        <Text c="gray.7">{VITAL_MESSAGES.noParameters}</Text>
      ) : (
        <Stack gap="md">
          <ScrollArea
            type="auto"
            // Keyboard users scroll the wide table too (axe: scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Readings by date' }}
          >
            <Table withTableBorder withColumnBorders striped data-testid="vitals-report" miw={480}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Parameters</Table.Th>
                  <Table.Th>Range</Table.Th>
                  {readings.map((r) => (
                    <Table.Th key={r.id} style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(r.reading_date)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {used.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Th scope="row" fw={500}>
                      {p.name}
                      {p.unit ? ` (${p.unit})` : ''}
                    </Table.Th>
                    <Table.Td>{p.range ?? '–'}</Table.Td>
                    {readings.map((r) => (
                      <Cell key={r.id} p={p} value={r.values[String(p.id)]} gender={data.gender} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {data.readings.length > FIRST_READINGS && (
            <Group>
              <Button variant="default" onClick={() => setShowAll((v) => !v)}>
                {showAll ? 'Show Less' : 'Show More'}
              </Button>
            </Group>
          )}
          <Trends data={data} params={used} />
        </Stack>
      )}
    </Modal>
  );
}

/** A line chart per numeric parameter with two or more readings, with its reference band. */
function Trends({ data, params }: { data: VitalsReportData; params: BodyParameter[] }) {
  const chronological: Reading[] = [...data.readings].reverse();
  const numeric = params.filter(
    (p) =>
      p.data_type === 'decimal' &&
      chronological.filter((r) => typeof r.values[String(p.id)] === 'number').length >= 2,
  );
  if (!numeric.length) return null;
  const heightId = params.find((p) => p.key === 'height')?.id;
  const latestHeight = heightId
    ? (data.readings.map((r) => r.values[String(heightId)]).find((v) => typeof v === 'number') as
        | number
        | undefined)
    : undefined;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Trends
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {numeric.map((p) => {
          const range = rangeFor(p, data.gender);
          // Weight also charts BMI from the latest height (computed here, never typed).
          const withBmi = p.key === 'weight' && latestHeight !== undefined;
          const points = chronological
            .filter((r) => typeof r.values[String(p.id)] === 'number')
            .map((r) => {
              const value = r.values[String(p.id)] as number;
              return {
                date: formatDate(r.reading_date),
                value,
                ...(withBmi ? { bmi: bmiOf(value, latestHeight ?? null) } : {}),
              };
            });
          const last = points[points.length - 1];
          const bmi = p.key === 'weight' ? bmiOf(last.value, latestHeight ?? null) : null;
          const values = points.map((x) => x.value);
          // The reference band spans the range; an open side ends at the chart's edge.
          const band =
            range.min !== null || range.max !== null
              ? {
                  y1: range.min ?? Math.min(0, ...values),
                  y2: range.max ?? Math.max(range.min ?? 0, ...values) * 1.1,
                  color: 'teal.2',
                  label: 'Reference range',
                  labelPosition: 'insideTopLeft' as const,
                  ifOverflow: 'extendDomain' as const,
                }
              : null;
          const summary = `${p.name} from ${points[0].date} (${points[0].value}) to ${last.date} (${last.value})${
            range.min !== null || range.max !== null
              ? `; reference range ${p.range ?? `${range.min ?? ''} - ${range.max ?? ''}`}`
              : ''
          }`;
          return (
            <Paper key={p.id} withBorder p="sm" data-testid={`trend-${p.key}`}>
              <Text size="sm" fw={600}>
                {p.name}
                {p.unit ? ` (${p.unit})` : ''}: {points[0].value} → {last.value}
              </Text>
              {bmi !== null && (
                <Text size="xs" c="gray.7">
                  BMI {bmi} (from the latest height, {latestHeight} cm)
                </Text>
              )}
              {/* The chart is a picture for screen readers; its summary says what it shows. */}
              <div role="img" aria-label={summary}>
                <LineChart
                  h={170}
                  data={points}
                  dataKey="date"
                  series={[
                    { name: 'value', label: p.name, color: 'teal.7' },
                    ...(withBmi ? [{ name: 'bmi', label: 'BMI', color: 'indigo.7', yAxisId: 'right' }] : []),
                  ]}
                  withRightYAxis={withBmi}
                  // Small changes over months stay visible: the axes fit the values, not zero.
                  yAxisProps={{ domain: ['auto', 'auto'] }}
                  rightYAxisProps={{ domain: ['auto', 'auto'] }}
                  withLegend={withBmi}
                  referenceAreas={band ? [band] : []}
                  curveType="linear"
                  withDots
                />
              </div>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
