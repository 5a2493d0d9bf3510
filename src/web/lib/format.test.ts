import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime12 } from './format';

describe('display formats (SPEC §9)', () => {
  it('shows dates as DD-MMM-YYYY and nothing for no date', () => {
    expect(formatDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows created-at on a 12-hour clock with AM/PM, in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 16, 21, 55))).toBe('22-Nov-2026 04:21:55 PM');
    expect(formatDateTime(new Date(2026, 10, 22, 0, 5, 9))).toBe('22-Nov-2026 12:05:09 AM');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('shows meal times as hh:mm A', () => {
    expect(formatTime12('06:00')).toBe('06:00 AM');
    expect(formatTime12('19:45:00')).toBe('07:45 PM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
  });
});
