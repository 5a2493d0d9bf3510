import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../shared/fields';
import type { AppDeps } from '../app-deps';
import { mayOpenClient } from '../auth/policy';
import { requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound, parseInput } from '../lib/errors';
import { exportVitalsCsv } from './vitals.export';
import { clientGender, findVitalFile, listParameters } from './vitals.repository';
import { clientReadings, oneReading, saveReading } from './vitals.service';
import { readVitalUpload } from './vitals.upload';

const clientQuery = z.object({ client_id: idSchema });
const idQuery = z.object({ id: idSchema });

/** Body vitals (SPEC §2 client details, §7): reading sets, nutrition PDFs, their files and the CSV. */
export async function vitalRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.get('/api/v1/bodyvitals', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(await listParameters(db));
  });

  app.get(
    '/api/v1/vital/bodyparams/body-vital-lists',
    { config: { access: 'owner:client' } },
    async (request) => {
      const user = requireUser(request);
      const { client_id } = parseInput(clientQuery, request.query);
      const data = await clientReadings(db, user, client_id);
      return ok({ client: { id: client_id, gender: await clientGender(db, client_id) }, data });
    },
  );

  app.get('/api/v1/vital/bodyparams/body-param', { config: { access: 'owner:vital' } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idQuery, request.query);
    return ok(await oneReading(db, user, id));
  });

  app.post('/api/v1/vital/bodyparams/create', { config: { access: 'owner:client' } }, async (request) => {
    const user = requireUser(request);
    const { reading, message } = await saveReading(
      deps,
      user,
      await readVitalUpload(request),
      'create',
      request.ip,
    );
    return ok(reading, message);
  });

  app.post('/api/v1/vital/bodyparams/edit', { config: { access: 'owner:vital' } }, async (request) => {
    const user = requireUser(request);
    const { reading, message } = await saveReading(
      deps,
      user,
      await readVitalUpload(request),
      'edit',
      request.ip,
    );
    return ok(reading, message);
  });

  app.get('/api/v1/vital/bodyparams/export-csv', { config: { access: 'owner:client' } }, (request, reply) =>
    exportVitalsCsv(deps, request, reply),
  );

  /** A report or nutrition PDF, only to those who may see its client (404 otherwise, 401 signed out). */
  app.get<{ Params: { fileId: string } }>(
    '/api/v1/vital/file/:fileId',
    { config: { access: 'owner:file' } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = /^\d{1,9}$/.test(request.params.fileId) ? Number(request.params.fileId) : 0;
      const found = id > 0 ? await findVitalFile(db, id) : undefined;
      if (!found || !(await mayOpenClient(db, user, found.clientId))) throw notFound('File not found.');
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(found.file.originalName))
        .send(found.file.bytes);
    },
  );
}

/** inline; an ASCII fallback name plus the exact name in RFC 5987 form. */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
