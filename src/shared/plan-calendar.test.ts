import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarOf,
  datesOfRound,
  dateText,
  daysBetween,
  inPeriod,
  mondayOf,
  periodProblem,
  planDayOn,
  recentDatesIn,
  weekdayOfDate,
  weekdayOfPlanDay,
} from './plan-calendar';

// 27-Nov-2026 is a Friday; 23-Nov-2026 a Monday; 01-Dec-2026 a Tuesday.
const pkg = { startDate: '2026-11-01', endDate: '2027-01-31' };
const dayNumbers = (startDate: string | null, endDate: string | null = null) =>
  calendarOf({ dayFormat: 'day_numbers', startDate, endDate }, pkg);
const weekdays = (startDate: string | null, endDate: string | null = null) =>
  calendarOf({ dayFormat: 'week_day', startDate, endDate }, pkg);
const SEVEN = [1, 2, 3, 4, 5, 6, 7];

describe('dates as strings', () => {
  it('adds and counts days across months, years and a leap day', () => {
    expect(addDays('2026-11-27', 5)).toBe('2026-12-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-27', '2026-12-02')).toBe(5);
    expect(daysBetween('2026-12-02', '2026-11-27')).toBe(-5);
  });

  it('names weekdays, Mondays and DD-MMM-YYYY dates', () => {
    expect(weekdayOfDate('2026-11-27')).toBe(5);
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(dateText('2026-11-27')).toBe('27-Nov-2026');
    expect(dateText(null)).toBe('');
  });
});

describe('the start-date rule', () => {
  it("takes the plan's own dates, else its package's", () => {
    expect(dayNumbers('2026-11-27', '2026-12-26')).toEqual({
      dayFormat: 'day_numbers',
      startDate: '2026-11-27',
      endDate: '2026-12-26',
    });
    expect(dayNumbers(null)).toEqual({
      dayFormat: 'day_numbers',
      startDate: '2026-11-01',
      endDate: '2027-01-31',
    });
    expect(
      calendarOf(
        { dayFormat: 'custom', startDate: null, endDate: null },
        { startDate: '2026-11-01', endDate: null },
      ),
    ).toEqual({ dayFormat: 'custom', startDate: '2026-11-01', endDate: null });
  });
});

describe('plan day → weekday', () => {
  it('names the column on a weekday plan (day 1 = Monday), whatever its dates', () => {
    expect(weekdayOfPlanDay(weekdays('2026-11-27'), 1)).toBe(1);
    expect(weekdayOfPlanDay(weekdays(null), 7)).toBe(0);
    expect(weekdayOfPlanDay(weekdays(null), 9)).toBe(2);
  });

  it('counts from the start date on a day-number plan, the package start when the plan has none', () => {
    expect(weekdayOfPlanDay(dayNumbers('2026-12-01'), 1)).toBe(2); // Tuesday
    expect(weekdayOfPlanDay(dayNumbers('2026-12-01'), 31)).toBe(4); // 31 Dec, Thursday
    // 01-Nov-2026 (the package's start) is a Sunday.
    expect(weekdayOfPlanDay(dayNumbers(null), 1)).toBe(0);
    expect(weekdayOfPlanDay(dayNumbers(null), 3)).toBe(2);
  });
});

describe('date → plan day', () => {
  it('repeats a day-number plan from its start, nothing before it or after its end', () => {
    const cal = dayNumbers('2026-11-27', '2026-12-26');
    expect(planDayOn(cal, SEVEN, '2026-11-26')).toBeNull();
    expect(planDayOn(cal, SEVEN, '2026-11-27')).toBe(1);
    expect(planDayOn(cal, SEVEN, '2026-12-03')).toBe(7);
    expect(planDayOn(cal, SEVEN, '2026-12-04')).toBe(1); // round 2
    expect(planDayOn(cal, [1, 2, 3], '2026-12-01')).toBe(2); // a 3-day plan: 27, 28, 29 | 30, 1 …
    expect(planDayOn(cal, SEVEN, '2026-12-26')).toBe(2);
    expect(planDayOn(cal, SEVEN, '2026-12-27')).toBeNull();
    expect(planDayOn(cal, [], '2026-11-27')).toBeNull();
  });

  it("uses the package's period when the plan has no dates of its own", () => {
    const cal = dayNumbers(null);
    expect(planDayOn(cal, SEVEN, '2026-10-31')).toBeNull();
    expect(planDayOn(cal, SEVEN, '2026-11-01')).toBe(1);
    expect(planDayOn(cal, SEVEN, '2027-01-31')).toBe(1); // 91 days after the start: round 14's day 1
    expect(planDayOn(cal, SEVEN, '2027-01-30')).toBe(7);
    expect(planDayOn(cal, SEVEN, '2027-02-01')).toBeNull();
  });

  it('gives a weekday plan the date’s weekday, inside the period and only for the days it has', () => {
    const cal = weekdays('2026-11-25'); // starts on a Wednesday
    expect(planDayOn(cal, SEVEN, '2026-11-24')).toBeNull(); // Tuesday, before the start
    expect(planDayOn(cal, SEVEN, '2026-11-27')).toBe(5); // Friday
    expect(planDayOn(cal, SEVEN, '2026-11-29')).toBe(7); // Sunday
    expect(planDayOn(cal, [1, 2, 3, 4, 5], '2026-11-29')).toBeNull(); // no weekend days
    expect(planDayOn(cal, [1, 2, 3, 4, 5], '2026-11-30')).toBe(1);
  });
});

describe('plan day → date in the round that holds today', () => {
  it('dates the current round of a day-number plan, the first round before the start', () => {
    const cal = dayNumbers('2026-11-27', '2026-12-05');
    expect([...datesOfRound(cal, [1, 2, 3], '2026-12-01').values()]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesOfRound(cal, [1, 2, 3], '2026-11-20').get(1)).toBe('2026-11-27');
    // The last round runs past the end: those days have no date.
    expect([...datesOfRound(cal, [1, 2, 3], '2026-12-04').values()]).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect([...datesOfRound(cal, SEVEN, '2026-12-04').values()].filter(Boolean)).toEqual([
      '2026-12-04',
      '2026-12-05',
    ]);
    // After the end: nothing.
    expect([...datesOfRound(cal, SEVEN, '2026-12-20').values()].every((d) => d === null)).toBe(true);
  });

  it('dates a weekday plan in the week of today, the first week before the start, none outside the period', () => {
    const cal = weekdays('2026-11-25', '2026-12-06');
    const thisWeek = datesOfRound(cal, SEVEN, '2026-12-01');
    expect(thisWeek.get(1)).toBe('2026-11-30');
    expect(thisWeek.get(7)).toBe('2026-12-06');
    const first = datesOfRound(cal, SEVEN, '2026-11-10');
    expect(first.get(1)).toBeNull(); // Monday 23 Nov is before the start
    expect(first.get(3)).toBe('2026-11-25');
    expect(datesOfRound(cal, [1, 8], '2026-12-01').get(8)).toBeNull();
  });
});

describe('the period', () => {
  const cal = dayNumbers('2026-11-27', '2026-12-26');

  it('takes its first and last day', () => {
    expect(inPeriod(cal, '2026-11-26')).toBe(false);
    expect(inPeriod(cal, '2026-11-27')).toBe(true);
    expect(inPeriod(cal, '2026-12-26')).toBe(true);
    expect(inPeriod(cal, '2026-12-27')).toBe(false);
    expect(inPeriod(dayNumbers('2026-11-27'), '2027-01-31')).toBe(true);
  });

  it('says why a date outside it is refused, naming the period', () => {
    expect(periodProblem(cal, '2026-11-27')).toBeNull();
    expect(periodProblem(cal, '2026-11-26')).toBe(
      'This plan runs from 27-Nov-2026 to 26-Dec-2026; 26-Nov-2026 is before it.',
    );
    expect(periodProblem(cal, '2026-12-27')).toBe(
      'This plan runs from 27-Nov-2026 to 26-Dec-2026; 27-Dec-2026 is after it.',
    );
    const open = calendarOf(
      { dayFormat: 'day_numbers', startDate: '2026-11-27', endDate: null },
      { startDate: '2026-11-01', endDate: null },
    );
    expect(periodProblem(open, '2026-11-26')).toBe(
      'This plan runs from 27-Nov-2026; 26-Nov-2026 is before it.',
    );
  });

  it('offers today and the days before that lie in it, today first', () => {
    expect(recentDatesIn(cal, '2026-12-01', 2)).toEqual(['2026-12-01', '2026-11-30', '2026-11-29']);
    // The plan started today: no "yesterday".
    expect(recentDatesIn(cal, '2026-11-27', 2)).toEqual(['2026-11-27']);
    expect(recentDatesIn(cal, '2026-11-28', 2)).toEqual(['2026-11-28', '2026-11-27']);
    expect(recentDatesIn(cal, '2026-11-20', 2)).toEqual([]);
    // Ended yesterday: yesterday and the day before only.
    expect(recentDatesIn(cal, '2026-12-27', 2)).toEqual(['2026-12-26', '2026-12-25']);
  });
});
