import { practiceToday } from '../../shared/fields';
import {
  type InvoiceListStatus,
  type InvoiceSearchAnswer,
  type InvoiceSearchInput,
  OVERDUE_AFTER_DAYS,
  periodDays,
} from '../../shared/invoice-reports';
import { rupees } from '../../shared/invoices';
import { addDays } from '../../shared/plan-calendar';
import type { Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { page } from '../lib/envelope';
import { gstr1Sections, gstr1Zip } from './gstr1.export';
import { documentsIn, searchInvoices, searchTotals } from './invoice-reports.repository';
import { invoiceClock, summariesOf } from './invoices.service';
import { registerCsv, registerRows } from './register.export';

/** Rows per page of the invoices list. */
export const INVOICE_LIST_PAGE_SIZE = 25;

const paise = (v: string | number) => Math.round(Number(v) * 100);

/** The invoices list (issue 55 point 8): a page of the filtered rows and the totals of all of them. */
export async function invoiceSearch(
  db: Db,
  viewer: Viewer,
  input: InvoiceSearchInput,
  publicUrl: string,
): Promise<InvoiceSearchAnswer> {
  const today = practiceToday(invoiceClock.now());
  const filter = {
    from: input.from,
    to: input.to,
    status: input.status as InvoiceListStatus | undefined,
    clientId: input.client_id,
    dietitianId: input.dietitian_id,
    overdueOnOrBefore: addDays(today, -OVERDUE_AFTER_DAYS),
  };
  const [found, totals] = await Promise.all([
    searchInvoices(db, viewer, filter, input.page, INVOICE_LIST_PAGE_SIZE),
    searchTotals(db, viewer, filter),
  ]);
  const summaries = await summariesOf(db, found, publicUrl);
  const rows = summaries.map((s, i) => ({
    ...s,
    nutritionist_name: found[i].nutritionistFirst
      ? `${found[i].nutritionistFirst} ${found[i].nutritionistLast ?? ''}`.trim()
      : null,
    plan_link_path: found[i].planLinkToken ? `/my-plan/${found[i].planLinkToken}` : null,
  }));
  return {
    ...page(rows, totals.count, input.page, INVOICE_LIST_PAGE_SIZE),
    totals: {
      taxable: rupees(paise(totals.taxable)),
      tax: rupees(paise(totals.tax)),
      paid: rupees(paise(totals.paid)),
      due: rupees(paise(totals.due)),
      count: totals.count,
    },
    overdue_after_days: OVERDUE_AFTER_DAYS,
  };
}

/** GSTR-1 of a month or a financial year: its sections and its register in one zip. */
export async function gstr1Export(db: Db, viewer: Viewer, period: { month: string } | { fy: string }) {
  const { from, to } = periodDays(period);
  const [docs, register] = await Promise.all([
    documentsIn(db, viewer, from, to),
    registerRows(db, viewer, from, to),
  ]);
  return gstr1Zip(gstr1Sections(docs), registerCsv(register));
}

/** The register of [from, to] as CSV text. */
export async function registerExport(db: Db, viewer: Viewer, from: string, to: string) {
  return registerCsv(await registerRows(db, viewer, from, to));
}
