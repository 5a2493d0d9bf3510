export { latestMonitoringLines } from './notes.report';
export { queueDueReminders, startReminderTimer } from './reminders';
