import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MODAL_WIDTH } from '../components/FormModal';
import type { GridDay } from './grid-types';

type Props = {
  /** The day whose meals are copied; null = closed. */
  source: GridDay | null;
  days: GridDay[];
  onClose: () => void;
  /** Answers what the dialog shows under its list, or null when the copy was made. */
  onCopy: (sourceDay: number, targetDays: number[]) => Promise<string | null>;
};

/**
 * "Copy day to…" (issue 54 point 3, decision 302): a day's meals into any of the plan's other days
 * in one action. Days that hold meals say so here; the question before replacing them is asked
 * once, naming them (usePlannerActions), and the copy can be undone from its message.
 */
export function CopyDaysModal({ source, days, onClose, onCopy }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh choice each time a day is opened
  useEffect(() => {
    setChosen([]);
    setError(null);
  }, [source]);
  const others = days.filter((d) => d.day !== source?.day);
  const emptyOnes = others.filter((d) => d.mealCount === 0).map((d) => String(d.day));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!source) return;
    if (!chosen.length) return setError('Please choose the days to copy into.');
    setSaving(true);
    const problem = await onCopy(source.day, chosen.map(Number));
    setSaving(false);
    if (problem) setError(problem);
    else onClose();
  }

  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={source ? `Copy ${source.name} to…` : ''}
      size={MODAL_WIDTH.narrow}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => setChosen(emptyOnes)}
              disabled={emptyOnes.length === 0}
            >
              Every empty day
            </Button>
            <Button variant="subtle" size="xs" onClick={() => setChosen([])} disabled={chosen.length === 0}>
              None
            </Button>
          </Group>
          <Checkbox.Group
            label="Days to copy into"
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setError(null);
            }}
            error={error}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
              {others.map((d) => (
                <Checkbox
                  key={d.day}
                  value={String(d.day)}
                  label={d.name}
                  description={
                    d.mealCount === 0
                      ? 'Empty'
                      : `${d.mealCount} ${d.mealCount === 1 ? 'meal' : 'meals'}, replaced`
                  }
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {others.length === 0 && (
            <Alert color="gray">This plan has one day. Add a day to copy this one into it.</Alert>
          )}
          <Text size="xs" c="gray.7">
            You can undo the copy from the message that follows or from History.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="teal.9" loading={saving} disabled={others.length === 0}>
              {chosen.length > 1 ? `Copy to ${chosen.length} days` : 'Copy'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
