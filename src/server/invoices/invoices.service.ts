import { eq } from 'drizzle-orm';
import { practiceToday } from '../../shared/fields';
import {
  defaultPlaceOfSupply,
  documentOf,
  type FormLine,
  type FormTaxedLine,
  gstinPlaceProblem,
  SUPPLY_MESSAGES,
  type SupplyRule,
  taxFormLines,
} from '../../shared/invoice-supply';
import {
  type BillingSettings,
  type BillingSettingsInput,
  type CreditNoteInput,
  documentNumber,
  financialYearOf,
  INVOICE_MESSAGES,
  type InvoiceCreateInput,
  type InvoiceDetails,
  type InvoiceSummary,
  inr,
  type PackageDues,
  type PaymentInput,
  type PaymentRow,
  type PortalDue,
  type ReceiptDetails,
  type RefundRow,
  rupees,
  type SeriesKind,
  seriesOf,
  sumLines,
  type TaxedLine,
  type TaxMode,
  taxLines,
  upiLink,
} from '../../shared/invoices';
import { dateText } from '../../shared/plan-calendar';
import { whatsappPhone } from '../../shared/portal-options';
import type { InvoiceRow } from '../auth/policy';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { clients, invoicePayments, invoices, packages } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, ValidationError } from '../lib/errors';
import { newToken } from '../lib/tokens';
import { amountInWords } from './amount-words';
import { invoiceShareUrl } from './invoice-links';
import {
  type BillingRow,
  clientForBilling,
  creditNotesOf,
  findBilling,
  linkedOf,
  invoiceById as lockFreeInvoice,
  nextInSeries,
  openInvoicesOfClient,
  packageForBilling,
  packageMoney,
  paymentsOf,
  upsertBilling,
} from './invoices.repository';
import { type RefundDbRow, refundsOf } from './refunds.repository';

/** The invoices' clock: tests move it (a new financial year) without sleeping. */
export const invoiceClock = { now: () => new Date() };
const today = () => practiceToday(invoiceClock.now());

type Actor = { userId: number; ip: string };
const paise = (value: string | number) => Math.round(Number(value) * 100);

export function billingOf(row: BillingRow | undefined): BillingSettings | null {
  if (!row) return null;
  return {
    legal_name: row.legalName,
    address: row.address,
    state_code: row.stateCode,
    registered: row.registered,
    gstin: row.gstin,
    sac: row.sac,
    gst_rate: row.gstRate,
    upi_vpa: row.upiVpa,
    payee_name: row.payeeName,
    series_prefix: row.seriesPrefix,
    supply_rule: row.supplyRule as SupplyRule,
  };
}

export async function saveBilling(db: Db, input: BillingSettingsInput, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const { before, after } = await upsertBilling(tx, {
      legalName: input.legal_name,
      address: input.address,
      stateCode: input.state_code,
      registered: input.registered,
      gstin: input.gstin ?? null,
      sac: input.sac,
      gstRate: input.gst_rate,
      upiVpa: input.upi_vpa,
      payeeName: input.payee_name,
      seriesPrefix: input.series_prefix,
      supplyRule: input.supply_rule,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    });
    await writeAudit(tx, {
      userId: actor.userId,
      action: before ? 'update' : 'create',
      entity: 'billing_settings',
      entityId: after.id,
      changes: diffForAudit(before ?? {}, after),
      ip: actor.ip,
    });
    return billingOf(after)!;
  });
}

/** A document's date: today when left out; never in the future, never in a closed financial year. */
function checkedDate(date: string | undefined, field: string): string {
  const now = today();
  const day = date ?? now;
  if (day > now) throw new ValidationError({ [field]: INVOICE_MESSAGES.dateFuture });
  const year = financialYearOf(now);
  if (day < year.from)
    throw new ValidationError({ [field]: INVOICE_MESSAGES.dateYear(dateText(year.from), dateText(year.to)) });
  return day;
}

async function takeNumber(tx: Db, prefix: string, kind: SeriesKind, date: string) {
  const fy = financialYearOf(date).label;
  const seq = await nextInSeries(tx, seriesOf(prefix, kind), fy);
  return { number: documentNumber(seriesOf(prefix, kind), fy, seq), fy };
}

type Seller = {
  legal_name: string;
  address: string;
  state_code: string;
  gstin: string | null;
  upi_vpa: string;
  payee_name: string;
};

export async function createInvoice(
  db: Db,
  input: InvoiceCreateInput,
  actor: Actor,
  publicUrl: string,
): Promise<InvoiceDetails> {
  const billing = await findBilling(db);
  if (!billing)
    throw new AppError(422, INVOICE_MESSAGES.noSettings, { settings: INVOICE_MESSAGES.noSettings });
  const date = checkedDate(input.date, 'date');
  // The route checked who may bill this package or client (policy.ts) before the call.
  let pkg = input.package_id === undefined ? undefined : (await packageForBilling(db, input.package_id))!;
  const client = (await clientForBilling(db, pkg?.clientId ?? input.client_id!))!;
  // The place of supply by the practice's rule (decision 300): in person, where the service is
  // performed (IGST Act s. 12(4)); online, the recipient's location (s. 12(2)).
  const rule = (input.supply ?? billing.supplyRule) as SupplyRule;
  const clientGstin = input.client_gstin ?? null;
  const place =
    input.place_of_supply ??
    defaultPlaceOfSupply({
      rule,
      practiceState: billing.stateCode,
      clientGstin,
      clientState: client.billingState,
    });
  const gstinProblem = gstinPlaceProblem(rule, clientGstin, place);
  if (gstinProblem) throw new ValidationError({ client_gstin: gstinProblem });
  // Rule 46(e): a registered recipient's address is printed; the form's, else the client's saved one.
  const billingAddress = input.billing_address ?? client.billingAddress ?? client.address ?? null;
  if (clientGstin && !billingAddress)
    throw new ValidationError({ billing_address: SUPPLY_MESSAGES.addressWithGstin });
  const defaultRate = billing.registered ? billing.gstRate : 0;
  input.lines?.forEach((l, i) => {
    if (!billing.registered && l.rate !== undefined && l.rate > 0)
      throw new ValidationError({ [`lines.${i}.rate`]: SUPPLY_MESSAGES.unregisteredRate });
  });
  const seller: Seller = {
    legal_name: billing.legalName,
    address: billing.address,
    state_code: billing.stateCode,
    // A registered practice prints its GSTIN on a Bill of Supply too (issue 55 point 4).
    gstin: billing.registered ? billing.gstin : null,
    upi_vpa: billing.upiVpa,
    payee_name: billing.payeeName,
  };
  return inTransaction(db, async (tx) => {
    // Issue 51: the package is re-read under its lock, so ten creates at once queue here and each
    // reads what the ones before it invoiced (and the amount paid that the first one carries).
    if (pkg) {
      const locked = await lockedFor(tx, packages, pkg.id, 'Package not found.');
      pkg = {
        ...pkg,
        amountPaid: locked.amountPaid,
        paymentMode: locked.paymentMode,
        paymentDate: locked.paymentDate,
      };
    }
    let lines: FormLine[] | undefined = input.lines?.map((l) => ({
      description: l.description,
      sac: l.sac ?? billing.sac,
      rate: l.rate ?? defaultRate,
      amount: l.amount,
      discount: l.discount ?? 0,
    }));
    if (!lines?.length) {
      // A free-standing invoice always has lines (invoiceCreateSchema); a package's without any
      // invoices the price not yet invoiced, read in the transaction that invoices it.
      if (!pkg) throw new ValidationError({ lines: INVOICE_MESSAGES.linesRequired });
      const money = await packageMoney(tx, pkg.id);
      const rest = money.price - money.invoicedTaxable;
      if (rest <= 0) throw new ValidationError({ lines: INVOICE_MESSAGES.nothingDue });
      const name = [pkg.category, pkg.subCategory].filter(Boolean).join(' – ');
      lines = [
        {
          description: `Nutrition consultation package: ${name}`,
          sac: billing.sac,
          rate: defaultRate,
          amount: rest,
          discount: 0,
        },
      ];
    }
    const doc = documentOf(
      billing.registered,
      lines.map((l) => l.rate),
    );
    const mode: TaxMode =
      doc.kind === 'bill_of_supply' ? 'none' : place === billing.stateCode ? 'intra' : 'inter';
    const taxed = taxFormLines(lines, mode);
    const sums = sumLines(taxed);
    const discount = lines.reduce((s, l) => s + l.discount, 0);
    const { number, fy } = await takeNumber(tx, billing.seriesPrefix, doc.kind, date);
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: doc.kind,
        number,
        financialYear: fy,
        date,
        packageId: pkg?.id ?? null,
        clientId: client.id,
        clientName: `${client.firstName} ${client.lastName ?? ''}`.trim(),
        clientGstin,
        placeOfSupply: place,
        supply: rule,
        billingAddress: clientGstin || input.billing_address ? billingAddress : null,
        seller,
        sac: lines[0].sac,
        gstRate: Math.max(...taxed.map((l) => l.rate)),
        taxMode: mode,
        lines: taxed,
        discount: rupees(discount),
        taxable: rupees(sums.taxable),
        cgst: rupees(sums.cgst),
        sgst: rupees(sums.sgst),
        igst: rupees(sums.igst),
        total: rupees(sums.total),
        shareToken: newToken(),
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'create',
      entity: 'invoice',
      entityId: row.id,
      changes: { number, package_id: pkg?.id ?? null, client_id: client.id, total: rupees(sums.total) },
      ip: actor.ip,
    });
    // The client's GSTIN and billing address are saved on the client for its next invoice.
    await saveClientBilling(
      tx,
      client,
      {
        gstin: clientGstin ?? client.gstin,
        billingAddress: input.billing_address ?? client.billingAddress,
        billingState: rule === 'online' ? place : client.billingState,
      },
      actor,
    );
    // Decision 235: what the package records as paid before its first invoice is carried onto it.
    const before = pkg ? paise(pkg.amountPaid) : 0;
    if (pkg && before > 0) {
      const carried = Math.min(before, sums.total);
      const paidOn = pkg.paymentDate && pkg.paymentDate <= date ? pkg.paymentDate : date;
      await insertPayment(tx, row, billing.seriesPrefix, {
        amount: carried,
        mode: pkg.paymentMode || 'Other',
        date: paidOn,
        reference: 'Paid before invoicing (from the package)',
        actor,
      });
      await tx
        .update(packages)
        .set({ amountPaid: rupees(before - carried), updatedAt: new Date() })
        .where(eq(packages.id, pkg.id));
    }
    return detailsOf(tx, row, publicUrl);
  });
}

/** Writes the client's GSTIN, billing address and state when they changed, with its audit row. */
async function saveClientBilling(
  tx: Db,
  client: { id: number; gstin: string | null; billingAddress: string | null; billingState: string | null },
  next: { gstin: string | null; billingAddress: string | null; billingState: string | null },
  actor: Actor,
) {
  const before = {
    gstin: client.gstin,
    billingAddress: client.billingAddress,
    billingState: client.billingState,
  };
  if (
    before.gstin === next.gstin &&
    before.billingAddress === next.billingAddress &&
    before.billingState === next.billingState
  )
    return;
  await tx.update(clients).set(next).where(eq(clients.id, client.id));
  await writeAudit(tx, {
    userId: actor.userId,
    action: 'update',
    entity: 'client',
    entityId: client.id,
    changes: diffForAudit(before, next),
    ip: actor.ip,
  });
}

async function insertPayment(
  tx: Db,
  invoice: InvoiceRow,
  prefix: string,
  p: { amount: number; mode: string; date: string; reference?: string; actor: Actor },
) {
  const { number } = await takeNumber(tx, prefix, 'receipt', today()); // a receipt is numbered when it is issued
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      receiptNumber: number,
      amount: rupees(p.amount),
      mode: p.mode,
      date: p.date,
      reference: p.reference ?? null,
      createdBy: p.actor.userId,
    })
    .returning();
  await writeAudit(tx, {
    userId: p.actor.userId,
    action: 'create',
    entity: 'invoice_payment',
    entityId: row.id,
    changes: { invoice_id: invoice.id, receipt: number, amount: rupees(p.amount), mode: p.mode },
    ip: p.actor.ip,
  });
  return row;
}

function assertLive(invoice: InvoiceRow, field: string) {
  if (invoice.kind === 'credit_note') throw new AppError(404, INVOICE_MESSAGES.notFound);
  if (invoice.status === 'cancelled')
    throw new ValidationError({ [field]: INVOICE_MESSAGES.alreadyCancelled });
}

export async function recordPayment(
  db: Db,
  loaded: InvoiceRow,
  input: PaymentInput,
  actor: Actor,
  publicUrl: string,
) {
  assertLive(loaded, 'invoice_id');
  const date = input.date ?? today();
  if (date > today()) throw new ValidationError({ date: INVOICE_MESSAGES.dateFuture });
  if (date < loaded.date) throw new ValidationError({ date: INVOICE_MESSAGES.beforeInvoice });
  const prefix = (await findBilling(db))?.seriesPrefix ?? 'ND';
  return inTransaction(db, async (tx) => {
    // The invoice re-read under its lock (issue 51): a cancel or another payment at once is seen
    // here, so a cancelled invoice takes no payment and two payments cannot both pass the balance.
    const invoice = await lockedInvoice(tx, loaded.id);
    assertLive(invoice, 'invoice_id');
    const paid = (await paymentsOf(tx, invoice.id)).reduce((s, p) => s + paise(p.amount), 0);
    const credited = (await creditNotesOf(tx, invoice.id)).reduce((s, c) => s + paise(c.total), 0);
    const balance = paise(invoice.total) - credited - paid;
    if (input.amount > balance && !input.confirm_over_balance)
      throw new ValidationError({ amount: INVOICE_MESSAGES.overBalance(inr(Math.max(0, balance))) });
    await insertPayment(tx, invoice, prefix, {
      amount: input.amount,
      mode: input.mode,
      date,
      reference: input.reference,
      actor,
    });
    return detailsOf(tx, invoice, publicUrl);
  });
}

const lockedInvoice = (tx: Db, id: number) => lockedFor(tx, invoices, id, INVOICE_MESSAGES.notFound);

type Amounts = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const amountsOf = (r: InvoiceRow): Amounts => ({
  taxable: paise(r.taxable),
  cgst: paise(r.cgst),
  sgst: paise(r.sgst),
  igst: paise(r.igst),
  total: paise(r.total),
});

/**
 * Issues a credit note (CGST Rule 53, issue 55) against a live invoice, in the invoice's lock: the
 * whole of what remains after its earlier credit notes (`amount` left out), or `amount` paise of
 * taxable value with its tax at the invoice's rate and mode. The rest is exact per tax column, so
 * the credit notes of an invoice add up to it to the paisa. Only /invoice/cancel cancels the
 * invoice (and opens its package's price again); a credit note alone lowers what is due.
 */
async function issueCreditNote(
  tx: Db,
  invoice: InvoiceRow,
  prefix: string,
  input: { amount?: number; reason: string | null },
  actor: Actor,
) {
  const before = await creditNotesOf(tx, invoice.id);
  const all = amountsOf(invoice);
  const rest: Amounts = { ...all };
  for (const c of before) {
    const a = amountsOf(c);
    for (const k of Object.keys(rest) as (keyof Amounts)[]) rest[k] -= a[k];
  }
  if (rest.taxable <= 0) throw new ValidationError({ invoice_id: INVOICE_MESSAGES.nothingToCredit });
  if (input.amount !== undefined && input.amount > rest.taxable)
    throw new ValidationError({ amount: INVOICE_MESSAGES.creditOverRest(inr(rest.taxable)) });
  const whole = input.amount === undefined || input.amount === rest.taxable;
  const description = `Credit against invoice ${invoice.number} dated ${dateText(invoice.date)}${
    input.reason ? `: ${input.reason}` : ''
  }`;
  const [line] = whole
    ? [{ description, ...rest }]
    : taxLines([{ description, amount: input.amount! }], invoice.taxMode as TaxMode, invoice.gstRate);
  const date = today();
  const { number, fy } = await takeNumber(tx, prefix, 'credit_note', date);
  const { id: _id, createdAt: _at, ...copy } = invoice;
  const [note] = await tx
    .insert(invoices)
    .values({
      ...copy,
      kind: 'credit_note',
      number,
      financialYear: fy,
      date,
      status: 'issued',
      cancelsId: invoice.id,
      reason: input.reason,
      lines: [line],
      taxable: rupees(line.taxable),
      cgst: rupees(line.cgst),
      sgst: rupees(line.sgst),
      igst: rupees(line.igst),
      total: rupees(line.total),
      // Its own share link: the copied row carries the invoice's.
      shareToken: newToken(),
      createdBy: actor.userId,
    })
    .returning();
  await writeAudit(tx, {
    userId: actor.userId,
    action: 'create',
    entity: 'credit_note',
    entityId: note.id,
    changes: { number, invoice: invoice.number, total: note.total, reason: input.reason },
    ip: actor.ip,
  });
  return note;
}

/** A credit note of part or all of a live invoice (POST /invoice/credit-note, issue 55). */
export async function creditInvoice(
  db: Db,
  loaded: InvoiceRow,
  input: CreditNoteInput,
  actor: Actor,
  publicUrl: string,
) {
  assertLive(loaded, 'invoice_id');
  const prefix = (await findBilling(db))?.seriesPrefix ?? 'ND';
  return inTransaction(db, async (tx) => {
    const invoice = await lockedInvoice(tx, loaded.id);
    assertLive(invoice, 'invoice_id');
    const note = await issueCreditNote(
      tx,
      invoice,
      prefix,
      { amount: input.amount, reason: input.reason },
      actor,
    );
    return detailsOf(tx, note, publicUrl);
  });
}

/**
 * Cancels an unpaid invoice with a credit note of its own series for what remains of it; the
 * invoice's number stays used.
 */
export async function cancelInvoice(
  db: Db,
  loaded: InvoiceRow,
  reason: string | undefined,
  actor: Actor,
  publicUrl: string,
) {
  assertLive(loaded, 'invoice_id');
  const prefix = (await findBilling(db))?.seriesPrefix ?? 'ND';
  return inTransaction(db, async (tx) => {
    // Re-read under the lock (issue 51): a payment or a cancel sent at the same time is seen here.
    const invoice = await lockedInvoice(tx, loaded.id);
    assertLive(invoice, 'invoice_id');
    if ((await paymentsOf(tx, invoice.id)).length)
      throw new ValidationError({ invoice_id: INVOICE_MESSAGES.hasPayments });
    const note = await issueCreditNote(tx, invoice, prefix, { reason: reason ?? null }, actor);
    const [cancelled] = await tx
      .update(invoices)
      .set({ status: 'cancelled', reason: reason ?? null })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'cancel',
      entity: 'invoice',
      entityId: invoice.id,
      changes: { number: invoice.number, credit_note: note.number, reason: reason ?? null },
      ip: actor.ip,
    });
    return {
      invoice: await detailsOf(tx, cancelled, publicUrl),
      credit_note_id: note.id,
      credit_note_number: note.number,
    };
  });
}

/** The UPI link asks for the balance; a document with nothing due carries none (issue 55). */
function linkOf(invoice: InvoiceRow, balance: number) {
  if (invoice.kind === 'credit_note' || invoice.status === 'cancelled' || balance <= 0) return null;
  const seller = invoice.seller as Seller;
  return upiLink({ vpa: seller.upi_vpa, payee: seller.payee_name, paise: balance, note: invoice.number });
}

type Linked = {
  payments: PaymentDbRow[];
  /** An invoice's credit notes, oldest first. */
  notes: InvoiceRow[];
  /** A credit note's invoice. */
  original: InvoiceRow | null;
  /** Refunds against the invoice's credit notes, or against the credit note itself (decision 300). */
  refunds: RefundDbRow[];
};
type PaymentDbRow = Awaited<ReturnType<typeof paymentsOf>>[number];

export function summaryOf(
  invoice: InvoiceRow,
  linked: Linked,
  contact: { phone: string | null; email: string | null; language: string },
  publicUrl: string,
): InvoiceSummary {
  const note = invoice.kind === 'credit_note';
  const paidPaise = linked.payments.reduce((s, p) => s + paise(p.amount), 0);
  const credited = linked.notes.reduce((s, c) => s + paise(c.total), 0);
  const refunded = linked.refunds.reduce((s, r) => s + paise(r.amount), 0);
  // Money given back against a credit note is no longer paid (decision 300).
  const balance =
    note || invoice.status === 'cancelled' ? 0 : paise(invoice.total) - credited - paidPaise + refunded;
  const kind = invoice.kind as InvoiceSummary['kind'];
  return {
    id: invoice.id,
    number: invoice.number,
    type: kind,
    kind,
    date: invoice.date,
    package_id: invoice.packageId,
    client_id: invoice.clientId,
    client_name: invoice.clientName,
    client_email: contact.email,
    whatsapp_phone: whatsappPhone(contact.phone),
    client_language: contact.language,
    total: invoice.total,
    paid: rupees(paidPaise),
    balance: rupees(balance),
    status: invoice.status as InvoiceSummary['status'],
    // The credit note that cancelled it: the last one of a cancelled invoice.
    credit_note_number: invoice.status === 'cancelled' ? (linked.notes.at(-1)?.number ?? null) : null,
    upi_link: linkOf(invoice, balance),
    share_url: invoiceShareUrl(publicUrl, invoice.shareToken),
    original_invoice_id: linked.original?.id ?? null,
    original_invoice_number: linked.original?.number ?? null,
    original_invoice_date: linked.original?.date ?? null,
    reason: invoice.reason,
    credit_note_ids: linked.notes.map((c) => c.id),
    credited: rupees(credited),
    refunded: rupees(refunded),
    receipts: linked.payments.map((p) => ({
      id: p.id,
      receipt_number: p.receiptNumber,
      amount: p.amount,
      date: p.date,
      mode: p.mode,
    })),
  };
}

/** Summaries of listed rows: their payments, credit notes and originals read in three queries. */
export async function summariesOf(
  db: Db,
  found: { invoice: InvoiceRow; phone: string | null; email: string | null; language: string }[],
  publicUrl: string,
): Promise<InvoiceSummary[]> {
  const ids = found.map((r) => r.invoice.id);
  const originalIds = found.flatMap((r) => (r.invoice.cancelsId ? [r.invoice.cancelsId] : []));
  const { payments, notes, originals } = await linkedOf(db, ids, originalIds);
  const refunds = await refundsOf(db, [...ids, ...notes.map((c) => c.id)]);
  return found.map((r) => {
    const own = notes.filter((c) => c.cancelsId === r.invoice.id);
    const noteIds = r.invoice.kind === 'credit_note' ? [r.invoice.id] : own.map((c) => c.id);
    return summaryOf(
      r.invoice,
      {
        payments: payments.filter((p) => p.invoiceId === r.invoice.id),
        notes: own,
        original: originals.find((o) => o.id === r.invoice.cancelsId) ?? null,
        refunds: refunds.filter((f) => noteIds.includes(f.creditNoteId)),
      },
      r,
      publicUrl,
    );
  });
}

export async function detailsOf(db: Db, invoice: InvoiceRow, publicUrl: string): Promise<InvoiceDetails> {
  const note = invoice.kind === 'credit_note';
  const payments = note ? [] : await paymentsOf(db, invoice.id);
  const notes = note ? [] : await creditNotesOf(db, invoice.id);
  const original =
    note && invoice.cancelsId ? ((await lockFreeInvoice(db, invoice.cancelsId)) ?? null) : null;
  const refunds = await refundsOf(db, note ? [invoice.id] : notes.map((c) => c.id));
  const seller = invoice.seller as Seller;
  // A line before decision 300 has no SAC, rate or discount of its own: the invoice's.
  const line = (l: TaxedLine & Partial<FormTaxedLine>) => ({
    description: l.description,
    sac: l.sac ?? invoice.sac,
    rate: l.rate ?? invoice.gstRate,
    discount: rupees(l.discount ?? 0),
    taxable: rupees(l.taxable),
    cgst: rupees(l.cgst),
    sgst: rupees(l.sgst),
    igst: rupees(l.igst),
    total: rupees(l.total),
  });
  const client = await clientForBilling(db, invoice.clientId);
  return {
    ...summaryOf(
      invoice,
      { payments, notes, original, refunds },
      {
        phone: client?.phone ?? null,
        email: client?.email ?? null,
        language: client?.language ?? 'en',
      },
      publicUrl,
    ),
    seller: {
      legal_name: seller.legal_name,
      address: seller.address,
      state_code: seller.state_code,
      gstin: seller.gstin,
    },
    seller_upi_vpa: seller.upi_vpa,
    sac: invoice.sac,
    gst_rate: invoice.gstRate,
    place_of_supply: invoice.placeOfSupply,
    client_gstin: invoice.clientGstin,
    client_address: invoice.billingAddress ?? client?.address ?? null,
    billing_address: invoice.billingAddress,
    supply: (invoice.supply as SupplyRule | null) ?? null,
    discount: invoice.discount,
    refunds: refunds.map(
      (r): RefundRow => ({
        id: r.id,
        credit_note_id: r.creditNoteId,
        amount: r.amount,
        mode: r.mode,
        date: r.date,
        reference: r.reference,
      }),
    ),
    tax_mode: invoice.taxMode as InvoiceDetails['tax_mode'],
    lines: (invoice.lines as TaxedLine[]).map(line),
    taxable: invoice.taxable,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total_in_words: amountInWords(paise(invoice.total)),
    payments: payments.map(
      (p): PaymentRow => ({
        id: p.id,
        receipt_number: p.receiptNumber,
        amount: p.amount,
        mode: p.mode,
        date: p.date,
        reference: p.reference,
      }),
    ),
  };
}

/** A receipt as its PDF prints it (issue 55 point 5): the payment, its invoice and the seller then. */
export function receiptOf(payment: PaymentDbRow, invoice: InvoiceRow): ReceiptDetails {
  const seller = invoice.seller as Seller;
  return {
    id: payment.id,
    receipt_number: payment.receiptNumber,
    date: payment.date,
    amount: payment.amount,
    amount_in_words: amountInWords(paise(payment.amount)),
    mode: payment.mode,
    reference: payment.reference,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    invoice_date: invoice.date,
    client_name: invoice.clientName,
    seller: {
      legal_name: seller.legal_name,
      address: seller.address,
      state_code: seller.state_code,
      gstin: seller.gstin,
    },
  };
}

/** The plan link's "Pay" buttons: the client's invoices with a balance, each with its UPI link. */
export async function portalDues(db: Db, clientId: number): Promise<PortalDue[]> {
  const open = await openInvoicesOfClient(db, clientId);
  return open.map(({ invoice, paid, credited }) => {
    const balance = paise(invoice.total) - paise(credited) - paise(paid);
    return { number: invoice.number, balance: rupees(balance), upi_link: linkOf(invoice, balance)! };
  });
}

export async function packageDues(db: Db, packageId: number): Promise<PackageDues> {
  const m = await packageMoney(db, packageId);
  const notInvoiced = Math.max(0, m.price - m.invoicedTaxable);
  return {
    price: rupees(m.price),
    invoiced: rupees(m.invoiced),
    not_invoiced: rupees(notInvoiced),
    paid: rupees(m.paid + m.paidBefore),
    paid_before_invoices: rupees(m.paidBefore),
    balance: rupees(Math.max(0, m.invoiced + notInvoiced - m.paid - m.paidBefore)),
  };
}
