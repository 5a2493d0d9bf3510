import { notifications, notificationsStore } from '@mantine/notifications';
import { ApiError } from './api';

const repeats = new Map<string, number>();

/**
 * The one toast of the web app. Its close button has a name (axe: button-name); the same message
 * again while it is still shown does not stack a second one: the first says how many times ('(×3)').
 */
export function toast(color: 'teal' | 'red', message: string) {
  const id = `${color}:${message}`;
  const shown = notificationsStore.getState().notifications.some((n) => n.id === id);
  const count = shown ? (repeats.get(id) ?? 1) + 1 : 1;
  repeats.set(id, count);
  const props = {
    id,
    color,
    message: count > 1 ? `${message} (×${count})` : message,
    closeButtonProps: { 'aria-label': 'Close notification' },
    onClose: () => repeats.delete(id),
  };
  if (shown) notifications.update(props);
  else notifications.show(props);
}

/** What a failed write says: the server's message, and its field messages when no field shows them. */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const detail = Object.values(error.fieldErrors).join(' ');
  return detail && detail !== error.message ? `${error.message} ${detail}` : error.message;
}

/** A write that has no form of its own (delete, create-and-open) says how it went in a toast. */
export const notifySuccess = (message: string) => toast('teal', message);
export const notifyFailure = (error: unknown) => toast('red', failureText(error));
