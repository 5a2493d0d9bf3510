import type { ReactNode } from 'react';
import { classes } from './portal-styles';

/**
 * A row of toggle buttons, one pressed (aria-pressed): the tick of a meal, the day and the
 * language. Plain buttons styled with Mantine's variables: a day's plan draws one row per meal,
 * and Mantine's Button (or SegmentedControl, which measures the page) cost the phone's first
 * drawing more than they add.
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
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    // A fieldset is a group by itself; its border and padding are reset in portal-styles.
    <fieldset aria-label={label} className={classes.choices} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={classes.choice}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
