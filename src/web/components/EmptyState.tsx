import { Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The verbatim empty-state texts of SPEC §2 go in `message`. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <IconMoodEmpty size={36} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text c="gray.7" ta="center" maw={520}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
