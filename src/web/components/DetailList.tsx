import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; wide?: boolean };

/** A read-only block of label/value pairs; an empty value shows a dash so gaps are visible. */
export function DetailList({
  title,
  items,
  actions,
}: {
  title: string;
  items: DetailItem[];
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
          {items.map((item) => (
            <div key={item.label} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
              <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
                {item.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
