import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blank, id, practiceToday } from '../../shared/fields';
import type { InvoiceFormDefaults } from '../../shared/invoice-form-api';
import { REFUND_MESSAGES, refundSchema } from '../../shared/invoice-refunds';
import { financialYearOf, INVOICE_MESSAGES, rupees, type SupplyRule } from '../../shared/invoices';
import type { AppDeps } from '../app-deps';
import { clientFor, invoiceFor, packageFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput, ValidationError } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { clientForBilling, findBilling, packageForBilling, packageMoney } from './invoices.repository';
import { invoiceClock } from './invoices.service';
import { recordRefund } from './refunds.service';

const formDefaultsQuery = z.object({
  package_id: z.preprocess(blank, id().optional()),
  client_id: z.preprocess(blank, id().optional()),
});

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/invoice/form-defaults': {
    summary:
      "What the invoice form starts from for a package or a client: the client's GSTIN and billing address, the place-of-supply rule, the price not yet invoiced",
    querystring: formDefaultsQuery,
  },
  'POST /api/v1/invoice/refund': {
    summary: 'Record money refunded against a credit note (mode, date, reference), at most what was paid',
    body: refundSchema,
  },
};

/** The invoice form's defaults and refunds against credit notes (issue 55, decision 300). */
export async function invoiceFormRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);

  app.get('/api/v1/invoice/form-defaults', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { package_id, client_id } = parseInput(formDefaultsQuery, request.query);
    if (package_id === undefined && client_id === undefined)
      throw new ValidationError({ package_id: 'Please choose a package' });
    // A package by the package rule, a client by the client rule: 404 like a missing one.
    if (package_id !== undefined) await packageFor(db, user, package_id);
    else await clientFor(db, user, client_id!);
    const pkg = package_id === undefined ? undefined : await packageForBilling(db, package_id);
    const client = (await clientForBilling(db, pkg?.clientId ?? client_id!))!;
    const billing = await findBilling(db);
    const today = practiceToday(invoiceClock.now());
    let lines: InvoiceFormDefaults['lines'] = [];
    if (pkg) {
      const money = await packageMoney(db, pkg.id);
      const rest = money.price - money.invoicedTaxable;
      const name = [pkg.category, pkg.subCategory].filter(Boolean).join(' – ');
      if (rest > 0)
        lines = [{ description: `Nutrition consultation package: ${name}`, amount: rupees(rest) }];
    }
    const data: InvoiceFormDefaults = {
      client_id: client.id,
      client_name: `${client.firstName} ${client.lastName ?? ''}`.trim(),
      client_gstin: client.gstin,
      billing_address: client.billingAddress ?? client.address,
      billing_state: client.billingState,
      supply_rule: (billing?.supplyRule as SupplyRule | undefined) ?? 'in_person',
      practice_state: billing?.stateCode ?? '',
      registered: billing?.registered ?? false,
      sac: billing?.sac ?? '999319',
      gst_rate: billing?.registered ? billing.gstRate : 0,
      lines,
      year_from: financialYearOf(today).from,
      today,
    };
    if (!billing) throw new ValidationError({ settings: INVOICE_MESSAGES.noSettings });
    return ok(data);
  });

  /** A refund against a credit note: opened by the credit note's access rule, 404 when hidden. */
  app.post(
    '/api/v1/invoice/refund',
    { config: { access: 'owner:invoice', record: 'body.credit_note_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(refundSchema, request.body);
      const note = await invoiceFor(db, user, input.credit_note_id);
      return ok(
        await recordRefund(db, note, input, { userId: user.id, ip: request.ip }, config.publicUrl),
        REFUND_MESSAGES.recorded,
      );
    },
  );
}
