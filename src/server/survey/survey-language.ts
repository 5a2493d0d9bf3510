/**
 * The questionnaire answers in the client's language (issue 34 point 7, decision 248), the way the
 * plan link does (server/portal/portal-language.ts, decision 216): the services throw and answer
 * in English, and this hook puts the envelope's message and its field messages into Hindi for a
 * client's request that asks for it (`lang` in the body or the query, else Accept-Language). The
 * staff's calls under /api/v1/survey/ (the assessment panel, staff-save, staff-delete) stay English.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalLanguageOf } from '../../shared/portal-hindi';
import { surveyMessageIn } from '../../shared/survey-messages-hindi';

const SURVEY_API = '/api/v1/survey/';
const STAFF_PATHS = ['/api/v1/survey/assessment', '/api/v1/survey/dietaryrecall/staff-'];

type Envelope = { success: 0 | 1; message: string; data: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  'success' in payload &&
  typeof (payload as { message?: unknown }).message === 'string';

const isClientCall = (url: string) =>
  url.startsWith(SURVEY_API) && !STAFF_PATHS.some((path) => url.startsWith(path));

export const surveyLanguageOf = (request: FastifyRequest) =>
  portalLanguageOf(
    (request.body as { lang?: unknown } | undefined)?.lang ??
      (request.query as { lang?: unknown } | undefined)?.lang,
    request.headers['accept-language'],
  );

/** A refusal's field messages ({ field: message }) in Hindi; a success's data is never touched. */
function hindiFields(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      typeof value === 'string' ? surveyMessageIn('hi', value) : value,
    ]),
  );
}

export function registerSurveyLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isClientCall(request.url) || !isEnvelope(payload)) return payload;
    const lang = surveyLanguageOf(request);
    reply.header('content-language', lang);
    if (lang !== 'hi') return payload;
    return {
      ...payload,
      message: surveyMessageIn('hi', payload.message),
      data: payload.success === 1 ? payload.data : hindiFields(payload.data),
    };
  });
}
