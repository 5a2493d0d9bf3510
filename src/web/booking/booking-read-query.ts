/**
 * The public booking page's two reads as TanStack queries (decision 312): the page (practice,
 * types) and the free times of its first type over the next two weeks. Kept free of UI code: the
 * app's entry imports it to start both reads before the page's chunks have loaded
 * (app/route-prefetch.ts), and the server preloads the first in index.html
 * (shared/list-requests.ts, bookingFirstUrls).
 */
import { queryOptions } from '@tanstack/react-query';
import type { BookingPage, BookingSlots } from '../../shared/booking-options';
import { bookingReadPath } from '../../shared/list-requests';
import { practiceToday } from '../../shared/practice-date';
import { type ApiError, fetchData } from '../lib/api';

/** The days the page offers times on, today first. */
export const BOOKING_DAYS = 14;

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const noRetryOn404 = (count: number, error: unknown) => count < 2 && (error as ApiError).status !== 404;

export const bookingPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['booking', slug],
    queryFn: () => fetchData<BookingPage>(bookingReadPath(slug)),
    retry: noRetryOn404,
  });

export const bookingSlotsQuery = (slug: string, type: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: ['booking', slug, 'slots', type, from, to],
    queryFn: () =>
      fetchData<BookingSlots>(`/api/v1/booking/${encodeURIComponent(slug)}/slots`, { type, from, to }),
    enabled: Boolean(type),
  });

/** The window the page asks times for: today in the practice's zone and the 13 days after it. */
export function bookingWindow(now = new Date()): { from: string; to: string } {
  const from = practiceToday(now);
  return { from, to: addDays(from, BOOKING_DAYS - 1) };
}

/** '/book/<slug>' → the slug (not the confirm link, /book/confirm/<token>), else null. */
export function bookingSlugOf(pathname: string): string | null {
  const match = /^\/book\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] === 'confirm') return null;
  return decodeURIComponent(match[1]);
}
