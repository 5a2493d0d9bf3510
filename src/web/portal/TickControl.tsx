import { Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ChoiceButtons } from './ChoiceButtons';
import { newRequestId } from './portal-api';
import { usePortalText } from './portal-language';
import { TICK_STATUSES, type TickStatus } from './portal-types';
import { addTick, closedStateOf } from './tick-queue';

export type ShownTick = {
  status: TickStatus;
  note: string | null;
  state: 'saved' | 'pending' | 'failed';
  reason?: string;
};

const NOTE_MAX = 200;

/**
 * Eaten / Partly / Skipped / Swapped for one meal on one day: saved on the phone at once and sent
 * (tick-queue.ts); Swapped asks what was had instead before it is kept.
 */
export function TickControl({
  token,
  mealId,
  mealName,
  date,
  dateLabel,
  tick,
}: {
  token: string;
  mealId: number;
  mealName: string;
  date: string;
  dateLabel: string;
  tick: ShownTick | undefined;
}) {
  const { t } = usePortalText();
  const [choice, setChoice] = useState<TickStatus | null>(null);
  const [note, setNote] = useState(tick?.note ?? '');
  const [noteError, setNoteError] = useState<string | null>(null);
  const shown = choice ?? tick?.status ?? null;
  const asking = shown === 'swapped' && (choice === 'swapped' || tick?.status !== 'swapped');

  const keep = (status: TickStatus, withNote: string | null) => {
    addTick(token, {
      request_id: newRequestId(),
      meal_id: mealId,
      date,
      status,
      note: withNote,
      label: `${mealName}, ${dateLabel}`,
    });
    setChoice(null);
  };

  const choose = (status: TickStatus) => {
    if (status === 'swapped') {
      setChoice('swapped');
      return;
    }
    keep(status, null);
  };

  const saveNote = () => {
    const trimmed = note.trim();
    if (!trimmed) {
      setNoteError(t('swapNoteRequired'));
      return;
    }
    setNoteError(null);
    keep('swapped', trimmed);
  };

  const stateLine =
    choice === 'swapped' || !tick
      ? null
      : tick.state === 'saved'
        ? t('tickSaved')
        : tick.state === 'pending'
          ? t('tickPending')
          : t('tickFailed', {
              reason: closedStateOf(tick.reason) ? t('linkClosedReason') : (tick.reason ?? ''),
            });

  return (
    <div>
      <Box mt="sm">
        <ChoiceButtons
          label={t('whatDidYouEat', { meal: mealName })}
          value={shown}
          onChange={choose}
          options={TICK_STATUSES.map((s) => ({ value: s, label: t(s) }))}
          testId={`tick-${mealId}`}
        />
      </Box>
      {asking ? (
        <Group align="flex-start" gap="xs" mt="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('swapNote')}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={noteError}
          />
          <Button mt={25} onClick={saveNote}>
            {t('swapNoteSave')}
          </Button>
        </Group>
      ) : tick?.status === 'swapped' && tick.note ? (
        <Text size="sm" mt={4}>
          {tick.note}
        </Text>
      ) : null}
      {stateLine ? (
        <Text
          size="sm"
          mt={4}
          c={tick?.state === 'failed' ? 'red.9' : tick?.state === 'pending' ? 'orange.9' : 'teal.9'}
          role="status"
          data-testid={`tick-state-${mealId}`}
        >
          {stateLine}
        </Text>
      ) : null}
    </div>
  );
}
