import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderList } from '../../shared/appointment-reminders';
import { apiWrite, fetchData } from '../lib/api';
import { APPOINTMENTS_KEY } from './appointment-queries';

const remindersKey = (date: string | null) => [...APPOINTMENTS_KEY, 'reminders', date] as const;

/** The day's reminders (today in the practice's zone when date is null). */
export const useReminders = (date: string | null) =>
  useQuery({
    queryKey: remindersKey(date),
    queryFn: () => fetchData<ReminderList>('/api/v1/appointment/reminders', date ? { date } : {}),
  });

/** Marks an appointment's WhatsApp reminder sent; the list reads again. */
export function useMarkReminderSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiWrite<{ sent_at: string; already: boolean }>('/api/v1/appointment/reminder-sent', {
        id,
        kind: 'whatsapp',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...APPOINTMENTS_KEY, 'reminders'] }),
  });
}
