import { describe, expect, it } from 'vitest';
import { endDateForDuration } from './package-options';

describe('endDateForDuration', () => {
  it('ends on the last day inside the period', () => {
    expect(endDateForDuration('2026-01-01', '1 Month')).toBe('2026-01-31');
    expect(endDateForDuration('2026-01-15', '3 Months')).toBe('2026-04-14');
    expect(endDateForDuration('2026-07-10', '6 Months')).toBe('2027-01-09');
    expect(endDateForDuration('2026-04-01', '12 Months')).toBe('2027-03-31');
    expect(endDateForDuration('2026-01-01', '2 Weeks')).toBe('2026-01-14');
  });

  it("clamps a month to the next month's length, leap years included", () => {
    expect(endDateForDuration('2026-01-31', '1 Month')).toBe('2026-02-27');
    expect(endDateForDuration('2024-01-31', '1 Month')).toBe('2024-02-28');
  });

  it('gives nothing for a duration it cannot read or without a start date', () => {
    expect(endDateForDuration('2026-01-01', 'Till the wedding')).toBeNull();
    expect(endDateForDuration('', '1 Month')).toBeNull();
    expect(endDateForDuration('05-Mar-2026', '1 Month')).toBeNull();
  });
});
