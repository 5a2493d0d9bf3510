import { Chip, Group, Stack, TagsInput, Text } from '@mantine/core';
import { FASTING_FOODS, WEEKDAY_NAMES, WEEKDAYS_FROM_MONDAY } from '../../shared/fasting';
import type { FastingDay } from '../../shared/restrictions';

type Props = {
  fasting: FastingDay[];
  onChange: (fasting: FastingDay[]) => void;
  error?: string;
};

/**
 * The client's fast (decision 143): weekday chips and the foods allowed on those days. Edits the
 * first rule; any further stored rule is kept as it is.
 */
export function FastingField({ fasting, onChange, error }: Props) {
  const [fast, ...rest] = fasting;
  const weekdays = fast?.weekdays ?? [];
  const allowed = fast?.allowed ?? FASTING_FOODS;
  const set = (next: FastingDay) => onChange(next.weekdays.length ? [next, ...rest] : rest);
  return (
    <Stack gap={6}>
      <Chip.Group
        multiple
        value={weekdays.map(String)}
        onChange={(v) => set({ weekdays: v.map(Number).sort(), allowed: [...allowed] })}
      >
        <Text size="sm" fw={500} id="fasting-days-label">
          Fasting days
        </Text>
        <Group gap={6} role="group" aria-labelledby="fasting-days-label">
          {WEEKDAYS_FROM_MONDAY.map((d) => (
            <Chip key={d} value={String(d)} size="sm" aria-label={WEEKDAY_NAMES[d]}>
              {WEEKDAY_NAMES[d].slice(0, 3)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {weekdays.length > 0 && (
        <TagsInput
          label="Foods allowed on fasting days"
          description="Groups (fruit, milk, nuts) or foods; every other food needs an override on those days."
          value={allowed}
          onChange={(v) => set({ weekdays, allowed: v })}
        />
      )}
      <Text size="xs" c="dimmed">
        Checked on every plan: weekday columns by their names, day numbers from the plan's start date (the
        package's when the plan has none).
      </Text>
    </Stack>
  );
}
