import { ActionIcon, Menu } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { GenerateMode } from '../../shared/plan-generate';
import type { GenerateRequest } from './generate-queries';

/** Loaded when a preview is first asked for (decision 085): the planner's own chunk stays small. */
const GeneratePreviewModal = lazy(() =>
  import('./GeneratePreviewModal').then((m) => ({ default: m.GeneratePreviewModal })),
);

/** A day column as the planner draws it. */
type Day = { day: number; name: string; mealCount: number };
type Props = {
  planId: number;
  packageId: number;
  /** The plan's client: Generate first shows what of their text is not enforced. */
  clientId: number;
  day: Day;
  days: Day[];
  onChanged: () => void;
};

/** The day column's computed-plan actions (issue 17): Fill to targets, Generate day, Generate week. */
export function ComputeDayMenu({ planId, packageId, clientId, day, days, onChanged }: Props) {
  const [open, setOpen] = useState<{ request: GenerateRequest; title: string } | null>(null);
  const start = (mode: GenerateMode, list: number[], title: string) =>
    setOpen({ request: { planId, packageId, days: list, mode }, title });
  // A week: this day and the next six columns that exist.
  const week = days.filter((d) => d.day >= day.day).slice(0, 7);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            title="Compute to the targets"
            variant="subtle"
            size="sm"
            aria-label={`Compute ${day.name} to the targets`}
          >
            <IconCalculator size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Compute to the targets</Menu.Label>
          <Menu.Item
            disabled={day.mealCount === 0}
            onClick={() => start('quantities', [day.day], `Fill to targets: ${day.name}`)}
          >
            Fill to targets
          </Menu.Item>
          {/* Generate builds meals of dishes in household measures (issue 27, decision 168). */}
          <Menu.Item onClick={() => start('dishes', [day.day], `Generate ${day.name}`)}>
            Generate day
          </Menu.Item>
          {week.length > 1 && (
            <Menu.Item
              onClick={() =>
                start(
                  'dishes',
                  week.map((d) => d.day),
                  `Generate ${week.length} days from ${day.name}`,
                )
              }
            >
              Generate week
            </Menu.Item>
          )}
          <Menu.Item onClick={() => start('foods', [day.day], `Generate ${day.name} from single foods`)}>
            Day from single foods
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && (
        <Suspense fallback={null}>
          <GeneratePreviewModal
            request={open.request}
            clientId={clientId}
            title={open.title}
            onClose={() => setOpen(null)}
            onChanged={onChanged}
          />
        </Suspense>
      )}
    </>
  );
}
