import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarDate, id, practiceToday } from '../../shared/fields';
import { INVOICE_LINK_MESSAGES } from '../../shared/invoice-link';
import {
  billingSettingsSchema,
  creditNoteSchema,
  type DuesSummary,
  INVOICE_MESSAGES,
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceIdSchema,
  invoiceListSchema,
  invoicePdfSchema,
  invoiceShareLinkSchema,
  paymentSchema,
  receiptIdSchema,
  rupees,
} from '../../shared/invoices';
import { portalTokenSchema } from '../../shared/portal';
import type { AppDeps } from '../app-deps';
import { clientFor, invoiceFor, packageFor } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound, parseInput } from '../lib/errors';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { linkOfRequest } from '../portal/index';
import { readPrintLogo } from '../settings/index';
import { invoiceLinkTokenSchema, invoiceLinkView, invoiceOfLinkRequest } from './invoice-links';
import { sendInvoicePdf, sendReceiptPdf } from './invoice-pdf';
import { exportInvoicesCsv } from './invoices.export';
import { duesTotals, findBilling, listInvoices, paymentWithInvoice } from './invoices.repository';
import {
  billingOf,
  cancelInvoice,
  createInvoice,
  creditInvoice,
  detailsOf,
  invoiceClock,
  packageDues,
  portalDues,
  receiptOf,
  recordPayment,
  saveBilling,
  summariesOf,
} from './invoices.service';
import { renewShareLink, revokeShareLink } from './share-link.service';
import { readPdfSignature } from './signature.service';

const packageQuery = z.object({ package_id: id('Please choose a package') });
const exportQuery = z.object({
  from: z.preprocess((v) => v || undefined, calendarDate().optional()),
  to: z.preprocess((v) => v || undefined, calendarDate().optional()),
});

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/invoice/billing-settings': {
    summary: "The practice's billing settings (legal name, GST, UPI)",
  },
  'POST /api/v1/invoice/billing-settings': {
    summary: "Save the practice's billing settings",
    body: billingSettingsSchema,
  },
  'POST /api/v1/invoice/create': { summary: 'Make an invoice for a package', body: invoiceCreateSchema },
  'GET /api/v1/invoice/list': {
    summary: "A package's or a client's invoices and credit notes, each with its type",
    querystring: invoiceListSchema,
  },
  'GET /api/v1/invoice/details': {
    summary: 'An invoice with its lines, payments and credit notes',
    querystring: invoiceIdSchema,
  },
  'GET /api/v1/invoice/pdf': {
    summary:
      "An invoice or credit note as a PDF: the recipient's original, or copy=duplicate for the supplier",
    querystring: invoicePdfSchema,
    produces: PRODUCES.pdf,
  },
  'POST /api/v1/invoice/payment': { summary: 'Record a payment of an invoice', body: paymentSchema },
  'POST /api/v1/invoice/cancel': { summary: 'Cancel an invoice (a credit note)', body: invoiceCancelSchema },
  'POST /api/v1/invoice/credit-note': {
    summary: 'Issue a credit note for part (amount, before tax) or the rest of an invoice',
    body: creditNoteSchema,
  },
  'GET /api/v1/invoice/receipt': {
    summary: 'The receipt of a payment as a PDF',
    querystring: receiptIdSchema,
    produces: PRODUCES.pdf,
  },
  'GET /api/v1/my-plan/:token/dues': {
    summary: "The plan link's invoices with a balance, each with its UPI link",
    params: portalTokenSchema,
  },
  'GET /api/v1/my-invoice/:token': {
    summary:
      "The invoice's share link (no session): practice, number, date, amount, balance and, while a balance is due, its UPI link",
    params: invoiceLinkTokenSchema,
  },
  'GET /api/v1/my-invoice/:token/pdf': {
    summary: "The invoice's share link: the document as a PDF (the recipient's original)",
    params: invoiceLinkTokenSchema,
    produces: PRODUCES.pdf,
  },
  'GET /api/v1/my-invoice/:token/receipt': {
    summary: "The invoice's share link: the receipt of one of its payments as a PDF",
    params: invoiceLinkTokenSchema,
    querystring: receiptIdSchema,
    produces: PRODUCES.pdf,
  },
  'POST /api/v1/invoice/share-link/revoke': {
    summary: "Turn a document's share link off: the link sent before answers 404 like a wrong one",
    body: invoiceShareLinkSchema,
  },
  'POST /api/v1/invoice/share-link/renew': {
    summary: 'Make a new share link for a document (a new token): the link sent before stops working',
    body: invoiceShareLinkSchema,
  },
  'GET /api/v1/invoice/package-dues': {
    summary: "A package's price, invoiced, paid and balance",
    querystring: packageQuery,
  },
  'GET /api/v1/invoice/dues-summary': {
    summary: "What the viewer's clients owe, and this month's collections",
  },
  'GET /api/v1/invoice/export': {
    summary: "The accountant's CSV: invoices and credit notes dated in a period",
    querystring: exportQuery,
    produces: PRODUCES.csv,
  },
};

/** Invoices, payments and dues (issue 37): thin handlers; rules in invoices.service.ts. */
export async function invoiceRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const actorOf = (user: { id: number }, ip: string) => ({ userId: user.id, ip });

  /** Settings → Billing: every signed-in user reads (the invoice page needs it), admins save. */
  app.get('/api/v1/invoice/billing-settings', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(billingOf(await findBilling(db)));
  });

  app.post('/api/v1/invoice/billing-settings', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(billingSettingsSchema, request.body);
    return ok(await saveBilling(db, input, actorOf(user, request.ip)), INVOICE_MESSAGES.settingsSaved);
  });

  app.post(
    '/api/v1/invoice/create',
    { config: { access: 'owner:package', record: 'body.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(invoiceCreateSchema, request.body);
      // A package's invoice by the package rule; a free-standing one by its client's (decision 242).
      if (input.package_id !== undefined) await packageFor(db, user, input.package_id);
      else await clientFor(db, user, input.client_id!);
      return ok(
        await createInvoice(db, input, actorOf(user, request.ip), config.publicUrl),
        INVOICE_MESSAGES.created,
      );
    },
  );

  app.get('/api/v1/invoice/list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { package_id, client_id } = parseInput(invoiceListSchema, request.query);
    if (package_id !== undefined) await packageFor(db, user, package_id);
    if (client_id !== undefined) await clientFor(db, user, client_id);
    const found = await listInvoices(db, user, { packageId: package_id, clientId: client_id });
    return ok(await summariesOf(db, found, config.publicUrl));
  });

  app.get(
    '/api/v1/invoice/details',
    { config: { access: 'owner:invoice', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(invoiceIdSchema, request.query);
      return ok(await detailsOf(db, await invoiceFor(db, user, id), config.publicUrl));
    },
  );

  app.get(
    '/api/v1/invoice/pdf',
    { config: { access: 'owner:invoice', record: 'query.id' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, copy } = parseInput(invoicePdfSchema, request.query);
      const details = await detailsOf(db, await invoiceFor(db, user, id), config.publicUrl);
      return sendInvoicePdf(reply, details, copy, await readPrintLogo(db), await readPdfSignature(db));
    },
  );

  app.post(
    '/api/v1/invoice/payment',
    { config: { access: 'owner:invoice', record: 'body.invoice_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(paymentSchema, request.body);
      const invoice = await invoiceFor(db, user, input.invoice_id);
      return ok(
        await recordPayment(db, invoice, input, actorOf(user, request.ip), config.publicUrl),
        INVOICE_MESSAGES.paid,
      );
    },
  );

  app.post(
    '/api/v1/invoice/cancel',
    { config: { access: 'owner:invoice', record: 'body.invoice_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(invoiceCancelSchema, request.body);
      const invoice = await invoiceFor(db, user, input.invoice_id);
      return ok(
        await cancelInvoice(db, invoice, input.reason, actorOf(user, request.ip), config.publicUrl),
        INVOICE_MESSAGES.cancelled,
      );
    },
  );

  /** A credit note for part or the rest of an invoice (CGST Rule 53, issue 55). */
  app.post(
    '/api/v1/invoice/credit-note',
    { config: { access: 'owner:invoice', record: 'body.invoice_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(creditNoteSchema, request.body);
      const invoice = await invoiceFor(db, user, input.invoice_id);
      return ok(
        await creditInvoice(db, invoice, input, actorOf(user, request.ip), config.publicUrl),
        INVOICE_MESSAGES.credited,
      );
    },
  );

  /**
   * A payment's receipt as a PDF (issue 55 point 5). The id is the payment's, so the access check
   * is the invoice's, made here: a receipt of an invoice the viewer may not open is 404 like a missing one.
   */
  app.get('/api/v1/invoice/receipt', { config: { access: 'signed-in' } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(receiptIdSchema, request.query);
    const found = await paymentWithInvoice(db, id);
    if (!found) throw notFound(INVOICE_MESSAGES.paymentNotFound);
    const invoice = await invoiceFor(db, user, found.invoice.id).catch(() => {
      throw notFound(INVOICE_MESSAGES.paymentNotFound);
    });
    return sendReceiptPdf(reply, receiptOf(found.payment, invoice), await readPdfSignature(db));
  });

  /**
   * The client's plan page (no login): their invoices with a balance, each with its UPI link. The
   * link's token opens its client's invoices only (decision 243).
   */
  app.get(
    '/api/v1/my-plan/:token/dues',
    { config: { access: 'token:plan-link' } },
    async (request, reply) => {
      const open = await linkOfRequest(db, request);
      reply.header('cache-control', 'private, no-store');
      return ok(await portalDues(db, open.pkg.clientId));
    },
  );

  /**
   * The invoice's share link (issue 55 point 7, decision 307): the one document its token names,
   * for the client's phone without a session (a session is no key). An unknown token is 404 like
   * a missing record; a credit note or a cancelled invoice says so and carries no UPI link.
   */
  const invoiceLink = { config: { access: 'token:invoice-link' as const } };
  app.get('/api/v1/my-invoice/:token', invoiceLink, async (request, reply) => {
    const invoice = await invoiceOfLinkRequest(db, request);
    const details = await detailsOf(db, invoice, config.publicUrl);
    reply.header('cache-control', 'private, no-store');
    return ok(await invoiceLinkView(db, invoice, details));
  });

  app.get('/api/v1/my-invoice/:token/pdf', invoiceLink, async (request, reply) => {
    const invoice = await invoiceOfLinkRequest(db, request);
    const details = await detailsOf(db, invoice, config.publicUrl);
    return sendInvoicePdf(reply, details, 'original', await readPrintLogo(db), await readPdfSignature(db));
  });

  /**
   * A payment's receipt by the document's share link (decision 313): only a payment of the one
   * document the token opens; another's, or a made-up id, is 404 like a missing receipt.
   */
  app.get('/api/v1/my-invoice/:token/receipt', invoiceLink, async (request, reply) => {
    const invoice = await invoiceOfLinkRequest(db, request);
    const { id } = parseInput(receiptIdSchema, request.query);
    const found = await paymentWithInvoice(db, id);
    if (!found || found.invoice.id !== invoice.id) throw notFound(INVOICE_LINK_MESSAGES.receiptNotFound);
    return sendReceiptPdf(reply, receiptOf(found.payment, invoice), await readPdfSignature(db));
  });

  /**
   * Turn a document's share link off, or make a new one (decision 313): whoever may open the
   * document (owner:invoice); another's is 404 like a missing one. Each write has its audit row.
   */
  for (const [url, change, message] of [
    ['/api/v1/invoice/share-link/revoke', revokeShareLink, INVOICE_MESSAGES.linkRevoked],
    ['/api/v1/invoice/share-link/renew', renewShareLink, INVOICE_MESSAGES.linkRenewed],
  ] as const) {
    app.post(url, { config: { access: 'owner:invoice', record: 'body.invoice_id' } }, async (request) => {
      const user = requireUser(request);
      const input = parseInput(invoiceShareLinkSchema, request.body);
      const invoice = await invoiceFor(db, user, input.invoice_id);
      return ok(await change(db, invoice, actorOf(user, request.ip), config.publicUrl), message);
    });
  }

  /** The package page's money: price, invoiced, paid, balance. */
  app.get(
    '/api/v1/invoice/package-dues',
    { config: { access: 'owner:package', record: 'query.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const { package_id } = parseInput(packageQuery, request.query);
      await packageFor(db, user, package_id);
      return ok(await packageDues(db, package_id));
    },
  );

  /** The dashboard's card: what the viewer's clients owe, and this month's collections. */
  app.get('/api/v1/invoice/dues-summary', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const today = practiceToday(invoiceClock.now());
    const month = today.slice(0, 7);
    const totals = await duesTotals(db, user, `${month}-01`, today);
    const data: DuesSummary = {
      dues: rupees(totals.dues),
      collected_this_month: rupees(totals.collected),
      month,
    };
    return ok(data);
  });

  /** The accountant's CSV: invoices and credit notes dated in a period (default: this financial year). */
  app.get('/api/v1/invoice/export', { config: { access: 'signed-in' } }, async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(exportQuery, request.query);
    return exportInvoicesCsv(db, user, reply, query);
  });
}
