import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * GETs that change state (SPEC keeps them GET): signing out and the sync loads. A cross-site page
 * must not trigger them with the user's cookie (decision 062).
 */
export const STATE_CHANGING_GETS = new Set([
  '/api/v1/logout',
  '/api/v1/category/load-credits-data',
  '/api/v1/food/item/load-data',
  '/api/v1/survey/question/load-data',
  '/api/v1/category/load-category-data',
  '/api/v1/category/load-system-config-data',
]);

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
};

/**
 * Cross-site request protection for cookie-authenticated writes: a browser always sends Origin
 * on a cross-site POST, so a write whose Origin is not one of the configured origins (PUBLIC_URL
 * and ALLOWED_ORIGINS; never the Host header, which the client chooses) is refused. Clients that
 * send no Origin (curl, server-to-server) cannot carry a victim's cookie. The state-changing GETs
 * are also refused when the browser says the request is cross-site (Sec-Fetch-Site) or names a
 * foreign Origin or Referer.
 */
export function registerOriginCheck(app: FastifyInstance, origins: string | string[]) {
  const allowed = new Set((Array.isArray(origins) ? origins : [origins]).map(originOf));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (UNSAFE.has(request.method)) {
      if (origin === 'null') {
        // With Referrer-Policy no-referrer, a same-site form POST (the plan PDF opening in a new
        // tab) carries Origin: null; Sec-Fetch-Site is set by the browser alone and tells the
        // page's own form from a sandboxed or cross-site one (decision 052).
        if (request.headers['sec-fetch-site'] !== 'same-origin')
          throw forbidden('Cross-site request refused.');
        return;
      }
      if (origin !== undefined && !allowed.has(originOf(origin)))
        throw forbidden('Cross-site request refused.');
      return;
    }
    if (request.method !== 'GET' || !STATE_CHANGING_GETS.has(request.url.split('?')[0])) return;
    const site = request.headers['sec-fetch-site'];
    const referer = request.headers.referer;
    if (
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && !allowed.has(originOf(origin))) ||
      (referer !== undefined && !allowed.has(originOf(referer)))
    ) {
      throw forbidden('Cross-site request refused.');
    }
  });
}

/** Masks secrets that can travel in URLs (reset, survey and plan-link tokens) before a URL is logged. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:reset-password|survey|my-plan|my-invoice)\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|survey_token)=)[^&#]*/gi, '$1[redacted]');
}

export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets inline style attributes and injects <style> for CSS variables.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** @fastify/helmet's options for the whole app: our CSP, and no COEP (the PDF opens in a new tab). */
export const helmetOptions = { contentSecurityPolicy, crossOriginEmbedderPolicy: false as const };

/**
 * The headers @fastify/helmet adds with `options`, worked out once. The plugin builds helmet and
 * its dozen header middlewares again for every request; the options are the same for every
 * request (no nonces, no per-route settings), so every response gets these same headers
 * (decision 064). Worked out by the plugin itself on a throwaway instance: what it adds to an
 * answer beyond what Fastify alone sends.
 */
export async function helmetHeaders(options: typeof helmetOptions): Promise<Record<string, string>> {
  const bare = Fastify();
  const probe = Fastify();
  await probe.register(helmet, options);
  for (const app of [bare, probe]) app.get('/', async () => ({}));
  try {
    const [without, withHelmet] = await Promise.all([bare.inject('/'), probe.inject('/')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet.headers))
      if (!(name in without.headers) && value !== undefined) headers[name] = String(value);
    return headers;
  } finally {
    await Promise.all([bare.close(), probe.close()]);
  }
}

/**
 * Sets the security headers on every response, as @fastify/helmet does (on the raw response, so
 * they are on whatever answers: routes, errors, 404s and static files).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
