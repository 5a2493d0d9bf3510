export { AppointmentsSection } from './AppointmentsSection';
export { BookAppointmentButton } from './BookAppointmentButton';
export { TodayAppointments } from './TodayAppointments';
