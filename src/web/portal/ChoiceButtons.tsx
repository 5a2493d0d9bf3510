import { Button, Group } from '@mantine/core';

/**
 * A row of toggle buttons, one pressed (aria-pressed): the tick of a meal, the day and the
 * language. Lighter than SegmentedControl, whose moving indicator measures the page on every
 * drawing; a day's plan has one row per meal.
 */
export function ChoiceButtons<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <Group
      role="group"
      aria-label={label}
      gap={4}
      grow
      wrap="nowrap"
      preventGrowOverflow={false}
      data-testid={testId}
    >
      {options.map((option) => (
        <Button
          key={option.value}
          size="xs"
          px={4}
          variant={option.value === value ? 'filled' : 'default'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
