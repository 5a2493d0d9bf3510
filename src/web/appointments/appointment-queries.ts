import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentNoteOut } from '../../shared/appointment-notes';
import type { AppointmentOut, AppointmentsToday } from '../../shared/appointments';
import { APPOINTMENTS_TODAY_PATH } from '../../shared/list-requests';
import { apiWrite, fetchData } from '../lib/api';

export const APPOINTMENTS_KEY = ['appointments'] as const;

export const useAppointments = (from: string | null, to: string | null) =>
  useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'list', from, to],
    queryFn: () => fetchData<AppointmentOut[]>('/api/v1/appointment/list', { from: from!, to: to! }),
    enabled: Boolean(from && to),
  });

export const useAppointmentsToday = () =>
  useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'today'],
    queryFn: () => fetchData<AppointmentsToday>(APPOINTMENTS_TODAY_PATH),
  });

/** Any appointment write: the calendar and the dashboard read again. */
export function useAppointmentWrite<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiWrite<AppointmentOut>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}

const noteKey = (appointmentId: number) => [...APPOINTMENTS_KEY, 'note', appointmentId] as const;

export const useAppointmentNote = (appointmentId: number) =>
  useQuery({
    queryKey: noteKey(appointmentId),
    queryFn: () =>
      fetchData<AppointmentNoteOut>('/api/v1/appointment/note', { appointment_id: appointmentId }),
  });

/** Saves or amends the note; the answer is the note as the server now holds it. */
export function useNoteWrite(appointmentId: number, kind: 'save' | 'amend') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiWrite<AppointmentNoteOut>(`/api/v1/appointment/note/${kind}`, {
        appointment_id: appointmentId,
        ...body,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(noteKey(appointmentId), data),
  });
}
