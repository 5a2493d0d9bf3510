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
import { registerHindiEnvelopes } from '../lib/hindi-envelope';

const SURVEY_API = '/api/v1/survey/';
const STAFF_PATHS = ['/api/v1/survey/assessment', '/api/v1/survey/dietaryrecall/staff-'];

const isClientCall = (url: string) =>
  url.startsWith(SURVEY_API) && !STAFF_PATHS.some((path) => url.startsWith(path));

export const surveyLanguageOf = (request: FastifyRequest) =>
  portalLanguageOf(
    (request.body as { lang?: unknown } | undefined)?.lang ??
      (request.query as { lang?: unknown } | undefined)?.lang,
    request.headers['accept-language'],
  );

export function registerSurveyLanguage(app: FastifyInstance) {
  registerHindiEnvelopes(app, {
    applies: (request) => isClientCall(request.url),
    languageOf: surveyLanguageOf,
    translate: (message) => surveyMessageIn('hi', message),
  });
}
