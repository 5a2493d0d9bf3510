import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { INVITATION_MESSAGES } from '../../shared/nutritionist-invitations';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useInvitationLink, useMailModeForInvites, useResendInvitation } from './invitation-queries';

/**
 * A nutritionist who has not chosen a password yet (issue 56 point 5, decision 298): copy a fresh
 * invitation link to send by hand, or mail it again; says so when mail is not configured.
 */
export function InvitationPanel({ nutritionistId, name }: { nutritionistId: number; name: string }) {
  const outbox = useMailModeForInvites().data?.mail_mode === 'outbox';
  const makeLink = useInvitationLink();
  const resend = useResendInvitation();
  const [link, setLink] = useState<string | null>(null);

  async function copyLink() {
    try {
      const { data } = await makeLink.mutateAsync(nutritionistId);
      setLink(data.link);
      const copied = await navigator.clipboard?.writeText(data.link).then(
        () => true,
        () => false,
      );
      notifySuccess(
        copied
          ? `Invitation link copied. Send it to ${name}; it works once, for ${data.expires_in_days} days.`
          : INVITATION_MESSAGES.linkReady,
      );
    } catch (err) {
      notifyFailure(err);
    }
  }

  async function resendMail() {
    try {
      const { message } = await resend.mutateAsync(nutritionistId);
      setLink(null);
      notifySuccess(message);
    } catch (err) {
      notifyFailure(err);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" mb="md" data-testid="invitation-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invitation
        </Title>
        <Text size="sm">{name} has not chosen a password yet.</Text>
        {outbox && (
          <Alert color="yellow" data-testid="mail-not-configured">
            {INVITATION_MESSAGES.mailNotConfigured}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            size="sm"
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={makeLink.isPending}
            onClick={() => void copyLink()}
          >
            Copy invitation link
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={() => void resendMail()}
          >
            Resend
          </Button>
        </Group>
        {link && (
          <TextInput
            label="Invitation link (the earlier one no longer works)"
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            data-testid="invitation-link"
          />
        )}
      </Stack>
    </Paper>
  );
}
