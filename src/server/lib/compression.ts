/**
 * Compresses answers over 1 KB for browsers that ask (decision 085), through @fastify/compress: a
 * 28-day plan's workspace is about 550 KB of JSON, 2.8 s on a slow phone connection uncompressed
 * and under a tenth of that compressed. Brotli at quality 4 (fast, about gzip-9's size on JSON) or
 * gzip level 6. Answers already encoded (the pre-compressed web build, index.html variants) and
 * types that do not compress (PDF, images, backups) pass unchanged. Request bodies are never
 * decompressed: the API takes plain JSON and multipart only.
 */

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
}
