import { Button } from '@mantine/core';
import { IconCalendarPlus, IconCalendarRepeat } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// Loaded on first open: appointments/index.ts also serves the dashboard's tiles, and these forms
// (their Zod schemas, date and time pickers) rode along into the dashboard's first paint (decision 268).
const BookAppointmentModal = lazy(() =>
  import('./BookAppointmentModal').then((m) => ({ default: m.BookAppointmentModal })),
);
const FollowUpsModal = lazy(() => import('./FollowUpsModal').then((m) => ({ default: m.FollowUpsModal })));

/** The package page's "Book appointment" and "Propose follow-ups" (at the package's cadence). */
export function BookAppointmentButton({ packageId }: { packageId: number }) {
  const [open, setOpen] = useState<'one' | 'follow-ups' | null>(null);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setOpen('one')}
      >
        Book appointment
      </Button>
      <Button
        variant="default"
        leftSection={<IconCalendarRepeat size={16} aria-hidden />}
        onClick={() => setOpen('follow-ups')}
      >
        Propose follow-ups
      </Button>
      <Suspense fallback={null}>
        {open === 'one' && <BookAppointmentModal packageId={packageId} onClose={() => setOpen(null)} />}
        {open === 'follow-ups' && <FollowUpsModal packageId={packageId} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
