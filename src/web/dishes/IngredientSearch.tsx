import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { floor2 } from '../../shared/nutrition';
import type { FoodSearchItem } from '../../shared/plans';
import { useIngredientSearch } from './dish-queries';

/** Finds an ingredient food (IFCT or the practice's own; never a dish) by name or local name. */
export function IngredientSearch({ onPick }: { onPick: (food: FoodSearchItem) => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useIngredientSearch(debounced);
  const results = debounced.length >= 2 ? (search.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(value) => {
        const food = results.find((r) => String(r.id) === value);
        if (food) onPick(food);
        setQ('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Add ingredient"
          placeholder="Search foods, e.g. atta, moong dal"
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
          data-testid="ingredient-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.length < 2}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }} aria-label="Foods found" tabIndex={0}>
          {results.length === 0 && !search.isFetching && (
            <Combobox.Empty>No food matches “{debounced}”</Combobox.Empty>
          )}
          {results.map((food) => (
            <Combobox.Option value={String(food.id)} key={food.id}>
              <Text size="sm">{food.name}</Text>
              <Text size="xs" c="gray.7">
                {[food.common_names, `${floor2(food.calories)} kcal · P ${floor2(food.protein)} g per 100 g`]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
