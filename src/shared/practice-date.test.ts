import { describe, expect, it } from 'vitest';
import { PRACTICE_TIME_ZONE, practiceToday } from './practice-date';

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
