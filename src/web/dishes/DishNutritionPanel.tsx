import { Paper, Table, Text } from '@mantine/core';
import type { DishNutritionView, DishValues } from '../../shared/dish-api';
import type { DishFactsView } from '../../shared/dish-facts-view';
import { TEXTURE_LABELS } from '../../shared/food-facts';
import { MICRONUTRIENTS } from '../../shared/micronutrients';
import { floor2 } from '../../shared/nutrition';
import { TAG_LABELS } from '../../shared/restrictions';
import { DishBadges } from './DishBadges';

const num = (v: number | null) => (v === null ? '–' : String(floor2(v)));

type Row = { key: string; label: string; value: (v: DishValues) => string };
const ROWS: Row[] = [
  { key: 'kcal', label: 'Energy (kcal)', value: (v) => num(v.calories) },
  { key: 'protein', label: 'Protein (g)', value: (v) => num(v.protein) },
  { key: 'carbohydrate', label: 'Carbohydrate (g)', value: (v) => num(v.carbohydrate) },
  { key: 'fat', label: 'Fat (g)', value: (v) => num(v.fat) },
  { key: 'fibre', label: 'Fibre (g)', value: (v) => num(v.fibre) },
  { key: 'sodium', label: 'Sodium (mg)', value: (v) => num(v.sodium_mg) },
  ...MICRONUTRIENTS.map((m) => ({
    key: m.key,
    label: `${m.label} (${m.unit})`,
    value: (v: DishValues) => num(v.micronutrients[m.key]),
  })),
];

/**
 * What the dish is (decision 304): its texture, added sugar in one measure, and each ingredient
 * that brings a tag, a hard texture or added sugar, so the nutritionist sees why a soft-diet or a
 * diabetic client is not given it.
 */
function DishFacts({ facts }: { facts: DishFactsView }) {
  const sugar =
    facts.added_sugar_g === null
      ? 'not known'
      : `${floor2(facts.added_sugar_g)} g${facts.measure_label ? ` in 1 ${facts.measure_label}` : ''}`;
  return (
    <div data-testid="dish-facts">
      <Text size="sm" fw={600} mt={6}>
        What the dish is
      </Text>
      <Text size="sm" data-testid="dish-facts-texture">
        Texture: {facts.texture ? TEXTURE_LABELS[facts.texture] : 'not known'}
      </Text>
      <Text size="sm" data-testid="dish-facts-sugar">
        Added sugar: {sugar}
      </Text>
      {facts.carried.length > 0 && (
        <ul style={{ margin: '2px 0 0', paddingLeft: 18 }} data-testid="dish-facts-carried">
          {facts.carried.map((c) => {
            const what = [
              ...c.tags.map((t) => TAG_LABELS[t]),
              ...(c.texture ? [TEXTURE_LABELS[c.texture]] : []),
              ...(c.added_sugar_g ? [`${floor2(c.added_sugar_g)} g added sugar`] : []),
            ];
            return (
              <li key={c.name}>
                <Text size="sm" span>
                  {what.join(', ')} — from {c.name}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

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
  const columns = nutrition
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
          {nutrition.facts && <DishFacts facts={nutrition.facts} />}
          {/* Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe). */}
          {/* Nutrients down, servings across: narrow enough for the side column and a phone. */}
          <Table fz="sm" striped withTableBorder mt={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nutrient</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.label} scope="col" ta="right" data-testid="dish-nutrition-per">
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((r) => (
                <Table.Tr key={r.key} data-testid={`dish-nutrition-${r.key}`}>
                  <Table.Th scope="row" fw={500}>
                    {r.label}
                  </Table.Th>
                  {columns.map((c) => (
                    <Table.Td key={c.label} ta="right">
                      {r.value(c.values)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
