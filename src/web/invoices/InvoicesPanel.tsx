import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INVOICE_MESSAGES, type InvoiceSummary } from '../../shared/invoices';
import { whatsappUrl } from '../../shared/portal-options';
import { type Column, DataTable } from '../components/DataTable';
import { confirm } from '../lib/confirm';
import { formatDate, formatMoney } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { useCancelInvoice, useCreateInvoice, usePackageDues, usePackageInvoices } from './invoice-queries';
import { PaymentModal } from './PaymentModal';

/** What the client reads on WhatsApp: the number, what is due and the UPI link to pay it. */
export const invoiceMessage = (inv: InvoiceSummary) =>
  `Invoice ${inv.number} dated ${formatDate(inv.date)}: ${formatMoney(inv.balance)} due of ${formatMoney(inv.total)}. Pay by UPI: ${inv.upi_link}`;

/** The package's money (issue 37): price, invoiced, paid, balance, its invoices and their payments. */
export function InvoicesPanel({ packageId }: { packageId: number }) {
  const dues = usePackageDues(packageId);
  const invoices = usePackageInvoices(packageId);
  const create = useCreateInvoice(packageId);
  const cancel = useCancelInvoice(packageId);
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);

  const createInvoice = () =>
    create.mutate(
      { package_id: packageId },
      { onSuccess: (w) => notifySuccess(`${w.message} ${w.data.number}`) },
    );
  const cancelInvoice = async (inv: InvoiceSummary) => {
    if (
      !(await confirm(
        `Cancel ${inv.number}? A credit note is issued; the number is never used again.`,
        'Cancel invoice',
      ))
    )
      return;
    cancel.mutate(
      { invoice_id: inv.id },
      {
        onSuccess: (w) => notifySuccess(`${w.message} ${w.data.credit_note_number}`),
        onError: notifyFailure,
      },
    );
  };

  const live = (r: InvoiceSummary) => r.status === 'issued';
  const columns: Column<InvoiceSummary>[] = [
    { key: 'number', label: 'Number', render: (r) => r.number },
    { key: 'date', label: 'Date', render: (r) => formatDate(r.date) },
    { key: 'total', label: 'Total', align: 'right', render: (r) => formatMoney(r.total) },
    { key: 'paid', label: 'Paid', align: 'right', render: (r) => formatMoney(r.paid) },
    {
      key: 'balance',
      label: 'Balance',
      align: 'right',
      render: (r) => (live(r) ? formatMoney(r.balance) : `Cancelled (${r.credit_note_number})`),
    },
    {
      key: 'action',
      label: 'Action',
      render: (r) => (
        <Group gap="xs">
          <Anchor
            href={`/api/v1/invoice/pdf?id=${r.id}`}
            target="_blank"
            size="sm"
            aria-label={`PDF of ${r.number}`}
          >
            PDF
          </Anchor>
          {live(r) && Number(r.balance) > 0 && (
            <Button
              size="compact-xs"
              color="#1b6e30"
              component="a"
              href={whatsappUrl(r.whatsapp_phone, invoiceMessage(r))}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
              aria-label={`Share ${r.number} on WhatsApp`}
            >
              Share on WhatsApp
            </Button>
          )}
          {live(r) && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setPaying(r)}
              aria-label={`Record a payment for ${r.number}`}
            >
              Record payment
            </Button>
          )}
          {live(r) && Number(r.paid) === 0 && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red.9"
              onClick={() => void cancelInvoice(r)}
            >
              Cancel
            </Anchor>
          )}
        </Group>
      ),
    },
  ];

  const d = dues.data;
  const createError = create.error?.message;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="invoices-title">
            Invoices and payments
          </Title>
          <Button
            size="xs"
            leftSection={<IconFileInvoice size={14} aria-hidden />}
            onClick={createInvoice}
            loading={create.isPending}
            disabled={!d || Number(d.not_invoiced) <= 0}
          >
            Create invoice
          </Button>
        </Group>
        {d && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="package-dues">
            <Figure label="Price" value={d.price} />
            <Figure label="Invoiced" value={d.invoiced} />
            <Figure label="Paid" value={d.paid} />
            <Figure label="Balance" value={d.balance} />
          </SimpleGrid>
        )}
        {createError && (
          <Alert color="red" role="alert">
            {createError === INVOICE_MESSAGES.noSettings ? (
              <>
                {createError}{' '}
                <Anchor component={Link} to="/settings">
                  Open Settings
                </Anchor>
              </>
            ) : (
              createError
            )}
          </Alert>
        )}
        <DataTable
          columns={columns}
          rows={invoices.data}
          rowKey={(r) => r.id}
          loading={invoices.isFetching && !invoices.data}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          emptyMessage="No invoices yet."
          caption="Invoices of this package"
        />
      </Stack>
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMoney(value)}</Text>
    </div>
  );
}
