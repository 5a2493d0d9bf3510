import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FoodSourceResult, SYNC_ENDPOINTS } from '../../shared/settings';
import { apiGet } from '../lib/api';
import { FoodSourceResults } from './FoodSourceResults';
import { SettingsSection } from './SettingsSection';

type SyncKey = keyof typeof SYNC_ENDPOINTS;
type Result = { kind: 'success' | 'error'; text: string; sources: FoodSourceResult[] };

const BUTTONS: { key: SyncKey; label: string; adminOnly?: boolean }[] = [
  { key: 'food', label: 'Sync Food Data' },
  { key: 'survey', label: 'Sync Survey Questions' },
  { key: 'category', label: 'Sync Categories' },
  { key: 'systemConfig', label: 'Sync System Config' },
  { key: 'credits', label: 'Sync Credits', adminOnly: true },
];

/** Runs one sync and answers the server's message; shared with Manage Data's food panel. */
export async function runSync(key: SyncKey): Promise<Result> {
  try {
    const envelope = await apiGet<{ sources?: FoodSourceResult[] }>(SYNC_ENDPOINTS[key]);
    return {
      kind: envelope.success === 1 ? 'success' : 'error',
      text: envelope.message,
      sources: envelope.data?.sources ?? [],
    };
  } catch (error) {
    return { kind: 'error', text: (error as Error).message, sources: [] };
  }
}

/** Sync Data: each button re-applies shipped data; it shows progress and then the counts. */
export function SyncDataSection({ isAdmin }: { isAdmin: boolean }) {
  const client = useQueryClient();
  const [running, setRunning] = useState<SyncKey | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const start = async (key: SyncKey) => {
    setRunning(key);
    setResult(null);
    const outcome = await runSync(key);
    setResult(outcome);
    setRunning(null);
    // Lists and numbers that the sync may have changed are read again when next shown.
    await client.invalidateQueries();
  };

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
              onClick={() => start(b.key)}
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
