import { Button } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

/** The week generator's dialog, loaded when first opened (decision 085). */
const GeneratePreviewModal = lazy(() =>
  import('./GeneratePreviewModal').then((m) => ({ default: m.GeneratePreviewModal })),
);

/** A week: the plan's first seven day columns (a day column's own menu generates from that day). */
const WEEK = 7;

/**
 * The toolbar's labelled "Generate week" (issue 33): the plan's first week of days, in dishes, to
 * the plan's targets, through the generator's preview and Apply. Before, this sat only in each day
 * column's unlabelled 16 px calculator menu.
 */
export function GenerateWeekButton({
  planId,
  packageId,
  clientId,
  days,
  disabled,
  onChanged,
}: {
  planId: number;
  packageId: number;
  clientId: number;
  /** The plan's day columns in order: their number and name. */
  days: readonly { day: number; name: string }[];
  disabled: boolean;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const week = days.slice(0, WEEK);
  const title =
    week.length > 1
      ? `Generate ${week.length} days from ${week[0].name}`
      : `Generate ${week[0]?.name ?? 'a day'}`;
  return (
    <>
      <Button
        color="teal.9"
        variant="outline"
        leftSection={<IconWand size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={disabled || week.length === 0}
        data-testid="generate-week"
      >
        Generate week
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GeneratePreviewModal
            request={{ planId, packageId, days: week.map((d) => d.day), mode: 'dishes' }}
            clientId={clientId}
            title={title}
            onClose={() => setOpen(false)}
            onChanged={onChanged}
          />
        </Suspense>
      )}
    </>
  );
}
