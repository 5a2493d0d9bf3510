import { Anchor, Button, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type Column, DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { SettingsSection } from '../components/SettingsSection';
import { notifyFailure } from '../lib/notify';
import { CatalogueFormModal } from './CatalogueFormModal';
import { CatalogueImportModal } from './CatalogueImportModal';
import { CATALOGUES, type CatalogueConfig } from './catalogue-config';
import { type CatalogueRow, useCatalogueList, useDeleteCatalogueEntry } from './catalogue-queries';

/** Catalogues (everyone): the practice's supplements and recipes, one tab each. */
export function CataloguesPanel() {
  return (
    <SettingsSection title="Catalogues" description="Supplements and recipes offered in the planner.">
      <Tabs defaultValue="supplement" keepMounted={false}>
        <Tabs.List>
          {CATALOGUES.map((c) => (
            <Tabs.Tab key={c.kind} value={c.kind}>
              {c.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CATALOGUES.map((c) => (
          <Tabs.Panel key={c.kind} value={c.kind} pt="sm">
            <CatalogueTab config={c} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SettingsSection>
  );
}

function CatalogueTab({ config }: { config: CatalogueConfig }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogueRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const list = useCatalogueList(config, q, page);
  const deleteEntry = useDeleteCatalogueEntry(config);

  const remove = (row: CatalogueRow) => {
    if (!window.confirm(`Remove ${row.name} from the ${config.noun} catalogue? Plans that list it keep it.`))
      return;
    deleteEntry.mutate(row.id, { onError: notifyFailure });
  };

  const columns: Column<CatalogueRow>[] = [
    ...config.fields.map((f) => ({
      key: f.key,
      label: f.label,
      render:
        f.key === 'link'
          ? (row: CatalogueRow) =>
              row.link ? (
                <Anchor href={String(row.link)} target="_blank" rel="noreferrer noopener" size="sm">
                  Open
                </Anchor>
              ) : (
                ''
              )
          : undefined,
    })),
    {
      key: 'action',
      label: 'Action',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Edit ${row.name}`}
            onClick={() => {
              setEditing(row);
              setFormOpen(true);
            }}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Remove ${row.name}`}
            onClick={() => remove(row)}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          aria-label={`Search ${config.title.toLowerCase()}`}
          placeholder={`Search ${config.title.toLowerCase()}`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImportOpen(true)}
          >
            Import CSV
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Add {config.noun}
          </Button>
        </Group>
      </Group>
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={
          q
            ? 'There are no results matching the current filter'
            : `No ${config.title.toLowerCase()} yet. Add one or import a CSV.`
        }
        caption={config.title}
        minWidth={560}
      />
      <Pagination
        page={page}
        lastPage={list.data?.last_page ?? 1}
        total={list.data?.total}
        onChange={setPage}
      />
      <CatalogueFormModal
        config={config}
        row={editing}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
      />
      <CatalogueImportModal config={config} opened={importOpen} onClose={() => setImportOpen(false)} />
    </Stack>
  );
}
