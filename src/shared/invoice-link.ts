/**
 * The invoice's share link (issue 55 point 7, decision 307): `/my-invoice/{token}`, a page the
 * client opens on a phone without signing in, with the document's number, date, amount, balance,
 * its PDF and — only while a balance is due — a "Pay by UPI" button. Zod-free, so the page's
 * chunk stays small (the token's schema is the server's, invoices/invoice-links.ts).
 */
import type { InvoiceType } from './invoices';

export const INVOICE_LINK_MESSAGES = {
  notFound: 'This invoice link is not valid. Please ask your clinic for a new one.',
} as const;

/** The page's path; a token is base64url, 256 random bits (server/lib/tokens.ts newToken). */
export const invoiceLinkPath = (token: string) => `/my-invoice/${token}`;
/** The page's read, and its PDF. */
export const invoiceLinkApiPath = (token: string) => `/api/v1/my-invoice/${encodeURIComponent(token)}`;
export const invoiceLinkPdfPath = (token: string) => `${invoiceLinkApiPath(token)}/pdf`;

/** GET /api/v1/my-invoice/:token: what the client's page shows, nothing more. */
export type InvoiceLinkView = {
  /** The practice's name (Settings → Practice, else the legal name), and the legal name the invoice was issued in. */
  practice: string;
  legal_name: string;
  type: InvoiceType;
  number: string;
  date: string;
  /** 'cancelled': an invoice a credit note cancelled; a credit note is 'issued'. */
  status: 'issued' | 'cancelled';
  total: string;
  paid: string;
  balance: string;
  /** Only while a balance is due on a live invoice. */
  upi_link: string | null;
  /** A credit note: the invoice it credits; a cancelled invoice: the credit note that cancelled it. */
  original_invoice_number: string | null;
  credit_note_number: string | null;
  /** The PDF by the same token. */
  pdf_path: string;
};
