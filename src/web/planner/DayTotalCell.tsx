import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  energyShares,
  floor2,
  isOverMaxCalories,
  type NutrientTotals,
  ZERO_TOTALS,
} from '../../shared/nutrition';
import type { GridDay } from './grid-types';
import classes from './planner.module.css';

/**
 * A day's cell of the totals row under the grid (PlannerGrid draws the row): kcal, macros, fibre
 * and energy shares; a warning over max_calories.
 */
export function DayTotalCell({
  day: d,
  index,
  totals,
  maxCalories,
  children,
}: {
  day: GridDay;
  /** The day's column among all days (aria-colindex: the grid may draw only some columns). */
  index: number;
  totals: Map<number, NutrientTotals>;
  maxCalories: number | null;
  /** What else the cell shows (the plan's targets: src/web/plan-targets/DayTargets). */
  children?: ReactNode;
}) {
  const t = totals.get(d.day) ?? ZERO_TOTALS;
  const s = energyShares(t);
  const over = isOverMaxCalories(t, maxCalories);
  return (
    <td
      className={over ? classes.overMax : undefined}
      aria-colindex={index + 2}
      data-testid={`totals-${d.day}`}
    >
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
        <Text size="xs" c="red.9" fw={600} data-testid="over-max">
          <IconAlertTriangle size={12} style={{ verticalAlign: -1 }} aria-hidden /> Over the maximum of{' '}
          {maxCalories} kcal
        </Text>
      )}
      {children}
    </td>
  );
}
