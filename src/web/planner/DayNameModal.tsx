import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MODAL_WIDTH } from '../components/FormModal';
import type { GridDay } from './grid-types';

/** Names a day of a custom-format plan (its day description). */
export function DayNameModal({
  day,
  onClose,
  onSave,
}: {
  day: GridDay | null;
  onClose: () => void;
  onSave: (day: number, text: string) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setText(day?.description ?? '');
    setError(null);
  }, [day]);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!day) return;
    setSaving(true);
    const problem = await onSave(day.day, text);
    setSaving(false);
    if (problem) setError(problem);
    else onClose();
  }
  return (
    <Modal
      opened={!!day}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Day Description"
      size={MODAL_WIDTH.narrow}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Day name / description"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="teal.9" type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
