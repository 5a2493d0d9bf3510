import type { FastifyInstance } from 'fastify';
import {
  maskIdNumber,
  NUTRITIONIST_PAGE_SIZE,
  nutritionistInputSchema,
  nutritionistListQuerySchema,
} from '../../shared/nutritionists';
import type { AppDeps } from '../app-deps';
import { mayActAsNutritionist, ownPackagesScope } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { type CsvColumn, sendCsv, toCsv } from '../lib/csv';
import { ok, page } from '../lib/envelope';
import { forbidden, parseInput } from '../lib/errors';
import { describeRoutes, idInput, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { invitationRoutes } from './invitations.routes';
import { listNutritionists, type NutritionistRecord, pickNutritionists } from './nutritionists.repository';
import {
  exportedNutritionists,
  nutritionistDetails,
  nutritionistOut,
  saveNutritionist,
} from './nutritionists.service';
import { ownProfileRoutes } from './own-profile.routes';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const EXPORT_COLUMNS: CsvColumn<NutritionistRecord>[] = [
  { header: 'First Name', value: (n) => n.firstName },
  { header: 'Last Name', value: (n) => n.lastName },
  { header: 'Email', value: (n) => n.email },
  { header: 'Phone', value: (n) => n.phone },
  { header: 'Speciality', value: (n) => n.speciality },
  { header: 'Experience', value: (n) => n.experience },
  { header: 'Certification', value: (n) => n.certification },
  { header: 'Description', value: (n) => n.description },
  { header: 'Address', value: (n) => n.address },
  { header: 'Date of Birth', value: (n) => n.dob, date: true },
  { header: "Father's Name", value: (n) => n.fathersName },
  { header: 'Blood Group', value: (n) => n.bloodGroup },
  { header: 'PAN Card Number', value: (n) => n.panCardNumber },
  { header: 'Aadhar Number', value: (n) => n.adharNumber },
  { header: 'Emergency Contact Person', value: (n) => n.emergencyContactPerson },
  { header: 'Emergency Contact Number', value: (n) => n.emergencyContactNumber },
  { header: 'Status', value: (n) => n.status },
  { header: 'Credits', value: (n) => n.credits },
  { header: 'Plans Used', value: (n) => n.plansUsed },
  { header: 'Expires On', value: (n) => n.expiry, date: true },
  { header: 'Joined On', value: (n) => n.createdAt, date: true },
];

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/client/package/dietitian-list': {
    summary: "A page of the nutritionists, or a picker's short list (`auto`)",
    querystring: nutritionistListQuerySchema,
  },
  'GET /api/v1/dietitian/profile/details': {
    summary: "A nutritionist's profile (an admin, or the nutritionist for their own)",
    querystring: idInput,
  },
  'POST /api/v1/dietitian/profile/create': {
    summary: 'Add a nutritionist and send their invitation',
    body: nutritionistInputSchema,
  },
  'POST /api/v1/dietitian/profile/edit': {
    summary: "Edit a nutritionist's profile",
    body: nutritionistInputSchema.partial().and(idInput),
  },
  'GET /api/v1/dietitian/profile/export-csv': {
    summary: 'Every nutritionist as CSV',
    produces: PRODUCES.csv,
  },
};

export async function nutritionistRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  invitationRoutes(app, deps);
  ownProfileRoutes(app, deps);
  const { db } = deps;

  app.get('/api/v1/client/package/dietitian-list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const query = parseInput(nutritionistListQuerySchema, request.query);
    if (query.auto) {
      // The picker of package and vital forms. A nutritionist may only pick themselves.
      const rows = await pickNutritionists(db, {
        q: query.q,
        status: query.status,
        includeId: query.id,
        onlyId: ownPackagesScope(user),
      });
      return ok(page(rows, rows.length, 1, Math.max(rows.length, 1)));
    }
    if (!user.isAdmin) throw forbidden('Only an admin can see the nutritionist list.');
    const { rows, total } = await listNutritionists(db, query);
    return ok(page(rows, total, query.page, NUTRITIONIST_PAGE_SIZE));
  });

  app.get(
    '/api/v1/dietitian/profile/details',
    { config: { access: 'admin', ownProfile: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(idInput, request.query);
      // A nutritionist may read their own profile; every other one is for admins.
      if (!mayActAsNutritionist(user, id)) throw forbidden('Only an admin can see this profile.');
      const details = await nutritionistDetails(deps, id);
      if (user.isAdmin) return ok(details);
      // Identity numbers in full are for admins (who edit them); anyone else gets the last four.
      return ok({
        ...details,
        pan_card_number: maskIdNumber(details.pan_card_number),
        adhar_number: maskIdNumber(details.adhar_number),
      });
    },
  );

  app.post('/api/v1/dietitian/profile/create', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const { record, message } = await saveNutritionist(deps, admin, bodyOf(request.body), null, request.ip);
    return ok(nutritionistOut(record), message);
  });

  app.post('/api/v1/dietitian/profile/edit', { config: { access: 'admin' } }, async (request) => {
    const admin = requireAdmin(request);
    const body = bodyOf(request.body);
    const { id } = parseInput(idInput, body);
    const { record, message } = await saveNutritionist(deps, admin, body, id, request.ip);
    return ok(nutritionistOut(record), message);
  });

  app.get('/api/v1/dietitian/profile/export-csv', { config: { access: 'admin' } }, async (request, reply) => {
    const user = requireAdmin(request);
    return sendCsv(reply, 'nutritionists', toCsv(EXPORT_COLUMNS, await exportedNutritionists(db, user.id)));
  });
}
