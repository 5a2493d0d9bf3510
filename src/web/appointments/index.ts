export { BookAppointmentButton } from './BookAppointmentButton';
export { TodayAppointments } from './TodayAppointments';
