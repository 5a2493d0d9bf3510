import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WorkoutRow } from '../../shared/survey';
import {
  DAYS,
  type Day,
  SURVEY_MESSAGES,
  schedulesOverlap,
  TRAINING,
  time12,
  WEEKDAYS,
  WEEKENDS,
  WORKOUT_TIMES,
  type WorkoutCategory,
  type WorkoutDays,
  workoutClock,
} from '../../shared/survey-options';
import type { ApiError } from '../lib/api';
import { useDeleteWorkout, useNoneFlags, useSaveWorkout } from './survey-queries';

const DAY_LABEL: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
const NO_DAYS = Object.fromEntries(DAYS.map((d) => [d, false])) as WorkoutDays;

export const daysText = (row: WorkoutDays) => {
  const on = DAYS.filter((d) => row[d]);
  if (on.length === 7) return 'Every day';
  if (on.length === 5 && WEEKDAYS.every((d) => row[d])) return 'Weekdays';
  if (on.length === 2 && WEEKENDS.every((d) => row[d])) return 'Weekends';
  return on.map((d) => DAY_LABEL[d]).join(', ');
};

type Draft = { id?: number; routine_type: string; start_time: string; end_time: string } & WorkoutDays;
const EMPTY: Draft = { routine_type: '', start_time: '', end_time: '', ...NO_DAYS };

type Props = {
  token: string;
  category: WorkoutCategory;
  routines: string[];
  rows: WorkoutRow[];
  /** Every schedule of the package: overlaps are checked across both sections. */
  allRows: WorkoutRow[];
  none: boolean;
  readOnly: boolean;
};

/**
 * A training or general-fitness schedule (SPEC §4, §5): an Add/Edit form with routine type, times
 * in 15-minute steps from 04:00 AM and day toggles; the 'none' checkbox marks the section empty.
 */
export function WorkoutSection({ token, category, routines, rows, allRows, none, readOnly }: Props) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { create, edit } = useSaveWorkout(token);
  const remove = useDeleteWorkout(token);
  const flags = useNoneFlags(token);
  const isTraining = category === TRAINING;
  const noneLabel = isTraining ? 'No Sports Training' : 'No Exercise/Training';
  const prefix = isTraining ? 'training' : 'workout';
  // Shown at once; the server's value takes over when it next answers.
  const [localNone, setLocalNone] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server value replaces the local one.
  useEffect(() => setLocalNone(null), [none]);
  const shownNone = localNone ?? none;

  const patch = (p: Partial<Draft>) => {
    setErrors({});
    setDraft((d) => (d ? { ...d, ...p } : d));
  };
  const setDays = (days: readonly Day[], on: boolean, exclusive?: readonly Day[]) => {
    const next: Partial<Draft> = {};
    for (const d of days) next[d] = on;
    if (on && exclusive) for (const d of exclusive) next[d] = false;
    patch(next);
  };

  async function save() {
    if (!draft) return;
    const found: Record<string, string> = {};
    if (!draft.routine_type) found.routine_type = SURVEY_MESSAGES.routineType;
    if (!draft.start_time || !draft.end_time) found.time = SURVEY_MESSAGES.time;
    if (!DAYS.some((d) => draft[d])) found.days = SURVEY_MESSAGES.days;
    if (Object.keys(found).length) return setErrors(found);
    const clash = allRows.some((r) => r.id !== draft.id && schedulesOverlap(r, draft));
    if (clash && !window.confirm(SURVEY_MESSAGES.overlap)) return;
    const mutation = draft.id ? edit : create;
    try {
      await mutation.mutateAsync({ ...draft, category });
      setDraft(null);
      setMessage(null);
    } catch (error) {
      const e = error as ApiError;
      setErrors(e.fieldErrors);
      setMessage(Object.keys(e.fieldErrors).length ? null : e.message);
    }
  }

  const startOptions = WORKOUT_TIMES.map((t) => ({ value: t, label: time12(t) }));
  const endOptions = draft?.start_time
    ? WORKOUT_TIMES.filter((t) => workoutClock(t) > workoutClock(draft.start_time)).map((t) => ({
        value: t,
        label: time12(t),
      }))
    : [];
  const allOn = draft ? DAYS.every((d) => draft[d]) : false;
  const weekdaysOnly = draft ? WEEKDAYS.every((d) => draft[d]) && WEEKENDS.every((d) => !draft[d]) : false;
  const weekendsOnly = draft ? WEEKENDS.every((d) => draft[d]) && WEEKDAYS.every((d) => !draft[d]) : false;

  return (
    <Stack gap="sm" data-testid={`${prefix}-section`}>
      <Checkbox
        label={noneLabel}
        checked={shownNone}
        disabled={readOnly}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          setLocalNone(checked);
          flags.mutate(isTraining ? { training: checked } : { workout: checked });
        }}
      />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder data-testid={`${prefix}-rows`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Routine</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Days</Table.Th>
                {!readOnly && <Table.Th>Action</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.routine_type}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {time12(r.start_time)} – {time12(r.end_time)}
                  </Table.Td>
                  <Table.Td>{daysText(r)}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${r.routine_type}`}
                          onClick={() => {
                            setErrors({});
                            setDraft({ ...r });
                          }}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${r.routine_type}`}
                          onClick={() => remove.mutate({ id: r.id })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && !shownNone && !draft && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDraft({ ...EMPTY })}
          style={{ alignSelf: 'flex-start' }}
          data-testid={`${prefix}-add`}
        >
          Add {isTraining ? 'Training' : 'Exercise'}
        </Button>
      )}
      {draft && !readOnly && (
        <Paper withBorder p="sm" data-testid={`${prefix}-form`}>
          <Stack gap="xs">
            <Select
              label="Routine type"
              data={routines}
              value={draft.routine_type || null}
              onChange={(v) => patch({ routine_type: v ?? '' })}
              error={errors.routine_type}
              allowDeselect={false}
            />
            <Group grow gap="xs" align="flex-start">
              <Select
                label="Start time"
                data={startOptions}
                value={draft.start_time || null}
                onChange={(v) => patch({ start_time: v ?? '', end_time: '' })}
                disabled={!draft.routine_type}
                error={errors.time && !draft.start_time ? errors.time : undefined}
                searchable
                allowDeselect={false}
              />
              <Select
                label="End time"
                data={endOptions}
                value={draft.end_time || null}
                onChange={(v) => patch({ end_time: v ?? '' })}
                disabled={!draft.start_time}
                error={
                  (errors.time && draft.start_time && !draft.end_time ? errors.time : undefined) ??
                  errors.end_time
                }
                searchable
                allowDeselect={false}
              />
            </Group>
            <Group gap="md">
              <Checkbox
                label={allOn ? 'Uncheck All' : 'Check All'}
                checked={allOn}
                onChange={() => setDays(DAYS, !allOn)}
              />
              <Checkbox
                label="Weekdays"
                checked={weekdaysOnly}
                onChange={(e) => setDays(WEEKDAYS, e.currentTarget.checked, WEEKENDS)}
              />
              <Checkbox
                label="Weekends"
                checked={weekendsOnly}
                onChange={(e) => setDays(WEEKENDS, e.currentTarget.checked, WEEKDAYS)}
              />
            </Group>
            <Group gap="sm">
              {DAYS.map((d) => (
                <Checkbox
                  key={d}
                  label={DAY_LABEL[d]}
                  checked={draft[d]}
                  onChange={(e) => patch({ [d]: e.currentTarget.checked })}
                />
              ))}
            </Group>
            {errors.days && (
              <Text size="sm" c="red.9" role="alert">
                {errors.days}
              </Text>
            )}
            <Group gap="sm">
              <Button
                onClick={save}
                loading={create.isPending || edit.isPending}
                data-testid={`${prefix}-save`}
              >
                {draft.id ? 'Update' : 'Save'}
              </Button>
              {draft.id && (
                <Button variant="default" onClick={() => setDraft(null)}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
