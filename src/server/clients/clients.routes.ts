import type { FastifyInstance } from 'fastify';
import { CLIENT_PAGE_SIZE, clientInputSchema, clientListQuerySchema } from '../../shared/clients';
import { practiceToday } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { type CsvColumn, sendCsv, toCsv } from '../lib/csv';
import { ok, page } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, idInput, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { type ClientRecord, listClients, pickClients } from './clients.repository';
import { clientDetails, clientOut, exportedClients, saveClient } from './clients.service';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const EXPORT_COLUMNS: CsvColumn<ClientRecord & { age: number | null }>[] = [
  { header: 'Unique ID', value: (c) => c.uniqueId },
  { header: 'First Name', value: (c) => c.firstName },
  { header: 'Last Name', value: (c) => c.lastName },
  { header: 'Email', value: (c) => c.contactEmail },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Gender', value: (c) => c.gender },
  { header: 'Date of Birth', value: (c) => c.dob, date: true },
  { header: 'Age', value: (c) => c.age },
  { header: 'Nationality', value: (c) => c.nationality },
  { header: 'Occupation', value: (c) => c.occupation },
  { header: 'Blood Group', value: (c) => c.bloodGroup },
  { header: 'Food Preference', value: (c) => c.foodPreferences },
  { header: 'Address', value: (c) => c.address },
  { header: 'Referral Source', value: (c) => c.referralSource },
  { header: 'Referral Source Details', value: (c) => c.referredClientName },
  { header: 'Status', value: (c) => c.status },
  { header: 'Joined On', value: (c) => c.joinedDate, date: true },
];

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/client/package/client-list': {
    summary: "A page of the clients the viewer may see, or a picker's short list (`auto`)",
    querystring: clientListQuerySchema,
  },
  'GET /api/v1/client/profile/details': { summary: "A client's profile", querystring: idInput },
  'POST /api/v1/client/profile/create': { summary: 'Add a client', body: clientInputSchema },
  'POST /api/v1/client/profile/edit': {
    summary: "Edit a client's profile (fields left out keep their values)",
    body: clientInputSchema.partial().and(idInput),
  },
  'GET /api/v1/client/profile/export-csv': { summary: 'Every client as CSV', produces: PRODUCES.csv },
};

export async function clientRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;

  app.get('/api/v1/client/package/client-list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const query = parseInput(clientListQuerySchema, request.query);
    if (query.auto) {
      const rows = await pickClients(db, user, query.q, query.id ?? query.selected);
      return ok(page(rows, rows.length, 1, Math.max(rows.length, 1)));
    }
    const { rows, total } = await listClients(db, user, query, practiceToday());
    return ok(page(rows, total, query.page, CLIENT_PAGE_SIZE));
  });

  app.get(
    '/api/v1/client/profile/details',
    { config: { access: 'owner:client', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(idInput, request.query);
      return ok(await clientDetails(deps, user, id));
    },
  );

  app.post('/api/v1/client/profile/create', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { record, message } = await saveClient(deps, user, bodyOf(request.body), null, request.ip);
    return ok(clientOut(record), message);
  });

  app.post(
    '/api/v1/client/profile/edit',
    { config: { access: 'owner:client', record: 'body.id' } },
    async (request) => {
      const user = requireUser(request);
      const body = bodyOf(request.body);
      const { id } = parseInput(idInput, body);
      const { record, message } = await saveClient(deps, user, body, id, request.ip);
      return ok(clientOut(record), message);
    },
  );

  app.get('/api/v1/client/profile/export-csv', { config: { access: 'admin' } }, async (request, reply) => {
    const user = requireAdmin(request);
    return sendCsv(reply, 'clients', toCsv(EXPORT_COLUMNS, await exportedClients(db, user.id)));
  });
}
