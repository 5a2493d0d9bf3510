import type { FastifyInstance } from 'fastify';
import { gstr1QuerySchema, invoiceSearchSchema, registerQuerySchema } from '../../shared/invoice-reports';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { sendCsv } from '../lib/csv';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { gstr1Export, invoiceSearch, registerExport } from './invoice-reports.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/invoice/search': {
    summary:
      'The invoices list: invoices, Bills of Supply and credit notes by date, status, client and nutritionist, with the totals of every match',
    querystring: invoiceSearchSchema,
  },
  'GET /api/v1/invoice/gstr1': {
    summary:
      "GSTR-1 of a month (month=YYYY-MM) or a financial year (fy=2026-27): a zip of the GST offline tool's CSVs (B2B, B2CL, B2CS, CDNR, CDNUR, exempt, HSN/SAC, documents) and the register",
    querystring: gstr1QuerySchema,
    produces: ['application/zip'],
  },
  'GET /api/v1/invoice/register': {
    summary: 'The register of a period: invoices, credit notes (negative) and receipts, as CSV',
    querystring: registerQuerySchema,
    produces: PRODUCES.csv,
  },
};

/** The invoices list and the accountant's exports (issue 55 points 6 and 8, decision 299). */
export async function invoiceReportRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);

  /** Everyone signed in: a nutritionist sees their own packages' invoices (auth/policy.ts). */
  app.get('/api/v1/invoice/search', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    return ok(
      await invoiceSearch(db, user, parseInput(invoiceSearchSchema, request.query), config.publicUrl),
    );
  });

  /** The practice's return: every document, so an admin's only (decision 299). */
  app.get('/api/v1/invoice/gstr1', { config: { access: 'admin' } }, async (request, reply) => {
    const user = requireAdmin(request);
    const query = parseInput(gstr1QuerySchema, request.query);
    const period = query.month ? { month: query.month } : { fy: query.fy as string };
    const zip = await gstr1Export(db, user, period);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="gstr1-${query.month ?? query.fy}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  app.get('/api/v1/invoice/register', { config: { access: 'signed-in' } }, async (request, reply) => {
    const user = requireUser(request);
    const { from, to } = parseInput(registerQuerySchema, request.query);
    return sendCsv(reply, `register-${from}-to-${to}`, await registerExport(db, user, from, to));
  });
}
