import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AccessClass } from '../auth/policy';
import { SESSION_COOKIE } from '../auth/session';
import { IDEMPOTENCY_MESSAGES } from '../lib/idempotency';

/**
 * The API's OpenAPI 3.1 document (issue 50 point 3, decision 288), built by @fastify/swagger from
 * every route's own options: its Zod input schemas (`querystring`, `body`, `params`: the schema
 * objects its handler parses with) through fastify-type-provider-zod, its `summary`, `produces`
 * and `consumes`, and its `config` (the access class of auth/policy.ts). This module adds what
 * every route has in common: the `{ success, message, data }` envelope, the access class as
 * `x-access` with its security requirement, and the 401/403/404/422 answers that class and the
 * input checks give.
 */

type Operation = OpenAPIV3_1.OperationObject & Record<`x-${string}`, unknown>;

/** What each access class means for a caller, as the document says it (auth/policy.ts, access.ts). */
export const ACCESS_WORDS: Record<AccessClass, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in staff member (admin or nutritionist); 401 without a session.',
  admin: 'Admins only: 401 without a session, 403 for a nutritionist.',
  'owner:client':
    'Staff who may see the client named in the request: admins, and the nutritionist who created the client or has a package with them. Anyone else gets 404, exactly like a missing record.',
  'owner:package':
    "Staff who may see the package named in the request (an admin, or the package's nutritionist); 404 otherwise.",
  'owner:plan':
    "Staff who may see the plan named in the request (its package's nutritionist or an admin); 404 otherwise.",
  'owner:vital': 'Staff who may see the client of the body-parameter reading named; 404 otherwise.',
  'owner:file': 'Staff who may see the client of the stored file named; 404 otherwise.',
  'owner:invoice': "Staff who may see the invoice's package; 404 otherwise.",
  'owner:appointment': "Staff who may see the appointment's client or nutritionist; 404 otherwise.",
  'survey-token':
    "The client's questionnaire, through its survey token (no session); an unknown or used token is refused, and guesses are throttled.",
  'token:plan-link':
    "The client's plan link, through its token in the path (no session; a session is no key); 404 for an unknown or closed link, 410 for an expired one.",
  'token:calendar-feed': "A nutritionist's calendar feed, through its secret token in the path (no session).",
  'token:invoice-link':
    "An invoice's share link, through its token in the path (no session; a session is no key): its one document only; 404 for an unknown token, and guesses are throttled.",
};

const TOKEN_CLASSES: AccessClass[] = [
  'public',
  'survey-token',
  'token:plan-link',
  'token:calendar-feed',
  'token:invoice-link',
];

/** The standard messages of the error answers (lib/errors.ts, auth/access.ts). */
const ERRORS = {
  401: { description: 'Not signed in.', message: 'Please sign in to continue.' },
  403: { description: 'Signed in, but not an admin.', message: 'Only an admin can do this.' },
  404: {
    description: 'The record does not exist or the caller may not see it (the same answer for both).',
    message: 'Not found.',
  },
  409: {
    description:
      'A conflict: the record changed meanwhile (the rule checked under its lock refuses), or the same Idempotency-Key is still running.',
    message: IDEMPOTENCY_MESSAGES.stillRunning,
  },
  422: {
    description:
      'The input was refused: `data` holds one message per field (its dotted path, `_` for the whole request).',
    message: 'Please correct the highlighted fields.',
  },
} as const;

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

const COMPONENTS: Record<string, OpenAPIV3_1.SchemaObject> = {
  Envelope: {
    type: 'object',
    description:
      'Every JSON answer of the API. `success` 1 with the data, or 0 with a message the user can read (and, for refused input, one message per field in `data`).',
    required: ['success', 'message', 'data'],
    properties: {
      success: { type: 'integer', enum: [0, 1] },
      message: { type: 'string', examples: ['OK'] },
      data: {},
    },
  },
  Failure: {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: {
      success: { type: 'integer', enum: [0] },
      message: { type: 'string' },
      data: { anyOf: [{ type: 'null' }, { $ref: '#/components/schemas/FieldErrors' }, {}] },
    },
  },
  FieldErrors: {
    type: 'object',
    description:
      'One message per refused field, keyed by its dotted path (`items.0.qty`); `_` for the whole request.',
    additionalProperties: { type: 'string' },
  },
  Page: {
    type: 'object',
    description: 'The `data` of a paginated list (lib/envelope.ts `page`).',
    required: ['data', 'current_page', 'last_page', 'per_page', 'total'],
    properties: {
      data: { type: 'array', items: {} },
      current_page: { type: 'integer' },
      last_page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
    },
  },
};

/** One route, as the transform hands it over. */
type TransformInput = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0] & {
  route: RouteOptions;
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });
const zodTransformObject = createJsonSchemaTransformObject({});

/** @fastify/swagger's `transform`: a route's Zod schemas as JSON Schema, and its access class. */
export function transformRoute(input: TransformInput) {
  const { route, url } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  let result: ReturnType<typeof zodTransform>;
  try {
    result = zodTransform(input);
  } catch (error) {
    throw new Error(
      `The API document cannot describe ${String(route.method)} ${url}: ${(error as Error).message}`,
    );
  }
  const schema = { ...(result.schema as Record<string, unknown> | undefined) };
  const config = route.config ?? {};
  schema['x-access'] = config.access ?? null;
  if (config.record) schema['x-record'] = config.record;
  if (config.token) schema['x-token'] = config.token;
  if (config.ownProfile) schema['x-own-profile'] = config.ownProfile;
  if (!route.schema) schema['x-undescribed'] = true;
  // The answers are written in transformObject, from the envelope or the declared media types.
  if (schema.produces) {
    schema['x-produces'] = schema.produces;
    delete schema.produces;
  }
  return { schema, url: result.url };
}

function errorAnswer(status: keyof typeof ERRORS): OpenAPIV3_1.ResponseObject {
  const { description, message } = ERRORS[status];
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Failure' },
        example:
          status === 422
            ? { success: 0, message, data: { field_name: 'This field is required.' } }
            : { success: 0, message, data: null },
      },
    },
  };
}

/** A paginated list: its query has a `page` (lib/envelope.ts `page`, every list of the app). */
const isList = (op: Operation) =>
  Boolean(op.parameters?.some((p) => 'name' in p && p.in === 'query' && p.name === 'page'));

function successAnswer(produces: unknown, list = false): OpenAPIV3_1.ResponseObject {
  if (Array.isArray(produces) && produces.length > 0)
    return {
      description: `The file itself (${produces.join(', ')}); a refusal is the JSON envelope.`,
      content: Object.fromEntries(
        produces.map((type: string) => [
          type,
          {
            schema:
              type === 'text/html' || type.startsWith('text/')
                ? { type: 'string' }
                : { type: 'string', contentMediaType: type },
          },
        ]),
      ),
    };
  return {
    description: 'Done: `success` 1, the answer in `data`, a message the user can read in `message`.',
    content: {
      'application/json': {
        schema: list
          ? { allOf: [ENVELOPE_REF, { properties: { data: { $ref: '#/components/schemas/Page' } } }] }
          : ENVELOPE_REF,
      },
    },
  };
}

/** Any signed-in POST but a multipart form may carry it (lib/idempotency.ts, decision 290). */
const IDEMPOTENCY_KEY: OpenAPIV3_1.ParameterObject = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Runs the request once per user and key: a repeat within 24 hours answers the first answer again (header `Idempotent-Replayed: true`); the same key with another path or body is 422.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_:.-]{8,200}$' },
};

const multipartOnly = (op: Operation) => {
  const types = Object.keys((op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {});
  return types.length > 0 && types.every((type) => type === 'multipart/form-data');
};

/** The answers and security of one operation, from its access class and its input. */
function completeOperation(op: Operation, isPost: boolean) {
  const access = op['x-access'] as AccessClass | null;
  const responses: OpenAPIV3_1.ResponsesObject = { 200: successAnswer(op['x-produces'], isList(op)) };
  const tokenOnly = access !== null && TOKEN_CLASSES.includes(access);
  if (access && !tokenOnly) responses[401] = errorAnswer(401);
  if (access === 'admin') responses[403] = errorAnswer(403);
  if (
    access?.startsWith('owner:') ||
    access === 'token:plan-link' ||
    access === 'token:calendar-feed' ||
    access === 'token:invoice-link' ||
    op.parameters?.some((p) => 'in' in p && p.in === 'path')
  )
    responses[404] = errorAnswer(404);
  if (isPost && access && !tokenOnly && !multipartOnly(op)) {
    op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_KEY];
    responses[409] = errorAnswer(409);
  }
  const takesInput = Boolean(op.requestBody) || Boolean(op.parameters?.length);
  if (takesInput) responses[422] = errorAnswer(422);
  op.responses = responses;
  op.security = access && !tokenOnly ? [{ session: [] }, ...(op['x-token'] ? [{}] : [])] : [];
  const who = access ? ACCESS_WORDS[access] : 'No access class declared.';
  const record = op['x-record'] ? ` The record is the id at \`${String(op['x-record'])}\`.` : '';
  op.description = [op.description, `**Access: \`${access}\`.** ${who}${record}`]
    .filter(Boolean)
    .join('\n\n');
}

/** @fastify/swagger's `transformObject`: the shared components and every operation's answers. */
export function transformDocument(input: { openapiObject: Partial<OpenAPIV3_1.Document> }) {
  const document = zodTransformObject(
    input as Parameters<typeof zodTransformObject>[0],
  ) as OpenAPIV3_1.Document;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...COMPONENTS },
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The signed session cookie set by POST /api/v1/auth/login.',
      },
    },
  };
  for (const item of Object.values(document.paths ?? {}))
    for (const [method, op] of Object.entries(item ?? {}))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        completeOperation(op as Operation, method === 'post');
  return document;
}

/** The document's head: what the whole API shares, in words. */
export const DOCUMENT_INFO: Partial<OpenAPIV3_1.Document> = {
  openapi: '3.1.0',
  info: {
    title: 'NutriDesk API',
    version: '1',
    description: [
      'The API of NutriDesk, the app of an Indian nutrition practice. Every JSON answer is the envelope `{ success, message, data }` (components/schemas/Envelope): `success` 1 with the data, or 0 with a message meant for the user.',
      'Each operation names its access class (`x-access`, auth/policy.ts); a record the caller may not see answers 404 exactly like a missing one. Input is checked after access: refused input answers 422 with one message per field in `data`.',
      'Writes from a browser must come from an allowed origin (`Origin`/`Referer`). Paths keep the names of the product specification; new routes follow docs/api-style.md.',
    ].join('\n\n'),
  },
  components: {},
};

/** Routes the document does not list: the web app's files and pages (not API). */
export const isApiUrl = (url: string) => url.startsWith('/api/');

export type { FastifyInstance };
