import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingResult, BookingSettings } from '../../shared/booking-options';
import { apiWrite, fetchData, fetchDataWithMessage } from '../lib/api';
import { bookingPageQuery, bookingSlotsQuery } from './booking-read-query';

export function useBookingPage(slug: string) {
  return useQuery(bookingPageQuery(slug));
}

export function useBookingSlots(slug: string, type: string | null, from: string, to: string) {
  return useQuery(bookingSlotsQuery(slug, type, from, to));
}

export type BookBody = {
  type: string;
  starts_at: string;
  name: string;
  phone: string;
  email: string;
  note?: string;
  language: 'en' | 'hi';
};

export function useBook(slug: string) {
  return useMutation({
    mutationFn: (body: BookBody) =>
      apiWrite<BookingResult>(`/api/v1/booking/${encodeURIComponent(slug)}/book`, body),
  });
}

export function useConfirmBooking(token: string) {
  return useQuery({
    queryKey: ['booking', 'confirm', token],
    queryFn: () =>
      fetchDataWithMessage<BookingResult>(`/api/v1/booking/confirm/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Settings → Booking (admin). */
export function useBookingSettings() {
  return useQuery({
    queryKey: ['settings', 'booking'],
    queryFn: () => fetchData<BookingSettings>('/api/v1/settings/booking'),
  });
}

export function useSaveBookingSettings() {
  return useMutation({
    mutationFn: (body: BookingSettings) => apiWrite<BookingSettings>('/api/v1/settings/booking', body),
  });
}
