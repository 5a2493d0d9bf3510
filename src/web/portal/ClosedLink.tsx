import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { usePortalText } from './portal-language';
import { useQueuedTicks } from './portal-queries';
import type { LinkState } from './portal-types';

/**
 * A revoked or ended link (410), or one the server does not know (404): what happened and whom
 * to ask, in the chosen language, and the ticks this phone could not send (never lost silently).
 */
export function ClosedLink({
  token,
  state,
  practice,
}: {
  token: string;
  state: LinkState | 'not-found';
  practice: string | null;
}) {
  const { t } = usePortalText();
  const unsent = useQueuedTicks(token).filter((tick) => tick.state !== 'sent');
  const [title, body] =
    state === 'revoked'
      ? [t('revokedTitle'), practice ? t('revokedBody', { practice }) : t('revokedBodyNoName')]
      : state === 'ended'
        ? [t('endedTitle'), practice ? t('endedBody', { practice }) : t('endedBodyNoName')]
        : [t('notFoundTitle'), t('notFoundBody')];
  return (
    <Paper withBorder p="md" radius="md" data-testid="closed-link" data-state={state}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{body}</Text>
        {unsent.length > 0 ? (
          <div data-testid="unsent-ticks">
            <Text fw={500}>{t('unsentTicks')}</Text>
            <List size="sm">
              {unsent.map((tick) => (
                <List.Item key={tick.request_id}>{`${tick.label}: ${t(tick.status)}`}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
