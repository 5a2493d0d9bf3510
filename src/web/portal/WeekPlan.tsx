import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MealCard } from './MealCard';
import { planDayName } from './messages';
import { formatShortDay, mealsInTimeOrder } from './plan-days';
import { usePortalText } from './portal-language';
import { classes } from './portal-styles';
import type { PortalDay } from './portal-types';

/**
 * Every day of the plan, each opened on its own (a phone shows a week without endless
 * scrolling). Native details/summary: keyboard and screen readers for free, no script per day;
 * a closed day's meals are not drawn (a 28-day plan has some 170 meals).
 */
export function WeekPlan({ days, todayDay }: { days: PortalDay[]; todayDay: number | null }) {
  const { lang, t } = usePortalText();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const ordered = [...days].sort((a, b) => a.day - b.day);
  const toggle = (day: number, isOpen: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (isOpen) next.add(day);
      else next.delete(day);
      return next;
    });
  return (
    <Stack gap="xs" component="section" aria-labelledby="week-title">
      <Title order={2} size="h3" id="week-title">
        {t('wholePlan')}
      </Title>
      <div>
        {ordered.map((day) => (
          <details
            key={day.day}
            className={classes.day}
            onToggle={(e) => toggle(day.day, e.currentTarget.open)}
            data-testid={`plan-day-${day.day}`}
          >
            <summary>
              <h3>
                {planDayName(lang, day.name, day.day)}
                {day.date ? (
                  <span className={classes.dimmed}>{` · ${formatShortDay(lang, day.date)}`}</span>
                ) : null}
                {day.day === todayDay ? <span className={classes.today}>{` · ${t('today')}`}</span> : null}
              </h3>
            </summary>
            {open.has(day.day) ? (
              <div className={classes.dayBody}>
                {day.meals.length === 0 ? <Text c="dimmed">{t('noMeals')}</Text> : null}
                {mealsInTimeOrder(day.meals).map((meal) => (
                  <MealCard key={meal.id} meal={meal} headingLevel={4} />
                ))}
              </div>
            ) : null}
          </details>
        ))}
      </div>
    </Stack>
  );
}
