import { Accordion, Stack, Text, Title } from '@mantine/core';
import { MealCard } from './MealCard';
import { planDayName } from './messages';
import { formatShortDay, mealsInTimeOrder } from './plan-days';
import { usePortalText } from './portal-language';
import type { PortalDay } from './portal-types';

/**
 * Every day of the plan, one opened at a time (a phone shows a week without endless scrolling);
 * a closed day's meals are not drawn (a 28-day plan has some 170 meals).
 */
export function WeekPlan({ days, todayDay }: { days: PortalDay[]; todayDay: number | null }) {
  const { lang, t } = usePortalText();
  const ordered = [...days].sort((a, b) => a.day - b.day);
  return (
    <Stack gap="xs" component="section" aria-labelledby="week-title">
      <Title order={2} size="h3" id="week-title">
        {t('wholePlan')}
      </Title>
      <Accordion variant="separated" order={3} keepMounted={false}>
        {ordered.map((day) => (
          <Accordion.Item key={day.day} value={String(day.day)}>
            <Accordion.Control>
              <Text span fw={500}>
                {planDayName(lang, day.name, day.day)}
              </Text>
              {day.date ? <Text span c="dimmed">{` · ${formatShortDay(lang, day.date)}`}</Text> : null}
              {day.day === todayDay ? <Text span c="teal.9">{` · ${t('today')}`}</Text> : null}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {day.meals.length === 0 ? <Text c="dimmed">{t('noMeals')}</Text> : null}
                {mealsInTimeOrder(day.meals).map((meal) => (
                  <MealCard key={meal.id} meal={meal} headingLevel={4} />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
