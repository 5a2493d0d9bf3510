import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { RowError } from '../../shared/settings';
import { MODAL_WIDTH } from '../components/FormModal';
import { ApiError } from '../lib/api';
import type { CatalogueConfig } from './catalogue-config';
import { useImportCatalogue } from './catalogue-queries';

type Outcome = { kind: 'success' | 'error'; text: string; rows: RowError[] };

/** CSV import: a file, or a sheet address under the food-import rules. All rows or none. */
export function CatalogueImportModal({
  config,
  opened,
  onClose,
}: {
  config: CatalogueConfig;
  opened: boolean;
  onClose: () => void;
}) {
  const importRows = useImportCatalogue(config);
  const [source, setSource] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const close = () => {
    setOutcome(null);
    setFieldError(null);
    setFile(null);
    setUrl('');
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (source === 'file' && !file) return setFieldError('Please choose a CSV file');
    if (source === 'url' && !url.trim()) return setFieldError('Please enter the sheet URL');
    setFieldError(null);
    try {
      const written = await importRows.mutateAsync(source === 'file' ? (file as File) : url.trim());
      setOutcome({ kind: 'success', text: written.message, rows: [] });
    } catch (error) {
      // A refused import names each bad row (data.row_errors) under the message.
      const data =
        error instanceof ApiError ? (error.envelope?.data as { row_errors?: RowError[] } | null) : null;
      setOutcome({ kind: 'error', text: (error as Error).message, rows: data?.row_errors ?? [] });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Import ${config.title.toLowerCase()}`}
      size={MODAL_WIDTH.medium}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {config.csvHint} Names already in the catalogue are updated; if any row has an error, nothing is
            imported.
          </Text>
          <SegmentedControl
            value={source}
            onChange={(v) => {
              setSource(v as 'file' | 'url');
              setFieldError(null);
            }}
            data={[
              { value: 'file', label: 'Upload a CSV file' },
              { value: 'url', label: 'Sheet address' },
            ]}
          />
          {source === 'file' ? (
            <FileInput
              label="CSV file"
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              error={fieldError}
              clearable
            />
          ) : (
            <TextInput
              label="Sheet URL"
              placeholder="https://docs.google.com/spreadsheets/d/…"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={fieldError}
            />
          )}
          {outcome && (
            <Alert
              color={outcome.kind === 'success' ? 'teal' : 'red'}
              role={outcome.kind === 'error' ? 'alert' : 'status'}
            >
              <Text size="sm">{outcome.text}</Text>
              {outcome.rows.length > 0 && (
                <List size="xs" mt={4}>
                  {outcome.rows.map((r) => (
                    <List.Item key={`${r.line}-${r.reason}`}>
                      Line {r.line}: {r.reason}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {outcome?.kind === 'success' ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={importRows.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
