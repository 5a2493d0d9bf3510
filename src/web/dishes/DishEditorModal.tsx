import {
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
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { dishInputSchema } from '../../shared/dish-api';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';
import { FormGrid, FormModal, MODAL_WIDTH } from '../components/FormModal';
import { PHONE_QUERY } from '../components/phone-query';
import { confirm } from '../lib/confirm';
import { zodValidate } from '../lib/form';
import { notifyFailure, notifySuccess } from '../lib/notify';
import type { EditorTarget } from './DishListPage';
import { DishNutritionPanel } from './DishNutritionPanel';
import { type DishFormValues, EMPTY_DISH, rawGrams, valuesOf } from './dish-form';
import { options, REGION_LABELS, ROLE_LABELS, SLOT_LABELS } from './dish-labels';
import { useDeleteDish, useDishDetails, useDishPreview, useSaveDish, useShareDish } from './dish-queries';
import { IngredientRows, MeasureRows } from './RecipeRows';

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
  const form = useForm<DishFormValues>({ initialValues: EMPTY_DISH, validate: zodValidate(dishInputSchema) });

  // A new opening (or the dish's details arriving) fills the form afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable
  useEffect(() => {
    if (!opened) return;
    const next = target?.mode === 'create' || !dish ? EMPTY_DISH : valuesOf(dish, target?.mode === 'copy');
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
  }, [opened, target, dish]);

  // Live values: the recipe as typed, 250 ms after the last key, computed by the server.
  const [typed] = useDebouncedValue(
    JSON.stringify({ ...form.values, name: form.values.name || 'Preview' }),
    250,
  );
  const body = useMemo(() => JSON.parse(typed) as DishFormValues, [typed]);
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

              <IngredientRows form={form} />

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

              <MeasureRows form={form} />

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
