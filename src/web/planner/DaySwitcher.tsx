import { ActionIcon, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { GridDay } from './grid-types';

/** The phone's day switcher: previous / a list of the days / next. */
export function DaySwitcher({
  days,
  day,
  onChange,
}: {
  days: GridDay[];
  day: number;
  onChange: (day: number) => void;
}) {
  const index = days.findIndex((d) => d.day === day);
  return (
    <Group gap="xs" mb="xs" wrap="nowrap" data-testid="day-switcher">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous day"
        disabled={index <= 0}
        onClick={() => onChange(days[index - 1].day)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Select
        aria-label="Day shown"
        data={days.map((d) => ({ value: String(d.day), label: `${d.name} · ${d.mealCount} meals` }))}
        value={String(day)}
        onChange={(v) => v && onChange(Number(v))}
        allowDeselect={false}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next day"
        disabled={index >= days.length - 1}
        onClick={() => onChange(days[index + 1].day)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
