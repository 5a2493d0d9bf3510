import { ActionIcon, Alert, Button, Checkbox, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WorkoutRow } from '../../shared/survey';
import type { SurveyLanguage } from '../../shared/survey-hindi';
import { routineIn, surveyMessageIn } from '../../shared/survey-messages-hindi';
import {
  DAYS,
  type Day,
  SURVEY_MESSAGES,
  schedulesOverlap,
  TRAINING,
  WEEKDAYS,
  WEEKENDS,
  WORKOUT_TIMES,
  type WorkoutCategory,
  type WorkoutDays,
  workoutClock,
} from '../../shared/survey-options';
import type { ApiError } from '../lib/api';
import { useSurveyLanguage } from './survey-language';
import { useDeleteWorkout, useNoneFlags, useSaveWorkout } from './survey-queries';
import { sectionText, timeIn } from './survey-words';

const NO_DAYS = Object.fromEntries(DAYS.map((d) => [d, false])) as WorkoutDays;

/** 'Every day', 'Weekdays', 'Mon, Wed' (the staff's answers view: English). */
export const daysText = (row: WorkoutDays, lang: SurveyLanguage = 'en') => {
  const on = DAYS.filter((d) => row[d]);
  if (on.length === 7) return sectionText(lang, 'everyDay');
  if (on.length === 5 && WEEKDAYS.every((d) => row[d])) return sectionText(lang, 'weekdays');
  if (on.length === 2 && WEEKENDS.every((d) => row[d])) return sectionText(lang, 'weekends');
  return on.map((d) => sectionText(lang, d)).join(', ');
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
  const lang = useSurveyLanguage();
  const say = (key: Parameters<typeof sectionText>[1], values?: Record<string, string>) =>
    sectionText(lang, key, values);
  const translated = (text: string) => surveyMessageIn(lang, text);
  const isTraining = category === TRAINING;
  const noneLabel = say(isTraining ? 'noTraining' : 'noExercise');
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
    if (!draft.routine_type) found.routine_type = translated(SURVEY_MESSAGES.routineType);
    if (!draft.start_time || !draft.end_time) found.time = translated(SURVEY_MESSAGES.time);
    if (!DAYS.some((d) => draft[d])) found.days = translated(SURVEY_MESSAGES.days);
    if (Object.keys(found).length) return setErrors(found);
    const clash = allRows.some((r) => r.id !== draft.id && schedulesOverlap(r, draft));
    if (clash && !window.confirm(translated(SURVEY_MESSAGES.overlap))) return;
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

  const startOptions = WORKOUT_TIMES.map((t) => ({ value: t, label: timeIn(lang, t) }));
  const endOptions = draft?.start_time
    ? WORKOUT_TIMES.filter((t) => workoutClock(t) > workoutClock(draft.start_time)).map((t) => ({
        value: t,
        label: timeIn(lang, t),
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
                <Table.Th>{say('routine')}</Table.Th>
                <Table.Th>{sectionText(lang, 'time')}</Table.Th>
                <Table.Th>{say('days')}</Table.Th>
                {!readOnly && <Table.Th>{say('action')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{routineIn(lang, r.routine_type)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {timeIn(lang, r.start_time)} – {timeIn(lang, r.end_time)}
                  </Table.Td>
                  <Table.Td>{daysText(r, lang)}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={say('editRoutine', { routine: routineIn(lang, r.routine_type) })}
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
                          aria-label={say('deleteRoutine', { routine: routineIn(lang, r.routine_type) })}
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
          {say(isTraining ? 'addTraining' : 'addExercise')}
        </Button>
      )}
      {draft && !readOnly && (
        <Paper withBorder p="sm" data-testid={`${prefix}-form`}>
          <Stack gap="xs">
            <Select
              label={say('routineType')}
              data={routines.map((r) => ({ value: r, label: routineIn(lang, r) }))}
              value={draft.routine_type || null}
              onChange={(v) => patch({ routine_type: v ?? '' })}
              error={errors.routine_type}
              allowDeselect={false}
            />
            <Group grow gap="xs" align="flex-start">
              <Select
                label={say('startTime')}
                data={startOptions}
                value={draft.start_time || null}
                onChange={(v) => patch({ start_time: v ?? '', end_time: '' })}
                disabled={!draft.routine_type}
                error={errors.time && !draft.start_time ? errors.time : undefined}
                searchable
                allowDeselect={false}
              />
              <Select
                label={say('endTime')}
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
                label={say(allOn ? 'uncheckAll' : 'checkAll')}
                checked={allOn}
                onChange={() => setDays(DAYS, !allOn)}
              />
              <Checkbox
                label={say('weekdays')}
                checked={weekdaysOnly}
                onChange={(e) => setDays(WEEKDAYS, e.currentTarget.checked, WEEKENDS)}
              />
              <Checkbox
                label={say('weekends')}
                checked={weekendsOnly}
                onChange={(e) => setDays(WEEKENDS, e.currentTarget.checked, WEEKDAYS)}
              />
            </Group>
            <Group gap="sm">
              {DAYS.map((d) => (
                <Checkbox
                  key={d}
                  label={say(d)}
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
                {say(draft.id ? 'update' : 'save')}
              </Button>
              {draft.id && (
                <Button variant="default" onClick={() => setDraft(null)}>
                  {say('cancel')}
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
