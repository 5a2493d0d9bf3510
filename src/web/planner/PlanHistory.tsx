/**
 * The planner's History (issue 54 point 2, decision 301): a toolbar button and a drawer listing
 * the plan's versions (DD-MMM-YYYY HH:mm, who, what changed), each with View (the plan as that
 * version left it, read only) and Restore (asked once, naming what changes).
 */
import { Alert, Badge, Button, Drawer, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { PlanVersion } from '../../shared/plan-versions';
import { confirm } from '../lib/confirm';
import { failureText, notifyFailure, notifySuccess } from '../lib/notify';
import { useRestoreVersion, useVersions, useVersionView } from './plan-history-queries';
import { undoPlanWrite } from './undo-toast';

const when = (at: string) => dayjs(at).format('DD-MMM-YYYY HH:mm');

/** What a restore to `version` takes away: the later changes, newest first (at most five named). */
function restoreQuestion(version: PlanVersion, list: PlanVersion[]): string {
  const later = list.filter((v) => v.id > version.id);
  const named = later.slice(0, 5).map((v) => `“${v.summary}”`);
  const more = later.length > 5 ? ` and ${later.length - 5} more` : '';
  return `Restore the plan as it was after “${version.summary}” (${when(version.at)})? This takes back ${
    later.length === 1 ? 'the later change' : `${later.length} later changes`
  }: ${named.join(', ')}${more}. The restore itself can be undone.`;
}

function VersionLook({
  planId,
  versionId,
  onClose,
}: {
  planId: number;
  versionId: number | null;
  onClose: () => void;
}) {
  const { data, isLoading, error } = useVersionView(planId, versionId);
  return (
    <Modal
      opened={versionId !== null}
      onClose={onClose}
      title="The plan as this version left it"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {isLoading && <Loader size="sm" />}
      {error && <Alert color="red">{failureText(error)}</Alert>}
      {data && (
        <Stack gap="sm" data-testid="version-look">
          <Text size="sm" c="gray.7">
            After: {data.summary}
          </Text>
          {data.days.map((day) => (
            <div key={day.day}>
              <Text fw={600} size="sm">
                Day {day.day}
                {day.description ? ` · ${day.description}` : ''}
              </Text>
              {day.meals.length === 0 ? (
                <Text size="sm" c="gray.7">
                  No meals
                </Text>
              ) : (
                <Stack gap={2} component="ul" pl="md" m={0}>
                  {day.meals.map((meal) => (
                    <Text component="li" size="sm" key={meal.time}>
                      {meal.timing === meal.time ? meal.time : `${meal.timing} (${meal.time})`}:{' '}
                      {meal.items
                        .map((i) => `${i.alternative ? 'or ' : ''}${i.name} ${i.measure ?? `${i.qty} g`}`)
                        .join(', ')}
                    </Text>
                  ))}
                </Stack>
              )}
            </div>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** The History button and its drawer. Ctrl+Z (⌘Z) outside a field undoes the last write. */
export function PlanHistoryButton({ planId, disabled }: { planId: number; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const { data: versions, isLoading, error } = useVersions(planId, opened);
  const { mutateAsync: restore, isPending } = useRestoreVersion(planId);

  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      event.preventDefault();
      void undoPlanWrite(planId);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [planId, disabled]);

  const onRestore = async (version: PlanVersion) => {
    if (!versions || !(await confirm(restoreQuestion(version, versions), 'Restore'))) return;
    try {
      notifySuccess((await restore(version.id)).message);
    } catch (e) {
      notifyFailure(e);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Plan history"
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {isLoading && <Loader size="sm" />}
        {error && <Alert color="red">{failureText(error)}</Alert>}
        {versions && versions.length === 0 && (
          <Text size="sm" c="gray.7">
            No changes yet. Every change to this plan's meals and days will be listed here, and can be undone.
          </Text>
        )}
        {versions && versions.length > 0 && (
          <Table verticalSpacing="xs" data-testid="plan-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What changed</Table.Th>
                <Table.Th>
                  <span className="sr-only">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v, index) => (
                <Table.Tr key={v.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Text size="sm">{when(v.at)}</Text>
                    <Text size="xs" c="gray.7">
                      {v.by}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text size="sm">{v.summary}</Text>
                    {v.undone && (
                      <Badge size="xs" color="gray" variant="light">
                        Undone
                      </Badge>
                    )}
                    {index === 0 && (
                      <Badge size="xs" color="teal" variant="light">
                        Now
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setViewing(v.id)}
                        aria-label={`View the plan after: ${v.summary}`}
                      >
                        View
                      </Button>
                      {index > 0 && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={isPending}
                          onClick={() => onRestore(v)}
                          aria-label={`Restore the plan after: ${v.summary}`}
                        >
                          Restore
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Drawer>
      <VersionLook planId={planId} versionId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
