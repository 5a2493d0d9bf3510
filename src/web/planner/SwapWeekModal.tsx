import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WorkspaceItem } from '../../shared/plans';
import { FoodSearch } from './FoodSearch';
import type { GridMeal } from './grid-types';
import type { EditorFood } from './meal-editor';
import { useSwapAcrossWeek } from './planner-mutations';
import { useWorkspace } from './planner-queries';
import { notifyWritten } from './undo-toast';

/** "Day 1, Day 3 and Day 5" from the grid's day names. */
const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Swap on all days (issue 54 point 3, decision 308): a food of this meal is replaced by another on
 * every day of the plan where it appears, in one request: one version, one Undo. Each item keeps
 * its household measure and count when the new food has a measure of that name, else its grams.
 * A refusal (a food the client must not have, say) is shown here and changes nothing.
 */
export function SwapWeekModal({
  meal,
  nameOf,
  packageId,
  planId,
  onClose,
}: {
  meal: GridMeal | null;
  nameOf: (day: number) => string;
  packageId: number;
  planId: number;
  onClose: () => void;
}) {
  const swap = useSwapAcrossWeek(planId);
  const ws = useWorkspace(planId).data;
  const [foodId, setFoodId] = useState<string | null>(null);
  const [food, setFood] = useState<EditorFood | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<GridMeal | null>(null);
  // The meal's own foods, once each (a food listed twice is swapped everywhere alike).
  const foods: WorkspaceItem[] = [];
  for (const item of ws?.meals.find((m) => m.meal_id === meal?.meal_id)?.items ?? [])
    if (!foods.some((f) => f.food_item_id === item.food_item_id)) foods.push(item);
  if (meal !== shownFor) {
    setShownFor(meal);
    setFoodId(foods[0] ? String(foods[0].food_item_id) : null);
    setFood(null);
    setError(null);
  }
  const from = foods.find((f) => String(f.food_item_id) === foodId) ?? null;
  const holding = (ws?.meals ?? []).filter((m) => m.items.some((i) => String(i.food_item_id) === foodId));
  const kept = food ? holding.filter((m) => m.items.some((i) => i.food_item_id === food.id)) : [];
  const changed = holding.filter((m) => !kept.includes(m));
  const days = [...new Set(changed.map((m) => m.day))].sort((a, b) => a - b);

  const send = async () => {
    if (!from || !food) return;
    setError(null);
    try {
      const { message } = await swap.mutateAsync({
        planId,
        fromFoodId: from.food_item_id,
        toFoodId: food.id,
      });
      notifyWritten(planId, message);
      onClose();
    } catch (e) {
      // The gate's message names each food, day and rule once; its field copies would repeat it.
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? `Swap on all days · ${meal.hypothetical_time}, ${nameOf(meal.day)}` : 'Swap on all days'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="swap-week-modal"
    >
      {meal && (
        <Stack gap="sm">
          <Radio.Group
            label="Food to swap on every day"
            value={foodId}
            onChange={(v) => {
              setFoodId(v);
              setError(null);
            }}
          >
            <Stack gap={6} mt={6}>
              {foods.map((f) => {
                const count = (ws?.meals ?? []).filter((m) =>
                  m.items.some((i) => i.food_item_id === f.food_item_id),
                ).length;
                return (
                  <Radio
                    key={f.food_item_id}
                    value={String(f.food_item_id)}
                    label={`${f.label} — in ${count} ${count === 1 ? 'meal' : 'meals'}`}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
          <FoodSearch
            packageId={packageId}
            planId={planId}
            hypotheticalTime={meal.hypothetical_time}
            label="Food to swap in"
            onPick={(picked) => {
              setFood(picked);
              setError(null);
            }}
          />
          {from && food && (
            <Stack gap={4} data-testid="swap-week-summary">
              <Text size="sm">
                {from.label} → {food.name}{' '}
                {days.length
                  ? `in ${changed.length} ${changed.length === 1 ? 'meal' : 'meals'}: ${listed(days.map(nameOf))}.`
                  : 'nowhere: every meal with it has the new food already.'}
              </Text>
              <Text size="xs" c="gray.7">
                Each keeps its household measure and count where {food.name} has that measure, else its grams.
              </Text>
              {kept.length > 0 && (
                <Text size="xs" c="gray.7">
                  Left as {kept.length === 1 ? 'it is' : 'they are'} ({food.name} is in{' '}
                  {kept.length === 1 ? 'it' : 'them'} already):{' '}
                  {kept.map((m) => `${m.hypothetical_time}, ${nameOf(m.day)}`).join('; ')}.
                </Text>
              )}
            </Stack>
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="swap-week-error">
              {error}
            </Alert>
          )}
          <Text size="xs" c="gray.7">
            You can undo the swap from the message that follows or from History.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color="teal.9"
              onClick={send}
              loading={swap.isPending}
              disabled={!from || !food || days.length === 0}
            >
              Swap on all days
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
