import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Checkbox, Group, Paper, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AppointmentOut, CALENDAR_DEFAULTS, type CalendarSettings } from '../../shared/appointments';
import { addDays } from '../../shared/plan-calendar';
import { wallClockIn } from '../../shared/practice-date';
import { isNutritionist } from '../../shared/session-user';
import { useSessionUser } from '../app/session';
import { PageHeader } from '../components/PageHeader';
import { PHONE_QUERY } from '../components/phone-query';
import { ApiError, fetchData } from '../lib/api';
import { confirm } from '../lib/confirm';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { AppointmentModal } from './AppointmentModal';
import { useAppointments, useAppointmentWrite } from './appointment-queries';
import classes from './calendar.module.css';
import { colourOfNutritionist, STATUS_COLOURS } from './calendar-colours';

/**
 * /calendar: the week and the day (time grid) and the agenda, on a desk and on a phone (issue 36,
 * issue 56). Times are the practice's wall clock: events carry local times and the calendar runs
 * in UTC, so a browser in another zone still shows 18:30 for an 18:30 IST booking; "now" is the
 * practice's wall clock too, so the now line is where the practice's clocks are. Working hours are
 * shaded from the practice's calendar settings; cancelled consultations are hidden unless asked
 * for. An admin sees each nutritionist in a colour of their own, with a filter.
 */
export default function CalendarPage() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { data: user } = useSessionUser();
  const admin = !!user && !isNutritionist(user);
  // ?date=YYYY-MM-DD opens that date's week (the booking's toast links here); ?view=next7 or
  // last7 opens the agenda of the next or last 7 days (the dashboard's counts link here, issue 56).
  const [params] = useSearchParams();
  const asked = params.get('view');
  const span = asked === 'next7' || asked === 'last7' ? asked : null;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<AppointmentOut | null>(null);
  const [showCancelled, setShowCancelled] = useState(false);
  const [dietitian, setDietitian] = useState<string | null>(null);
  const list = useAppointments(range?.from ?? null, range?.to ?? null);
  const settings = useQuery({
    queryKey: ['settings', 'calendar'],
    queryFn: () => fetchData<CalendarSettings>('/api/v1/settings/calendar'),
  }).data;
  const { time_zone, day_start, day_end, work_days } = settings ?? CALENDAR_DEFAULTS;
  const today = wallClockIn(time_zone).slice(0, 10);
  const date = params.get('date') ?? (span === 'last7' ? addDays(today, -6) : span ? today : undefined);
  const all = list.data ?? [];
  const byId = new Map(all.map((a) => [String(a.id), a]));
  const dietitians = [...new Map(all.map((a) => [String(a.dietitian_id), a.dietitian_name])).entries()].sort(
    (a, b) => a[1].localeCompare(b[1]),
  );
  const shown = all.filter(
    (a) =>
      (showCancelled || a.status !== 'Cancelled') && (!dietitian || String(a.dietitian_id) === dietitian),
  );

  const edit = useAppointmentWrite<{ id: number; starts_at: string; confirm?: boolean }>(
    '/api/v1/appointment/edit',
  );
  /** A consultation dragged to another time: moved as the form moves it, or put back with the reason. */
  const moveByDrag = async (drop: EventDropArg, confirmed = false): Promise<void> => {
    const startsAt = drop.event.start!.toISOString().slice(0, 16);
    try {
      const written = await edit.mutateAsync({
        id: Number(drop.event.id),
        starts_at: startsAt,
        confirm: confirmed,
      });
      notifySuccess(written.message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.confirm && !confirmed && (await confirm(fields.confirm, 'Move anyway'))) {
        return moveByDrag(drop, true);
      }
      drop.revert();
      if (!fields.confirm) notifyFailure(error);
    }
  };

  const datesSet = (arg: DatesSetArg) => {
    const last = new Date(arg.end.getTime() - 1);
    setRange({ from: arg.start.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) });
  };
  const colourOf = (a: AppointmentOut) =>
    a.status === 'Booked' || a.status === 'Completed'
      ? admin
        ? colourOfNutritionist(a.dietitian_id)
        : STATUS_COLOURS[a.status]
      : STATUS_COLOURS[a.status];
  return (
    <>
      <PageHeader title="Calendar" />
      <Group mb="sm" gap="md" align="end" wrap="wrap">
        {admin && (
          <Select
            label="Nutritionist"
            placeholder="All nutritionists"
            data={dietitians.map(([value, label]) => ({ value, label }))}
            value={dietitian}
            onChange={setDietitian}
            clearable
            w={phone ? '100%' : 260}
          />
        )}
        <Checkbox
          label="Show cancelled"
          checked={showCancelled}
          onChange={(e) => setShowCancelled(e.currentTarget.checked)}
        />
      </Group>
      {admin && dietitians.length > 1 && (
        <Group gap="sm" mb="sm" data-testid="calendar-legend" aria-label="Nutritionists' colours">
          {dietitians.map(([id, name]) => (
            <Group key={id} gap={6} wrap="nowrap">
              <span
                aria-hidden
                className={classes.swatch}
                style={{ backgroundColor: colourOfNutritionist(Number(id)) }}
              />
              <span>{name}</span>
            </Group>
          ))}
        </Group>
      )}
      <Paper withBorder p={phone ? 'xs' : 'md'} data-testid="calendar" className={classes.calendar}>
        <FullCalendar
          key={phone ? 'phone' : 'desk'}
          plugins={[timeGridPlugin, listPlugin, interactionPlugin]}
          timeZone="UTC"
          now={() => wallClockIn(time_zone)}
          initialView={span ? 'listSevenDays' : phone ? 'listWeek' : 'timeGridWeek'}
          views={{
            listSevenDays: { type: 'list', duration: { days: 7 }, buttonText: '7 days' },
            timeGrid: { eventContent: timeGridEvent },
          }}
          initialDate={date}
          headerToolbar={
            phone
              ? { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,listWeek' }
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
          // Working hours from Settings → Calendar (1 = Monday … 7 = Sunday there; 0 = Sunday here).
          businessHours={{ daysOfWeek: work_days.map((d) => d % 7), startTime: day_start, endTime: day_end }}
          allDaySlot={false}
          height="auto"
          // A 30-minute consultation keeps its name and time readable; two at one time sit side by side.
          eventMinHeight={40}
          slotEventOverlap={false}
          nowIndicator
          // A booked consultation can be dragged to another time (the duration stays).
          eventDurationEditable={false}
          eventDrop={(drop) => void moveByDrag(drop)}
          datesSet={datesSet}
          events={shown.map((a) => ({
            id: String(a.id),
            title: `${a.client_name} · ${a.mode}${admin ? ` · ${a.dietitian_name}` : ''}${a.status === 'Booked' ? '' : ` (${a.status})`}`,
            start: a.starts_local,
            end: a.ends_local,
            backgroundColor: colourOf(a),
            borderColor: colourOf(a),
            classNames: a.status === 'Cancelled' ? [classes.cancelled] : [],
            startEditable: a.status === 'Booked',
          }))}
          eventClick={(arg: EventClickArg) => setOpen(byId.get(arg.event.id) ?? null)}
        />
      </Paper>
      {open && <AppointmentModal appointment={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * A consultation in the day and week grids: its start time inline before the title, so a
 * 30-minute block reads "11:00 Kavya Nair · Video · Meera Krishnan" on two lines (issue 56 point 3:
 * the time took a line of its own and the nutritionist's name was cut). The whole text stays
 * in the tooltip for two consultations side by side.
 */
function timeGridEvent(arg: EventContentArg) {
  const start = arg.timeText.split(' - ')[0];
  return (
    <div className={classes.event} title={`${arg.timeText} ${arg.event.title}`}>
      <span className={classes.eventTime}>{start}</span> <span>{arg.event.title}</span>
    </div>
  );
}
