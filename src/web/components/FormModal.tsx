import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Envelope } from '../lib/api';

/** SPEC §9 modal widths. */
export const MODAL_WIDTH = { wide: 635, medium: 600, narrow: 420, large: '75%' } as const;
export const CLOSE_AFTER_SUCCESS_MS = 2000;

type Props<V> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: number | string;
  form: UseFormReturnType<V>;
  /** Sends the values; the envelope decides success, field errors or a message. */
  submit: (values: V) => Promise<Envelope>;
  /** After a success: reload the list etc. The modal closes by itself 2000 ms later. */
  onSuccess?: (envelope: Envelope) => void;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * Add/edit modal of SPEC §4: submit disabled while saving, server field errors under their
 * fields (an edited field clears its error), success message then close after 2000 ms.
 */
export function FormModal<V>({
  opened,
  onClose,
  title,
  size = MODAL_WIDTH.wide,
  form,
  submit,
  onSuccess,
  submitLabel = 'Save',
  children,
}: Props<V>) {
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (opened) setMessage(null);
    return () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    };
  }, [opened]);

  const handleSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    setMessage(null);
    try {
      const envelope = await submit(values as V);
      if (envelope.success === 1) {
        setMessage({ kind: 'success', text: envelope.message });
        onSuccess?.(envelope);
        closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
        return;
      }
      const fieldErrors =
        envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, string>) : null;
      if (fieldErrors && Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      const unshown = fieldErrors
        ? Object.keys(fieldErrors).filter((k) => !(k in (form.getValues() as object)))
        : [];
      setMessage({
        kind: 'error',
        text: unshown.length ? unshown.map((k) => fieldErrors![k]).join(' ') : envelope.message,
      });
    } catch (error) {
      setMessage({ kind: 'error', text: (error as Error).message });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={!saving}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {/* Sticky: in a long form Save (and what the save answered) stays on screen at 900 px. */}
          <Stack
            gap="xs"
            pt="xs"
            pb="md"
            mb="-md"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-2)',
            }}
          >
            {message && (
              <Alert
                color={message.kind === 'success' ? 'teal' : 'red'}
                role={message.kind === 'error' ? 'alert' : 'status'}
                data-testid={`form-${message.kind}`}
              >
                {message.text}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={saving || message?.kind === 'success'}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
