import { describe, expect, it } from 'vitest';
import { PRACTICE_TIME_ZONE, practiceToday, wallClockIn } from './practice-date';

describe('practiceToday', () => {
  it('turns to the next date at midnight in India, 18:30 UTC', () => {
    expect(practiceToday(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(practiceToday(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
    expect(practiceToday(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database every six hours through 2024-2030', () => {
    const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: PRACTICE_TIME_ZONE });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 6 * 3_600_000 + 17 * 60_000) {
      const now = new Date(t);
      expect(practiceToday(now)).toBe(calendar.format(now));
    }
  });
});

describe('wallClockIn', () => {
  it("is the practice's clock: 16:00 in India is 10:30 UTC, in Dubai 14:30", () => {
    const now = new Date('2026-12-07T10:30:00.000Z');
    expect(wallClockIn('Asia/Kolkata', now)).toBe('2026-12-07T16:00:00');
    expect(wallClockIn('Asia/Dubai', now)).toBe('2026-12-07T14:30:00');
    expect(wallClockIn('Asia/Kolkata', new Date('2026-12-31T18:45:00Z'))).toBe('2027-01-01T00:15:00');
  });

  it('agrees with the time-zone database for India whichever path it takes', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      const now = new Date(t);
      const viaIntl = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
        .format(now)
        .replace(' ', 'T');
      expect(wallClockIn('Asia/Kolkata', now)).toBe(viaIntl);
    }
  });
});
