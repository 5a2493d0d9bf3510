/**
 * The one way a client's calls answer in Hindi (decisions 216 and 248): the services throw and
 * answer in English as everywhere else, and a preSerialization hook puts the envelope's message and
 * its field messages into Hindi when the request asks for it. A success's data is never touched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Envelope = { success: 0 | 1; message: string; data: unknown };

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  'success' in payload &&
  typeof (payload as { message?: unknown }).message === 'string';

type HindiEnvelopes = {
  /** Which requests the hook may translate (a client's own routes, not the staff's). */
  applies: (request: FastifyRequest) => boolean;
  languageOf: (request: FastifyRequest) => 'en' | 'hi';
  /** An English message in Hindi (unknown ones stay English). */
  translate: (message: string) => string;
};

export function registerHindiEnvelopes(
  app: FastifyInstance,
  { applies, languageOf, translate }: HindiEnvelopes,
) {
  const hindiFields = (data: unknown): unknown =>
    !data || typeof data !== 'object' || Array.isArray(data)
      ? data
      : Object.fromEntries(
          Object.entries(data).map(([field, value]) => [
            field,
            typeof value === 'string' ? translate(value) : value,
          ]),
        );
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!applies(request) || !isEnvelope(payload)) return payload;
    const lang = languageOf(request);
    reply.header('content-language', lang);
    if (lang !== 'hi') return payload;
    return {
      ...payload,
      message: translate(payload.message),
      data: payload.success === 1 ? payload.data : hindiFields(payload.data),
    };
  });
}
