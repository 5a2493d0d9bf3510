/**
 * Compresses JSON answers over 1 KB for browsers that ask (decision 085): a 28-day plan's workspace
 * is about 550 KB of JSON, 2.8 s on a slow phone connection uncompressed and under a tenth of that
 * compressed. Brotli at quality 4 (fast, about gzip-9's size on JSON) or gzip level 6, off the event
 * loop (zlib's thread pool). Streams (PDF, CSV exports) and already encoded answers pass unchanged.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

export function registerJsonCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < MIN_BYTES) return payload;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply.header('vary', 'Accept-Encoding');
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
