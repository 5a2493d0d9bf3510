import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GridDay } from './grid-types';
import classes from './planner.module.css';
import { overMaxSummary } from './usePlannerView';

type Props = {
  conflictCount: number;
  preference: string | null;
  overMaxDays: readonly GridDay[];
  dayCount: number;
  maxCalories: number | null;
};

/** What the nutritionist should know about the whole plan, said once above the grid. */
export function PlanWarnings({ conflictCount, preference, overMaxDays, dayCount, maxCalories }: Props) {
  return (
    <>
      {conflictCount > 0 && (
        <PlanWarning color="orange" testId="plan-conflicts">
          {conflictCount} {conflictCount === 1 ? 'item conflicts' : 'items conflict'} with the food preference
          ({preference}). They are marked in the grid.
        </PlanWarning>
      )}
      {overMaxDays.length > 0 && (
        <PlanWarning color="red" testId="plan-over-max">
          {overMaxSummary(overMaxDays, dayCount)} over the maximum of {maxCalories} kcal a day.
        </PlanWarning>
      )}
    </>
  );
}

/** A warning for the nutritionist above the grid; never on the client's printout. */
function PlanWarning({ color, testId, children }: { color: string; testId: string; children: ReactNode }) {
  return (
    <Alert
      color={color}
      icon={<IconAlertTriangle size={18} />}
      mb="sm"
      className={classes.noPrint}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
