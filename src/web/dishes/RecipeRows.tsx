import { ActionIcon, Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DishFormValues } from './dish-form';
import { options, UNIT_LABELS } from './dish-labels';
import { IngredientSearch } from './IngredientSearch';

type Props = { form: UseFormReturnType<DishFormValues> };

/** The recipe's ingredients: foods found by search in raw grams, and water, salt or spices by name. */
export function IngredientRows({ form }: Props) {
  return (
    <>
      <Text fw={600} size="sm">
        Ingredients (raw grams for the whole batch)
      </Text>
      {form.errors.ingredients && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.ingredients}
        </Text>
      )}
      {form.values.ingredients.map((ingredient, i) => (
        <Group
          key={`${i}-${ingredient.food_item_id}`}
          gap="xs"
          align="flex-start"
          wrap="nowrap"
          data-testid="ingredient-row"
        >
          {ingredient.food_item_id === null ? (
            <TextInput
              aria-label={`Ingredient ${i + 1} (water, salt or spice)`}
              placeholder="Water, salt, spice"
              style={{ flex: 1 }}
              {...form.getInputProps(`ingredients.${i}.name`)}
            />
          ) : (
            <Text size="sm" style={{ flex: 1 }} pt={6}>
              {ingredient.name}
              {form.errors[`ingredients.${i}.food_item_id`] && (
                <Text span c="red.8" size="xs" display="block">
                  {form.errors[`ingredients.${i}.food_item_id`]}
                </Text>
              )}
            </Text>
          )}
          <NumberInput
            aria-label={`Grams of ${ingredient.name || `ingredient ${i + 1}`}`}
            placeholder="g"
            suffix=" g"
            min={0}
            w={110}
            hideControls
            {...form.getInputProps(`ingredients.${i}.grams`)}
          />
          <ActionIcon
            variant="subtle"
            color="red.8"
            mt={4}
            aria-label={`Remove ${ingredient.name || `ingredient ${i + 1}`}`}
            onClick={() => form.removeListItem('ingredients', i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: 1, minWidth: 220 }}>
          <IngredientSearch
            onPick={(food) =>
              form.insertListItem('ingredients', {
                food_item_id: food.id,
                name: food.name,
                grams: '',
              })
            }
          />
        </div>
        <Button
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('ingredients', { food_item_id: null, name: '', grams: '' })}
        >
          Water, salt or spice
        </Button>
      </Group>
    </>
  );
}

/** The dish's household measures: unit, label ("phulka", "katori") and grams of one. */
export function MeasureRows({ form }: Props) {
  return (
    <>
      <Text fw={600} size="sm">
        Household measures
      </Text>
      {form.errors.measures && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.measures}
        </Text>
      )}
      {form.values.measures.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="wrap" data-testid="measure-row">
          <Select
            aria-label={`Unit of measure ${i + 1}`}
            data={options(UNIT_LABELS)}
            allowDeselect={false}
            w={170}
            {...form.getInputProps(`measures.${i}.unit`)}
          />
          <TextInput
            aria-label={`Label of measure ${i + 1}`}
            placeholder="katori, phulka, idli"
            w={150}
            {...form.getInputProps(`measures.${i}.label`)}
          />
          <NumberInput
            aria-label={`Grams of measure ${i + 1}`}
            suffix=" g"
            min={0}
            w={100}
            hideControls
            {...form.getInputProps(`measures.${i}.grams`)}
          />
          <ActionIcon
            variant="subtle"
            color="red.8"
            mt={4}
            aria-label={`Remove measure ${i + 1}`}
            onClick={() => form.removeListItem('measures', i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('measures', { unit: 'piece', label: '', grams: '' })}
        >
          Add measure
        </Button>
      </Group>
    </>
  );
}
