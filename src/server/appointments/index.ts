// The public booking link (booking/, decision 297) books through the appointments' own parts.
export { mailClient } from './appointment-mails';
export { findAppointmentWithNames, insertAppointment, updateAppointment } from './appointments.repository';
export { readCalendarSettings } from './calendar-settings';
export { latestMonitoringLines } from './notes.report';
export { queueDueReminders, startReminderTimer } from './reminders';
