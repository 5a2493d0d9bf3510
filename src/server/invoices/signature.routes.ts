import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { MAX_INT4 } from '../../shared/fields';
import { SIGNATURE_MESSAGES } from '../../shared/invoice-signature';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import {
  describeRoutes,
  fileIdParams,
  multipartBody,
  noBody,
  PRODUCES,
  type RouteDocs,
} from '../lib/route-schema';
import { findSignatureFileById } from './signature.repository';
import { readSignature, readSignatureUpload, removeSignature, saveSignature } from './signature.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/invoice/billing-signature': {
    summary: "The signature image invoices and receipts print above 'Authorised signatory', or null",
  },
  'POST /api/v1/invoice/billing-signature/save': {
    summary: 'Upload the signature image (replaces the one before)',
    body: multipartBody({}, { signature: 'The signature: a PNG or JPEG image of at most 200 KB' }),
    consumes: ['multipart/form-data'],
  },
  'POST /api/v1/invoice/billing-signature/delete': {
    summary: 'Remove the signature image: documents print "Authorised signatory" alone',
    body: noBody,
  },
  'GET /api/v1/invoice/billing-signature/file/:fileId': {
    summary: 'The signature image',
    params: fileIdParams,
    produces: PRODUCES.image,
  },
};

/** Settings → Billing's signature (issue 55 point 3, decision 314): admins write, staff read. */
export async function signatureRoutes(app: FastifyInstance, { db }: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const actorOf = (user: { id: number }, ip: string) => ({ userId: user.id, ip });

  app.get('/api/v1/invoice/billing-signature', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(await readSignature(db));
  });

  app.post('/api/v1/invoice/billing-signature/save', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const file = await readSignatureUpload(request);
    return ok(await saveSignature(db, file, actorOf(user, request.ip)), SIGNATURE_MESSAGES.saved);
  });

  app.post('/api/v1/invoice/billing-signature/delete', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    await removeSignature(db, actorOf(user, request.ip));
    return ok(null, SIGNATURE_MESSAGES.removed);
  });

  /** Serves the image; its id changes with each upload, so it may be cached for long. */
  app.get<{ Params: { fileId: string } }>(
    '/api/v1/invoice/billing-signature/file/:fileId',
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      requireUser(request);
      const id = Number(request.params.fileId);
      const file =
        Number.isSafeInteger(id) && id > 0 && id <= MAX_INT4
          ? await findSignatureFileById(db, id)
          : undefined;
      if (!file) throw notFound(SIGNATURE_MESSAGES.notFound);
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.originalName, { type: 'inline' }))
        .send(file.bytes);
    },
  );
}
