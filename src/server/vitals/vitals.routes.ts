import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { id, optionalText } from '../../shared/fields';
import { NUTRITION_PDF_TYPE, VITAL_MESSAGES, vitalSetSchema } from '../../shared/vitals';
import type { AppDeps } from '../app-deps';
import { clientFor, type IdAt, vitalReadingFor } from '../auth/policy';
import { requireUser } from '../auth/session';
import { sendCsv } from '../lib/csv';
import { ok } from '../lib/envelope';
import { fieldErrorsOf, notFound, parseInput, ValidationError } from '../lib/errors';
import { describeRoutes, jsonPart, multipartBody, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { listParameters, listSets, vitalFile } from './vitals.repository';
import { exportVitalsCsv, reportOf, saveVitalSet, setDetails } from './vitals.service';
import { readVitalUpload } from './vitals-upload';

const clientQuery = z.object({ client_id: id('Please choose a client') });
const parameterQuery = z.object({
  id: z.preprocess((v) => v || undefined, id().optional()),
  name: optionalText(100),
  category: optionalText(100),
});
const setIdQuery = z.object({ id: id() });
const fileIdParam = z.object({ fileId: id() });
/** A body-parameter set: the set as JSON in `json`, a lab report in `file`, a nutrition PDF in `nutriFile`. */
const vitalSetForm = multipartBody(
  { json: jsonPart(vitalSetSchema) },
  { file: 'A lab report (PDF)', nutriFile: 'A nutrition PDF (for the nutrition PDF type)' },
);

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/bodyvitals': {
    summary: 'The body parameters measured (name, unit, reference range), filtered',
    querystring: parameterQuery,
  },
  'GET /api/v1/vital/bodyparams/body-vital-lists': {
    summary: "A client's body-parameter sets",
    querystring: clientQuery,
  },
  'GET /api/v1/vital/bodyparams/body-param': {
    summary: 'One body-parameter set with its values and files',
    querystring: setIdQuery,
  },
  'GET /api/v1/vital/bodyparams/report': {
    summary: "A client's body parameters over time",
    querystring: clientQuery,
  },
  'POST /api/v1/vital/bodyparams/create': {
    summary: 'Add a body-parameter set (the client named in `json`)',
    body: vitalSetForm,
    consumes: ['multipart/form-data'],
  },
  'POST /api/v1/vital/bodyparams/edit': {
    summary: 'Edit a body-parameter set (its `id` in `json`)',
    body: vitalSetForm,
    consumes: ['multipart/form-data'],
  },
  'GET /api/v1/vital/bodyparams/export-csv': {
    summary: "A client's body parameters as CSV",
    querystring: clientQuery,
    produces: PRODUCES.csv,
  },
  'GET /api/v1/vital/file/:fileId': {
    summary: 'A lab report or nutrition PDF',
    params: fileIdParam,
    produces: PRODUCES.pdf,
  },
};

export async function vitalRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  // Without a place (create, edit: a multipart body, read by the handler) the handler checks the record.
  const ownerOf = (access: 'owner:client' | 'owner:vital' | 'owner:file', record?: IdAt) => ({
    config: { access, record },
  });

  /** Parameter definitions (id, name, category filters), with unit and reference range. */
  app.get('/api/v1/bodyvitals', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const query = parseInput(parameterQuery, request.query);
    const params = await listParameters(db);
    return ok(
      params.filter(
        (p) =>
          (!query.id || p.id === query.id) &&
          (!query.name || p.name.toLowerCase().includes(query.name.toLowerCase())) &&
          (!query.category || p.category === query.category),
      ),
    );
  });

  app.get(
    '/api/v1/vital/bodyparams/body-vital-lists',
    ownerOf('owner:client', 'query.client_id'),
    async (request) => {
      const user = requireUser(request);
      const { client_id } = parseInput(clientQuery, request.query);
      await clientFor(db, user, client_id);
      return ok(await listSets(db, client_id));
    },
  );

  app.get('/api/v1/vital/bodyparams/body-param', ownerOf('owner:vital', 'query.id'), async (request) => {
    const user = requireUser(request);
    const query = parseInput(setIdQuery, request.query);
    return ok(await setDetails(deps, await vitalReadingFor(db, user, query.id)));
  });

  app.get('/api/v1/vital/bodyparams/report', ownerOf('owner:client', 'query.client_id'), async (request) => {
    const user = requireUser(request);
    const { client_id } = parseInput(clientQuery, request.query);
    await clientFor(db, user, client_id);
    return ok(await reportOf(deps, client_id));
  });

  async function save(request: FastifyRequest, editing: boolean) {
    const user = requireUser(request);
    const upload = await readVitalUpload(request);
    const parsed = vitalSetSchema.safeParse(upload.json ?? {});
    if (!parsed.success) throw new ValidationError({ ...fieldErrorsOf(parsed.error), ...upload.errors });
    const input = parsed.data;
    const existing = editing
      ? await vitalReadingFor(db, user, input.id ?? 0).catch(() => {
          throw notFound('Body parameter set not found.');
        })
      : null;
    // The set stays with its client: a client the viewer may not see answers like a missing one.
    if (existing && existing.clientId !== input.client_id) throw notFound('Body parameter set not found.');
    await clientFor(db, user, input.client_id);
    const setId = await saveVitalSet(deps, user, input, upload, existing);
    const pdf = input.type === NUTRITION_PDF_TYPE;
    const message = editing
      ? pdf
        ? VITAL_MESSAGES.pdfEdited
        : VITAL_MESSAGES.edited
      : pdf
        ? VITAL_MESSAGES.pdfAdded
        : VITAL_MESSAGES.added;
    return ok(await setDetails(deps, await vitalReadingFor(db, user, setId)), message);
  }

  app.post('/api/v1/vital/bodyparams/create', ownerOf('owner:client'), (request) => save(request, false));
  app.post('/api/v1/vital/bodyparams/edit', ownerOf('owner:vital'), (request) => save(request, true));

  app.get(
    '/api/v1/vital/bodyparams/export-csv',
    ownerOf('owner:client', 'query.client_id'),
    async (request, reply) => {
      const user = requireUser(request);
      const { client_id } = parseInput(clientQuery, request.query);
      await clientFor(db, user, client_id);
      const csv = await exportVitalsCsv(deps, user, client_id);
      return sendCsv(reply, `body-vitals-${client_id}`, csv);
    },
  );

  /** A report or nutrition PDF, only to users who may see its client (404 otherwise). */
  app.get<{ Params: { fileId: string } }>(
    '/api/v1/vital/file/:fileId',
    ownerOf('owner:file', 'params.fileId'),
    async (request, reply) => {
      const user = requireUser(request);
      const fileId = parseInput(fileIdParam, request.params).fileId;
      const found = await vitalFile(db, fileId);
      if (!found) throw notFound('File not found.');
      await clientFor(db, user, found.clientId).catch(() => {
        throw notFound('File not found.');
      });
      // RFC 6266: an ASCII fallback and the UTF-8 name (filename*), so a Hindi name downloads.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(found.file.originalName, { type: 'inline' }))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(found.file.bytes);
    },
  );
}
