import { Center, Loader, Text } from '@mantine/core';

/** SPEC §2: lists and pages show 'Loading...' while waiting. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Center>
  );
}
