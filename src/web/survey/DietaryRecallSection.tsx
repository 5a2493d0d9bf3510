import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MealTypeOption, RecallRow } from '../../shared/survey';
import { mealTypeIn, surveyMessageIn } from '../../shared/survey-messages-hindi';
import { NEW_ROW_TIME, RECALL_TIMES, recallSortKey, SURVEY_MESSAGES } from '../../shared/survey-options';
import type { ApiError } from '../lib/api';
import { useSurveyLanguage } from './survey-language';
import { confirmTimeLabel, sectionText, timeIn, timeQuestion } from './survey-words';

/**
 * A row being edited: saved rows carry their id; new rows a local key. `timeUntouched`: the time
 * is the default the row came with, and the client has not changed or confirmed it yet.
 */
export type EditableRecallRow = {
  key: string;
  id?: number;
  type: string;
  time: string;
  description: string;
  timeUntouched?: boolean;
};

type Props = {
  rows: RecallRow[];
  mealTypes: MealTypeOption[];
  readOnly: boolean;
  /** The client's page adds the mandatory meal types by itself; the nutritionist's side panel does not. */
  addMandatory: boolean;
  duplicateMessage: string;
  /**
   * The client's page (issue 25): rows save as the client types, like every other answer, and
   * a default time left untouched is asked about before the row is saved.
   */
  asClient?: boolean;
  /** Answers the rows as saved (with the ids of new ones). */
  onSave: (rows: EditableRecallRow[]) => Promise<{ data: RecallRow[] }>;
  onDelete: (id: number) => Promise<unknown>;
  saving: boolean;
  idPrefix: string;
};

let counter = 0;
const newKey = () => `r${++counter}`;

function startingRows(
  rows: RecallRow[],
  mealTypes: MealTypeOption[],
  addMandatory: boolean,
): EditableRecallRow[] {
  const saved = rows.map((r) => ({
    key: `s${r.id}`,
    id: r.id,
    type: r.type,
    time: r.time,
    description: r.description,
  }));
  if (!addMandatory) return saved;
  return [...saved, ...mandatoryRows(mealTypes, saved)];
}

/** SPEC §4: the category's mandatory meal types are there from the start, at their default times. */
function mandatoryRows(mealTypes: MealTypeOption[], present: { type: string }[]): EditableRecallRow[] {
  return mealTypes
    .filter((m) => m.mandatory && !present.some((r) => r.type === m.meal_type))
    .map((m) => ({
      key: newKey(),
      type: m.meal_type,
      time: m.default_time ?? '',
      description: '',
      timeUntouched: Boolean(m.default_time),
    }));
}

/**
 * The server's rows merged into the rows being edited: a row the client is typing in keeps what
 * is typed (a save that comes back must not undo the letters typed meanwhile) and takes the id
 * the server gave it; `sent` says which type and time each new row was saved under.
 */
function mergeSaved(
  current: EditableRecallRow[],
  saved: RecallRow[],
  sent: Map<string, { type: string; time: string }>,
): EditableRecallRow[] {
  const taken = new Set<number>();
  const merged: EditableRecallRow[] = [];
  for (const row of current) {
    if (row.id) {
      if (!saved.some((s) => s.id === row.id)) continue; // deleted meanwhile
      taken.add(row.id);
      merged.push(row);
      continue;
    }
    const as = sent.get(row.key) ?? row;
    const match = saved.find((s) => !taken.has(s.id) && s.type === as.type && s.time === as.time);
    if (match) taken.add(match.id);
    merged.push(match ? { ...row, id: match.id } : row);
  }
  for (const s of saved)
    if (!taken.has(s.id))
      merged.push({ key: `s${s.id}`, id: s.id, type: s.type, time: s.time, description: s.description });
  return merged;
}

/** How long typing pauses before the rows are saved (the other answers wait as long). */
const AUTOSAVE_MS = 1500;

const sorted = (rows: EditableRecallRow[]) => [...rows].sort((a, b) => recallSortKey(a) - recallSortKey(b));

/**
 * The dietary recall (SPEC §4, §5): rows of meal type, time and description, sorted by time.
 * Complete rows are saved; an empty list, an incomplete row or a repeated type and time is refused
 * with the SPEC message. A new row with neither type nor description is dropped without a word.
 * On the client's page (`asClient`) complete rows also save after a pause in typing, and a row
 * whose default time was never touched asks "Is 8:00 AM right for Breakfast?" before it is saved.
 */
export function DietaryRecallSection({
  rows,
  mealTypes,
  readOnly,
  addMandatory,
  duplicateMessage,
  asClient = false,
  onSave,
  onDelete,
  saving,
  idPrefix,
}: Props) {
  const [editing, setEditing] = useState(() => sorted(startingRows(rows, mealTypes, addMandatory)));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [autoStatus, setAutoStatus] = useState<string | null>(null);
  // The latest rows for a save that runs after a pause; what each new row was last sent as.
  const latest = useRef(editing);
  latest.current = editing;
  const sent = useRef(new Map<string, { type: string; time: string }>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // One save at a time: a change during a save is saved right after it (never twice as new).
  const inFlight = useRef<Promise<{ data: RecallRow[] }> | null>(null);
  const again = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const mandatory = useMemo(
    () => new Set(mealTypes.filter((m) => m.mandatory).map((m) => m.meal_type)),
    [mealTypes],
  );
  // The client's page in Hindi (its provider); the nutritionist's panel has none and stays English.
  const lang = useSurveyLanguage();
  const say = (key: Parameters<typeof sectionText>[1], values?: Record<string, string | number>) =>
    sectionText(lang, key, values);
  const translated = (text: string) => surveyMessageIn(lang, text);
  const typeName = (type: string) => mealTypeIn(lang, type);
  // The stored value stays the practice's English meal type; only the label changes.
  const typeOptions = mealTypes.map((m) => ({ value: m.meal_type, label: typeName(m.meal_type) }));
  const timeOptions = useMemo(() => RECALL_TIMES.map((t) => ({ value: t, label: timeIn(lang, t) })), [lang]);

  // Saved rows from the server join the edited ones (what is being typed stays).
  useEffect(() => {
    setEditing((current) => {
      // In the order shown: a row does not jump away while the client types in it (Save sorts).
      const merged = mergeSaved(current, rows, sent.current);
      return [...merged, ...(addMandatory ? mandatoryRows(mealTypes, merged) : [])];
    });
  }, [rows, mealTypes, addMandatory]);

  const change = (key: string, patch: Partial<EditableRecallRow>) => {
    setMessage(null);
    setEditing((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    if (!asClient) return;
    setAutoStatus(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void autoSave();
    }, AUTOSAVE_MS);
  };

  /**
   * The rows a save sends: every complete one. A default time the client has not answered about
   * is saved too (issue 34: rows waiting for a "Yes" were lost on a reload); the question stays
   * on screen until answered, and the defaults are times most clients keep (decision 193).
   */
  const ready = (list: EditableRecallRow[]) => list.filter((r) => r.type && r.time && r.description.trim());

  // A phone that leaves the page (reload, switch app) saves what waits for the typing pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: autoSave reads refs; one listener for the page's life
  useEffect(() => {
    if (!asClient) return;
    const flush = () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      void autoSave();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [asClient]);

  async function send(list: EditableRecallRow[]) {
    for (const r of list) if (!r.id) sent.current.set(r.key, { type: r.type, time: r.time });
    const saving = onSave(list);
    inFlight.current = saving;
    try {
      const { data } = await saving;
      // The new rows take their ids now, so the next save updates them instead of adding twice.
      latest.current = mergeSaved(latest.current, data, sent.current);
      setEditing((current) => mergeSaved(current, data, sent.current));
    } finally {
      inFlight.current = null;
    }
  }

  /** Saves what is ready after a pause in typing, quietly: no complaint about rows still being filled. */
  async function autoSave() {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const list = ready(latest.current);
    const seen = new Set(list.map((r) => `${r.type}|${r.time}`));
    if (!list.length) return;
    if (seen.size < list.length) return setMessage({ ok: false, text: translated(duplicateMessage) });
    setAutoStatus(say('saving'));
    try {
      await send(list);
      setAutoStatus(say('saved'));
    } catch (error) {
      setAutoStatus(null);
      setMessage({ ok: false, text: (error as ApiError).message });
    }
    if (again.current) {
      again.current = false;
      await autoSave();
    }
  }

  async function save() {
    setMessage(null);
    if (timer.current) clearTimeout(timer.current);
    // After a save still running: the rows as it left them (new ones with their ids).
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    // A new row with neither type nor description is dropped without a word (SPEC §5).
    const kept = latest.current.filter((r) => r.id || r.type || r.description.trim());
    const complete = kept.filter((r) => r.type && r.time && r.description.trim());
    const incomplete = kept.length - complete.length;
    if (!kept.length) return setMessage({ ok: false, text: translated(SURVEY_MESSAGES.emptyRecall) });
    const seen = new Set<string>();
    for (const r of complete) {
      const key = `${r.type}|${r.time}`;
      if (seen.has(key)) return setMessage({ ok: false, text: translated(duplicateMessage) });
      seen.add(key);
    }
    setEditing(sorted(kept));
    if (complete.length) {
      try {
        await send(complete);
      } catch (error) {
        return setMessage({ ok: false, text: (error as ApiError).message });
      }
    }
    // Complete rows are saved; an incomplete one waits, and says so.
    setMessage(
      incomplete
        ? { ok: false, text: translated(SURVEY_MESSAGES.incompleteRecall) }
        : { ok: true, text: translated(SURVEY_MESSAGES.mealListSaved) },
    );
  }

  async function remove(row: EditableRecallRow) {
    setMessage(null);
    if (!row.id) {
      setEditing((current) => current.filter((r) => r.key !== row.key));
      return;
    }
    try {
      await onDelete(row.id);
      setEditing((current) => current.filter((r) => r.key !== row.key));
      setMessage({ ok: true, text: translated(SURVEY_MESSAGES.mealRowDeleted) });
    } catch (error) {
      setMessage({ ok: false, text: (error as ApiError).message });
    }
  }

  if (readOnly && !rows.length)
    return (
      <Text size="sm" c="gray.7">
        {translated(SURVEY_MESSAGES.noMealTimes)}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid={`${idPrefix}-recall`}>
      {editing.map((row, i) => {
        const locked =
          addMandatory && mandatory.has(row.type) && !editing.some((o) => o !== row && o.type === row.type);
        return (
          <Paper
            key={row.key}
            withBorder
            p="sm"
            data-testid={`${idPrefix}-recall-row`}
            data-meal-type={row.type}
            data-saved={row.id ? 'yes' : 'no'}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label={say('mealType')}
                data={typeOptions}
                value={row.type || null}
                onChange={(v) => change(row.key, { type: v ?? '' })}
                disabled={readOnly || locked}
                allowDeselect={false}
                style={{ flex: '1 1 150px' }}
                aria-label={say('mealTypeOfRow', { n: i + 1 })}
              />
              <Select
                label={say('time')}
                data={timeOptions}
                value={row.time || null}
                onChange={(v) => change(row.key, { time: v ?? '', timeUntouched: false })}
                disabled={readOnly}
                searchable
                allowDeselect={false}
                placeholder={say('chooseTime')}
                id={`${idPrefix}-recall-time-${row.key}`}
                style={{ flex: '1 1 120px' }}
                aria-label={say('timeOfRow', { n: i + 1 })}
              />
              {!readOnly && !locked && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => remove(row)}
                  aria-label={say('deleteRow', { type: row.type ? typeName(row.type) : say('newRow') })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            <Textarea
              mt="xs"
              label={say('whatYouEat')}
              placeholder={translated(SURVEY_MESSAGES.recallPlaceholder)}
              autosize
              minRows={1}
              value={row.description}
              onChange={(e) => change(row.key, { description: e.currentTarget.value })}
              disabled={readOnly}
              aria-label={say('descriptionOfRow', { n: i + 1 })}
              data-recall-description={row.type}
            />
            {asClient && row.timeUntouched && !readOnly && (
              // A question with two answers that look like buttons (issue 34: the old green
              // "Yes, 04:00 AM" read as a label).
              <Group gap="xs" mt={6} data-testid={`${idPrefix}-recall-time-question`}>
                <Text size="sm" fw={500} style={{ flex: '1 1 100%' }}>
                  {timeQuestion(lang, row.type, typeName(row.type), row.time)}
                </Text>
                <Button
                  size="compact-sm"
                  variant="outline"
                  onClick={() => change(row.key, { timeUntouched: false })}
                  aria-label={confirmTimeLabel(
                    lang,
                    row.time,
                    typeName(row.type) || say('row', { n: i + 1 }),
                  )}
                >
                  {say('yes')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    const time = document.getElementById(`${idPrefix}-recall-time-${row.key}`);
                    time?.focus();
                    time?.click();
                  }}
                  aria-label={say('changeTimeFor', {
                    change: say('changeTime'),
                    type: typeName(row.type) || say('row', { n: i + 1 }),
                  })}
                >
                  {say('changeTime')}
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
      {!readOnly && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              setEditing((current) => [
                ...current,
                { key: newKey(), type: '', time: NEW_ROW_TIME, description: '', timeUntouched: asClient },
              ])
            }
          >
            {say('addMeal')}
          </Button>
          <Button onClick={save} loading={saving} data-testid={`${idPrefix}-recall-save`}>
            {say('saveMealList')}
          </Button>
        </Group>
      )}
      {asClient && autoStatus && !message && (
        <Text size="sm" fw={600} c="teal.9" aria-live="polite" data-testid={`${idPrefix}-recall-status`}>
          {autoStatus}
        </Text>
      )}
      {message && (
        <Alert
          color={message.ok ? 'teal' : 'red'}
          role={message.ok ? 'status' : 'alert'}
          data-testid={`${idPrefix}-recall-message`}
        >
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
