import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { mealTimingName } from './messages';
import { formatAmount, formatMealTime } from './plan-days';
import { usePortalText } from './portal-language';
import { classes } from './portal-styles';
import type { PortalFood, PortalMeal } from './portal-types';

function Food({ food }: { food: PortalFood }) {
  const { lang, foodName } = usePortalText();
  const amount = formatAmount(lang, food);
  return (
    <>
      <strong>{foodName(food)}</strong>
      {amount ? ` — ${amount}` : null}
    </>
  );
}

/** One meal of the plan: time, slot, foods with household amounts, alternatives as "or". */
export function MealCard({
  meal,
  headingLevel,
  children,
}: {
  meal: PortalMeal;
  headingLevel: 3 | 4;
  /** The tick control, on the days a client can tick. */
  children?: ReactNode;
}) {
  const { lang, t } = usePortalText();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`meal-${meal.id}`}>
      <Title order={headingLevel} size="h5">
        <span className={classes.time}>{formatMealTime(lang, meal.time)}</span>{' '}
        {mealTimingName(lang, meal.slot_name)}
      </Title>
      <ul className={classes.foods}>
        {meal.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Food food={item} />
            {item.alternatives.map((alt, i) => (
              <div key={`${alt.name}-${i}`} className={classes.or}>
                <em>{`${t('or')} `}</em>
                <Food food={alt} />
              </div>
            ))}
          </li>
        ))}
      </ul>
      {meal.description ? (
        <Text size="sm" c="dimmed" mt={6}>
          {meal.description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
