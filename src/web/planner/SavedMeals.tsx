import { Alert, Button, Checkbox, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CUSTOM_TIMING } from '../../shared/plan-options';
import { ApiError, formMessage } from '../lib/api';
import { notifySuccess } from '../lib/notify';
import type { EditorItem, MealDraft } from './meal-editor';
import { useCreateSavedMeal, useInsertSavedMeal, useSavedMeals } from './saved-meals-queries';
import { notifyWritten } from './undo-toast';

/**
 * Insert saved meal (issue 54 point 3, decision 302): an empty new meal takes a saved thali in one
 * choice. The server writes it through the plan gate (a food this client must not have is refused,
 * named) and the toast carries Undo like every plan write.
 */
export function InsertSavedMeal({
  draft,
  planId,
  packageId,
  onInserted,
}: {
  draft: MealDraft;
  planId: number;
  packageId: number;
  onInserted: () => void;
}) {
  const saved = useSavedMeals(true);
  const insert = useInsertSavedMeal(planId);
  const [error, setError] = useState<string | null>(null);
  const options = (saved.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} · ${m.items.length} ${m.items.length === 1 ? 'food' : 'foods'}${m.mine ? '' : ` · ${m.owner}`}`,
  }));
  const choose = (value: string | null) => {
    if (!value) return;
    setError(null);
    insert.mutate(
      {
        plan_id: planId,
        package_id: packageId,
        saved_meal_id: Number(value),
        day: draft.day,
        time: `${draft.hh}:${draft.mm}`,
        hypothetical_time: draft.hypothetical_time || CUSTOM_TIMING,
      },
      {
        onSuccess: ({ message }) => {
          notifyWritten(planId, message);
          onInserted();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  if (saved.isSuccess && options.length === 0) return null;
  return (
    <Select
      label="Insert a saved meal"
      placeholder={saved.isPending ? 'Loading saved meals…' : 'Choose a saved meal'}
      data={options}
      value={null}
      onChange={choose}
      searchable
      disabled={insert.isPending}
      comboboxProps={{ withinPortal: false }}
      nothingFoundMessage="No saved meal by that name"
      error={error}
    />
  );
}

/** Save as meal: the editor's foods with their measures, named, private or shared in the practice. */
export function SaveAsMeal({ items }: { items: EditorItem[] }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSavedMeal();
  if (!open)
    return (
      <Button variant="default" onClick={() => setOpen(true)} disabled={items.length === 0}>
        Save as meal
      </Button>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        shared,
        items: items.map((i) => ({
          id: i.food_item_id,
          qty: Number(i.quantity) || 0,
          measure_label: i.measureLabel || null,
          measure_count: i.measureLabel ? (i.measureCount ?? null) : null,
        })),
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setOpen(false);
          setName('');
          setErrors({});
        },
        onError: (e) => setErrors(e instanceof ApiError ? e.fieldErrors : {}),
      },
    );
  };
  const problem = formMessage(create.error) ?? errors.items;
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      p="sm"
      radius="md"
      w="100%"
      data-testid="save-as-meal"
    >
      <Stack gap="xs">
        <TextInput
          label="Name of the saved meal"
          placeholder="e.g. South Indian lunch thali"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors({});
            create.reset();
          }}
          error={errors.name}
          data-autofocus
        />
        <Checkbox
          label="Share with the practice's nutritionists"
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" color="teal.9" loading={create.isPending}>
            Save the meal
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
