import { modals } from '@mantine/modals';

/**
 * Asks a yes/no question in Mantine's confirm modal; true only when the answer is the confirm
 * button (Cancel — "Keep it" when the action itself is a cancel —, Escape or a click outside answer
 * false). A 'Delete' button is red.
 */
export const confirm = (message: string, confirmLabel = 'OK') =>
  new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: 'Please confirm',
      // axe: the close button is an icon; it needs a name (as every modal of the app's).
      closeButtonProps: { 'aria-label': 'Close' },
      children: message,
      // "Cancel" beside "Cancel invoice" is two readings of one word: the way back says so instead.
      labels: { confirm: confirmLabel, cancel: /^cancel\b/i.test(confirmLabel) ? 'Keep it' : 'Cancel' },
      confirmProps: { color: confirmLabel === 'Delete' ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
