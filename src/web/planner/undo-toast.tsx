/**
 * The toast of a plan write with its Undo action (issue 54 point 2): the server's message and a
 * button that takes the plan's last write back (POST /api/v1/diet/plan/undo), then reads the plan
 * again. Ctrl+Z (⌘Z) on the planner does the same while no field has the focus.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { afterRestore, undoLastWrite } from './plan-history-queries';

const repeats = new Map<string, number>();

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

/**
 * The success toast of a plan write, with Undo. The same message again while it is shown does not
 * stack a second toast, as the app's other toasts (lib/notify.ts): the first says '(×2)'; its Undo
 * takes back the last write.
 */
export function notifyWritten(planId: number, message: string) {
  const id = `plan-write:${planId}:${message}`;
  void queryClient.invalidateQueries({ queryKey: ['plan-versions', planId] });
  const shown = notificationsStore.getState().notifications.some((n) => n.id === id);
  const count = shown ? (repeats.get(id) ?? 1) + 1 : 1;
  repeats.set(id, count);
  const props = {
    id,
    color: 'teal',
    autoClose: 8000,
    closeButtonProps: { 'aria-label': 'Close notification' },
    onClose: () => repeats.delete(id),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{count > 1 ? `${message} (×${count})` : message}</Text>
        <Button
          size="compact-sm"
          // axe: the light teal.9 read 1.53:1 on its own tint; the default button is dark on white.
          variant="default"
          // A long message (a swap across the week) wraps; the button keeps its word whole.
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            void undoPlanWrite(planId);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  };
  if (shown) notifications.update(props);
  else notifications.show(props);
}
