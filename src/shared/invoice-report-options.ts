/**
 * The invoices list, its totals and the accountant's exports (issue 55 points 6 and 8, decision
 * 299), without Zod: the list page and the dashboard import this.
 */
import type { InvoiceSummary } from './invoices';

/** The list's status filter: what a row is now. */
export const INVOICE_LIST_STATUSES = [
  { value: 'due', label: 'Balance due' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'credit_note', label: 'Credit notes' },
] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number]['value'];

/**
 * An invoice is overdue when a balance is still due this many days after its date (the practice's
 * invoices carry no due date: decision 299).
 */
export const OVERDUE_AFTER_DAYS = 15;

/** The list's totals over every row the filters match (not only the page shown), rupees as text. */
export type InvoiceListTotals = {
  /** Credit notes count negative. */
  taxable: string;
  tax: string;
  paid: string;
  due: string;
  count: number;
};

/** A financial year as its label: '2026-27'. */
export const FY_PATTERN = /^(\d{4})-(\d{2})$/;
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The financial year label ('2026-27') of a date, and the month ('2026-05') of a date. */
export function fyLabelOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The export URLs of a month or a financial year (the list page's and Settings' buttons). */
export const gstr1Url = (period: { month: string } | { fy: string }) =>
  `/api/v1/invoice/gstr1?${'month' in period ? `month=${period.month}` : `fy=${period.fy}`}`;
export const registerUrl = (from: string, to: string) => `/api/v1/invoice/register?from=${from}&to=${to}`;

/** The first and last day of a month ('2026-05') or a financial year ('2026-27'). */
export function periodDays(period: { month: string } | { fy: string }): { from: string; to: string } {
  if ('month' in period) {
    const [y, m] = period.month.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { from: `${period.month}-01`, to: `${period.month}-${String(last).padStart(2, '0')}` };
  }
  const start = Number(period.fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/**
 * A row of the invoices list: the invoice's summary, its package's nutritionist, and the package's
 * live plan link (its path), where the client sees what is due with a Pay button (decision 243).
 */
export type InvoiceListRow = InvoiceSummary & {
  nutritionist_name: string | null;
  plan_link_path: string | null;
};

/**
 * The reminder of an overdue invoice on WhatsApp: the amount, the invoice and, when the package
 * has a plan link, the https link where the client sees it and pays.
 */
export function reminderText(row: InvoiceListRow, amount: string, date: string, link: string | null) {
  const first = row.client_name.split(' ')[0];
  return `Namaste ${first}, a gentle reminder: ${amount} is due on invoice ${row.number} dated ${date}.${
    link ? ` You can see it and pay here: ${link}` : ''
  } Thank you.`;
}
/** GET /api/v1/invoice/search: a page of rows (data.data, data.last_page) and the totals of every match. */
export type InvoiceSearchAnswer = {
  data: InvoiceListRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  totals: InvoiceListTotals;
  overdue_after_days: number;
};
