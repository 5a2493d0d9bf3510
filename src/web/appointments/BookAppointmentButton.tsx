import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BookAppointmentModal } from './BookAppointmentModal';

/** The package page's "Book appointment". */
export function BookAppointmentButton({ packageId }: { packageId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Book appointment
      </Button>
      {open && <BookAppointmentModal packageId={packageId} onClose={() => setOpen(false)} />}
    </>
  );
}
