import { Paper, Text, Title } from '@mantine/core';

/** A route whose feature has not landed yet shows its title (issue 2, point 7). */
export function FeaturePending({ title }: { title: string }) {
  return (
    <Paper p="lg" withBorder>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        This part of NutriDesk is on its way.
      </Text>
    </Paper>
  );
}
