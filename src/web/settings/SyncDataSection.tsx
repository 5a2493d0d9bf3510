import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../lib/api';
import { FoodSourceResults } from './FoodSourceResults';
import { SettingsSection } from './SettingsSection';
import { type SyncKey, syncedSources, useSync } from './settings-queries';

const BUTTONS: { key: SyncKey; label: string; adminOnly?: boolean }[] = [
  { key: 'food', label: 'Sync Food Data' },
  { key: 'survey', label: 'Sync Survey Questions' },
  { key: 'category', label: 'Sync Categories' },
  { key: 'systemConfig', label: 'Sync System Config' },
  { key: 'credits', label: 'Sync Credits', adminOnly: true },
];

/** Sync Data: each button re-applies shipped data; it shows progress and then the counts. */
export function SyncDataSection({ isAdmin }: { isAdmin: boolean }) {
  const sync = useSync();
  const running = sync.isPending ? sync.variables : null;
  const failure = sync.error instanceof ApiError ? sync.error : null;
  const result = sync.isSuccess
    ? { kind: 'success', text: sync.data.message, sources: syncedSources(sync.data) }
    : sync.isError
      ? { kind: 'error', text: sync.error.message, sources: syncedSources(failure) }
      : null;

  return (
    <SettingsSection
      title="Sync Data"
      description="Adds the shipped reference data that is missing and imports every configured food database. Nothing you changed is overwritten."
    >
      <Stack gap="sm">
        <Group gap="sm">
          {BUTTONS.filter((b) => isAdmin || !b.adminOnly).map((b) => (
            <Button
              key={b.key}
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={running === b.key}
              disabled={running !== null && running !== b.key}
              onClick={() => sync.mutate(b.key)}
            >
              {b.label}
            </Button>
          ))}
        </Group>
        <div aria-live="polite">
          {running && (
            <Alert color="blue" role="status">
              Syncing… this can take a few seconds per food database.
            </Alert>
          )}
          {result && (
            <Stack gap="xs">
              <Alert
                color={result.kind === 'success' ? 'teal' : 'red'}
                role={result.kind === 'error' ? 'alert' : 'status'}
                data-testid="sync-result"
              >
                {result.text}
              </Alert>
              <FoodSourceResults sources={result.sources} />
            </Stack>
          )}
        </div>
      </Stack>
    </SettingsSection>
  );
}
