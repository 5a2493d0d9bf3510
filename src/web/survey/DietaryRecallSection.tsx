import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { MealTypeOption, RecallRow } from '../../shared/survey';
import {
  NEW_ROW_TIME,
  RECALL_TIMES,
  recallSortKey,
  SURVEY_MESSAGES,
  time12,
} from '../../shared/survey-options';
import type { ApiError } from '../lib/api';

/** A row being edited: saved rows carry their id; new rows a local key. */
export type EditableRecallRow = { key: string; id?: number; type: string; time: string; description: string };

type Props = {
  rows: RecallRow[];
  mealTypes: MealTypeOption[];
  readOnly: boolean;
  /** The client's page adds the mandatory meal types by itself; the nutritionist's side panel does not. */
  addMandatory: boolean;
  duplicateMessage: string;
  onSave: (rows: EditableRecallRow[]) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  saving: boolean;
  idPrefix: string;
};

let counter = 0;
const newKey = () => `r${++counter}`;
const timeOptions = RECALL_TIMES.map((t) => ({ value: t, label: time12(t) }));

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
  // SPEC §4: the category's mandatory meal types are there from the start, at their default times.
  const missing = mealTypes
    .filter((m) => m.mandatory && !rows.some((r) => r.type === m.meal_type))
    .map((m) => ({ key: newKey(), type: m.meal_type, time: m.default_time ?? '', description: '' }));
  return [...saved, ...missing];
}

const sorted = (rows: EditableRecallRow[]) => [...rows].sort((a, b) => recallSortKey(a) - recallSortKey(b));

/**
 * The dietary recall (SPEC §4, §5): rows of meal type, time and description, sorted by time.
 * Complete rows are saved; an empty list, an incomplete row or a repeated type and time is refused
 * with the SPEC message. A new row with neither type nor description is dropped without a word.
 */
export function DietaryRecallSection({
  rows,
  mealTypes,
  readOnly,
  addMandatory,
  duplicateMessage,
  onSave,
  onDelete,
  saving,
  idPrefix,
}: Props) {
  const [editing, setEditing] = useState(() => sorted(startingRows(rows, mealTypes, addMandatory)));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const mandatory = useMemo(
    () => new Set(mealTypes.filter((m) => m.mandatory).map((m) => m.meal_type)),
    [mealTypes],
  );
  const typeOptions = mealTypes.map((m) => m.meal_type);

  // Saved rows from the server replace the edited ones (new unsaved rows stay).
  useEffect(() => {
    setEditing((current) => {
      const unsaved = current.filter(
        (r) => !r.id && !rows.some((s) => s.type === r.type && s.time === r.time),
      );
      const fromServer = startingRows(rows, mealTypes, false);
      const stillMissing = addMandatory
        ? mealTypes
            .filter((m) => m.mandatory && ![...fromServer, ...unsaved].some((r) => r.type === m.meal_type))
            .map((m) => ({ key: newKey(), type: m.meal_type, time: m.default_time ?? '', description: '' }))
        : [];
      return sorted([...fromServer, ...unsaved, ...stillMissing]);
    });
  }, [rows, mealTypes, addMandatory]);

  const change = (key: string, patch: Partial<EditableRecallRow>) => {
    setMessage(null);
    setEditing((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  async function save() {
    setMessage(null);
    // A new row with neither type nor description is dropped without a word (SPEC §5).
    const kept = editing.filter((r) => r.id || r.type || r.description.trim());
    const complete = kept.filter((r) => r.type && r.time && r.description.trim());
    const incomplete = kept.length - complete.length;
    if (!kept.length) return setMessage({ ok: false, text: SURVEY_MESSAGES.emptyRecall });
    const seen = new Set<string>();
    for (const r of complete) {
      const key = `${r.type}|${r.time}`;
      if (seen.has(key)) return setMessage({ ok: false, text: duplicateMessage });
      seen.add(key);
    }
    setEditing(sorted(kept));
    if (complete.length) {
      try {
        await onSave(complete);
      } catch (error) {
        return setMessage({ ok: false, text: (error as ApiError).message });
      }
    }
    // Complete rows are saved; an incomplete one waits, and says so.
    setMessage(
      incomplete
        ? { ok: false, text: SURVEY_MESSAGES.incompleteRecall }
        : { ok: true, text: SURVEY_MESSAGES.mealListSaved },
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
      setMessage({ ok: true, text: SURVEY_MESSAGES.mealRowDeleted });
    } catch (error) {
      setMessage({ ok: false, text: (error as ApiError).message });
    }
  }

  if (readOnly && !rows.length)
    return (
      <Text size="sm" c="gray.7">
        {SURVEY_MESSAGES.noMealTimes}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid={`${idPrefix}-recall`}>
      {editing.map((row, i) => {
        const locked =
          addMandatory && mandatory.has(row.type) && !editing.some((o) => o !== row && o.type === row.type);
        return (
          <Paper key={row.key} withBorder p="sm" data-testid={`${idPrefix}-recall-row`}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label="Meal type"
                data={typeOptions}
                value={row.type || null}
                onChange={(v) => change(row.key, { type: v ?? '' })}
                disabled={readOnly || locked}
                allowDeselect={false}
                style={{ flex: '1 1 150px' }}
                aria-label={`Meal type of row ${i + 1}`}
              />
              <Select
                label="Time"
                data={timeOptions}
                value={row.time || null}
                onChange={(v) => change(row.key, { time: v ?? '' })}
                disabled={readOnly}
                searchable
                allowDeselect={false}
                placeholder="Choose a time"
                style={{ flex: '1 1 120px' }}
                aria-label={`Time of row ${i + 1}`}
              />
              {!readOnly && !locked && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => remove(row)}
                  aria-label={`Delete ${row.type || 'new'} meal row`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            <Textarea
              mt="xs"
              label="What you eat and drink"
              placeholder={SURVEY_MESSAGES.recallPlaceholder}
              autosize
              minRows={1}
              value={row.description}
              onChange={(e) => change(row.key, { description: e.currentTarget.value })}
              disabled={readOnly}
              aria-label={`Description of row ${i + 1}`}
            />
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
                { key: newKey(), type: '', time: NEW_ROW_TIME, description: '' },
              ])
            }
          >
            Add Meal
          </Button>
          <Button onClick={save} loading={saving} data-testid={`${idPrefix}-recall-save`}>
            Save Meal List
          </Button>
        </Group>
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
