import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection for cookie-authenticated writes: a browser always sends Origin
 * on a cross-site POST, so a write whose Origin is not this site (or PUBLIC_URL) is refused.
 * Clients that send no Origin (curl, server-to-server) cannot carry a victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin || origin === 'null') {
      // With Referrer-Policy no-referrer, a same-site form POST (the plan PDF opening in a new
      // tab) carries Origin: null; Sec-Fetch-Site is set by the browser alone and tells the
      // page's own form from a sandboxed or cross-site one (decision 052).
      if (origin === 'null' && request.headers['sec-fetch-site'] !== 'same-origin') {
        throw forbidden('Cross-site request refused.');
      }
      return;
    }
    const host = request.headers.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && origin !== allowed) throw forbidden('Cross-site request refused.');
  });
}

/** Masks secrets that can travel in URLs (reset and survey tokens) before a URL is logged. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:reset-password|survey)\/)[^/?#]+/g, '$1[redacted]')
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
