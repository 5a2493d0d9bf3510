/**
 * The plan link answers in the page's language (issue 34 point 7, decision 216): the services
 * throw and answer in English as everywhere else, and this hook puts the envelope's message and
 * its field messages into Hindi for a request that asks for it (a `lang` field in the body, else
 * Accept-Language). Only the client's own routes (/api/v1/my-plan/…) are touched; staff calls
 * in the same scope stay English.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalLanguageOf, portalMessageIn } from '../../shared/portal-hindi';

const PORTAL_API = '/api/v1/my-plan/';

type Envelope = { success: 0 | 1; message: string; data: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  'success' in payload &&
  typeof (payload as { message?: unknown }).message === 'string';

export const languageOfRequest = (request: FastifyRequest) =>
  portalLanguageOf(
    (request.body as { lang?: unknown } | undefined)?.lang,
    request.headers['accept-language'],
  );

/** A refusal's field messages ({ field: message }) in Hindi; a success's data is never touched. */
function hindiFields(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      typeof value === 'string' ? portalMessageIn('hi', value) : value,
    ]),
  );
}

export function registerPortalLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith(PORTAL_API) || !isEnvelope(payload)) return payload;
    const lang = languageOfRequest(request);
    reply.header('content-language', lang);
    if (lang !== 'hi') return payload;
    return {
      ...payload,
      message: portalMessageIn('hi', payload.message),
      data: payload.success === 1 ? payload.data : hindiFields(payload.data),
    };
  });
}
