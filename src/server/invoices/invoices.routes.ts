import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarDate, practiceToday } from '../../shared/fields';
import {
  billingSettingsSchema,
  type DuesSummary,
  INVOICE_MESSAGES,
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceIdSchema,
  invoiceListSchema,
  paymentSchema,
  rupees,
} from '../../shared/invoices';
import type { AppDeps } from '../app-deps';
import { invoiceFor, packageFor } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { sendInvoicePdf } from './invoice-pdf';
import { exportInvoicesCsv } from './invoices.export';
import { duesTotals, findBilling, listInvoices } from './invoices.repository';
import {
  billingOf,
  cancelInvoice,
  createInvoice,
  detailsOf,
  invoiceClock,
  packageDues,
  recordPayment,
  saveBilling,
  summaryOf,
} from './invoices.service';

/** Invoices, payments and dues (issue 37): thin handlers; rules in invoices.service.ts. */
export async function invoiceRoutes(app: FastifyInstance, { db }: AppDeps) {
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
      await packageFor(db, user, input.package_id);
      return ok(await createInvoice(db, input, actorOf(user, request.ip)), INVOICE_MESSAGES.created);
    },
  );

  app.get('/api/v1/invoice/list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { package_id } = parseInput(invoiceListSchema, request.query);
    if (package_id !== undefined) await packageFor(db, user, package_id);
    const found = await listInvoices(db, user, package_id);
    return ok(
      found.map((r) => summaryOf(r.invoice, Math.round(Number(r.paid) * 100), r.creditNote, r.phone)),
    );
  });

  app.get(
    '/api/v1/invoice/details',
    { config: { access: 'owner:invoice', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(invoiceIdSchema, request.query);
      return ok(await detailsOf(db, await invoiceFor(db, user, id)));
    },
  );

  app.get(
    '/api/v1/invoice/pdf',
    { config: { access: 'owner:invoice', record: 'query.id' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parseInput(invoiceIdSchema, request.query);
      const details = await detailsOf(db, await invoiceFor(db, user, id));
      return sendInvoicePdf(reply, details);
    },
  );

  app.post(
    '/api/v1/invoice/payment',
    { config: { access: 'owner:invoice', record: 'body.invoice_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(paymentSchema, request.body);
      const invoice = await invoiceFor(db, user, input.invoice_id);
      return ok(await recordPayment(db, invoice, input, actorOf(user, request.ip)), INVOICE_MESSAGES.paid);
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
        await cancelInvoice(db, invoice, input.reason, actorOf(user, request.ip)),
        INVOICE_MESSAGES.cancelled,
      );
    },
  );

  /** The package page's money: price, invoiced, paid, balance. */
  app.get(
    '/api/v1/invoice/package-dues',
    { config: { access: 'owner:package', record: 'query.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const { package_id } = parseInput(
        z.object({ package_id: invoiceCreateSchema.shape.package_id }),
        request.query,
      );
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
    const query = parseInput(
      z.object({
        from: z.preprocess((v) => v || undefined, calendarDate().optional()),
        to: z.preprocess((v) => v || undefined, calendarDate().optional()),
      }),
      request.query,
    );
    return exportInvoicesCsv(db, user, reply, query);
  });
}
