import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { FoodValues, NutrientTotals } from '../../shared/nutrition';
import { useMountedOnce } from '../components/useMountedOnce';
import { useSavedTargets } from './plan-targets-queries';
import { TargetBars } from './TargetBars';

// Loaded and mounted when first opened: seven closed modals cost a phone's planner some 50 ms of
// rendering (decision 284).
const MicronutrientPanel = lazy(() =>
  import('./MicronutrientPanel').then((m) => ({ default: m.MicronutrientPanel })),
);

/**
 * What the planner's day total cell shows of the targets: a bar per macro target and the button
 * to the day's micronutrient panel. Mounted by the planner (PlannerPage's renderDayTotal).
 */
export function DayTargets({
  planId,
  day,
  dayName,
  totals,
  meals,
}: {
  planId: number;
  day: number;
  dayName: string;
  totals: NutrientTotals;
  meals: readonly {
    day: number;
    items: readonly { ref_id: number | null; label: string; quantity: number; food: FoodValues }[];
  }[];
}) {
  const [open, setOpen] = useState(false);
  const mounted = useMountedOnce(open);
  const targets = useSavedTargets(planId).data?.targets;
  return (
    <>
      {targets && <TargetBars totals={totals} targets={targets} />}
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        onClick={() => setOpen(true)}
        aria-label={`Micronutrients of ${dayName}`}
      >
        Micronutrients
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MicronutrientPanel
            opened={open}
            onClose={() => setOpen(false)}
            dayName={dayName}
            day={day}
            meals={meals}
            targets={targets}
          />
        </Suspense>
      )}
    </>
  );
}
