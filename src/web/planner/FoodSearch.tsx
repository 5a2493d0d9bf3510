import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { floor2 } from '../../shared/nutrition';
import { fetchData } from '../lib/api';
import type { EditorFood } from './meal-editor';
import { type FoodSearchResult, toEditorFood } from './planner-api';

type Props = {
  packageId: number;
  /** The server then flags conflicts with the plan's own food preference (else the client's). */
  planId: number;
  hypotheticalTime: string;
  onPick: (food: EditorFood) => void;
};

/** Debounced food search (every word must match, best first: the server decides). */
export function FoodSearch({ packageId, planId, hypotheticalTime, onPick }: Props) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const search = useQuery({
    queryKey: ['food-search', debounced, packageId, planId, hypotheticalTime],
    queryFn: () =>
      fetchData<FoodSearchResult[]>('/api/v1/food/item/search', {
        q: debounced,
        package_id: packageId,
        diet_plan_id: planId,
        hypothetical_time: hypotheticalTime,
      }),
    enabled: debounced.length >= 2,
    staleTime: 60_000,
  });
  const results = debounced.length >= 2 ? (search.data ?? []) : [];

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
          label="Add food"
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
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {results.length === 0 && !search.isFetching && (
            <Combobox.Empty>No food matches “{debounced}”</Combobox.Empty>
          )}
          {results.map((food) => (
            <Combobox.Option value={String(food.id)} key={food.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {food.name}
                  {food.is_conflict && (
                    <Text span size="xs" c="orange.9" fw={600} ml={6} data-testid="food-option-conflict">
                      <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: -1 }} /> conflicts with
                      the food preference
                    </Text>
                  )}
                </Text>
                <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {floor2(food.calories)} kcal / {food.quantity} {food.uom}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
