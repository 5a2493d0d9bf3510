import { describe, expect, it } from 'vitest';
import { wallClockWords } from '../../shared/appointment-time';
import { clockOf, dayLabel } from './booking-day-words';

/** The words the page wrote through Intl before decision 312. */
function intlDayLabel(date: string, locale: string) {
  const at = new Date(`${date}T00:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...o }).format(at);
  return `${part({ weekday: 'short' })} ${date.slice(8)}-${part({ month: 'short' })}`;
}

describe("the booking page's day buttons and times", () => {
  it("write every day of two years as Intl's en-IN and hi-IN do", () => {
    for (let i = 0; i < 731; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      expect(dayLabel(date, 'en')).toBe(intlDayLabel(date, 'en-IN'));
      expect(dayLabel(date, 'hi')).toBe(intlDayLabel(date, 'hi-IN'));
    }
    expect(dayLabel('2026-12-08', 'en')).toBe('Tue 08-Dec');
    expect(dayLabel('2026-09-15', 'en')).toBe('Tue 15-Sept');
  });

  it("write every time of the day as wallClockWords' clock", () => {
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      const local = `2026-12-08T${hh}:${mm}`;
      expect(clockOf(local)).toBe(wallClockWords(local).split(', ')[1]);
    }
    expect(clockOf('2026-12-08T00:05')).toBe('12:05 am');
    expect(clockOf('2026-12-08T12:30')).toBe('12:30 pm');
  });
});
