/**
 * The plan link answers in the page's language (issue 34 point 7, decision 216): the services
 * throw and answer in English as everywhere else, and this hook puts the envelope's message and
 * its field messages into Hindi for a request that asks for it (a `lang` field in the body, else
 * Accept-Language). Only the client's own routes (/api/v1/my-plan/…) are touched; staff calls
 * in the same scope stay English.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalLanguageOf, portalMessageIn } from '../../shared/portal-hindi';
import { registerHindiEnvelopes } from '../lib/hindi-envelope';

const PORTAL_API = '/api/v1/my-plan/';

export const languageOfRequest = (request: FastifyRequest) =>
  portalLanguageOf(
    (request.body as { lang?: unknown } | undefined)?.lang,
    request.headers['accept-language'],
  );

export function registerPortalLanguage(app: FastifyInstance) {
  registerHindiEnvelopes(app, {
    applies: (request) => request.url.startsWith(PORTAL_API),
    languageOf: languageOfRequest,
    translate: (message) => portalMessageIn('hi', message),
  });
}
