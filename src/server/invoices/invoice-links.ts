import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INVOICE_LINK_MESSAGES,
  type InvoiceLinkView,
  invoiceLinkPath,
  invoiceLinkPdfPath,
  invoiceLinkReceiptPath,
} from '../../shared/invoice-link';
import type { PaymentRow } from '../../shared/invoices';
import type { InvoiceRow } from '../auth/policy';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';
import { findPracticeRow } from '../lib/practice-identity';
import { openByToken } from '../lib/token-guesses';
import { invoiceByShareToken } from './invoices.repository';

/**
 * The invoice's share link (issue 55 point 7, decision 307, access class token:invoice-link): the
 * token opens exactly its one document, to read it and its PDF; nothing else of the client or the
 * practice. The token is made when the document is issued (invoices.service.ts) and kept as is.
 */

/** The token in the path: base64url; anything else is 404 like an unknown token. */
export const invoiceLinkTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, INVOICE_LINK_MESSAGES.notFound),
});

/**
 * What the WhatsApp and e-mail shares carry: PUBLIC_URL/my-invoice/{token}, as the plan link is
 * built; null while staff have turned the link off (decision 313).
 */
export const invoiceShareUrl = (publicUrl: string, token: string | null) =>
  token ? `${publicUrl}${invoiceLinkPath(token)}` : null;

/**
 * The document named by the request's `:token`: 404 for an unknown or malformed one, exactly like a
 * missing record. A known token is always answered; unknown ones count toward the address's
 * allowance of guesses (lib/token-guesses.ts), after which they answer 429 with the wait in words.
 */
export async function invoiceOfLinkRequest(db: Db, request: FastifyRequest): Promise<InvoiceRow> {
  const parsed = invoiceLinkTokenSchema.safeParse(request.params);
  return openByToken(db, request.ip, 'invoice-link', async () => {
    if (!parsed.success) throw notFound(INVOICE_LINK_MESSAGES.notFound);
    const invoice = await invoiceByShareToken(db, parsed.data.token);
    if (!invoice) throw notFound(INVOICE_LINK_MESSAGES.notFound);
    return invoice;
  });
}

/** The page's summary, from the document's own summary (balance and UPI link by the same rules). */
export async function invoiceLinkView(
  db: Db,
  invoice: InvoiceRow,
  summary: {
    type: InvoiceLinkView['type'];
    status: InvoiceLinkView['status'];
    total: string;
    paid: string;
    balance: string;
    upi_link: string | null;
    original_invoice_number: string | null;
    credit_note_number: string | null;
    seller: { legal_name: string };
    payments: PaymentRow[];
    client_language: string;
  },
): Promise<InvoiceLinkView> {
  // Opened by its token, so the document has one (a turned-off link is not found).
  const token = invoice.shareToken!;
  // The name saved in Settings → Practice, else the one the invoice was issued in: never the
  // app's own default name (PRACTICE_NAME's "NutriDesk"), which is no practice a client knows.
  const saved = (await findPracticeRow(db))?.name;
  return {
    practice: saved || summary.seller.legal_name,
    legal_name: summary.seller.legal_name,
    type: summary.type,
    number: invoice.number,
    date: invoice.date,
    status: summary.status,
    total: summary.total,
    paid: summary.paid,
    balance: summary.balance,
    upi_link: summary.upi_link,
    original_invoice_number: summary.original_invoice_number,
    credit_note_number: summary.credit_note_number,
    pdf_path: invoiceLinkPdfPath(token),
    // The payments the PDF lists too, each with its receipt by the same token (decision 313);
    // the reference (a UPI transaction id, a cheque number) is the receipt's, not the page's.
    payments: summary.payments.map((p) => ({
      id: p.id,
      receipt_number: p.receipt_number,
      date: p.date,
      amount: p.amount,
      mode: p.mode,
      receipt_path: invoiceLinkReceiptPath(token, p.id),
    })),
    language: summary.client_language === 'hi' ? 'hi' : 'en',
  };
}
