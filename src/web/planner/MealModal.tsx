import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ENERGY_SHARES_HELP, energyShares, floor2 } from '../../shared/nutrition';
import { type PlanCalendar, weekdayOfPlanDay } from '../../shared/plan-calendar';
import { CUSTOM_TIMING, MEAL_MINUTES, PLAN_MESSAGES } from '../../shared/plan-options';
import type { MealTiming } from '../../shared/plans';
import { conflictText, type Restrictions } from '../../shared/restrictions';
import { reasonsNotToServe } from '../../shared/serving';
import { MODAL_WIDTH } from '../components/FormModal';
import { PHONE_QUERY } from '../components/phone-query';
import { FoodSearch } from './FoodSearch';
import {
  addedItem,
  derive,
  type EditorFood,
  type EditorItem,
  editorTotals,
  type MealDraft,
  moveItem,
  removeItem,
  setLink,
  setMeasure,
  setQuantity,
} from './meal-editor';
import { OverrideField } from './OverrideField';
import { InsertSavedMeal, SaveAsMeal } from './SavedMeals';
import { SortableItemRow } from './SortableItemRow';
import { HOUR_OPTIONS } from './slots';

type Props = {
  draft: MealDraft | null;
  packageId: number;
  planId: number;
  preference: string | null;
  /** The client's allergies, intolerances and diet rules (issue 26). */
  restrictions?: Restrictions;
  /** The plan calendar (plan's start date, else the package's): the weekday of a day, for fasts. */
  calendar?: PlanCalendar;
  timings: MealTiming[];
  onClose: () => void;
  onSave: (draft: MealDraft) => void;
  onDelete: (mealId: number) => void;
};

/** The phone editor's Cancel and Save: on the screen's foot while the meal scrolls under them. */
const PINNED_ACTIONS = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  paddingBlock: 'var(--mantine-spacing-xs)',
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-gray-3)',
} as const;

/** The Add Meal modal (75% wide, the whole screen on a phone): timing, time, foods with live numbers, order, alternatives, note. */
export function MealModal({
  draft,
  packageId,
  planId,
  preference,
  restrictions,
  calendar,
  timings,
  onClose,
  onSave,
  onDelete,
}: Props) {
  const [state, setState] = useState<MealDraft | null>(draft);
  const [error, setError] = useState<string | null>(null);
  const [showOverrideErrors, setShowOverrideErrors] = useState(false);
  const reasonsOf = (item: EditorItem) => {
    if (!restrictions) return [];
    const food = { name: item.food.name, group: item.food.food_group, tags: item.food.tags ?? null };
    const weekday = calendar && state ? weekdayOfPlanDay(calendar, state.day) : null;
    return reasonsNotToServe(food, restrictions, weekday);
  };
  // 75 % of a phone leaves food names wrapping word by word: the whole screen there.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  useEffect(() => {
    setState(draft);
    setError(null);
    setShowOverrideErrors(false);
  }, [draft]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const totals = useMemo(() => editorTotals(state?.items ?? []), [state?.items]);
  const shares = energyShares(totals);
  const timingOptions = useMemo(() => {
    const names = [...new Set([...timings.map((t) => t.meal_type), CUSTOM_TIMING])];
    if (state && !names.includes(state.hypothetical_time)) names.push(state.hypothetical_time);
    return names;
  }, [timings, state]);

  if (!state) return <Modal opened={false} onClose={onClose} title="" />;

  const update = (patch: Partial<MealDraft>) => setState((s) => (s ? { ...s, ...patch } : s));
  const setItems = (fn: (items: EditorItem[]) => EditorItem[]) => {
    setError(null);
    setState((s) => (s ? { ...s, items: fn(s.items) } : s));
  };
  const addFood = (food: EditorFood) =>
    setItems((items) => derive([...items, addedItem(food, preference)], preference));

  function onItemDragEnd(event: DragEndEvent) {
    if (event.over && event.active.id !== event.over.id)
      setItems((items) => moveItem(items, String(event.active.id), String(event.over!.id)));
  }

  function save() {
    if (!state) return;
    if (state.items.length === 0) return setError(PLAN_MESSAGES.noItems);
    if (state.items.some((i) => i.quantity === '' || Number(i.quantity) < 0))
      return setError('Please enter a quantity (0 or more) for every item.');
    const unsafe = state.items.find((i) => reasonsOf(i).length && !i.overrideReason?.trim());
    if (unsafe) {
      setShowOverrideErrors(true);
      return setError(
        `${unsafe.label}: ${conflictText(reasonsOf(unsafe))}. To keep it, give a reason for the override.`,
      );
    }
    onSave(state);
  }

  const mains = state.items.filter((i) => !i.refKey);
  const conflicts = state.items.filter((i) => i.isConflict);
  const title = `${state.meal_id ? 'Edit Meal' : 'Add Meal'} · ${state.dayName}`;

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size={MODAL_WIDTH.large}
      fullScreen={phone}
      data-testid="meal-modal"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Meal timing"
            data={timingOptions}
            value={state.hypothetical_time}
            // The clicked cell's time is the meal's time (issue 54 point 5, decision 302): a timing
            // names the meal and never moves it; the hour and minute stay editable.
            onChange={(v) => update({ hypothetical_time: v ?? CUSTOM_TIMING })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Hour"
            data={HOUR_OPTIONS}
            value={state.hh}
            onChange={(v) => v && update({ hh: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label="Minute"
            data={[...MEAL_MINUTES]}
            value={state.mm}
            onChange={(v) => v && update({ mm: v })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        </SimpleGrid>
        {/* Into a saved meal too (decision 308): the server asks to add or replace; a new meal's
            unsaved foods are not on the server, so a new meal takes one only while empty. */}
        {(state.meal_id !== null || state.items.length === 0) && (
          <InsertSavedMeal
            draft={state}
            planId={planId}
            packageId={packageId}
            unsaved={state !== draft}
            onInserted={onClose}
          />
        )}
        <FoodSearch
          packageId={packageId}
          planId={planId}
          hypotheticalTime={state.hypothetical_time}
          onPick={addFood}
        />
        {state.items.length === 0 ? (
          <Text c="gray.7" size="sm">
            No items yet: search for a food above to add it.
          </Text>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onItemDragEnd}>
            <SortableContext items={state.items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
              <Stack
                component="ul"
                gap={0}
                aria-label="Meal items"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {state.items.map((item) => (
                  <li key={item.key}>
                    <SortableItemRow
                      item={item}
                      mains={mains.filter((m) => m.key !== item.key)}
                      mainLabel={
                        item.refKey ? (state.items.find((m) => m.key === item.refKey)?.label ?? null) : null
                      }
                      onQuantity={(key, q) => setItems((items) => setQuantity(items, key, q))}
                      onMeasure={(key, label, count) =>
                        setItems((items) => setMeasure(items, key, label, count))
                      }
                      onLink={(key, ref) => setItems((items) => setLink(items, key, ref))}
                      onRemove={(key) => setItems((items) => removeItem(items, key))}
                    />
                    <OverrideField
                      item={item}
                      reasons={reasonsOf(item)}
                      showError={showOverrideErrors}
                      onChange={(reason) =>
                        setItems((items) =>
                          items.map((i) => (i.key === item.key ? { ...i, overrideReason: reason } : i)),
                        )
                      }
                    />
                  </li>
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
        <Group gap="lg" data-testid="meal-totals" wrap="wrap">
          <Text size="sm" fw={600}>
            Meal: {floor2(totals.calories)} kcal
          </Text>
          <Text size="sm">
            Carbohydrate {floor2(totals.carbohydrate)} g ({floor2(shares.carbohydrate)}%)
          </Text>
          <Text size="sm">
            Protein {floor2(totals.protein)} g ({floor2(shares.protein)}%)
          </Text>
          <Text size="sm">
            Fat {floor2(totals.fat)} g ({floor2(shares.fat)}%)
          </Text>
          <Text size="sm">Fibre {floor2(totals.fibre)} g</Text>
        </Group>
        <Text size="xs" c="gray.7" data-testid="shares-definition">
          {ENERGY_SHARES_HELP}
        </Text>
        {conflicts.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="conflict-warning">
            {conflicts.map((c) => c.label).join(', ')} {conflicts.length === 1 ? 'conflicts' : 'conflict'}{' '}
            with the food preference ({preference}).
          </Alert>
        )}
        <Textarea
          label="Meal note"
          autosize
          minRows={2}
          maxRows={5}
          value={state.description}
          onChange={(e) => update({ description: e.currentTarget.value })}
        />
        {error && (
          <Alert color="red" role="alert" data-testid="meal-error">
            {error}
          </Alert>
        )}
        {phone ? (
          // A phone (issue 54 point 6): Delete away from Save, in the page's flow; Cancel and Save
          // pinned to the screen's foot at a thumb's size (50 px), however long the meal.
          <>
            <Group gap="xs">
              {state.meal_id !== null && (
                <Button variant="subtle" color="red" size="md" onClick={() => onDelete(state.meal_id!)}>
                  Delete meal
                </Button>
              )}
              {state.items.length > 0 && <SaveAsMeal items={state.items} />}
            </Group>
            <Group grow gap="xs" style={PINNED_ACTIONS} data-testid="meal-actions-pinned">
              <Button variant="default" size="lg" onClick={onClose}>
                Cancel
              </Button>
              <Button color="teal.9" size="lg" onClick={save} data-testid="meal-save">
                Save
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between" align="flex-start">
            <Group gap="xs">
              {state.meal_id !== null && (
                <Button variant="subtle" color="red" onClick={() => onDelete(state.meal_id!)}>
                  Delete meal
                </Button>
              )}
              {state.items.length > 0 && <SaveAsMeal items={state.items} />}
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button color="teal.9" onClick={save} data-testid="meal-save">
                Save
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
