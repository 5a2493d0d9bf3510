import { Box, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { mealTimingName } from './messages';
import { formatMealTime } from './plan-days';
import { usePortalText } from './portal-language';
import type { PortalFood, PortalMeal } from './portal-types';

function Food({ food }: { food: PortalFood }) {
  const { foodName } = usePortalText();
  return (
    <>
      <Text span fw={500}>
        {foodName(food)}
      </Text>
      {food.amount ? <Text span>{` — ${food.amount}`}</Text> : null}
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
        <Text span c="dimmed" fw={500} size="sm">
          {formatMealTime(lang, meal.time)}
        </Text>{' '}
        {mealTimingName(lang, meal.slot_name)}
      </Title>
      <Box component="ul" m={0} mt={6} pl="md">
        {meal.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Food food={item} />
            {item.alternatives.map((alt, i) => (
              <Box key={`${alt.name}-${i}`} c="gray.7">
                <Text span fs="italic">{`${t('or')} `}</Text>
                <Food food={alt} />
              </Box>
            ))}
          </li>
        ))}
      </Box>
      {meal.description ? (
        <Text size="sm" c="dimmed" mt={6}>
          {meal.description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
