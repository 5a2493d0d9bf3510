import { Alert, List, Text } from '@mantine/core';
import type { RestrictionsView } from '../../shared/restrictions';
import { useRestrictions } from './restrictions-queries';

type Item = { field: string; text: string };

/**
 * What the client or the nutritionist wrote that no rule enforces (issue 32): shown, never
 * dropped. `showField` names each text's field (the planner and Generate list several fields).
 */
export function NotEnforcedList({
  items,
  showField = true,
}: {
  items: readonly Item[];
  showField?: boolean;
}) {
  if (!items.length) return null;
  return (
    <List size="sm" spacing={2} data-testid="not-enforced">
      {items.map((i) => (
        <List.Item key={`${i.field}\n${i.text}`}>
          <Text span size="sm" c="red.9" fw={600}>
            Not enforced:
          </Text>{' '}
          <Text span size="sm">
            {i.text}
          </Text>
          {showField && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({i.field})
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** The planner's side column: the client's unread text, with a word on where to fix it. */
export function ClientNotEnforced({ clientId }: { clientId: number }) {
  const { data } = useRestrictions(clientId);
  return data?.not_enforced.length ? <NotEnforcedAlert view={data} /> : null;
}

export function NotEnforcedAlert({
  view,
  title = 'Not enforced in plans',
}: {
  view: RestrictionsView;
  title?: string;
}) {
  return (
    <Alert color="orange" variant="light" title={title} data-testid="client-not-enforced">
      <Text size="sm" mb={4}>
        No rule matches these words the client or you wrote. Check each one and add it on the client's page.
      </Text>
      <NotEnforcedList items={view.not_enforced} />
    </Alert>
  );
}
