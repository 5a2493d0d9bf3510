import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCopy, IconCopyPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GridDay } from './grid-types';

type Props = {
  day: GridDay;
  days: GridDay[];
  dayFormat: string;
  readOnly: boolean;
  onEdit: (day: GridDay) => void;
  onCopyFrom: (sourceDay: number, targetDay: number) => void;
  /** Copy day to… (a day with meals, into any other days). */
  onCopyTo: (day: GridDay) => void;
  onDelete: (day: GridDay) => void;
  /** More day actions from other features (computed plans). */
  extra?: ReactNode;
};

/**
 * A day column's head: its name by day_format, the description, and the day actions. Copy from is
 * offered into an empty day, from an earlier day that has meals; Copy to… from a day with meals
 * into any other days (issue 54 point 3).
 */
export function DayHeader({
  day,
  days,
  dayFormat,
  readOnly,
  onEdit,
  onCopyFrom,
  onCopyTo,
  onDelete,
  extra,
}: Props) {
  const sources = day.mealCount === 0 ? days.filter((d) => d.day < day.day && d.mealCount > 0) : [];
  const showDescription = dayFormat !== 'custom' && day.description;
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text fw={700} size="sm" truncate title={day.name}>
          {day.name}
        </Text>
        {!readOnly && (
          <Group gap={0} wrap="nowrap">
            {dayFormat === 'custom' && (
              <ActionIcon
                title="Edit day name"
                variant="subtle"
                size="sm"
                onClick={() => onEdit(day)}
                aria-label={`Edit ${day.name}`}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
            )}
            {sources.length > 0 && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    title="Copy meals from an earlier day"
                    variant="subtle"
                    size="sm"
                    aria-label={`Copy an earlier day into ${day.name}`}
                  >
                    <IconCopy size={14} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Copy meals from</Menu.Label>
                  {sources.map((s) => (
                    <Menu.Item key={s.day} onClick={() => onCopyFrom(s.day, day.day)}>
                      {s.name}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            {day.mealCount > 0 && days.length > 1 && (
              <ActionIcon
                title="Copy this day to other days"
                variant="subtle"
                size="sm"
                onClick={() => onCopyTo(day)}
                aria-label={`Copy ${day.name} to other days`}
              >
                <IconCopyPlus size={14} aria-hidden />
              </ActionIcon>
            )}
            {extra}
            <ActionIcon
              title="Delete day"
              variant="subtle"
              size="sm"
              color="red"
              onClick={() => onDelete(day)}
              aria-label={`Delete ${day.name}`}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {showDescription && (
        <Text size="xs" c="gray.7" lineClamp={2}>
          {day.description}
        </Text>
      )}
    </Stack>
  );
}
