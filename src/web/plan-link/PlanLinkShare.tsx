import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { confirm } from '../lib/confirm';
import { formatDateTime } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { usePlanLink, useWritePlanLink } from './plan-link-queries';
import { ShareButtons } from './ShareButtons';

type Props = {
  packageId: number /** The plan open in the planner: sharing marks it shared. */;
  planId?: number;
};

const STATE_TEXT = {
  revoked: 'This link was replaced and no longer works.',
  ended: 'This link has ended: the package is over. The client sees a page saying so.',
} as const;

/**
 * The client's plan link (issue 28): create it, then Copy link, Share on WhatsApp, Email, and
 * New link (asks first: the old link stops working). Each share marks the plan shared, so the
 * client's page shows it (decision 171).
 */
export function PlanLinkShare({ packageId, planId }: Props) {
  const link = usePlanLink(packageId);
  const create = useWritePlanLink(false);
  const renew = useWritePlanLink(true);
  const body = { package_id: packageId, ...(planId ? { plan_id: planId } : {}) };
  const markShared = () => create.mutate(body, { onError: notifyFailure });

  async function newLink() {
    const sure = await confirm(
      'Make a new link? The old link stops working at once; send the new one to the client.',
      'New link',
    );
    if (!sure) return;
    const named = { ...body, ...(link.data?.link_id ? { link_id: link.data.link_id } : {}) };
    renew.mutate(named, { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure });
  }

  const view = link.data;
  return (
    <Stack gap="xs" data-testid="plan-link-share">
      <Title order={2} size="h5">
        Client’s plan link
      </Title>
      {link.isError ? (
        <Alert color="red" role="alert">
          {link.error.message}{' '}
          <Button size="compact-xs" variant="subtle" onClick={() => link.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !view ? (
        <Text size="sm">Loading...</Text>
      ) : view.url === null || view.message === null ? (
        <>
          <Text size="sm">
            The client opens the plan on their phone, ticks meals and logs weight. No password needed.
          </Text>
          <Button
            size="xs"
            leftSection={<IconLink size={14} aria-hidden />}
            loading={create.isPending}
            onClick={() =>
              create.mutate(body, { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure })
            }
          >
            Create plan link
          </Button>
        </>
      ) : (
        <>
          {view.state !== 'active' && view.state !== 'none' && (
            <Alert color="yellow">{STATE_TEXT[view.state]}</Alert>
          )}
          <ShareButtons
            label="Plan link"
            url={view.url}
            message={view.message}
            whatsappPhone={view.whatsapp_phone}
            email={view.email}
            emailSubject={view.email_subject}
            onShare={markShared}
          />
          <Group gap="xs" justify="space-between">
            <Text size="xs" c="dimmed">
              {view.created_at ? `Made ${formatDateTime(view.created_at)}` : ''}
            </Text>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={renew.isPending}
              onClick={() => void newLink()}
            >
              New link
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
