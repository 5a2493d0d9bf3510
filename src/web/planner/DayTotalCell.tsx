import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { energyShares, isOverMaxCalories, type NutrientTotals, ZERO_TOTALS } from '../../shared/nutrition';
import { SODIUM_DAY_MAX_MG } from '../../shared/plan-options';
import { type DaySodium, whole } from './figures';
import type { GridDay } from './grid-types';
import classes from './planner.module.css';

const NO_SODIUM: DaySodium = { mg: 0, unknown: 0, over: false };

/**
 * A day's cell of the totals row under the grid (PlannerGrid draws the row): kcal, macros, fibre
 * and energy shares, and sodium, in whole units; a warning over max_calories or over the sodium
 * ceiling. A day over on sodium never shows a green "on target" bar (decision 212): the cell's
 * sodiumOver class turns the met bars of the targets amber.
 */
export function DayTotalCell({
  day: d,
  index,
  totals,
  sodium,
  maxCalories,
  children,
}: {
  day: GridDay;
  /** The day's column among all days (aria-colindex: the grid may draw only some columns). */
  index: number;
  totals: Map<number, NutrientTotals>;
  sodium: Map<number, DaySodium>;
  maxCalories: number | null;
  /** What else the cell shows (the plan's targets: src/web/plan-targets/DayTargets). */
  children?: ReactNode;
}) {
  const t = totals.get(d.day) ?? ZERO_TOTALS;
  const s = energyShares(t);
  const na = sodium.get(d.day) ?? NO_SODIUM;
  const over = isOverMaxCalories(t, maxCalories);
  const className = [over ? classes.overMax : '', na.over ? classes.sodiumOver : '']
    .filter(Boolean)
    .join(' ');
  return (
    <td className={className || undefined} aria-colindex={index + 2} data-testid={`totals-${d.day}`}>
      <Text size="xs" fw={700} data-testid="day-kcal">
        {whole(t.calories)} kcal
      </Text>
      <Text size="xs">
        C {whole(t.carbohydrate)} g ({whole(s.carbohydrate)} %) · P {whole(t.protein)} g ({whole(s.protein)}{' '}
        %)
      </Text>
      <Text size="xs">
        F {whole(t.fat)} g ({whole(s.fat)} %) · Fibre {whole(t.fibre)} g
      </Text>
      <Text
        size="xs"
        c={na.over ? 'red.9' : undefined}
        fw={na.over ? 600 : undefined}
        data-testid="day-sodium"
        title={
          na.unknown
            ? `${na.unknown} food${na.unknown === 1 ? '' : 's'} of the day without a sodium value: at least this much`
            : undefined
        }
      >
        {na.over && <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginRight: 2 }} aria-hidden />}
        {`Sodium ${na.unknown ? '≥ ' : ''}${whole(na.mg)} mg`}
        {na.over ? ` · over ${whole(SODIUM_DAY_MAX_MG)} mg` : ''}
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
