import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type ExportPdfInput, PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import { useEmailPlanPdf, useMailMode } from './plan-pdf-queries';

type Props = {
  opened: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
  clientName: string;
  email: string | null;
  input: ExportPdfInput;
};

/** 'Email to client': confirms the address before the PDF goes out; says so when there is none. */
export function EmailPlanModal({ opened, onClose, onSent, clientName, email, input }: Props) {
  const send = useEmailPlanPdf(Number(input.plan_id));
  const address = email?.trim();
  const outbox = useMailMode().data?.mail_mode === 'outbox';
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Email the plan to the client"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {address ? (
          <Text>
            Send this Nutrition Plan as a PDF to {clientName} at <strong>{address}</strong>?
          </Text>
        ) : (
          <Alert color="orange" data-testid="no-client-email">
            {PLAN_PDF_MESSAGES.noClientEmail}
          </Alert>
        )}
        {address && outbox ? (
          // Said before Send (issue 34): without SMTP the mail only waits in the outbox.
          <Alert color="yellow" p="xs" data-testid="plan-mail-outbox">
            E-mail is not set up on this server: Send puts the plan in the outbox, and it does not reach{' '}
            {clientName} until an admin sets up e-mail. Download the PDF or share the plan link instead.
          </Alert>
        ) : null}
        {send.error ? <Alert color="red">{send.error.message}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {address ? (
            <Button
              color="teal.9"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={send.isPending}
              onClick={() =>
                send.mutate(input, {
                  onSuccess: ({ message }) => {
                    onSent(message);
                    close();
                  },
                })
              }
            >
              Send
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
