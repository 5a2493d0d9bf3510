import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { failureText } from '../lib/notify';
import { FoodSearch } from './FoodSearch';
import type { GridMeal } from './grid-types';
import type { EditorFood } from './meal-editor';
import { useSwapItem } from './planner-mutations';
import { notifyWritten } from './undo-toast';

/**
 * Swap a dish in place (issue 33, decision 213): choose the item, find the food or dish to put in
 * its place, Swap. One request; the item keeps its position and slot, the rest of the meal stays.
 * A refusal (a food the client must not have, say) is shown here and changes nothing.
 */
export function SwapItemModal({
  meal,
  dayName,
  packageId,
  planId,
  onClose,
}: {
  meal: GridMeal | null;
  dayName: string;
  packageId: number;
  planId: number;
  onClose: () => void;
}) {
  const swap = useSwapItem(planId);
  const [itemId, setItemId] = useState<string | null>(null);
  const [food, setFood] = useState<EditorFood | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<GridMeal | null>(null);
  // A new meal to swap in starts from its first item, nothing picked.
  if (meal !== shownFor) {
    setShownFor(meal);
    setItemId(meal?.items[0] ? String(meal.items[0].item_id) : null);
    setFood(null);
    setError(null);
  }
  const item = meal?.items.find((i) => String(i.item_id) === itemId) ?? null;

  const send = async () => {
    if (!meal?.meal_id || !item || !food) return;
    setError(null);
    try {
      const { message } = await swap.mutateAsync({
        meal_id: meal.meal_id,
        item_id: item.item_id,
        food_item_id: food.id,
      });
      notifyWritten(planId, message);
      onClose();
    } catch (e) {
      setError(failureText(e));
    }
  };

  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? `Swap a dish · ${meal.hypothetical_time}, ${dayName}` : 'Swap a dish'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="swap-modal"
    >
      {meal && (
        <Stack gap="sm">
          <Radio.Group
            label="Item to swap"
            value={itemId}
            onChange={(v) => {
              setItemId(v);
              setError(null);
            }}
          >
            <Stack gap={6} mt={6}>
              {meal.items.map((i) => (
                <Radio
                  key={i.key}
                  value={String(i.item_id)}
                  label={`${i.alternative ? 'or ' : ''}${i.label} — ${i.amount}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <FoodSearch
            packageId={packageId}
            planId={planId}
            hypotheticalTime={meal.hypothetical_time}
            onPick={(picked) => {
              setFood(picked);
              setError(null);
            }}
          />
          {item && food && (
            <Text size="sm" data-testid="swap-summary">
              {item.label} → {food.name}
              {food.measures?.[0]
                ? ` (1 ${food.measures[0].label}, ${Math.round(food.measures[0].grams)} g)`
                : ` (${Math.round(item.quantity)} ${item.uom}, as before)`}
            </Text>
          )}
          {error && (
            <Alert color="red" data-testid="swap-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="teal.9" onClick={send} loading={swap.isPending} disabled={!item || !food}>
              Swap
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
