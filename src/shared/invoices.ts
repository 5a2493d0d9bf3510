import { z } from 'zod';
import { blank, calendarDate, id, isStorableText, optionalId, UNSTORABLE_MESSAGE } from './fields';
import { LINE_RATES, SUPPLY_MESSAGES, SUPPLY_RULES } from './invoice-supply';
import {
  GST_STATES,
  gstinProblem,
  PAYMENT_MODES,
  paiseOf,
  SERIES_PREFIX_PATTERN,
  VPA_PATTERN,
} from './invoice-tax';

export * from './invoice-supply';
export * from './invoice-tax';

export const INVOICE_MESSAGES = {
  settingsSaved: 'Billing settings saved.',
  noSettings: 'Please fill in Settings → Billing (legal name, state, UPI ID) before the first invoice.',
  created: 'Invoice created.',
  paid: 'Payment recorded.',
  cancelled: 'Invoice cancelled: a credit note was issued.',
  amount: 'Please enter an amount in rupees, such as 3000 or 3000.50',
  zero: 'Please enter an amount above zero',
  overBalance: (balance: string) =>
    `This is more than the balance of ${balance}. Record it anyway? Tick "More than the balance" to confirm.`,
  nothingDue: 'Nothing is left to invoice on this package: please add a line with its amount',
  dateFuture: 'The date cannot be in the future',
  dateYear: (from: string, to: string) =>
    `Please choose a date in this financial year (${from} to ${to}): an earlier year's series is closed`,
  beforeInvoice: 'The payment cannot be dated before its invoice',
  hasPayments: 'This invoice has payments recorded, so it cannot be cancelled',
  alreadyCancelled: 'This invoice is already cancelled',
  notFound: 'Invoice not found.',
  packageOrClient: 'Please give a package or a client, not both',
  linesRequired: 'Please add a line with its description and amount',
  credited: 'Credit note issued.',
  creditOverRest: (rest: string) =>
    `This is more than what remains of the invoice after its credit notes (${rest} before tax)`,
  nothingToCredit: 'Nothing remains of this invoice to credit',
  reasonRequired: 'Please give the reason for the credit note',
  paymentNotFound: 'Payment not found.',
  linkRevoked: 'Link turned off. The link sent before no longer opens the document.',
  linkRenewed: 'New link made. The link sent before no longer opens the document.',
  linkAlreadyOff: 'This link is already turned off. Make a new link to share the document again.',
} as const;

const stateCode = z.enum(GST_STATES.map((s) => s.code) as [string, ...string[]], 'Please choose a state');
const gstin = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.toUpperCase()) : blank(v)),
  z
    .string()
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
);
const words = (max: number, message: string) =>
  z.preprocess(
    blank,
    z
      .string(message)
      .max(max, `Please keep it under ${max} characters`)
      .refine(isStorableText, UNSTORABLE_MESSAGE),
  );

/** Rupees as a JSON number or text → paise (an integer); negative, text or 3 decimals refused. */
export const money = z.unknown().transform((v, ctx) => {
  const paise = paiseOf(v);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.amount });
    return z.NEVER;
  }
  if (paise === 0) {
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.zero });
    return z.NEVER;
  }
  return paise;
});

/** Settings → Billing (decision 232). A practice without a GST registration issues Bills of Supply. */
export const billingSettingsSchema = z
  .object({
    legal_name: words(200, 'Please enter the legal name'),
    address: words(500, 'Please enter the address'),
    state_code: stateCode,
    registered: z.boolean('Please say whether the practice is registered for GST'),
    gstin,
    sac: z.preprocess(
      blank,
      z
        .string()
        .regex(/^99\d{4}$/, 'Please enter a 6-digit SAC starting with 99')
        .default('999319'),
    ),
    gst_rate: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? Number(v) : v === '' || v === null ? undefined : v),
      z.union([z.literal(5), z.literal(12), z.literal(18)], 'Please choose 5, 12 or 18 %').default(18),
    ),
    upi_vpa: z.preprocess(
      blank,
      z
        .string('Please enter the UPI ID')
        .regex(VPA_PATTERN, 'Please enter a UPI ID such as drmeera@okhdfcbank'),
    ),
    payee_name: words(100, 'Please enter the payee name as the bank shows it'),
    series_prefix: z.preprocess(
      (v) => (typeof v === 'string' ? blank(v.toUpperCase()) : blank(v)),
      z
        .string()
        .regex(SERIES_PREFIX_PATTERN, 'Please use 1 to 3 capital letters or digits, such as ND')
        .default('ND'),
    ),
    /** How consultations are given: the place of supply's rule (decision 300). */
    supply_rule: z.preprocess(
      blank,
      z.enum(SUPPLY_RULES, 'Please choose in person or online').default('in_person'),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.registered && !v.gstin)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'A registered practice needs its GSTIN' });
    if (v.gstin && v.gstin.slice(0, 2) !== v.state_code)
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: "The GSTIN's state code is not the practice's state",
      });
  });
export type BillingSettingsInput = z.infer<typeof billingSettingsSchema>;
export type BillingSettings = {
  legal_name: string;
  address: string;
  state_code: string;
  registered: boolean;
  gstin: string | null;
  sac: string;
  gst_rate: number;
  upi_vpa: string;
  payee_name: string;
  series_prefix: string;
  supply_rule: (typeof SUPPLY_RULES)[number];
};

const optionalDay = z.preprocess(blank, calendarDate().optional());

/** Rupees, zero allowed (a line's discount), as paise. */
const paiseOrZero = z.unknown().transform((v, ctx) => {
  const paise = v === undefined || v === null || v === '' ? 0 : paiseOf(v);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.amount });
    return z.NEVER;
  }
  return paise;
});

/** A line of the invoice form (decision 300): SAC and rate left out take Settings → Billing's. */
export const invoiceLineSchema = z
  .object({
    description: words(200, 'Please describe the line'),
    sac: z.preprocess(
      blank,
      z
        .string()
        .regex(/^99\d{4}$/, 'Please enter a 6-digit SAC starting with 99')
        .optional(),
    ),
    rate: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? Number(v) : v === '' || v === null ? undefined : v),
      z
        .union(
          LINE_RATES.map((r) => z.literal(r)) as unknown as [
            z.ZodLiteral<0>,
            z.ZodLiteral<5>,
            z.ZodLiteral<12>,
            z.ZodLiteral<18>,
          ],
          'Please choose Exempt, 5, 12 or 18 %',
        )
        .optional(),
    ),
    amount: money,
    discount: paiseOrZero.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.discount ?? 0) > v.amount)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: SUPPLY_MESSAGES.discount });
  });

export const invoiceCreateSchema = z
  .object({
    /** A package's invoice; or, with client_id instead, a free-standing one (decision 242). */
    package_id: optionalId('Please choose a package'),
    client_id: optionalId('Please choose a client'),
    lines: z.array(invoiceLineSchema).max(20, 'At most 20 lines').optional(),
    date: optionalDay,
    /** The place of supply; left out, the practice's rule decides it (decision 300). */
    place_of_supply: z.preprocess(blank, stateCode.optional()),
    client_gstin: gstin,
    /** The recipient's billing address, printed with a GSTIN (Rule 46(e)); saved on the client. */
    billing_address: z.preprocess(
      blank,
      z
        .string()
        .max(500, 'Please keep it under 500 characters')
        .refine(isStorableText, UNSTORABLE_MESSAGE)
        .optional(),
    ),
    /** In person or online; left out, Settings → Billing's rule. */
    supply: z.preprocess(blank, z.enum(SUPPLY_RULES, 'Please choose in person or online').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.package_id === undefined && v.client_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'Please choose a package' });
    if (v.package_id !== undefined && v.client_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: INVOICE_MESSAGES.packageOrClient });
    // A free-standing invoice has no price to invoice: its lines say what it is for.
    if (v.package_id === undefined && v.client_id !== undefined && !v.lines?.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: INVOICE_MESSAGES.linesRequired });
  });
export type InvoiceCreateInput = z.infer<typeof invoiceCreateSchema>;

export const paymentSchema = z.object({
  invoice_id: id('Please choose an invoice'),
  amount: money,
  mode: z.enum(PAYMENT_MODES, 'Please choose how it was paid'),
  date: optionalDay,
  reference: z.preprocess(blank, z.string().max(100, 'Please keep it under 100 characters').optional()),
  /** A payment above the balance is recorded only when the user confirms it. */
  confirm_over_balance: z.boolean().optional().default(false),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

export const invoiceIdSchema = z.object({ id: id('Please choose an invoice') });
export const invoiceCancelSchema = z.object({
  invoice_id: id('Please choose an invoice'),
  reason: z.preprocess(blank, z.string().max(200, 'Please keep it under 200 characters').optional()),
});
/**
 * A credit note (CGST Rule 53, issue 55): the whole of what remains of the invoice, or `amount`
 * rupees of its taxable value (before tax; the tax is reversed at the invoice's own rate and mode).
 */
export const creditNoteSchema = z.object({
  invoice_id: id('Please choose an invoice'),
  amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), money.optional()),
  reason: words(200, INVOICE_MESSAGES.reasonRequired),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;
/** The PDF of a document: the original for the recipient, or the supplier's duplicate (CGST Rule 48). */
export const invoicePdfSchema = z.object({
  id: id('Please choose an invoice'),
  copy: z.preprocess(
    blank,
    z.enum(['original', 'duplicate'], 'Please choose original or duplicate').default('original'),
  ),
});
/** A receipt: the payment's id (GET /api/v1/invoice/receipt?id=). */
export const receiptIdSchema = z.object({ id: id('Please choose a payment') });
/** POST /api/v1/invoice/share-link/revoke and …/renew (decision 313): the document whose link it is. */
export const invoiceShareLinkSchema = z.object({ invoice_id: id('Please choose an invoice') });
export const invoiceListSchema = z.object({
  package_id: z.preprocess(blank, id().optional()),
  /** Every invoice of the client: its packages' and its free-standing ones. */
  client_id: z.preprocess(blank, id().optional()),
});

/** Money in answers is rupees with two decimals as text ('7080.00'), never a float. */
export type InvoiceLine = {
  description: string;
  sac: string;
  /** The line's GST rate, 0 for an exempt service. */
  rate: number;
  discount: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};
export type PaymentRow = {
  id: number;
  receipt_number: string;
  amount: string;
  mode: string;
  date: string;
  reference: string | null;
};
export type InvoiceType = 'invoice' | 'bill_of_supply' | 'credit_note';
export type InvoiceSummary = {
  id: number;
  number: string;
  /** The document's type; `kind` is its older name, kept for existing clients. */
  type: InvoiceType;
  kind: InvoiceType;
  date: string;
  /** Null on a free-standing invoice. */
  package_id: number | null;
  client_id: number;
  client_name: string;
  /** For Share by e-mail; null when the client has none. */
  client_email: string | null;
  /** The client's phone in wa.me form (91XXXXXXXXXX), for Share on WhatsApp; null when unknown. */
  whatsapp_phone: string | null;
  /** The client's language for the WhatsApp and e-mail texts, 'en' or 'hi' (decision 266). */
  client_language: string;
  total: string;
  paid: string;
  balance: string;
  status: 'issued' | 'cancelled';
  credit_note_number: string | null;
  /** Only while a balance is due: a credit note, a cancelled or a paid invoice asks for nothing. */
  upi_link: string | null;
  /**
   * The document's share link (issue 55 point 7, decision 307): PUBLIC_URL/my-invoice/{token}, a
   * page the client opens on a phone without signing in, with the PDF and, while a balance is due,
   * the UPI button. The WhatsApp and e-mail shares carry it instead of the upi:// link. Null while
   * staff have turned the link off (decision 313): nothing can be shared until a new link is made.
   */
  share_url: string | null;
  /** A credit note: the invoice it credits. */
  original_invoice_id: number | null;
  original_invoice_number: string | null;
  original_invoice_date: string | null;
  /** A credit note's reason (or a cancelled invoice's). */
  reason: string | null;
  /** An invoice: the credit notes issued against it, oldest first. */
  credit_note_ids: number[];
  /** An invoice: the total of its credit notes (what they reversed, tax included). */
  credited: string;
  /** Refunded against its credit notes (an invoice) or against it (a credit note), decision 300. */
  refunded: string;
  /** The receipts of its payments, for a "Receipt" button each (and its WhatsApp and e-mail shares). */
  receipts: { id: number; receipt_number: string; amount: string; date: string; mode: string }[];
};
export type InvoiceDetails = InvoiceSummary & {
  seller: { legal_name: string; address: string; state_code: string; gstin: string | null };
  seller_upi_vpa: string;
  sac: string;
  gst_rate: number;
  place_of_supply: string;
  client_gstin: string | null;
  tax_mode: 'intra' | 'inter' | 'none';
  lines: InvoiceLine[];
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total_in_words: string;
  payments: PaymentRow[];
  /** The recipient's address: the invoice's billing address, else the client record's (Rule 46(e)). */
  client_address: string | null;
  /** The billing address typed in the invoice form, kept with the invoice (decision 300). */
  billing_address: string | null;
  /** The place of supply's rule when it was issued: in person (s. 12(4)) or online (s. 12(2)). */
  supply: 'in_person' | 'online' | null;
  /** Discounts given on its lines. */
  discount: string;
  /** A credit note's refunds, or an invoice's (against its credit notes). */
  refunds: RefundRow[];
};
/** Money given back against a credit note (decision 300). */
export type RefundRow = {
  id: number;
  credit_note_id: number;
  amount: string;
  mode: string;
  date: string;
  reference: string | null;
};
export type PackageDues = {
  price: string;
  invoiced: string;
  not_invoiced: string;
  paid: string;
  paid_before_invoices: string;
  balance: string;
};
/** An open invoice as the client's plan page shows it: what is due and the link to pay it. */
/** A receipt as its PDF prints it. */
export type ReceiptDetails = {
  id: number;
  receipt_number: string;
  date: string;
  amount: string;
  amount_in_words: string;
  mode: string;
  reference: string | null;
  invoice_id: number;
  invoice_number: string;
  invoice_date: string;
  client_name: string;
  seller: { legal_name: string; address: string; state_code: string; gstin: string | null };
};
export type PortalDue = { number: string; balance: string; upi_link: string };
export type DuesSummary = { dues: string; collected_this_month: string; month: string };
