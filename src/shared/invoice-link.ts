/**
 * The invoice's share link (issue 55 point 7, decision 307): `/my-invoice/{token}`, a page the
 * client opens on a phone without signing in, with the document's number, date, amount, balance,
 * its PDF and — only while a balance is due — a "Pay by UPI" button. Zod-free, so the page's
 * chunk stays small (the token's schema is the server's, invoices/invoice-links.ts).
 */
import type { InvoiceType } from './invoices';

export const INVOICE_LINK_MESSAGES = {
  notFound: 'This invoice link is not valid. Please ask your clinic for a new one.',
  receiptNotFound: 'This receipt is not on this invoice.',
} as const;

/** The page's path; a token is base64url, 256 random bits (server/lib/tokens.ts newToken). */
export const invoiceLinkPath = (token: string) => `/my-invoice/${token}`;
/** The page's read, and its PDF. */
export const invoiceLinkApiPath = (token: string) => `/api/v1/my-invoice/${encodeURIComponent(token)}`;
export const invoiceLinkPdfPath = (token: string) => `${invoiceLinkApiPath(token)}/pdf`;
/** A payment's receipt by the same token (decision 313): only a payment of this document. */
export const invoiceLinkReceiptPath = (token: string, paymentId: number) =>
  `${invoiceLinkApiPath(token)}/receipt?id=${paymentId}`;

/** A payment received, as the link's page lists it with its "Download receipt". */
export type InvoiceLinkPayment = {
  id: number;
  receipt_number: string;
  date: string;
  amount: string;
  mode: string;
  receipt_path: string;
};

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
  /** The payments received on it, oldest first, each with its receipt by the same token (decision 313). */
  payments: InvoiceLinkPayment[];
  /** The client's language ('en' | 'hi'): the page's, unless this phone chose another (decision 313). */
  language: 'en' | 'hi';
};

/** A payment's mode as the client reads it (shared/invoice-tax.ts PAYMENT_MODES): the page and the share texts. */
const HINDI_MODES: Record<string, string> = {
  Cash: 'नकद',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  Card: 'कार्ड',
  Cheque: 'चेक',
  Other: 'अन्य',
};
export const paymentModeIn = (lang: string, mode: string) =>
  lang === 'hi' ? (HINDI_MODES[mode] ?? mode) : mode;
