import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../shared/fields';

/**
 * How a routes file describes its routes for the API's OpenAPI document (issue 50, decision 288).
 * Each file keeps a table beside its routes, keyed by method and path:
 *
 *   const ROUTE_DOCS: RouteDocs = {
 *     'GET /api/v1/client/conditions': { summary: "A client's conditions", querystring: idInput },
 *   };
 *   export async function conditionsRoutes(app, deps) {
 *     describeRoutes(app, ROUTE_DOCS);
 *     app.get('/api/v1/client/conditions', …, async (request) => parseInput(idInput, request.query) …);
 *
 * The input schemas are the very Zod objects the handler parses with. They are for the document
 * only: handlers still validate with `parseInput` after the access check (the 422 envelope, its
 * messages and the order access-then-input unchanged), and Fastify's own validator lets every
 * request through (api-docs/api-docs.ts). A route with no entry fails api-docs.test.ts; an entry
 * naming no route fails the app's start.
 */

/** One route's description: a summary, its input (Zod), its media types. */
export type RouteDoc = {
  summary: string;
  description?: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** The answer's media types when it is not the JSON envelope (PRODUCES). */
  produces?: readonly string[];
  /** The request's media types when it is not JSON (multipart forms). */
  consumes?: readonly string[];
  tags?: string[];
};

export type RouteDocs = Record<`${'GET' | 'POST'} /api/${string}`, RouteDoc>;

/** Gives each route of this scope its entry of `docs` as its `schema` (the route's own schema wins). */
export function describeRoutes(app: FastifyInstance, docs: RouteDocs) {
  const unused = new Set(Object.keys(docs));
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const key = `${String(route.method)} ${route.url}` as keyof RouteDocs;
    const doc = docs[key];
    if (!doc) return;
    unused.delete(key);
    route.schema = { ...doc, ...route.schema } as FastifySchema;
  });
  app.addHook('onReady', async () => {
    if (unused.size) throw new Error(`Route docs name no route: ${[...unused].join(', ')}`);
  });
}

/** A POST that reads no body (the document still says so, so every route has a described request). */
export const noBody = z.object({}).meta({ description: 'No fields: the request body is ignored.' });

/** A file part of a multipart form. */
const filePart = (description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description });

/**
 * A multipart form (`consumes: ['multipart/form-data']`): `fields` are its text parts (a `json`
 * part carries a JSON object as text), `files` its file parts with what each is.
 */
export function multipartBody(fields: Record<string, z.ZodType>, files: Record<string, string>): z.ZodObject {
  const parts: Record<string, z.ZodType> = { ...fields };
  for (const [name, description] of Object.entries(files)) parts[name] = filePart(description).optional();
  return z.object(parts);
}

/** The `json` text part of a multipart form, holding an object of this schema. */
export function jsonPart(schema: z.ZodType, description = 'A JSON object as text.') {
  const { $schema: _, ...contentSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return z.string().meta({ contentMediaType: 'application/json', contentSchema, description });
}

/** Answers that are not the JSON envelope (PDF, CSV, a file, a page, a redirect): the route's `produces`. */
export const PRODUCES = {
  pdf: ['application/pdf'],
  csv: ['text/csv'],
  file: ['application/octet-stream'],
  html: ['text/html'],
  calendar: ['text/calendar'],
  backup: ['application/gzip'],
  image: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** The `?id=` (or `{ id }`) of the record a route reads or writes, as handlers parse it. */
export const idInput = z.object({ id: idSchema });

/** A stored file's id in the path (`/…/:fileId`); its handler answers 404 for anything else. */
export const fileIdParams = z.object({ fileId: z.string().regex(/^\d{1,10}$/) });
