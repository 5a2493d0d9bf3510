export { queueDueReminders, startReminderTimer } from './reminders';
