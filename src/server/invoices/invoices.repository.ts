import { and, asc, between, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clientVisibleTo, invoiceVisibleTo, type Viewer } from '../auth/policy';
import { type Db, rows } from '../db/client';
import { billingSettings, clients, invoicePayments, invoices, packages } from '../db/schema/index';

export async function findBilling(db: Db) {
  const [row] = await db.select().from(billingSettings).orderBy(asc(billingSettings.id)).limit(1);
  return row;
}

export type BillingRow = typeof billingSettings.$inferSelect;

/** Writes the one billing row (insert the first time), answering it before and after. */
export async function upsertBilling(db: Db, values: Omit<typeof billingSettings.$inferInsert, 'id'>) {
  const before = await findBilling(db);
  const [after] = before
    ? await db.update(billingSettings).set(values).where(eq(billingSettings.id, before.id)).returning()
    : await db.insert(billingSettings).values(values).returning();
  return { before, after };
}

/**
 * The next number of a series in a financial year, in the caller's transaction. The upsert takes
 * the counter row's lock, so concurrent creates queue on it and each gets the next number; a
 * create that rolls back gives its number back. Never max()+1, which two creates read alike.
 */
export async function nextInSeries(tx: Db, series: string, financialYear: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into document_counters (series, financial_year, last) values (${series}, ${financialYear}, 1)
    on conflict (series, financial_year) do update set last = document_counters.last + 1
    returning last`);
  return Number(rows<{ last: number }>(result)[0].last);
}

/** What an invoice needs of its package: the price, the amount paid before invoices, the client. */
export async function packageForBilling(db: Db, packageId: number) {
  const [row] = await db
    .select({
      id: packages.id,
      clientId: packages.clientId,
      category: packages.category,
      subCategory: packages.subCategory,
      price: packages.price,
      amountPaid: packages.amountPaid,
      paymentMode: packages.paymentMode,
      paymentDate: packages.paymentDate,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phone: clients.phone,
    })
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(eq(packages.id, packageId));
  return row;
}

/** Taxable value already invoiced on a package (live invoices only), in paise. */
export async function invoicedTaxable(db: Db, packageId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoices.taxable}), 0)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.packageId, packageId),
        eq(invoices.status, 'issued'),
        sql`${invoices.kind} <> 'credit_note'`,
      ),
    );
  return Math.round(Number(row.sum) * 100);
}

export async function paymentsOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
}

/** What an invoice shows of its client: the name for a free-standing one, the phone and e-mail to share it. */
export async function clientForBilling(db: Db, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      phone: clients.phone,
      email: clients.contactEmail,
      language: clients.language,
      address: clients.address,
      gstin: clients.gstin,
      billingAddress: clients.billingAddress,
      billingState: clients.billingState,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

export async function invoiceById(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The document a share link's token names (decision 307), or undefined. */
export async function invoiceByShareToken(db: Db, token: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.shareToken, token));
  return row;
}

/** The credit notes issued against an invoice, oldest first. */
export async function creditNotesOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.cancelsId, invoiceId), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.id));
}

/** What a list of documents needs besides their rows: their payments, credit notes and originals. */
export async function linkedOf(db: Db, ids: number[], originalIds: number[]) {
  if (!ids.length) return { payments: [], notes: [], originals: [] };
  const [payments, notes, originals] = await Promise.all([
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(asc(invoicePayments.date), asc(invoicePayments.id)),
    db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.cancelsId, ids), eq(invoices.kind, 'credit_note')))
      .orderBy(asc(invoices.id)),
    originalIds.length
      ? db.select().from(invoices).where(inArray(invoices.id, originalIds))
      : Promise.resolve([]),
  ]);
  return { payments, notes, originals };
}

/** A payment (a receipt) with its invoice. */
export async function paymentWithInvoice(db: Db, paymentId: number) {
  const [row] = await db
    .select({ payment: invoicePayments, invoice: invoices })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoicePayments.id, paymentId));
  return row;
}

/**
 * What was paid on the invoice row of the query. The column is named in full: in a one-table
 * select Drizzle writes ${invoices.id} as a bare "id", which inside this subquery is the payment's.
 */
const paidSql = sql<string>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = "invoices"."id"), 0)`;
/** What the credit notes of the invoice row of the query reversed (tax included). */
const creditedSql = sql<string>`coalesce((select sum(c.total) from invoices c where c.cancels_id = "invoices"."id" and c.kind = 'credit_note'), 0)`;

/** Invoices, Bills of Supply and credit notes the viewer may see, newest first, with paid. */
export async function listInvoices(
  db: Db,
  viewer: Viewer,
  filter: { packageId?: number; clientId?: number } = {},
) {
  return db
    .select({
      invoice: invoices,
      paid: paidSql,
      creditNote: sql<
        string | null
      >`(select c.number from invoices c where c.cancels_id = ${invoices.id} limit 1)`,
      phone: clients.phone,
      email: clients.contactEmail,
      language: clients.language,
    })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(
      and(
        invoiceVisibleTo(viewer),
        filter.packageId === undefined ? undefined : eq(invoices.packageId, filter.packageId),
        filter.clientId === undefined ? undefined : eq(invoices.clientId, filter.clientId),
      ),
    )
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(500);
}

/** A client's live invoices with a balance (the plan link's "Pay" buttons), oldest first. */
export async function openInvoicesOfClient(db: Db, clientId: number) {
  return db
    .select({ invoice: invoices, paid: paidSql, credited: creditedSql })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, clientId),
        eq(invoices.status, 'issued'),
        sql`${invoices.kind} <> 'credit_note'`,
        sql`${invoices.total} - ${creditedSql} > ${paidSql}`,
      ),
    )
    .orderBy(asc(invoices.date), asc(invoices.id));
}

/** A package's money in paise: price, live invoices' totals and taxable value, payments. */
export async function packageMoney(db: Db, packageId: number) {
  const result = await db.execute(sql`
    select p.price, p.amount_paid,
      coalesce((select sum(i.total) from invoices i where i.package_id = p.id and i.status = 'issued' and i.kind <> 'credit_note'), 0) as invoiced,
      coalesce((select sum(i.taxable + i.discount) from invoices i where i.package_id = p.id and i.status = 'issued' and i.kind <> 'credit_note'), 0) as invoiced_taxable,
      coalesce((select sum(c.total) from invoices c join invoices i on i.id = c.cancels_id where c.kind = 'credit_note' and i.package_id = p.id and i.status = 'issued'), 0) as credited,
      coalesce((select sum(pay.amount) from invoice_payments pay join invoices i on i.id = pay.invoice_id where i.package_id = p.id and i.status = 'issued'), 0) as paid,
      coalesce((select sum(r.amount) from invoice_refunds r join invoices c on c.id = r.credit_note_id join invoices i on i.id = c.cancels_id where i.package_id = p.id), 0) as refunded
    from packages p where p.id = ${packageId}`);
  const [row] = rows<Record<string, string>>(result);
  const paise = (v: string) => Math.round(Number(v) * 100);
  return {
    price: paise(row.price),
    paidBefore: paise(row.amount_paid),
    /** Live invoices' totals less what their credit notes reversed (a partial credit note). */
    invoiced: paise(row.invoiced) - paise(row.credited),
    /** What live invoices cover of the price: their taxable value and their discounts (decision 300). */
    invoicedTaxable: paise(row.invoiced_taxable),
    /** Payments less what was refunded against credit notes (decision 300). */
    paid: paise(row.paid) - paise(row.refunded),
  };
}

/**
 * Every visible package's balance summed (price not yet invoiced + live invoices − payments −
 * amount paid before invoices, never below zero per package) and the payments dated in a month.
 */
export async function duesTotals(db: Db, viewer: Viewer, monthFrom: string, monthTo: string) {
  const scope = viewer.isAdmin ? sql`true` : sql`p.dietitian_id = ${viewer.nutritionistId ?? -1}`;
  // Free-standing invoices (decision 242) by the client rule, over `invoices` joined to `clients`.
  const clientScope = clientVisibleTo(viewer) ?? sql`true`;
  const freeStanding = and(isNull(invoices.packageId), clientScope);
  const [freeDues] = await db
    .select({
      sum: sql<string>`coalesce(sum(greatest(0, ${invoices.total} - ${creditedSql} - ${paidSql})), 0)`,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(freeStanding, eq(invoices.status, 'issued'), sql`${invoices.kind} <> 'credit_note'`));
  const [freeCollected] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)` })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(freeStanding, between(invoicePayments.date, monthFrom, monthTo)));
  const free = { dues: freeDues.sum, collected: freeCollected.sum };
  const result = await db.execute(sql`
    with m as (
      select p.id, p.price, p.amount_paid,
        coalesce((select sum(i.total) from invoices i where i.package_id = p.id and i.status = 'issued' and i.kind <> 'credit_note'), 0) as invoiced,
        coalesce((select sum(i.taxable + i.discount) from invoices i where i.package_id = p.id and i.status = 'issued' and i.kind <> 'credit_note'), 0) as invoiced_taxable,
        coalesce((select sum(c.total) from invoices c join invoices i on i.id = c.cancels_id where c.kind = 'credit_note' and i.package_id = p.id and i.status = 'issued'), 0) as credited,
        coalesce((select sum(pay.amount) from invoice_payments pay join invoices i on i.id = pay.invoice_id where i.package_id = p.id and i.status = 'issued'), 0) as paid
      from packages p where ${scope})
    select
      coalesce(sum(greatest(0, invoiced - credited + greatest(0, price - invoiced_taxable) - paid - amount_paid)), 0) as dues,
      coalesce((select sum(pay.amount) from invoice_payments pay join invoices i on i.id = pay.invoice_id
        join packages p on p.id = i.package_id where ${scope} and pay.date between ${monthFrom} and ${monthTo}), 0) as collected
    from m`);
  const [row] = rows<{ dues: string; collected: string }>(result);
  const paise = (v: string) => Math.round(Number(v) * 100);
  return {
    dues: paise(row.dues) + paise(free.dues),
    collected: paise(row.collected) + paise(free.collected),
  };
}

/** The accountant's rows: invoices and credit notes dated in [from, to], with what was paid. */
export async function exportRows(db: Db, viewer: Viewer, from: string, to: string) {
  return db
    .select({
      invoice: invoices,
      paid: paidSql,
      originalNumber: sql<
        string | null
      >`(select o.number from invoices o where o.id = ${invoices.cancelsId})`,
      originalDate: sql<
        string | null
      >`(select o.date::text from invoices o where o.id = ${invoices.cancelsId})`,
    })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(invoiceVisibleTo(viewer), sql`${invoices.date} between ${from} and ${to}`))
    .orderBy(asc(invoices.date), asc(invoices.number));
}
