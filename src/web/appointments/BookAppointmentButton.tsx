import { Button } from '@mantine/core';
import { IconCalendarPlus, IconCalendarRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { BookAppointmentModal } from './BookAppointmentModal';
import { FollowUpsModal } from './FollowUpsModal';

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
      {open === 'one' && <BookAppointmentModal packageId={packageId} onClose={() => setOpen(null)} />}
      {open === 'follow-ups' && <FollowUpsModal packageId={packageId} onClose={() => setOpen(null)} />}
    </>
  );
}
