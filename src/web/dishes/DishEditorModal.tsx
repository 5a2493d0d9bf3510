import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { isNutritionist } from '../../shared/auth';
import { type DishDetails, dishInputSchema } from '../../shared/dish-api';
import { useCurrentUser } from '../app/session';
import { PHONE_QUERY } from '../components/DataTable';
import { FormGrid, FormModal, MODAL_WIDTH } from '../components/FormModal';
import { confirm } from '../lib/confirm';
import { zodValidate } from '../lib/form';
import { notifyFailure, notifySuccess } from '../lib/notify';
import type { EditorTarget } from './DishListPage';
import { DishNutritionPanel } from './DishNutritionPanel';
import { options, REGION_LABELS, ROLE_LABELS, SLOT_LABELS, UNIT_LABELS } from './dish-labels';
import { useDeleteDish, useDishDetails, useDishPreview, useSaveDish, useShareDish } from './dish-queries';
import { IngredientSearch } from './IngredientSearch';

type Grams = number | string;
type Values = {
  name: string;
  local_names: string[];
  region: string;
  role: string;
  slots: string[];
  ingredients: { food_item_id: number | null; name: string; grams: Grams }[];
  yield_grams: Grams;
  measures: { unit: string; label: string; grams: Grams }[];
};

const EMPTY: Values = {
  name: '',
  local_names: [],
  region: 'pan_indian',
  role: 'staple',
  slots: ['lunch', 'dinner'],
  ingredients: [],
  yield_grams: '',
  measures: [{ unit: 'katori', label: 'katori', grams: 150 }],
};

function valuesOf(dish: DishDetails, copy: boolean): Values {
  return {
    name: copy ? `${dish.name} (my recipe)` : dish.name,
    local_names: dish.local_names,
    region: dish.region,
    role: dish.role,
    slots: dish.slots,
    ingredients: dish.ingredients.map((i) => ({ ...i })),
    yield_grams: dish.yield_grams,
    measures: dish.measures.map((m) => ({ ...m })),
  };
}

const rawGrams = (v: Values) => v.ingredients.reduce((sum, i) => sum + (Number(i.grams) || 0), 0);

/**
 * Add, edit or copy a dish: ingredients (food search → raw grams), water and salt, the cooked
 * yield and the household measures, with the nutrition recomputed by the server as they type.
 */
export function DishEditorModal({
  target,
  opened,
  onClose,
}: {
  target: EditorTarget | null;
  opened: boolean;
  onClose: () => void;
}) {
  const user = useCurrentUser();
  const admin = !isNutritionist(user);
  const id = target && target.mode !== 'create' ? target.id : null;
  const details = useDishDetails(id);
  const dish = details.data;
  const editing = target?.mode === 'edit';
  const save = useSaveDish();
  const remove = useDeleteDish();
  const share = useShareDish();
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodValidate(dishInputSchema) });

  // A new opening (or the dish's details arriving) fills the form afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable
  useEffect(() => {
    if (!opened) return;
    const next = target?.mode === 'create' || !dish ? EMPTY : valuesOf(dish, target?.mode === 'copy');
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
  }, [opened, target, dish]);

  // Live values: the recipe as typed, 250 ms after the last key, computed by the server.
  const [typed] = useDebouncedValue(
    JSON.stringify({ ...form.values, name: form.values.name || 'Preview' }),
    250,
  );
  const body = useMemo(() => JSON.parse(typed) as Values, [typed]);
  const check = dishInputSchema.safeParse(body);
  const preview = useDishPreview(body, opened && check.success);
  const raw = rawGrams(form.values);
  const note = check.success
    ? preview.isError
      ? preview.error.message
      : null
    : form.values.ingredients.length === 0
      ? 'Add the ingredients in raw grams, the cooked weight and a measure to see the values.'
      : (check.error.issues[0]?.message ?? null);

  const waiting = id !== null && !dish;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const title =
    target?.mode === 'edit'
      ? `Edit ${dish?.name ?? 'dish'}`
      : target?.mode === 'copy'
        ? 'Copy to my dishes'
        : 'Add dish';

  async function deleteDish() {
    if (!dish || !(await confirm(`Delete the dish ${dish.name}?`, 'Delete'))) return;
    try {
      notifySuccess((await remove.mutateAsync(dish.id)).message);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={phone ? '100%' : MODAL_WIDTH.large}
      form={form}
      mutation={save}
      variables={(values) => (editing && id ? { ...values, id } : values)}
    >
      <fieldset disabled={waiting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="sm">
              {editing && dish && dish.used_by_plans > 0 && (
                <Alert color="blue" data-testid="dish-versioning-note">
                  Editing makes a new version; plans already made keep their numbers. (Used by{' '}
                  {dish.used_by_plans} plan{dish.used_by_plans === 1 ? '' : 's'}.)
                </Alert>
              )}
              {editing && dish && admin && (
                <Switch
                  label="Shared with the whole practice"
                  checked={dish.is_shared}
                  disabled={share.isPending}
                  onChange={(e) =>
                    share
                      .mutateAsync({ id: dish.id, is_shared: e.currentTarget.checked })
                      .then((w) => notifySuccess(w.message), notifyFailure)
                  }
                />
              )}
              <FormGrid>
                <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
                <TagsInput
                  label="Local names and spellings"
                  description="Press Enter after each"
                  {...form.getInputProps('local_names')}
                />
                <Select
                  label="Region"
                  data={options(REGION_LABELS)}
                  allowDeselect={false}
                  {...form.getInputProps('region')}
                />
                <Select
                  label="Role in a meal"
                  data={options(ROLE_LABELS)}
                  allowDeselect={false}
                  {...form.getInputProps('role')}
                />
                <MultiSelect
                  label="Meal slots"
                  data={options(SLOT_LABELS)}
                  {...form.getInputProps('slots')}
                />
              </FormGrid>

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
                  onClick={() =>
                    form.insertListItem('ingredients', { food_item_id: null, name: '', grams: '' })
                  }
                >
                  Water, salt or spice
                </Button>
              </Group>

              <FormGrid>
                <NumberInput
                  label="Cooked weight of the batch"
                  description={raw > 0 ? `Raw weight ${Math.round(raw)} g` : 'Weigh the pot after cooking'}
                  suffix=" g"
                  min={0}
                  hideControls
                  withAsterisk
                  {...form.getInputProps('yield_grams')}
                />
              </FormGrid>

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

              {editing && dish?.can_edit && (
                <Group>
                  <Button variant="subtle" color="red.8" onClick={deleteDish} loading={remove.isPending}>
                    Delete dish
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          {/* Beside the recipe on a wide screen (kept in view while scrolling), below it on a phone. */}
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <div style={{ position: 'sticky', top: 0 }}>
              <DishNutritionPanel
                nutrition={preview.data}
                stale={preview.isFetching || !check.success}
                note={note}
              />
            </div>
          </Grid.Col>
        </Grid>
      </fieldset>
    </FormModal>
  );
}
