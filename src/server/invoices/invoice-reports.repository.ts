import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { InvoiceListStatus } from '../../shared/invoice-report-options';
import { invoiceVisibleTo, type Viewer } from '../auth/policy';
import type { Db } from '../db/client';
import { clients, invoicePayments, invoices, nutritionists, packages, planLinks } from '../db/schema/index';

/**
 * The queries of the invoices list and the accountant's exports (issue 55 points 6 and 8,
 * decision 299). The subqueries name the outer row in full ("invoices"."id"): in a one-table
 * select Drizzle writes a bare "id", which inside a subquery would be the subquery's own.
 */
const paid = sql<string>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = "invoices"."id"), 0)`;
const credited = sql<string>`coalesce((select sum(c.total) from invoices c where c.cancels_id = "invoices"."id" and c.kind = 'credit_note'), 0)`;
const isNote = sql`"invoices"."kind" = 'credit_note'`;
const live = sql`("invoices"."kind" <> 'credit_note' and "invoices"."status" = 'issued')`;
const balance = sql`("invoices"."total" - ${credited} - ${paid})`;
const sign = sql`(case when ${isNote} then -1 else 1 end)`;

/** Every invoice, Bill of Supply and credit note dated in [from, to] the viewer may see, with its original. */
export async function documentsIn(db: Db, viewer: Viewer, from: string, to: string) {
  return db
    .select({
      invoice: invoices,
      originalNumber: sql<
        string | null
      >`(select o.number from invoices o where o.id = ${invoices.cancelsId})`,
      originalDate: sql<
        string | null
      >`(select o.date::text from invoices o where o.id = ${invoices.cancelsId})`,
      originalTotal: sql<string | null>`(select o.total from invoices o where o.id = ${invoices.cancelsId})`,
    })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoiceVisibleTo(viewer), sql`${invoices.date} between ${from} and ${to}`))
    .orderBy(asc(invoices.date), asc(invoices.id));
}

/** The payments (receipts) dated in [from, to] of invoices the viewer may see, with their invoice. */
export async function receiptsIn(db: Db, viewer: Viewer, from: string, to: string) {
  return db
    .select({ payment: invoicePayments, invoice: invoices })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoiceVisibleTo(viewer), sql`${invoicePayments.date} between ${from} and ${to}`))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
}

export type SearchFilter = {
  from?: string;
  to?: string;
  status?: InvoiceListStatus;
  clientId?: number;
  dietitianId?: number;
  /** The last invoice date that is overdue today (today − OVERDUE_AFTER_DAYS). */
  overdueOnOrBefore: string;
};

function statusWhere(status: InvoiceListStatus | undefined, overdueOnOrBefore: string): SQL | undefined {
  switch (status) {
    case 'due':
      return sql`${live} and ${balance} > 0`;
    case 'overdue':
      return sql`${live} and ${balance} > 0 and "invoices"."date" <= ${overdueOnOrBefore}`;
    case 'paid':
      return sql`${live} and ${balance} <= 0`;
    case 'cancelled':
      return eq(invoices.status, 'cancelled');
    case 'credit_note':
      return isNote;
    default:
      return undefined;
  }
}

function searchWhere(viewer: Viewer, f: SearchFilter) {
  return and(
    invoiceVisibleTo(viewer),
    f.from ? sql`${invoices.date} >= ${f.from}` : undefined,
    f.to ? sql`${invoices.date} <= ${f.to}` : undefined,
    f.clientId === undefined ? undefined : eq(invoices.clientId, f.clientId),
    f.dietitianId === undefined ? undefined : eq(packages.dietitianId, f.dietitianId),
    statusWhere(f.status, f.overdueOnOrBefore),
  );
}

/** A page of the invoices list, newest first, with what its rows need besides the invoice. */
export async function searchInvoices(db: Db, viewer: Viewer, f: SearchFilter, page: number, perPage: number) {
  return db
    .select({
      invoice: invoices,
      phone: clients.phone,
      email: clients.contactEmail,
      language: clients.language,
      nutritionistFirst: nutritionists.firstName,
      nutritionistLast: nutritionists.lastName,
      /** The package's live plan link, which shows the client what is due with its Pay button (decision 243). */
      planLinkToken: planLinks.token,
    })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .leftJoin(nutritionists, eq(nutritionists.id, packages.dietitianId))
    .leftJoin(planLinks, and(eq(planLinks.packageId, invoices.packageId), isNull(planLinks.revokedAt)))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(searchWhere(viewer, f))
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/**
 * The totals of every row the filters match: taxable value and tax (credit notes negative), what
 * was paid on the invoices and what is still due on the live ones. Rupees as numeric text.
 */
export async function searchTotals(db: Db, viewer: Viewer, f: SearchFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      taxable: sql<string>`coalesce(sum(${sign} * "invoices"."taxable"), 0)`,
      tax: sql<string>`coalesce(sum(${sign} * ("invoices"."cgst" + "invoices"."sgst" + "invoices"."igst")), 0)`,
      paid: sql<string>`coalesce(sum(case when ${isNote} then 0 else ${paid} end), 0)`,
      due: sql<string>`coalesce(sum(case when ${live} then greatest(0, ${balance}) else 0 end), 0)`,
    })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(searchWhere(viewer, f));
  return row;
}
