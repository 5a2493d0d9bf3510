import { ActionIcon, Alert, Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  FOOD_CONFIG_MESSAGES,
  type FoodConfigEntry,
  type FoodConfigRow,
  type FoodSourceResult,
  foodConfigEntrySchema,
} from '../../shared/settings';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { SettingsSection } from '../components/SettingsSection';
import { ApiError } from '../lib/api';
import { zodValidate } from '../lib/form';
import { formatDateTime } from '../lib/format';
import { FoodSourceResults } from './FoodSourceResults';
import { syncedSources, useFoodConfig, useSaveFoodConfig, useSync } from './settings-queries';
import { useFlash } from './useFlash';

/** Food databases (admins): name + sheet URL entries; saving sends the whole list. */
export function FoodDatabasesPanel() {
  const query = useFoodConfig();
  const saveList = useSaveFoodConfig();
  const sync = useSync();
  const [flash, showFlash] = useFlash(4000);
  const [sources, setSources] = useState<FoodSourceResult[]>([]);
  const form = useForm<FoodConfigEntry>({
    initialValues: { name: '', sheetId: '' },
    validate: zodValidate<FoodConfigEntry>(foodConfigEntrySchema),
    clearInputErrorOnChange: true,
  });
  const entries = query.data ?? [];

  /** Saves the list; answers the per-entry field errors of the new list, if any. */
  const save = async (list: FoodConfigEntry[]): Promise<Record<string, string> | null> => {
    try {
      await saveList.mutateAsync(list);
      showFlash({ kind: 'success', text: FOOD_CONFIG_MESSAGES.saved });
      return null;
    } catch (error) {
      showFlash({ kind: 'error', text: FOOD_CONFIG_MESSAGES.failed });
      return error instanceof ApiError ? error.fieldErrors : {};
    }
  };

  const add = form.onSubmit(async (values) => {
    const index = entries.length;
    const errors = await save([...entries, values]);
    if (!errors) {
      form.reset();
      return;
    }
    // Errors of the new entry come back keyed by its position in the list.
    form.setErrors({ name: errors[`${index}.name`], sheetId: errors[`${index}.sheetId`] });
  });

  const remove = async (row: FoodConfigRow) => {
    if (
      !window.confirm(
        `Remove ${row.name}? Its foods leave the search; foods already used in plans stay in those plans.`,
      )
    )
      return;
    await save(entries.filter((e) => e.id !== row.id));
  };

  const syncNow = () => {
    setSources([]);
    sync.mutate('food', {
      onSuccess: (written) => {
        setSources(syncedSources(written));
        showFlash({ kind: 'success', text: written.message });
      },
      onError: (error) => {
        setSources(syncedSources(error instanceof ApiError ? error : null));
        showFlash({ kind: 'error', text: error.message });
      },
    });
  };

  return (
    <SettingsSection
      title="Food Databases"
      description="Google Sheets or CSV addresses with the columns name, uom, quantity, calories, protein, carbohydrate, fat, fibre, and optionally tags (allergens and diet tags such as peanut, milk, gluten; an empty cell is read from the food's name) and the food's facts: texture (soft, mashed or puréed, liquid, hard or chewy, raw salad or vegetable, whole nut or seed), added sugar (g in the row's quantity), GI and liquid (yes or no). IFCT 2017 is built in and always kept."
    >
      {query.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <EmptyState message="No food databases yet. Add a name and a sheet URL below." />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Sheet URL</Table.Th>
                <Table.Th>Last sync</Table.Th>
                <Table.Th>
                  <span className="sr-only">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.item_count} foods
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Anchor href={row.sheetId} target="_blank" rel="noreferrer noopener" size="sm">
                      {row.sheetId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {row.last_synced_at ? (
                      <Stack gap={2}>
                        <Text size="xs">{formatDateTime(row.last_synced_at)}</Text>
                        {row.last_sync_error ? (
                          <Text size="xs" fw={600} c="red.9" title={row.last_sync_error}>
                            Not imported: {row.last_sync_error.split('\n')[0]}
                          </Text>
                        ) : (
                          <Text size="xs" fw={600} c="teal.9">
                            Imported
                          </Text>
                        )}
                      </Stack>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Not synced yet
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${row.name}`}
                      onClick={() => remove(row)}
                      disabled={saveList.isPending}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={add} noValidate aria-label="Add a food database">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Name"
            placeholder="Sunrise Clinic Foods"
            style={{ flex: '1 1 180px' }}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Sheet URL"
            placeholder="https://docs.google.com/spreadsheets/d/…"
            style={{ flex: '3 1 260px' }}
            {...form.getInputProps('sheetId')}
          />
          <Button
            type="submit"
            mt={{ base: 0, sm: 25 }}
            loading={saveList.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add
          </Button>
        </Group>
      </form>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={syncNow}
          loading={sync.isPending}
          leftSection={<IconRefresh size={16} aria-hidden />}
        >
          Sync food databases now
        </Button>
      </Group>
      <div aria-live="polite">
        {sync.isPending && (
          <Alert color="blue" role="status">
            Importing every food database…
          </Alert>
        )}
        {flash && (
          <Alert
            color={flash.kind === 'success' ? 'teal' : 'red'}
            role={flash.kind === 'error' ? 'alert' : 'status'}
            data-testid="food-config-message"
          >
            {flash.text}
          </Alert>
        )}
        <FoodSourceResults sources={sources} />
      </div>
    </SettingsSection>
  );
}
