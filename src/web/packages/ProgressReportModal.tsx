import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { whatsappUrl } from '../../shared/portal-options';
import { failureText, notifySuccess } from '../lib/notify';
import { downloadProgressReport, useEmailProgressReport, useProgressShare } from './progress-report-queries';

type Props = { packageId: number | null; clientName: string; onClose: () => void };

/**
 * "Progress report" of a package (issue 36): download the PDF, e-mail it to the client (through
 * the outbox) or send its headline on WhatsApp (wa.me carries text, so the PDF goes by e-mail).
 */
export function ProgressReportModal({ packageId, clientName, onClose }: Props) {
  const share = useProgressShare(packageId);
  const email = useEmailProgressReport();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    email.reset();
    setError(null);
    onClose();
  };
  const download = async () => {
    if (packageId === null) return;
    setDownloading(true);
    setError(null);
    try {
      notifySuccess(`Downloaded ${await downloadProgressReport(packageId)}`);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setDownloading(false);
    }
  };
  const data = share.data;
  return (
    <Modal
      opened={packageId !== null}
      onClose={close}
      title={`Progress report of ${clientName}`}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {share.isPending ? <Loader size="sm" aria-label="Loading the progress report" /> : null}
        {share.error ? (
          <Alert color="orange" data-testid="progress-report-empty">
            {share.error.message}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Text size="sm">
              Weight, waist and blood pressure trends, meals followed on the plan page, and the plan's intake
              against its targets, on your letterhead.
            </Text>
            <Text size="sm" c="dimmed" data-testid="progress-report-message">
              {data.message}
            </Text>
          </>
        ) : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        {email.error ? <Alert color="red">{failureText(email.error)}</Alert> : null}
        {email.data ? (
          <Alert color="teal" data-testid="progress-report-emailed">
            {email.data.message} ({email.data.data.to_address})
          </Alert>
        ) : null}
        {data ? (
          <Group gap="xs">
            <Button
              color="teal.9"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void download()}
            >
              Download PDF
            </Button>
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={email.isPending}
              disabled={!data.email}
              title={data.email ? `Send the PDF to ${data.email}` : 'The client has no email address'}
              onClick={() => packageId !== null && email.mutate(packageId)}
            >
              Email to client
            </Button>
            <Button
              // WhatsApp green, dark enough for white text (axe: 4.5:1), as on the plan link.
              color="#1b6e30"
              component="a"
              href={whatsappUrl(data.whatsapp_phone, data.message)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              Share on WhatsApp
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
