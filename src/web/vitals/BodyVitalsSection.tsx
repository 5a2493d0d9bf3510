import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartLine, IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { VITAL_MESSAGES } from '../../shared/vital-options';
import type { VitalSetRow } from '../../shared/vitals';
import { SimpleTable } from '../components/SimpleTable';
import { formatDate } from '../lib/format';
import { NutritionPdfModal } from './NutritionPdfModal';
import { VitalSetModal } from './VitalSetModal';
import { VitalsReport } from './VitalsReport';
import { useVitalSets } from './vitals-queries';

const FileLink = ({ row }: { row: VitalSetRow }) =>
  row.file ? (
    <Anchor href={row.file.url} target="_blank" rel="noopener" size="sm">
      {row.file.name}
    </Anchor>
  ) : (
    <Text size="sm" c="gray.7">
      –
    </Text>
  );

/** The Body Vitals section of /client-details/{id} (SPEC §2): reading sets, the report, nutrition PDFs. */
export function BodyVitalsSection({ clientId, gender }: { clientId: number; gender: string | null }) {
  const sets = useVitalSets(clientId);
  const [editing, setEditing] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [pdf, setPdf] = useState<{ open: boolean; row: VitalSetRow | null }>({ open: false, row: null });
  const [report, setReport] = useState(false);
  const parameterSets = (sets.data ?? []).filter((s) => !s.type);
  const pdfs = (sets.data ?? []).filter((s) => s.type);

  return (
    <Paper withBorder p="md" id="body-vitals" data-testid="body-vitals">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4">
              Body Vitals
            </Title>
            {/* SPEC names the button; this says what a "set" is (issue 34). */}
            <Text size="sm" c="gray.7">
              A set of parameters is one day's measurements: weight, body fat, blood tests and the like.
            </Text>
          </div>
          <Group gap="xs">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ open: true, id: null })}
            >
              Add New Set Of Parameters
            </Button>
            <Button
              variant="default"
              component="a"
              href={`/api/v1/vital/bodyparams/export-csv?client_id=${clientId}`}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export
            </Button>
            <Button
              variant="default"
              leftSection={<IconChartLine size={16} aria-hidden />}
              onClick={() => setReport(true)}
            >
              View
            </Button>
          </Group>
        </Group>
        {sets.isPending ? (
          <Text>Loading...</Text>
        ) : sets.isError ? (
          <Text c="red.9">The body vitals could not be loaded.</Text>
        ) : parameterSets.length === 0 ? (
          <Text c="gray.7" data-testid="vitals-empty">
            {VITAL_MESSAGES.noSets}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <SimpleTable
              columns={['Note', 'Date', 'Parameters count', 'Report File', 'Action']}
              data-testid="vitals-sets"
            >
              {parameterSets.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.notes}</Table.Td>
                  <DateCell date={row.reading_date} />
                  <Table.Td>{row.parameters_count}</Table.Td>
                  <Table.Td>
                    <FileLink row={row} />
                  </Table.Td>
                  <EditCell
                    label={`Edit ${row.notes ?? 'set'} of ${formatDate(row.reading_date)}`}
                    onClick={() => setEditing({ open: true, id: row.id })}
                  />
                </Table.Tr>
              ))}
            </SimpleTable>
          </Table.ScrollContainer>
        )}

        <Group justify="space-between" gap="xs" mt="sm">
          <Title order={3} size="h5">
            Nutrition PDF Files
          </Title>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setPdf({ open: true, row: null })}
          >
            Upload Nutrition PDF
          </Button>
        </Group>
        {sets.data && pdfs.length === 0 ? (
          <Text c="gray.7" data-testid="pdfs-empty">
            {VITAL_MESSAGES.noPdfs}
          </Text>
        ) : (
          <SimpleTable columns={['Date', 'File', 'Action']} data-testid="nutrition-pdfs">
            {pdfs.map((row) => (
              <Table.Tr key={row.id}>
                <DateCell date={row.reading_date} />
                <Table.Td>
                  <FileLink row={row} />
                </Table.Td>
                <EditCell
                  label={`Edit nutrition PDF of ${formatDate(row.reading_date)}`}
                  onClick={() => setPdf({ open: true, row })}
                />
              </Table.Tr>
            ))}
          </SimpleTable>
        )}
      </Stack>
      <VitalSetModal
        opened={editing.open}
        onClose={() => setEditing({ open: false, id: null })}
        clientId={clientId}
        gender={gender}
        setId={editing.id}
      />
      <NutritionPdfModal
        opened={pdf.open}
        onClose={() => setPdf({ open: false, row: null })}
        clientId={clientId}
        editing={pdf.row}
      />
      <VitalsReport opened={report} onClose={() => setReport(false)} clientId={clientId} />
    </Paper>
  );
}

const DateCell = ({ date }: { date: string }) => (
  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</Table.Td>
);

/** A row's Edit button; `label` names the row for a screen reader (every row says 'Edit'). */
function EditCell({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Table.Td>
      <Button size="xs" variant="default" onClick={onClick} aria-label={label}>
        Edit
      </Button>
    </Table.Td>
  );
}
