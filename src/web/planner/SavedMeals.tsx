import { Alert, Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { CUSTOM_TIMING } from '../../shared/plan-options';
import type { FilledMeal, InsertMode, SavedMealRow } from '../../shared/saved-meals';
import { MODAL_WIDTH } from '../components/FormModal';
import { ApiError, formMessage } from '../lib/api';
import { confirm } from '../lib/confirm';
import { failureText, notifyFailure, notifySuccess } from '../lib/notify';
import type { EditorItem, MealDraft } from './meal-editor';
import {
  useCreateSavedMeal,
  useDeleteSavedMeal,
  useInsertSavedMeal,
  useSavedMeals,
  useUpdateSavedMeal,
} from './saved-meals-queries';
import { notifyWritten } from './undo-toast';

/** The 409 of an insert into a meal that has foods: the meal and what it holds (decision 308). */
const filledMealOf = (error: unknown): FilledMeal | null => {
  const data =
    error instanceof ApiError ? (error.envelope?.data as { filled_meal?: FilledMeal } | null) : null;
  return data?.filled_meal ?? null;
};

/**
 * Asks once what to do with a meal that has foods: add the saved meal's foods to it, or put them
 * in place of its foods (named). Answers the mode, or null when the nutritionist went back.
 */
function chooseInsertMode(filled: FilledMeal, savedName: string): Promise<InsertMode | null> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (mode: InsertMode | null) => {
      if (answered) return;
      answered = true;
      modals.close(id);
      resolve(mode);
    };
    const id = modals.open({
      title: `Insert “${savedName}”`,
      size: 'lg',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: () => answer(null),
      children: (
        <Stack gap="sm" data-testid="insert-mode-question">
          <Text size="sm">
            {filled.meal} on Day {filled.day} already has {filled.foods.join('; ')}.
          </Text>
          <Text size="sm">
            Add the foods of “{savedName}” to this meal, or replace its foods with them? You can undo it from
            the message that follows or from History.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => answer(null)}>
              Cancel
            </Button>
            <Button variant="default" onClick={() => answer('replace')}>
              Replace the meal's foods
            </Button>
            <Button color="teal.9" onClick={() => answer('append')} data-autofocus>
              Add to the meal
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/**
 * Insert saved meal (issue 54 point 3, decisions 302 and 308): a saved thali into this cell in one
 * choice. Into a meal that has foods the server answers 409 naming them, and the nutritionist is
 * asked once: add to the meal, or replace its foods. The server writes it through the plan gate (a
 * food this client must not have is refused, named) and the toast carries Undo like every plan write.
 */
export function InsertSavedMeal({
  draft,
  planId,
  packageId,
  unsaved,
  onInserted,
}: {
  draft: MealDraft;
  planId: number;
  packageId: number;
  /** The editor holds changes not saved yet: the question says they are not kept. */
  unsaved: boolean;
  onInserted: () => void;
}) {
  const saved = useSavedMeals(true);
  const insert = useInsertSavedMeal(planId);
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const options = (saved.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} · ${m.items.length} ${m.items.length === 1 ? 'food' : 'foods'}${m.mine ? '' : ` · ${m.owner}`}`,
  }));
  const choose = async (value: string | null) => {
    const chosen = saved.data?.find((m) => String(m.id) === value);
    if (!chosen) return;
    setError(null);
    const body = {
      plan_id: planId,
      package_id: packageId,
      saved_meal_id: chosen.id,
      day: draft.day,
      time: `${draft.hh}:${draft.mm}`,
      hypothetical_time: draft.hypothetical_time || CUSTOM_TIMING,
    };
    try {
      let answer: Awaited<ReturnType<typeof insert.mutateAsync>>;
      try {
        answer = await insert.mutateAsync(body);
      } catch (e) {
        const filled = filledMealOf(e);
        if (!filled) throw e;
        const mode = await chooseInsertMode(filled, chosen.name);
        if (!mode) return;
        answer = await insert.mutateAsync({ ...body, mode });
      }
      notifyWritten(planId, answer.message);
      onInserted();
    } catch (e) {
      setError(failureText(e));
    }
  };
  if (saved.isSuccess && options.length === 0) return null;
  return (
    <Stack gap={4}>
      <Select
        label="Insert a saved meal"
        description={
          draft.meal_id !== null
            ? `Adds to this meal or replaces its foods: you are asked first.${unsaved ? ' Changes not saved in this editor are not kept.' : ''}`
            : undefined
        }
        placeholder={saved.isPending ? 'Loading saved meals…' : 'Choose a saved meal'}
        data={options}
        value={null}
        onChange={(v) => void choose(v)}
        searchable
        disabled={insert.isPending}
        comboboxProps={{ withinPortal: false }}
        nothingFoundMessage="No saved meal by that name"
        error={error}
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" h={PHONE_TARGET} onClick={() => setManaging(true)}>
          Manage saved meals
        </Button>
      </Group>
      <ManageSavedMeals opened={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}

/** A phone's touch target is 44 px high (issue 54 point 6); compact beside the list on a desk. */
const PHONE_TARGET = { base: 44, sm: 26 };

/**
 * Manage saved meals (decision 308): rename, share or unshare, and delete. Each row is the
 * viewer's own, or a shared one an admin may manage; another's shared one is listed, not editable.
 * Delete asks once, naming the meal; plans it went into keep their meals.
 */
export function ManageSavedMeals({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const saved = useSavedMeals(opened);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setEditing(null);
        onClose();
      }}
      title="Saved meals"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size={MODAL_WIDTH.narrow}
      data-testid="manage-saved-meals"
    >
      <Stack gap="xs">
        {saved.isPending && <Text size="sm">Loading saved meals…</Text>}
        {saved.isSuccess && saved.data.length === 0 && (
          <Text size="sm">No saved meals yet. Use “Save as meal” in a meal to keep one.</Text>
        )}
        {saved.data?.map((meal) =>
          editing === meal.id ? (
            <EditSavedMeal key={meal.id} meal={meal} onDone={() => setEditing(null)} />
          ) : (
            <SavedMealLine key={meal.id} meal={meal} onEdit={() => setEditing(meal.id)} />
          ),
        )}
      </Stack>
    </Modal>
  );
}

function SavedMealLine({ meal, onEdit }: { meal: SavedMealRow; onEdit: () => void }) {
  const remove = useDeleteSavedMeal();
  const foods = meal.items.map((i) => i.name).join('; ');
  const onDelete = async () => {
    if (
      !(await confirm(
        `Delete the saved meal “${meal.name}” (${foods})? Plans it was inserted into keep their meals.`,
        'Delete',
      ))
    )
      return;
    remove.mutate(meal.id, { onSuccess: ({ message }) => notifySuccess(message), onError: notifyFailure });
  };
  return (
    <Paper withBorder p="xs" radius="md" data-testid="saved-meal-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {meal.name}
          </Text>
          <Text size="xs" c="gray.7">
            {meal.shared ? 'Shared with the practice' : 'Only you'}
            {meal.mine ? '' : ` · ${meal.owner}`} · {foods}
          </Text>
        </Stack>
        {meal.manageable && (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="default"
              size="compact-sm"
              h={PHONE_TARGET}
              onClick={onEdit}
              aria-label={`Rename ${meal.name}`}
            >
              Rename
            </Button>
            <Button
              variant="subtle"
              color="red"
              // The light red of a subtle button reads 3.3:1 on white (axe): the dark shade.
              c="red.9"
              size="compact-sm"
              h={PHONE_TARGET}
              onClick={onDelete}
              loading={remove.isPending}
              aria-label={`Delete ${meal.name}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** A saved meal's name, its "share" box and the write's message: Save as meal's and Rename's. */
function SavedMealFields(props: {
  name: string;
  onName: (name: string) => void;
  nameError?: string;
  placeholder?: string;
  shared: boolean;
  onShared: (shared: boolean) => void;
  problem: string | null | undefined;
}) {
  return (
    <>
      <TextInput
        label="Name of the saved meal"
        placeholder={props.placeholder}
        value={props.name}
        onChange={(e) => props.onName(e.currentTarget.value)}
        error={props.nameError}
        data-autofocus
      />
      <Checkbox
        label="Share with the practice's nutritionists"
        checked={props.shared}
        onChange={(e) => props.onShared(e.currentTarget.checked)}
      />
      {props.problem && (
        <Alert color="red" role="alert">
          {props.problem}
        </Alert>
      )}
    </>
  );
}

function EditSavedMeal({ meal, onDone }: { meal: SavedMealRow; onDone: () => void }) {
  const [name, setName] = useState(meal.name);
  const [shared, setShared] = useState(meal.shared);
  const update = useUpdateSavedMeal();
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: meal.id, name, shared },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
      },
    );
  };
  const problem = formMessage(update.error);
  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="xs" radius="md">
      <Stack gap="xs">
        <SavedMealFields
          name={name}
          onName={(value) => {
            setName(value);
            update.reset();
          }}
          nameError={fieldErrors.name}
          shared={shared}
          onShared={setShared}
          problem={problem}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="compact-sm" h={PHONE_TARGET} onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="teal.9" size="compact-sm" h={PHONE_TARGET} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
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
        <SavedMealFields
          name={name}
          placeholder="e.g. South Indian lunch thali"
          onName={(value) => {
            setName(value);
            setErrors({});
            create.reset();
          }}
          nameError={errors.name}
          shared={shared}
          onShared={setShared}
          problem={problem}
        />
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
