import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AppointmentOut } from '../../shared/appointments';
import { PageHeader } from '../components/PageHeader';
import { PHONE_QUERY } from '../components/phone-query';
import { AppointmentModal } from './AppointmentModal';
import { useAppointments } from './appointment-queries';
import classes from './calendar.module.css';

const COLORS: Record<string, string> = {
  Booked: '#0b6e4f',
  Completed: '#495057',
  'No-show': '#a61e4d',
  Cancelled: '#868e96',
};

/**
 * /calendar: the week and the day (time grid) on a desk, a list of the week on a phone (issue
 * 36). Times are the practice's wall clock: events carry local times and the calendar runs in
 * UTC, so a browser in another zone still shows 18:30 for an 18:30 IST booking.
 */
export default function CalendarPage() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // ?date=YYYY-MM-DD opens that date's week (the booking's toast links here).
  const date = useSearchParams()[0].get('date') ?? undefined;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<AppointmentOut | null>(null);
  const list = useAppointments(range?.from ?? null, range?.to ?? null);
  const byId = new Map((list.data ?? []).map((a) => [String(a.id), a]));

  const datesSet = (arg: DatesSetArg) => {
    const last = new Date(arg.end.getTime() - 1);
    setRange({ from: arg.start.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) });
  };
  return (
    <>
      <PageHeader title="Calendar" />
      <Paper withBorder p={phone ? 'xs' : 'md'} data-testid="calendar" className={classes.calendar}>
        <FullCalendar
          key={phone ? 'phone' : 'desk'}
          plugins={[timeGridPlugin, listPlugin]}
          timeZone="UTC"
          initialView={phone ? 'listWeek' : 'timeGridWeek'}
          initialDate={date}
          headerToolbar={
            phone
              ? { left: 'prev,next', center: 'title', right: 'today' }
              : { left: 'prev,next today', center: 'title', right: 'timeGridWeek,timeGridDay,listWeek' }
          }
          buttonIcons={false}
          buttonText={{
            prev: 'Previous',
            next: 'Next',
            today: 'Today',
            week: 'Week',
            day: 'Day',
            list: 'Agenda',
          }}
          firstDay={1}
          // Dates as an Indian practice writes them, day first: "Mon 30/11", "30 Nov – 6 Dec 2026".
          locale={enGbLocale}
          slotMinTime="07:00:00"
          slotMaxTime="22:00:00"
          allDaySlot={false}
          height="auto"
          nowIndicator
          datesSet={datesSet}
          events={(list.data ?? []).map((a) => ({
            id: String(a.id),
            title: `${a.client_name} · ${a.mode}${a.status === 'Booked' ? '' : ` (${a.status})`}`,
            start: a.starts_local,
            end: a.ends_local,
            backgroundColor: COLORS[a.status],
            borderColor: COLORS[a.status],
          }))}
          eventClick={(arg: EventClickArg) => setOpen(byId.get(arg.event.id) ?? null)}
        />
      </Paper>
      {open && <AppointmentModal appointment={open} onClose={() => setOpen(null)} />}
    </>
  );
}
