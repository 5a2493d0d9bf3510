import type { FastifyInstance } from 'fastify';
import {
  emailPdfSchema,
  exportPdfSchema,
  myPlanPdfQuerySchema,
  PLAN_PDF_MESSAGES,
  pdfSendsQuerySchema,
} from '../../shared/plan-pdf';
import { portalTokenSchema } from '../../shared/portal';
import type { AppDeps } from '../app-deps';
import { planLinkViewer } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { AppError, parseInput } from '../lib/errors';
import { dispositionOf } from '../lib/file-names';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { linkOfRequest, linkPlan } from '../portal/index';
import { isFormPost, sendPdfErrorPage } from './pdf-error-page';
import { emailPlanPdf, pdfSendsOf, renderPlanPdfFor } from './plan-pdf.service';
import { progressReportRoutes } from './progress-report.routes';
import { createRenderPool } from './render-pool';

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/client/package/export-pdf': {
    summary: "The plan as a PDF (JSON, or the planner's form post: a refusal is then a page in words)",
    body: exportPdfSchema,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    produces: [...PRODUCES.pdf, ...PRODUCES.html],
  },
  'POST /api/v1/client/package/email-pdf': {
    summary: 'E-mail the plan as a PDF to the client',
    body: emailPdfSchema,
  },
  'GET /api/v1/my-plan/:token/pdf': {
    summary: "The plan link's plan as a portrait A4 PDF",
    params: portalTokenSchema,
    querystring: myPlanPdfQuerySchema,
    produces: PRODUCES.pdf,
  },
  'GET /api/v1/client/package/pdf-sends': {
    summary: "The e-mails of a plan's PDF sent so far",
    querystring: pdfSendsQuerySchema,
  },
};

/** The plan as a PDF (SPEC §7 export-pdf), e-mailed to the client, and the record of those e-mails. */
export async function planPdfRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  // Two renders at once on this 2-core machine; more requests wait in line (decision 051).
  const pool = createRenderPool(2);
  app.addHook('onClose', () => pool.close());

  // The planner posts a plain HTML form (target _blank) so the PDF opens in a new tab.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  progressReportRoutes(app, deps, pool);

  app.post(
    '/api/v1/client/package/export-pdf',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request, reply) => {
      try {
        const user = requireUser(request);
        const input = parseInput(exportPdfSchema, request.body);
        const pdf = await renderPlanPdfFor(deps, pool, user, input);
        return reply
          .type('application/pdf')
          .header('content-disposition', dispositionOf(pdf.filename, 'inline'))
          .header('cache-control', 'private, no-store')
          .send(pdf.bytes);
      } catch (error) {
        // The form's new tab shows a page in words; API clients keep the JSON envelope.
        if (isFormPost(request)) return sendPdfErrorPage(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/client/package/email-pdf',
    { config: { access: 'owner:plan', record: 'body.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(emailPdfSchema, request.body);
      const send = await emailPlanPdf(deps, pool, user, input);
      return ok(send, PLAN_PDF_MESSAGES.emailed);
    },
  );

  // The client's plan link (issue 28): the shared plan's PDF, portrait A4 for a phone, by token.
  app.get('/api/v1/my-plan/:token/pdf', { config: { access: 'token:plan-link' } }, async (request, reply) => {
    const open = await linkOfRequest(deps.db, request);
    const loaded = await linkPlan(deps.db, open.pkg);
    if (!loaded) throw new AppError(404, PLAN_PDF_MESSAGES.empty);
    // The plan page links its language (?lang=hi): the rules box is then in Hindi (decision 224).
    const { lang } = parseInput(myPlanPdfQuerySchema, request.query);
    const pdf = await renderPlanPdfFor(deps, pool, planLinkViewer(open.pkg.id), {
      package_id: open.pkg.id,
      plan_id: loaded.plan.id,
      layout: 'portrait',
      include_recipes: false,
      paper_size: 'a4',
      hide_nutrition_stats: false,
      hide_meal_time: false,
      copy: 'client',
      language: lang,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', dispositionOf(pdf.filename, 'inline'))
      .header('cache-control', 'private, no-store')
      .send(pdf.bytes);
  });

  app.get(
    '/api/v1/client/package/pdf-sends',
    { config: { access: 'owner:plan', record: 'query.plan_id' } },
    async (request) => {
      const user = requireUser(request);
      const { plan_id } = parseInput(pdfSendsQuerySchema, request.query);
      return ok(await pdfSendsOf(deps, user, plan_id));
    },
  );
}
