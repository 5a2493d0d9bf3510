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
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { type InvoiceLinkView, invoiceLinkApiPath, paymentModeIn } from '../../shared/invoice-link';
import { dateText } from '../../shared/plan-calendar';
import { hindiDate, portalMessageIn } from '../../shared/portal-hindi';
import { LanguageSwitch } from '../components/LanguageSwitch';
import type { Envelope } from '../lib/api';
import { DEVANAGARI_FACE } from '../lib/devanagari-font';
import { formatMoney } from '../lib/format';
import {
  chosenLanguage,
  documentTitle,
  type LinkKey,
  type LinkLanguage,
  linkText,
  phoneLanguage,
  rememberLanguage,
} from './invoice-link-words';

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
  if (!response.ok || !body?.data) throw new LinkError(body?.message ?? '', response.status);
  return body.data;
}

type T = (key: LinkKey, values?: Record<string, string | number>) => string;

/** '27-Nov-2026', or in Hindi '27 नवंबर 2026' (Latin digits, as the share texts write it). */
const dateIn = (lang: LinkLanguage, date: string) =>
  lang === 'hi' ? hindiDate(dateText(date)) : dateText(date);

/**
 * The invoice's share link on the client's phone (issue 55 point 7, decisions 307 and 313),
 * `/my-invoice/{token}`: public, by the link the WhatsApp or e-mail share carried. The practice,
 * the number, date, amount and balance, the PDF, the payments received each with its receipt, and
 * — only while a balance is due — "Pay by UPI" (the upi://pay link, which a phone opens in its UPI
 * app). A credit note or a cancelled invoice says what it is and asks for nothing. In the client's
 * language (English or Hindi), with a switch this phone remembers.
 */
export default function InvoiceLinkPage() {
  const { token = '' } = useParams();
  const link = useQuery({
    queryKey: ['invoice-link', token],
    queryFn: () => readInvoiceLink(token),
    retry: false,
  });
  const view = link.data;
  const [chosen, setChosen] = useState<LinkLanguage | null>(chosenLanguage);
  const lang: LinkLanguage = chosen ?? view?.language ?? phoneLanguage();
  const t: T = (key, values) => linkText(lang, key, values);
  const choose = (next: LinkLanguage) => {
    rememberLanguage(next);
    setChosen(next);
  };
  // Screen readers, hyphenation and the Devanagari font follow the page's language.
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
  useEffect(() => {
    document.title = view
      ? `${documentTitle(lang, view.type)} ${view.number} · ${view.practice}`
      : linkText(lang, 'pageTitle');
  }, [view, lang]);

  const error = link.error instanceof LinkError ? link.error : null;
  return (
    <Box bg="gray.0" mih="100vh" py="md" component="main">
      <style>{DEVANAGARI_FACE}</style>
      <Container size="xs" px="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
          <Box style={{ minWidth: 0 }}>
            {view && (
              <>
                <Text fw={700} size="lg" data-testid="invoice-link-practice">
                  {view.practice}
                </Text>
                {view.legal_name !== view.practice && (
                  <Text size="sm" c="dimmed">
                    {view.legal_name}
                  </Text>
                )}
              </>
            )}
          </Box>
          <LanguageSwitch
            testId="invoice-link-language"
            lang={lang}
            onChange={choose}
            label={t('language')}
          />
        </Group>
        {link.isError ? (
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('pageTitle')}
            </Title>
            <Alert color="red" role="alert" data-testid="invoice-link-error">
              {error?.status === 404
                ? t('notFound')
                : error?.message
                  ? portalMessageIn(lang, error.message)
                  : t('loadFailed')}
            </Alert>
          </Stack>
        ) : view ? (
          <InvoiceCard view={view} lang={lang} t={t} />
        ) : (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text>{t('opening')}</Text>
          </Group>
        )}
      </Container>
    </Box>
  );
}

function InvoiceCard({ view, lang, t }: { view: InvoiceLinkView; lang: LinkLanguage; t: T }) {
  const note = view.type === 'credit_note';
  const cancelled = view.status === 'cancelled';
  const due = view.upi_link !== null && Number(view.balance) > 0;
  // A receipt's share opens the page at its payment (#receipt-<id>, decision 313).
  const [marked] = useState(() => /^#receipt-(\d+)$/.exec(window.location.hash)?.[1] ?? null);
  useEffect(() => {
    if (marked) document.getElementById(`receipt-${marked}`)?.scrollIntoView({ block: 'center' });
  }, [marked]);
  return (
    <Stack gap="md" data-testid="invoice-link">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Title order={1} size="h3">
              {documentTitle(lang, view.type)} <span style={{ whiteSpace: 'nowrap' }}>{view.number}</span>
            </Title>
            {cancelled && (
              <Badge color="red.9" variant="filled" mt={6}>
                {t('cancelledBadge')}
              </Badge>
            )}
          </div>
          <dl style={{ margin: 0 }}>
            <Row label={t('date')} value={dateIn(lang, view.date)} />
            <Row label={note ? t('amountCredited') : t('amount')} value={formatMoney(view.total)} />
            {!note && !cancelled && <Row label={t('paid')} value={formatMoney(view.paid)} />}
            {!note && !cancelled && (
              <Row
                label={t('balanceDue')}
                value={formatMoney(view.balance)}
                strong
                testId="invoice-link-balance"
              />
            )}
          </dl>
          {note && view.original_invoice_number && (
            <Text size="sm">{t('againstInvoice', { number: view.original_invoice_number })}</Text>
          )}
          {cancelled && (
            <Text size="sm">
              {view.credit_note_number
                ? t('cancelledBy', { number: view.credit_note_number })
                : t('cancelled')}
            </Text>
          )}
          {!note && !cancelled && !due && (
            <Text size="sm" c="#1b6e30" fw={600}>
              {t('paidInFull')}
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
            {t('pay', { amount: formatMoney(view.balance) })}
          </Button>
          <Text size="sm" c="gray.7">
            {t('payHelp')}
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
        {t('downloadPdf')}
      </Button>
      {view.payments.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-link-payments">
          <Title order={2} size="h5" id="invoice-link-payments" mb="xs">
            {t('payments')}
          </Title>
          <Stack gap="xs" data-testid="invoice-link-payments">
            {view.payments.map((p) => (
              <Group
                key={p.id}
                id={`receipt-${p.id}`}
                justify="space-between"
                gap="xs"
                wrap="wrap"
                p={6}
                data-testid="invoice-link-payment"
                bg={marked === String(p.id) ? 'yellow.0' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <div>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {p.receipt_number}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t('paymentLine', {
                      date: dateIn(lang, p.date),
                      amount: formatMoney(p.amount),
                      mode: paymentModeIn(lang, p.mode),
                    })}
                  </Text>
                </div>
                <Button
                  component="a"
                  href={p.receipt_path}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  aria-label={t('receiptName', { number: p.receipt_number })}
                >
                  {t('downloadReceipt')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
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
