import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { packages } from './packages';
import { users } from './users';

/** Settings → Billing (issue 37, decision 232): one row, set by an admin. */
export const billingSettings = pgTable('billing_settings', {
  id: serial('id').primaryKey(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  /** GST state code, '27' Maharashtra: the practice's place of business. */
  stateCode: text('state_code').notNull(),
  /** False: "not registered / exempt", Bills of Supply without tax. */
  registered: boolean('registered').notNull(),
  gstin: text('gstin'),
  sac: text('sac').notNull(),
  gstRate: integer('gst_rate').notNull(),
  upiVpa: text('upi_vpa').notNull(),
  payeeName: text('payee_name').notNull(),
  seriesPrefix: text('series_prefix').notNull(),
  /** 'in_person' | 'online': the place of supply's rule, IGST Act s. 12(4) or s. 12(2) (decision 300). */
  supplyRule: text('supply_rule').notNull().default('in_person'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number of each series in each financial year (CGST Rule 46(b)). Taken with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING in the invoice's own transaction: the row lock
 * orders concurrent creates and a rolled-back create gives its number back (no gap).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    /** '26-27' */
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Invoices, Bills of Supply and credit notes. What was printed is kept as it was: the seller's
 * identity, the lines and the tax are copied in, so a later settings change alters no old invoice.
 * Money is numeric(12,2) rupees.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'invoice' | 'bill_of_supply' | 'credit_note' */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    date: date('date').notNull(),
    /** Null on a free-standing invoice (a one-off consultation, decision 242). */
    packageId: integer('package_id').references(() => packages.id),
    /** The client billed: the package's client, or the one a free-standing invoice names. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    clientName: text('client_name').notNull(),
    clientGstin: text('client_gstin'),
    placeOfSupply: text('place_of_supply').notNull(),
    /** 'in_person' | 'online' when issued by the invoice form (decision 300); null before it. */
    supply: text('supply'),
    /** The recipient's billing address as the form gave it (Rule 46(e)). */
    billingAddress: text('billing_address'),
    /** legal_name, address, state_code, gstin, upi_vpa, payee_name at the time of issue. */
    seller: jsonb('seller').notNull(),
    sac: text('sac').notNull(),
    gstRate: integer('gst_rate').notNull(),
    /** 'intra' | 'inter' | 'none' */
    taxMode: text('tax_mode').notNull(),
    /** [{ description, taxable, cgst, sgst, igst, total }] in paise. */
    lines: jsonb('lines').notNull(),
    /** The lines' discounts: with the taxable value, what the invoice covers of a package's price. */
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    taxable: numeric('taxable', { precision: 12, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 12, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 12, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** 'issued' | 'cancelled' (an invoice with its credit note); a credit note is 'issued'. */
    status: text('status').notNull().default('issued'),
    /** A credit note: the invoice it cancels. */
    cancelsId: integer('cancels_id'),
    reason: text('reason'),
    /**
     * The document's share link `/my-invoice/{token}` (issue 55 point 7, decision 307): URL-safe,
     * 256 random bits (lib/tokens.ts newToken), made when the document is issued. Kept as is, like
     * the plan link's and the questionnaire's, so staff can share it again at any time. Null while
     * staff have turned the link off; "New link" puts a new token here (decision 313).
     */
    shareToken: text('share_token'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_share_token_uq').on(t.shareToken),
    index('invoices_package_idx').on(t.packageId),
    index('invoices_client_idx').on(t.clientId),
    index('invoices_date_idx').on(t.date),
  ],
);

/** A payment against an invoice; each is a receipt with its own number (series NDR/…). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    receiptNumber: text('receipt_number').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    mode: text('mode').notNull(),
    date: date('date').notNull(),
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_payments_receipt_uq').on(t.receiptNumber),
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_date_idx').on(t.date),
  ],
);

/**
 * Money given back against a credit note (issue 55 point 1, decision 300): never more than was
 * paid on its invoice.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => invoices.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    mode: text('mode').notNull(),
    date: date('date').notNull(),
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_refunds_note_idx').on(t.creditNoteId)],
);
