import { Paper, Table, Text } from '@mantine/core';
import type { DishNutritionView, DishValues } from '../../shared/dish-api';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { floor2 } from '../../shared/nutrition';
import { DishBadges } from './DishBadges';

const num = (v: number | null) => (v === null ? '–' : String(floor2(v)));

const MACRO_COLUMNS: { label: string; value: (v: DishValues) => string }[] = [
  { label: 'kcal', value: (v) => num(v.calories) },
  { label: 'Protein g', value: (v) => num(v.protein) },
  { label: 'Carbs g', value: (v) => num(v.carbohydrate) },
  { label: 'Fat g', value: (v) => num(v.fat) },
  { label: 'Fibre g', value: (v) => num(v.fibre) },
  { label: 'Sodium mg', value: (v) => num(v.sodium_mg) },
];

/**
 * The dish's computed values, per household measure and per 100 g cooked, with its flags: what
 * the server answered for the recipe as typed (stale values stay, dimmed, while it recomputes).
 */
export function DishNutritionPanel({
  nutrition,
  stale,
  note,
}: {
  nutrition: DishNutritionView | undefined;
  stale: boolean;
  /** Why no values are shown (yet), or what is missing. */
  note: string | null;
}) {
  const rows = nutrition
    ? [
        ...nutrition.per_measure.map((m) => ({
          label: `1 ${m.measure.label} (${m.measure.grams} g)`,
          values: m.values,
        })),
        { label: '100 g cooked', values: nutrition.per_100g },
      ]
    : [];
  return (
    <Paper withBorder p="sm" radius="sm" aria-live="polite" data-testid="dish-nutrition">
      <Text fw={600} size="sm" mb={4}>
        Nutrition (computed from the ingredients)
      </Text>
      {note && (
        <Text size="sm" c="dimmed" mb={4} data-testid="dish-nutrition-note">
          {note}
        </Text>
      )}
      {nutrition && (
        <div style={{ opacity: stale ? 0.6 : 1 }}>
          <DishBadges flags={nutrition.flags} tags={nutrition.tags} />
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe). */}
          <Table.ScrollContainer
            minWidth={520}
            mt={6}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Energy and macronutrients"
          >
            <Table fz="sm" striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Per</Table.Th>
                  {MACRO_COLUMNS.map((c) => (
                    <Table.Th key={c.label} scope="col" ta="right">
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.label} data-testid="dish-nutrition-row">
                    <Table.Th scope="row" fw={500}>
                      {r.label}
                    </Table.Th>
                    {MACRO_COLUMNS.map((c) => (
                      <Table.Td key={c.label} ta="right">
                        {c.value(r.values)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Table.ScrollContainer
            minWidth={520}
            mt={6}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Vitamins and minerals"
          >
            <Table fz="xs" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Per</Table.Th>
                  {MICRONUTRIENTS.map((m) => (
                    <Table.Th key={m.key} scope="col" ta="right">
                      {m.label} {m.unit}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.label}>
                    <Table.Th scope="row" fw={500}>
                      {r.label}
                    </Table.Th>
                    {MICRONUTRIENTS.map((m) => (
                      <Table.Td key={m.key} ta="right">
                        {num(r.values.micronutrients[m.key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
    </Paper>
  );
}
