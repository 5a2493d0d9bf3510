import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { PRODUCES } from '../lib/route-schema';
import { DOCS_PAGE, DOCS_SCRIPT, DOCS_STYLE } from './docs-page';
import { DOCUMENT_INFO, transformDocument, transformRoute } from './openapi-document';

/**
 * The API's own contract (issue 50 point 3, decision 288). Registered by app.ts before the
 * features, so @fastify/swagger sees every route and the pass-through validator applies to all:
 * routes declare their Zod schemas in `schema` for the document, and their handlers keep
 * validating with `parseInput` after the access check (the 422 envelope, messages and order
 * unchanged). Serves GET /api/openapi.json (public: it holds no data) and the browsable
 * /api/docs (signed-in staff; a signed-out browser is sent to the sign-in page, like a staff page).
 */
export async function registerApiDocs(app: FastifyInstance) {
  // Fastify compiles a validator for every route schema; these schemas are Zod objects the
  // handlers parse themselves, so Fastify's validation lets every request through unchanged.
  app.setValidatorCompiler(() => (value) => ({ value }));
  await app.register(swagger, {
    openapi: DOCUMENT_INFO,
    transform: transformRoute as never,
    transformObject: transformDocument as never,
  });
}

/** Tags every route a feature's scope adds with the feature's name (app.ts's `features`). */
export function tagFeatureRoutes(scope: FastifyInstance, featureRoutes: { name: string }) {
  const tag = featureTag(featureRoutes.name);
  scope.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    route.schema = {
      ...route.schema,
      tags: (route.schema as { tags?: string[] } | undefined)?.tags ?? [tag],
    };
  });
}

/** `planExtrasRoutes` → `plan extras`. */
export const featureTag = (functionName: string) =>
  functionName
    .replace(/Routes$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const require = createRequire(import.meta.url);
const swaggerUiDir = path.join(path.dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static');
/** The files of the docs page: Swagger UI's bundle and stylesheet, our script and stylesheet. */
const DOCS_FILES: Record<string, { type: string; body: () => string | Buffer }> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    body: () => readFileSync(path.join(swaggerUiDir, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'application/javascript; charset=utf-8',
    body: () => readFileSync(path.join(swaggerUiDir, 'swagger-ui-bundle.js')),
  },
  'docs.js': { type: 'application/javascript; charset=utf-8', body: () => DOCS_SCRIPT },
  'docs.css': { type: 'text/css; charset=utf-8', body: () => DOCS_STYLE },
};
const docsFileParams = z.object({ file: z.enum(Object.keys(DOCS_FILES) as [string, ...string[]]) });

/** A signed-out browser asking for the docs page goes to the sign-in page, as a staff page does. */
async function signInFirst(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user && /text\/html/.test(String(request.headers.accept ?? '')))
    return reply.redirect('/login');
}

export async function apiDocsRoutes(app: FastifyInstance) {
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public' },
      schema: { summary: 'This document: the OpenAPI 3.1 description of every route', tags: ['api docs'] },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  app.get(
    '/api/docs',
    {
      config: { access: 'signed-in' },
      onRequest: signInFirst,
      schema: {
        summary: 'The browsable API documentation (a page)',
        tags: ['api docs'],
        produces: PRODUCES.html,
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  const loaded = new Map<string, string | Buffer>();
  app.get(
    '/api/docs/static/:file',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The docs page's scripts and stylesheets",
        tags: ['api docs'],
        params: docsFileParams,
        produces: ['application/javascript', 'text/css'],
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const known = DOCS_FILES[file];
      if (!Object.hasOwn(DOCS_FILES, file) || !known) throw notFound();
      if (!loaded.has(file)) loaded.set(file, known.body());
      return reply.type(known.type).header('cache-control', 'private, max-age=3600').send(loaded.get(file));
    },
  );
}
