import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import type { InvoiceSummary } from '../../shared/invoices';
import { whatsappUrl } from '../../shared/portal-options';
import { receiptShareSubject, receiptShareText } from '../../shared/share-words';
import { confirm } from '../lib/confirm';
import { formatDate, formatMoney } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useRenewShareLink, useRevokeShareLink } from './invoice-queries';

/** An e-mail to the client's address when known (else the staff member fills it in). */
export const mailtoOf = (email: string | null, subject: string, body: string) =>
  `mailto:${email ? encodeURIComponent(email) : ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const TITLES: Record<InvoiceSummary['type'], string> = {
  invoice: 'invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'credit note',
};

/**
 * A document's share area (issue 55 points 5 and 7, decision 313): its link (copy it), "New link"
 * and "Turn off link", each asking first and naming whose link stops working, and its receipts,
 * each shared by WhatsApp and e-mail with the link of the document's page at that payment, where
 * the client downloads the receipt.
 */
export function ShareLinkModal({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const revoke = useRevokeShareLink();
  const renew = useRenewShareLink();
  const url = invoice.share_url;
  const busy = revoke.isPending || renew.isPending;
  const what = TITLES[invoice.type];

  const turnOff = async () => {
    const sure = await confirm(
      `Turn off the link of ${invoice.number}? The link sent to ${invoice.client_name} will stop working: it will say the link is not valid. The ${what} itself does not change, and you can make a new link later.`,
      'Turn off link',
    );
    if (!sure) return;
    revoke.mutate(
      { invoice_id: invoice.id },
      { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure },
    );
  };

  const newLink = async () => {
    // With no link on, nothing stops working: no question to ask.
    if (
      url &&
      !(await confirm(
        `Make a new link for ${invoice.number}? The link sent to ${invoice.client_name} will stop working at once; send the new one instead.`,
        'Make new link',
      ))
    )
      return;
    renew.mutate(
      { invoice_id: invoice.id },
      { onSuccess: (w) => notifySuccess(w.message), onError: notifyFailure },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Link of ${invoice.number}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <Stack gap="md">
        {url ? (
          <Stack gap="xs">
            <Text size="sm">
              {invoice.client_name} opens this link on a phone without signing in: the {what}, its PDF
              {invoice.type !== 'credit_note' ? ', the payments received with their receipts' : ''}
              {Number(invoice.balance) > 0 ? ' and Pay by UPI while a balance is due' : ''}.
            </Text>
            <TextInput
              label="Link for the client"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="xs"
                variant="default"
                onClick={() => void newLink()}
                loading={renew.isPending}
                disabled={busy}
              >
                New link
              </Button>
              <Button
                size="xs"
                variant="default"
                c="red.9"
                onClick={() => void turnOff()}
                loading={revoke.isPending}
                disabled={busy}
              >
                Turn off link
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Alert color="orange" variant="light" w="100%" data-testid="share-link-off">
              The link of {invoice.number} is turned off: the link sent to {invoice.client_name} says it is
              not valid. Make a new link to share the {what} again.
            </Alert>
            <Button size="xs" onClick={() => void newLink()} loading={renew.isPending}>
              Make a new link
            </Button>
          </Stack>
        )}
        {invoice.receipts.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="share-receipts-title">
            <Title order={3} size="h5" id="share-receipts-title">
              Receipts
            </Title>
            {!url && (
              <Text size="sm" c="gray.7">
                The receipts are shared with the {what}'s link: make a new link to share them.
              </Text>
            )}
            {invoice.receipts.map((r) => {
              const shared = url ? { ...invoice, share_url: url } : null;
              const message = shared ? receiptShareText(shared, r) : '';
              return (
                <Group
                  key={r.id}
                  justify="space-between"
                  gap="xs"
                  wrap="wrap"
                  data-testid="share-receipt"
                  py={4}
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Text size="sm">
                    {r.receipt_number} · {formatDate(r.date)} · {formatMoney(r.amount)} · {r.mode}
                  </Text>
                  <Group gap="xs">
                    <Anchor
                      href={`/api/v1/invoice/receipt?id=${r.id}`}
                      target="_blank"
                      size="sm"
                      aria-label={`PDF of receipt ${r.receipt_number}`}
                    >
                      PDF
                    </Anchor>
                    {shared && (
                      <Button
                        size="compact-xs"
                        color="#1b6e30"
                        component="a"
                        href={whatsappUrl(invoice.whatsapp_phone, message)}
                        target="_blank"
                        rel="noopener noreferrer"
                        leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
                        aria-label={`Share receipt ${r.receipt_number} on WhatsApp`}
                      >
                        WhatsApp
                      </Button>
                    )}
                    {shared && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        component="a"
                        href={mailtoOf(
                          invoice.client_email,
                          receiptShareSubject(invoice.client_language, r.receipt_number),
                          message,
                        )}
                        leftSection={<IconMail size={14} aria-hidden />}
                        aria-label={`Share receipt ${r.receipt_number} by e-mail`}
                      >
                        E-mail
                      </Button>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
