import { Anchor, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { floor2 } from '../../shared/nutrition';
import { fetchDataWithMessage } from '../lib/api';
import type { EditorFood } from './meal-editor';
import { type FoodSearchResult, toEditorFood } from './workspace-view';

type Props = {
  packageId: number;
  /** The server then flags conflicts with the plan's own food preference (else the client's). */
  planId: number;
  hypotheticalTime: string;
  onPick: (food: EditorFood) => void;
  /** The field's label: 'Add food' in the meal editor. */
  label?: string;
};

/** A value for 100 units of the food's own unit (IFCT rows are per 100 g already). */
const per100 = (food: FoodSearchResult, value: number) =>
  food.quantity > 0 ? (value * 100) / food.quantity : value;

/** Debounced food search (every word must match, best first: the server decides). */
export function FoodSearch({ packageId, planId, hypotheticalTime, onPick, label = 'Add food' }: Props) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const search = useQuery({
    queryKey: ['food-search', debounced, packageId, planId, hypotheticalTime],
    // With the message: it says when IFCT has no such food (curd, roti, idli).
    queryFn: async () => {
      const { data, message } = await fetchDataWithMessage<FoodSearchResult[]>('/api/v1/food/item/search', {
        q: debounced,
        package_id: packageId,
        diet_plan_id: planId,
        hypothetical_time: hypotheticalTime,
      });
      return { foods: data, hint: message === 'OK' ? null : message };
    },
    enabled: debounced.length >= 2,
    staleTime: 60_000,
  });
  const results = debounced.length >= 2 ? (search.data?.foods ?? []) : [];
  const hint = debounced.length >= 2 ? (search.data?.hint ?? null) : null;
  const manageData = (
    <Anchor component={Link} to="/manage-data" size="sm" c="teal.9" underline="always">
      Open Manage Data
    </Anchor>
  );

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(value) => {
        const food = results.find((r) => String(r.id) === value);
        if (food) onPick(toEditorFood(food));
        setQ('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Search foods, e.g. rice raw milled"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          data-testid="food-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.length < 2}>
        {results.length > 0 && hint && (
          // The words found other foods (by a local name): still say the dish itself is missing.
          <Combobox.Header data-testid="food-search-missing">
            <Text size="sm" c="gray.7">
              {hint} {manageData}
            </Text>
          </Combobox.Header>
        )}
        {/* tabIndex: the list scrolls on a phone, so a keyboard must be able to reach it (axe). */}
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label="Foods found" tabIndex={0}>
          {results.length === 0 && !search.isFetching && (
            <Combobox.Empty data-testid="food-search-empty">
              {hint ?? `No food matches “${debounced}”`}
              {hint && <> {manageData}</>}
            </Combobox.Empty>
          )}

          {results.map((food) => (
            <Combobox.Option value={String(food.id)} key={food.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="food-option">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">
                    {food.name}
                    {food.is_conflict && (
                      <Text span size="xs" c="orange.9" fw={600} ml={6} data-testid="food-option-conflict">
                        <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: -1 }} /> conflicts
                        with the food preference
                      </Text>
                    )}
                  </Text>
                  {food.restriction?.length ? (
                    <Text size="xs" c="red.9" fw={600} data-testid="food-option-restriction">
                      {food.restriction.join('; ')}
                    </Text>
                  ) : null}
                  {food.common_names && (
                    <Text size="xs" c="gray.7" data-testid="food-option-local">
                      {food.common_names}
                    </Text>
                  )}
                </div>
                <Text
                  size="xs"
                  c="gray.7"
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="food-option-values"
                >
                  {floor2(per100(food, food.calories))} kcal · P {floor2(per100(food, food.protein))} g
                  <br />
                  per 100 {food.uom}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
