/**
 * The toast of a plan write with its Undo action (issue 54 point 2): the server's message and a
 * button that takes the plan's last write back (POST /api/v1/diet/plan/undo), then reads the plan
 * again. Ctrl+Z (⌘Z) on the planner does the same while no field has the focus.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { afterRestore, undoLastWrite } from './plan-history-queries';

let sequence = 0;

/** Takes back the plan's last write and says what was undone (or why not). */
export async function undoPlanWrite(planId: number): Promise<void> {
  try {
    const { message } = await undoLastWrite(planId);
    notifySuccess(message);
  } catch (error) {
    notifyFailure(error);
  } finally {
    await afterRestore(queryClient, planId);
  }
}

/** The success toast of a plan write, with Undo. */
export function notifyWritten(planId: number, message: string) {
  const id = `plan-write-${++sequence}`;
  void queryClient.invalidateQueries({ queryKey: ['plan-versions', planId] });
  notifications.show({
    id,
    color: 'teal',
    autoClose: 8000,
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="teal.9"
          onClick={() => {
            notifications.hide(id);
            void undoPlanWrite(planId);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
