import type { FastifyInstance } from 'fastify';
import {
  PROGRESS_REPORT_MESSAGES,
  PROGRESS_REPORT_PATH,
  progressReportSchema,
} from '../../shared/progress-report';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { dispositionOf } from '../lib/file-names';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { emailProgressReport, progressReportPdf, progressReportShare } from './progress-report.service';
import type { RenderPool } from './render-pool';

const ROUTE_DOCS: RouteDocs = {
  [`POST ${PROGRESS_REPORT_PATH}`]: {
    summary: "The client's progress report as a PDF",
    body: progressReportSchema,
    produces: PRODUCES.pdf,
  },
  [`POST ${PROGRESS_REPORT_PATH}/email`]: {
    summary: 'E-mail the progress report to the client',
    body: progressReportSchema,
  },
  [`GET ${PROGRESS_REPORT_PATH}/share`]: {
    summary: 'The words to share the progress report by WhatsApp',
    querystring: progressReportSchema,
  },
};

/**
 * The client's progress report (issue 36 point 5): the PDF, its e-mail to the client and the
 * WhatsApp text. Registered by planPdfRoutes so it renders in the same two workers (decision 230).
 */
export function progressReportRoutes(app: FastifyInstance, deps: AppDeps, pool: RenderPool) {
  describeRoutes(app, ROUTE_DOCS);
  const owner = { config: { access: 'owner:package', record: 'body.package_id' } } as const;

  app.post(PROGRESS_REPORT_PATH, owner, async (request, reply) => {
    const user = requireUser(request);
    const { package_id } = parseInput(progressReportSchema, request.body);
    const pdf = await progressReportPdf(deps, pool, user, package_id);
    return reply
      .type('application/pdf')
      .header('content-disposition', dispositionOf(pdf.filename, 'attachment'))
      .header('cache-control', 'private, no-store')
      .send(pdf.bytes);
  });

  app.post(`${PROGRESS_REPORT_PATH}/email`, owner, async (request) => {
    const user = requireUser(request);
    const { package_id } = parseInput(progressReportSchema, request.body);
    return ok(await emailProgressReport(deps, pool, user, package_id), PROGRESS_REPORT_MESSAGES.emailed);
  });

  app.get(
    `${PROGRESS_REPORT_PATH}/share`,
    { config: { access: 'owner:package', record: 'query.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const { package_id } = parseInput(progressReportSchema, request.query);
      return ok(await progressReportShare(deps, user, package_id));
    },
  );
}
