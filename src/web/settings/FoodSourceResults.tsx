import { Alert, List, Text } from '@mantine/core';
import type { FoodSourceResult } from '../../shared/settings';

/** What a food sync did per configured database; failures list their bad rows with line numbers. */
export function FoodSourceResults({ sources }: { sources: FoodSourceResult[] }) {
  if (!sources.length) return null;
  return (
    <List spacing={6} size="sm" aria-label="Food databases imported">
      {sources.map((s) =>
        s.ok ? (
          <List.Item key={s.name}>
            <Text span fw={600} size="sm">
              {s.name}
            </Text>
            : {s.added} added, {s.updated} updated
            {s.removed + s.hidden > 0 ? `, ${s.removed} removed, ${s.hidden} kept for plans but hidden` : ''}
          </List.Item>
        ) : (
          <List.Item key={s.name}>
            <Alert color="orange" p="xs">
              <Text size="sm" fw={600}>
                {s.name}: not imported
              </Text>
              <Text size="sm">{s.error}</Text>
              {s.row_errors.length > 0 && (
                <List size="xs" mt={4}>
                  {s.row_errors.map((r) => (
                    <List.Item key={`${r.line}-${r.reason}`}>
                      Line {r.line}: {r.reason}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          </List.Item>
        ),
      )}
    </List>
  );
}
