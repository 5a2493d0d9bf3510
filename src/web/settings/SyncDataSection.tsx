import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError } from '../lib/api';
import { FoodSourceResults } from './FoodSourceResults';
import { type SyncKey, syncedSources, useSync } from './settings-queries';

/**
 * Each button says what it brings back (issue 34: "Sync System Config" meant nothing to a
 * practice). 'Sync Credits' is SPEC's name (§6), so it keeps it and gains the description.
 */
const BUTTONS: { key: SyncKey; label: string; description: string; adminOnly?: boolean }[] = [
  {
    key: 'food',
    label: 'Sync Food Data',
    description: 'Foods, supplements and recipes, and every food database listed in Manage Data.',
  },
  {
    key: 'survey',
    label: 'Sync Assessment Questions',
    description: 'The questions of the assessment questionnaire that clients fill in.',
  },
  {
    key: 'category',
    label: 'Sync Categories',
    description: 'Package categories, statuses, durations, plan labels and meal timings.',
  },
  {
    key: 'systemConfig',
    label: 'Sync Body Parameters',
    description: 'The body parameters a set of vitals records (weight, BMI, blood tests …).',
  },
  {
    key: 'credits',
    label: 'Sync Credits',
    description: "Recounts each nutritionist's plans used from the plans actually made.",
    adminOnly: true,
  },
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
        <Stack gap="xs">
          {BUTTONS.filter((b) => isAdmin || !b.adminOnly).map((b) => (
            <Group key={b.key} gap="xs" wrap="wrap" align="center">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={running === b.key}
                disabled={running !== null && running !== b.key}
                onClick={() => sync.mutate(b.key)}
                aria-describedby={`sync-${b.key}-what`}
                style={{ flexShrink: 0 }}
                w={{ sm: 250 }}
              >
                {b.label}
              </Button>
              <Text size="sm" c="gray.7" id={`sync-${b.key}-what`}>
                {b.description}
              </Text>
            </Group>
          ))}
        </Stack>
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
