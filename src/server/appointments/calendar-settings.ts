import { CALENDAR_DEFAULTS, type CalendarSettings } from '../../shared/appointments';
import type { Db } from '../db/client';
import { findCalendarSettingsRow } from './appointments.repository';

/** The practice's calendar settings: the saved row, else the defaults (decision 226). */
export async function readCalendarSettings(db: Db): Promise<CalendarSettings> {
  const row = await findCalendarSettingsRow(db);
  if (!row) return CALENDAR_DEFAULTS;
  return {
    time_zone: row.timeZone,
    day_start: row.dayStart,
    day_end: row.dayEnd,
    work_days: row.workDays.split(',').map(Number),
    reminder_first_hours: row.reminderFirstHours,
    reminder_second_hours: row.reminderSecondHours,
    whatsapp_wording: row.whatsappWording,
    whatsapp_wording_hi: row.whatsappWordingHi ?? CALENDAR_DEFAULTS.whatsapp_wording_hi,
  };
}
