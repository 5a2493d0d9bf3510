import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blankToUndefined, int, optionalId } from '../../shared/fields';
import {
  PACKAGE_PAGE_SIZE,
  packageFieldSchemas,
  packageIdSchema,
  packageListQuerySchema,
} from '../../shared/packages';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/session';
import { ok, page } from '../lib/envelope';
import { notFound, parseInput } from '../lib/errors';
import { describeRoutes, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { exportPackagesCsv } from './packages.export';
import { findPackageByToken, listPackages, packageDetail, packageProfiles } from './packages.repository';
import { packageForUser, packageOut, savePackage } from './packages.service';

const detailQuerySchema = z.object({
  id: optionalId(),
  token: z.string().trim().min(20).max(100).optional(),
});

const profileListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.preprocess(blankToUndefined, int('Please ask for 1 to 500 rows', 1, 500).default(100)),
});

/** The package form: each field checked by its own schema (shared/packages.ts checkPackageInput). */
const packageInput = z.object(packageFieldSchemas);

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/client/package/list': {
    summary: 'A page of the packages the viewer may see',
    querystring: packageListQuerySchema,
  },
  'GET /api/v1/client/package/detail': {
    summary:
      "A package with its client and nutritionist (by id, or by the questionnaire's token without a session)",
    querystring: detailQuerySchema,
  },
  'POST /api/v1/client/package/create': { summary: 'Add a package', body: packageInput },
  'POST /api/v1/client/package/edit': {
    summary: 'Edit a package (fields left out keep their values)',
    body: packageInput.partial().and(packageIdSchema),
  },
  'GET /api/v1/client/package/diet-plan-package-profile-list': {
    summary: "The packages a plan may be made for (the plan form's picker)",
    querystring: profileListQuerySchema,
  },
  'GET /api/v1/client/package/export-csv': { summary: 'Every package as CSV', produces: PRODUCES.csv },
};

export async function packageRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;

  app.get('/api/v1/client/package/list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const query = parseInput(packageListQuerySchema, request.query);
    const { rows, total } = await listPackages(db, user, query);
    return ok(page(rows, total, query.page, PACKAGE_PAGE_SIZE));
  });

  app.get(
    '/api/v1/client/package/detail',
    { config: { access: 'owner:package', record: 'query.id', token: 'query.token' } },
    async (request) => {
      const query = parseInput(detailQuerySchema, request.query);
      if (query.id) {
        const user = requireUser(request);
        await packageForUser(deps, user, query.id);
        return ok(await packageDetail(db, query.id));
      }
      // The questionnaire (public, by its token) needs the package's category and client only;
      // money, notes and plans stay behind the sign-in.
      if (!query.token) throw notFound('Package not found.');
      const pkg = await findPackageByToken(db, query.token);
      // A closed package's link answers no personal data any more (decision 017).
      const open = pkg && !['Completed', 'Cancelled'].includes(pkg.status);
      const detail = open && (await packageDetail(db, pkg.id));
      if (!detail) throw notFound('Invalid assessment token');
      return ok({
        id: detail.id,
        client_id: detail.client_id,
        category: detail.category,
        sub_category: detail.sub_category,
        start_date: detail.start_date,
        status: detail.status,
        created_at: detail.created_at,
        client_name: detail.client_name,
        last_name: detail.last_name,
        dietitian_name: detail.dietitian_name,
        dietitian_last_name: detail.dietitian_last_name,
        profile: detail.profile,
      });
    },
  );

  app.post('/api/v1/client/package/create', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { record, message } = await savePackage(deps, user, bodyOf(request.body), null);
    return ok(packageOut(record), message);
  });

  app.post(
    '/api/v1/client/package/edit',
    { config: { access: 'owner:package', record: 'body.id' } },
    async (request) => {
      const user = requireUser(request);
      const body = bodyOf(request.body);
      const { id } = parseInput(packageIdSchema, body);
      const existing = await packageForUser(deps, user, id);
      const { record, message } = await savePackage(deps, user, body, existing);
      return ok(packageOut(record), message);
    },
  );

  app.get(
    '/api/v1/client/package/diet-plan-package-profile-list',
    { config: { access: 'signed-in' } },
    async (request) => {
      const user = requireUser(request);
      const query = parseInput(profileListQuerySchema, request.query);
      return ok(await packageProfiles(db, user, query.q || undefined, query.limit));
    },
  );

  app.get('/api/v1/client/package/export-csv', { config: { access: 'admin' } }, async (request, reply) =>
    exportPackagesCsv(deps, request, reply),
  );
}
