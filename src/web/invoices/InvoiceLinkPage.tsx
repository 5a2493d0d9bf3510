import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { INVOICE_LINK_MESSAGES, type InvoiceLinkView, invoiceLinkApiPath } from '../../shared/invoice-link';
import type { Envelope } from '../lib/api';
import { formatDate, formatMoney } from '../lib/format';

/** An answer other than the document: 404 for an unknown link, 429 after many, or the network. */
class LinkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function readInvoiceLink(token: string): Promise<InvoiceLinkView> {
  const response = await fetch(invoiceLinkApiPath(token), { credentials: 'omit' });
  const body = (await response.json().catch(() => null)) as Envelope<InvoiceLinkView> | null;
  if (!response.ok || !body?.data)
    throw new LinkError(
      response.status === 404 ? INVOICE_LINK_MESSAGES.notFound : (body?.message ?? 'Please try again.'),
      response.status,
    );
  return body.data;
}

const TITLES: Record<InvoiceLinkView['type'], string> = {
  invoice: 'Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit note',
};

/**
 * The invoice's share link on the client's phone (issue 55 point 7, decision 307),
 * `/my-invoice/{token}`: public, by the link the WhatsApp or e-mail share carried. The practice,
 * the number, date, amount and balance, the PDF, and — only while a balance is due — "Pay by UPI"
 * (the upi://pay link, which a phone opens in its UPI app). A credit note or a cancelled invoice
 * says what it is and asks for nothing.
 */
export default function InvoiceLinkPage() {
  const { token = '' } = useParams();
  const link = useQuery({
    queryKey: ['invoice-link', token],
    queryFn: () => readInvoiceLink(token),
    retry: false,
  });
  const view = link.data;
  useEffect(() => {
    document.title = view ? `${TITLES[view.type]} ${view.number} · ${view.practice}` : 'Invoice';
  }, [view]);

  return (
    <Box bg="gray.0" mih="100vh" py="md" component="main">
      <Container size="xs" px="sm">
        {link.isError ? (
          <Stack gap="md">
            <Title order={1} size="h3">
              Invoice
            </Title>
            <Alert color="red" role="alert" data-testid="invoice-link-error">
              {link.error.message}
            </Alert>
          </Stack>
        ) : view ? (
          <InvoiceCard view={view} />
        ) : (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text>Opening the invoice…</Text>
          </Group>
        )}
      </Container>
    </Box>
  );
}

function InvoiceCard({ view }: { view: InvoiceLinkView }) {
  const note = view.type === 'credit_note';
  const cancelled = view.status === 'cancelled';
  const due = view.upi_link !== null && Number(view.balance) > 0;
  return (
    <Stack gap="md" data-testid="invoice-link">
      <div>
        <Text fw={700} size="lg" data-testid="invoice-link-practice">
          {view.practice}
        </Text>
        {view.legal_name !== view.practice && (
          <Text size="sm" c="dimmed">
            {view.legal_name}
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Title order={1} size="h3">
              {TITLES[view.type]} <span style={{ whiteSpace: 'nowrap' }}>{view.number}</span>
            </Title>
            {cancelled && (
              <Badge color="red.9" variant="filled" mt={6}>
                Cancelled
              </Badge>
            )}
          </div>
          <dl style={{ margin: 0 }}>
            <Row label="Date" value={formatDate(view.date)} />
            <Row label={note ? 'Amount credited' : 'Amount'} value={formatMoney(view.total)} />
            {!note && !cancelled && <Row label="Paid" value={formatMoney(view.paid)} />}
            {!note && !cancelled && (
              <Row
                label="Balance due"
                value={formatMoney(view.balance)}
                strong
                testId="invoice-link-balance"
              />
            )}
          </dl>
          {note && view.original_invoice_number && (
            <Text size="sm">
              Issued against invoice {view.original_invoice_number}. Nothing is to be paid.
            </Text>
          )}
          {cancelled && (
            <Text size="sm">
              This invoice was cancelled
              {view.credit_note_number ? ` by credit note ${view.credit_note_number}` : ''}. Nothing is to be
              paid.
            </Text>
          )}
          {!note && !cancelled && !due && (
            <Text size="sm" c="#1b6e30" fw={600}>
              Paid in full. Thank you!
            </Text>
          )}
        </Stack>
      </Paper>
      {due && (
        <Stack gap={6}>
          <Button
            component="a"
            href={view.upi_link ?? undefined}
            size="lg"
            color="teal.9"
            fullWidth
            data-testid="invoice-link-pay"
          >
            Pay {formatMoney(view.balance)} by UPI
          </Button>
          <Text size="sm" c="gray.7">
            Opens your UPI app (Google Pay, PhonePe, Paytm, BHIM) with the amount filled in. Your clinic
            records the payment when it reaches them.
          </Text>
        </Stack>
      )}
      <Button
        component="a"
        href={view.pdf_path}
        target="_blank"
        rel="noopener"
        size="md"
        variant="default"
        fullWidth
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        Download PDF
      </Button>
    </Stack>
  );
}

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={4} data-testid={testId}>
      <Text
        component="dt"
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        c={strong ? undefined : 'gray.7'}
      >
        {label}
      </Text>
      <Text component="dd" m={0} size={strong ? 'lg' : 'md'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
