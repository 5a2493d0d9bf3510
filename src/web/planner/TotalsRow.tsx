import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  energyShares,
  floor2,
  isOverMaxCalories,
  type NutrientTotals,
  ZERO_TOTALS,
} from '../../shared/nutrition';
import type { GridDay } from './grid-types';
import classes from './planner.module.css';

/** The day totals under the grid: kcal, macros, fibre and energy shares; a warning over max_calories. */
export function TotalsRow({
  days,
  totals,
  maxCalories,
}: {
  days: GridDay[];
  totals: Map<number, NutrientTotals>;
  maxCalories: number | null;
}) {
  return (
    <tr className={classes.totals}>
      <th scope="row" className={classes.timeHead}>
        Day total
      </th>
      {days.map((d) => {
        const t = totals.get(d.day) ?? ZERO_TOTALS;
        const s = energyShares(t);
        const over = isOverMaxCalories(t, maxCalories);
        return (
          <td key={d.day} className={over ? classes.overMax : undefined} data-testid={`totals-${d.day}`}>
            <Text size="xs" fw={700} data-testid="day-kcal">
              {floor2(t.calories)} kcal
            </Text>
            <Text size="xs">
              C {floor2(t.carbohydrate)} g ({floor2(s.carbohydrate)}%) · P {floor2(t.protein)} g (
              {floor2(s.protein)}%)
            </Text>
            <Text size="xs">
              F {floor2(t.fat)} g ({floor2(s.fat)}%) · Fibre {floor2(t.fibre)} g
            </Text>
            {over && (
              <Text size="xs" c="red.9" fw={600} role="alert" data-testid="over-max">
                <IconAlertTriangle size={12} style={{ verticalAlign: -1 }} aria-hidden /> Over the maximum of{' '}
                {maxCalories} kcal
              </Text>
            )}
          </td>
        );
      })}
    </tr>
  );
}
