import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ChoiceButtons } from './ChoiceButtons';
import { MealCard } from './MealCard';
import { mealTimingName } from './messages';
import { formatDay, formatShortDay, mealsInTimeOrder, planDayOn, tickDates } from './plan-days';
import { usePortalText } from './portal-language';
import { useQueuedTicks } from './portal-queries';
import type { PortalView } from './portal-types';
import { type ShownTick, TickControl } from './TickControl';

/** The server's ticks, with this phone's newer ones (pending, sent or refused) over them. */
function useShownTicks(token: string, view: PortalView): Map<string, ShownTick> {
  const queued = useQueuedTicks(token);
  const shown = new Map<string, ShownTick>();
  for (const tick of view.ticks) shown.set(`${tick.meal_id}|${tick.date}`, { ...tick, state: 'saved' });
  for (const tick of queued)
    shown.set(`${tick.meal_id}|${tick.date}`, {
      status: tick.status,
      note: tick.note,
      state: tick.state === 'sent' ? 'saved' : tick.state,
      reason: tick.reason,
    });
  return shown;
}

/**
 * Today's meals first, each with its tick; the two days before can be chosen to tick a meal
 * the client forgot (the server takes ticks for today and the two days before).
 */
export function TickDay({ token, view }: { token: string; view: PortalView }) {
  const { lang, t } = usePortalText();
  const dates = tickDates(view.today);
  const [date, setDate] = useState(view.today);
  const ticks = useShownTicks(token, view);
  const day = view.plan ? planDayOn(view.plan.days, date, view.today, view.today_day) : null;
  const label = (iso: string, index: number) =>
    index === 0 ? t('today') : index === 1 ? t('yesterday') : formatShortDay(lang, iso);

  return (
    <Stack gap="sm" component="section" aria-labelledby="tick-day-title">
      <Title order={2} size="h3" id="tick-day-title">
        {date === view.today ? t('today') : label(date, dates.indexOf(date))}
        <Text span c="dimmed" size="md" fw={400}>{` · ${formatDay(lang, date)}`}</Text>
      </Title>
      <ChoiceButtons
        label={t('dayToTick')}
        value={date}
        onChange={setDate}
        options={dates.map((iso, i) => ({ value: iso, label: label(iso, i) }))}
        testId="tick-day"
      />
      {day && day.meals.length > 0 ? (
        mealsInTimeOrder(day.meals).map((meal) => (
          <MealCard key={meal.id} meal={meal} headingLevel={3}>
            <TickControl
              key={date}
              token={token}
              mealId={meal.id}
              mealName={mealTimingName(lang, meal.slot_name)}
              date={date}
              dateLabel={formatShortDay(lang, date)}
              tick={ticks.get(`${meal.id}|${date}`)}
            />
          </MealCard>
        ))
      ) : (
        <Text c="dimmed">{t('noMeals')}</Text>
      )}
    </Stack>
  );
}
