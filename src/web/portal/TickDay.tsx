import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addDays } from '../../shared/plan-calendar';
import { ChoiceButtons } from './ChoiceButtons';
import { MealCard } from './MealCard';
import { mealTimingName } from './messages';
import { formatDay, formatShortDay, mealsInTimeOrder } from './plan-days';
import { outsidePeriod, portalDayOn, tickDates } from './portal-calendar';
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
 * the client forgot. Only dates inside the plan's period are offered (the server takes no
 * other): before the plan starts the page says when it starts.
 */
export function TickDay({ token, view }: { token: string; view: PortalView }) {
  const { lang, t } = usePortalText();
  const dates = tickDates(view);
  const [chosen, setDate] = useState(view.today);
  const ticks = useShownTicks(token, view);
  if (!dates.length) return <NoTickDays view={view} />;
  const date = dates.includes(chosen) ? chosen : dates[0];
  const day = portalDayOn(view, date);
  const label = (iso: string) =>
    iso === view.today
      ? t('today')
      : iso === addDays(view.today, -1)
        ? t('yesterday')
        : formatShortDay(lang, iso);

  return (
    <Stack gap="sm" component="section" aria-labelledby="tick-day-title">
      <Title order={2} size="h3" id="tick-day-title">
        {label(date)}
        <Text span c="dimmed" size="md" fw={400}>{` · ${formatDay(lang, date)}`}</Text>
      </Title>
      <ChoiceButtons
        label={t('dayToTick')}
        value={date}
        onChange={setDate}
        options={dates.map((iso) => ({ value: iso, label: label(iso) }))}
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

/** Today and the days before lie outside the plan's period: when it starts, or that it ended. */
function NoTickDays({ view }: { view: PortalView }) {
  const { lang, t } = usePortalText();
  const outside = outsidePeriod(view);
  return (
    <Stack gap="sm" component="section" aria-labelledby="tick-day-title">
      <Title order={2} size="h3" id="tick-day-title">
        {t('today')}
        <Text span c="dimmed" size="md" fw={400}>{` · ${formatDay(lang, view.today)}`}</Text>
      </Title>
      <Text c="dimmed" data-testid="tick-day-none">
        {outside ? t(outside.note, { date: formatDay(lang, outside.date) }) : t('noMeals')}
      </Text>
    </Stack>
  );
}
