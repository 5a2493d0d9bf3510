import { Anchor, Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceSummary } from '../../shared/invoices';
import { whatsappUrl } from '../../shared/portal-options';
import { type InvoiceShare, invoiceShareSubject, invoiceShareText } from '../../shared/share-words';
import { type Column, DataTable } from '../components/DataTable';
import { confirm } from '../lib/confirm';
import { formatDate, formatMoney } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { CreditNoteModal } from './CreditNoteModal';
import { useCancelInvoice } from './invoice-queries';
import { PaymentModal } from './PaymentModal';
import { RefundModal } from './RefundModal';
import { mailtoOf, ShareLinkModal } from './ShareLinkModal';

/**
 * What the client reads on WhatsApp or in the e-mail: what the document is, its number, what is
 * due (if anything) and the https link to its page (decisions 307 and 313), in the client's
 * language (decision 266).
 */
export const invoiceMessage = invoiceShareText;

/** The e-mail share: the same text as WhatsApp with the document's link. */
export const invoiceMailto = (inv: InvoiceShare & Pick<InvoiceSummary, 'client_email'>) =>
  mailtoOf(inv.client_email, invoiceShareSubject(inv), invoiceMessage(inv));

/** A document whose link is on, typed as one that can be shared (share_url is null while it is off). */
const shareable = (r: InvoiceSummary): (InvoiceSummary & { share_url: string }) | null =>
  r.share_url === null ? null : { ...r, share_url: r.share_url };

type Query = {
  data: InvoiceSummary[] | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * Invoices with their PDF, a "Receipt" for each payment, WhatsApp and e-mail shares, "Record
 * payment" and "Cancel" (the package page's panel and the client page's list, issue 37), and the
 * credit notes beside them (issue 55).
 */
export function InvoiceTable({
  invoices,
  caption,
  showPackage = false,
}: {
  invoices: Query;
  caption: string;
  showPackage?: boolean;
}) {
  const cancel = useCancelInvoice();
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [crediting, setCrediting] = useState<InvoiceSummary | null>(null);
  const [refunding, setRefunding] = useState<InvoiceSummary | null>(null);
  // The share area of one document (decision 313): its link, New link / Turn off, its receipts' shares.
  const [sharingId, setSharingId] = useState<number | null>(null);
  const sharing = invoices.data?.find((r) => r.id === sharingId) ?? null;

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

  const creditNote = (r: InvoiceSummary) => r.type === 'credit_note';
  const live = (r: InvoiceSummary) => r.status === 'issued' && !creditNote(r);
  const columns: Column<InvoiceSummary>[] = [
    { key: 'number', label: 'Number', render: (r) => r.number },
    { key: 'date', label: 'Date', render: (r) => formatDate(r.date) },
    ...(showPackage
      ? [
          {
            key: 'for',
            label: 'For',
            render: (r: InvoiceSummary) => (r.package_id === null ? 'One-off' : 'Package'),
          },
        ]
      : []),
    {
      key: 'total',
      label: 'Total',
      align: 'right',
      render: (r) => (creditNote(r) ? `−${formatMoney(r.total)}` : formatMoney(r.total)),
    },
    { key: 'paid', label: 'Paid', align: 'right', render: (r) => formatMoney(r.paid) },
    {
      key: 'balance',
      label: 'Balance',
      align: 'right',
      render: (r) =>
        creditNote(r)
          ? `Credit note for ${r.original_invoice_number}`
          : live(r)
            ? formatMoney(r.balance)
            : `Cancelled (${r.credit_note_number})`,
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
          {/* The supplier's copy (CGST Rule 48): DUPLICATE FOR SUPPLIER in place of the original's mark. */}
          <Anchor
            href={`/api/v1/invoice/pdf?id=${r.id}&copy=duplicate`}
            target="_blank"
            size="sm"
            aria-label={`Duplicate of ${r.number}`}
          >
            Duplicate
          </Anchor>
          {r.receipts.map((receipt) => (
            <Anchor
              key={receipt.id}
              href={`/api/v1/invoice/receipt?id=${receipt.id}`}
              target="_blank"
              size="sm"
              aria-label={`Receipt ${receipt.receipt_number} of ${formatMoney(receipt.amount)} for ${r.number}`}
              title={`${receipt.receipt_number}, ${formatDate(receipt.date)}`}
            >
              Receipt
            </Anchor>
          ))}
          {/* Every issued document has a link (decision 313): paid, cancelled and credit notes too. */}
          {shareable(r) && (
            <Button
              size="compact-xs"
              color="#1b6e30"
              component="a"
              href={whatsappUrl(r.whatsapp_phone, invoiceMessage(shareable(r)!))}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
              aria-label={`Share ${r.number} on WhatsApp`}
            >
              Share on WhatsApp
            </Button>
          )}
          {shareable(r) && (
            <Button
              size="compact-xs"
              variant="default"
              component="a"
              href={invoiceMailto(shareable(r)!)}
              leftSection={<IconMail size={14} aria-hidden />}
              aria-label={`Share ${r.number} by e-mail`}
            >
              E-mail
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="default"
            c={r.share_url ? undefined : 'red.9'}
            onClick={() => setSharingId(r.id)}
            leftSection={<IconLink size={14} aria-hidden />}
            aria-label={`${r.share_url ? 'Link' : 'Link off'}${r.receipts.length ? ' and receipts' : ''} of ${r.number}`}
            aria-haspopup="dialog"
          >
            {r.share_url ? 'Link' : 'Link off'}
            {r.receipts.length ? ' & receipts' : ''}
          </Button>
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
          {live(r) && Number(r.credited) < Number(r.total) && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setCrediting(r)}
              aria-label={`Issue a credit note against ${r.number}`}
            >
              Credit note
            </Button>
          )}
          {creditNote(r) && Number(r.refunded) < Number(r.total) && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setRefunding(r)}
              aria-label={`Record a refund against ${r.number}`}
            >
              Refund
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

  return (
    <>
      <DataTable
        columns={columns}
        rows={invoices.data}
        rowKey={(r) => r.id}
        loading={invoices.isFetching && !invoices.data}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyMessage="No invoices yet."
        caption={caption}
      />
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
      {crediting && <CreditNoteModal invoice={crediting} onClose={() => setCrediting(null)} />}
      {refunding && <RefundModal note={refunding} onClose={() => setRefunding(null)} />}
      {sharing && <ShareLinkModal invoice={sharing} onClose={() => setSharingId(null)} />}
    </>
  );
}
