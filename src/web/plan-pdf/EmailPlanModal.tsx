import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type ExportPdfInput, PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import { useEmailPlanPdf } from './plan-pdf-queries';

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
