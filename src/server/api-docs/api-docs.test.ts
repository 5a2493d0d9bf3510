import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * The API's own contract (issue 50 point 3, decision 288): /api/openapi.json is a valid OpenAPI
 * 3.1 document (checked by an independent validator) that describes every route of Fastify's
 * route table, the same table auth/access.test.ts walks; a route added without a schema fails here.
 */
let t: TestApp;
let nutritionist: TestUser;
let doc: OpenAPIV3_1.Document;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  nutritionist = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Reddy' });
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
  const res = await t.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

type Operation = OpenAPIV3_1.OperationObject & Record<string, unknown>;
const pathOf = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationOf = (r: RegisteredRoute) =>
  doc.paths?.[pathOf(r.url)]?.[r.method.toLowerCase() as 'get' | 'post'] as Operation | undefined;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (an independent validator)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('answers signed out: it holds no data', async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('lists every route of the route table, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(150);
    const listed = new Set(
      Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
        Object.keys(item ?? {})
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const expected = new Set(routes.map((r) => `${r.method} ${pathOf(r.url)}`));
    expect([...expected].filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !expected.has(r))).toEqual([]);
  });

  it('describes every route from its own schema: summary, access class, request and answers', () => {
    const undescribed: string[] = [];
    for (const r of routes) {
      const op = operationOf(r);
      const name = `${r.method} ${r.url}`;
      if (!op) undescribed.push(`${name}: not listed`);
      else {
        if (op['x-undescribed'] || !op.summary) undescribed.push(`${name}: no schema with a summary`);
        if (op['x-access'] !== r.access) undescribed.push(`${name}: x-access ${String(op['x-access'])}`);
        if (r.method === 'POST' && !op.requestBody) undescribed.push(`${name}: no body schema`);
        for (const param of r.url.match(/:[A-Za-z_]+/g) ?? [])
          if (!op.parameters?.some((p) => 'in' in p && p.in === 'path' && p.name === param.slice(1)))
            undescribed.push(`${name}: no path parameter ${param}`);
        if (!op.responses?.[200]) undescribed.push(`${name}: no 200 answer`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('declares the query of every GET route that reads one (a bad query answers 422 only where it is declared)', async () => {
    const admin = await t.createAdmin();
    const bad = 'id=x&client_id=x&package_id=x&plan_id=x&diet_plan_id=x&appointment_id=x&page=x&from=x';
    const undeclared: string[] = [];
    for (const r of routes.filter((x) => x.method === 'GET' && !/logout|backup|load-/.test(x.url))) {
      if (operationOf(r)?.parameters?.some((p) => 'in' in p && p.in === 'query')) continue;
      const res = await t.get(`${r.url.replace(/:[A-Za-z]+/g, '1')}?${bad}`, admin.cookie);
      if (res.statusCode === 422) undeclared.push(`${r.method} ${r.url}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('gives each access class its security and its error answers', () => {
    for (const r of routes) {
      const op = operationOf(r)!;
      const codes = Object.keys(op.responses ?? {});
      const name = `${r.method} ${r.url}`;
      if (r.access === 'admin') expect(codes, name).toEqual(expect.arrayContaining(['401', '403']));
      if (r.access?.startsWith('owner:')) expect(codes, name).toEqual(expect.arrayContaining(['401', '404']));
      if (r.access === 'public') expect(op.security, name).toEqual([]);
      if (r.access === 'signed-in') expect(op.security, name).toEqual([{ session: [] }]);
      if (op.requestBody || op.parameters?.length) expect(codes, name).toContain('422');
      const idempotent = op.parameters?.some((p) => 'name' in p && p.name === 'Idempotency-Key');
      const signedInPost = r.method === 'POST' && op.security?.length;
      const form = Object.keys((op.requestBody as { content?: object } | undefined)?.content ?? {});
      if (signedInPost && !form.every((type) => type === 'multipart/form-data'))
        expect(idempotent && codes.includes('409'), `${name}: Idempotency-Key and 409`).toBe(true);
    }
    const list = doc.paths?.['/api/v1/client/package/client-list']?.get?.responses?.[200];
    expect(JSON.stringify(list)).toContain('#/components/schemas/Page');
    const envelope = doc.components?.schemas?.Envelope as OpenAPIV3_1.SchemaObject;
    expect(envelope.required).toEqual(['success', 'message', 'data']);
  });

  it('names every path in the written style (docs/api-style.md), a file name or the document itself apart', () => {
    const style = /^\/api\/v1(\/([a-z0-9]+(-[a-z0-9]+)*|:[a-zA-Z]+))+$/;
    const apart = [
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/static/:file',
      '/api/v1/my-plan/:token/appointment.ics',
    ];
    expect(routes.map((r) => r.url).filter((url) => !style.test(url) && !apart.includes(url))).toEqual([]);
    expect(routes.filter((r) => r.method !== 'GET' && r.method !== 'POST').map((r) => r.url)).toEqual([]);
  });

  it('describes the validation answer as the handlers give it', async () => {
    const res = await t.post('/api/v1/client/profile/edit', { id: 'x' }, nutritionist.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: 0, data: { id: expect.any(String) } });
    const op = doc.paths?.['/api/v1/client/profile/edit']?.post as Operation;
    expect(Object.keys(op.responses ?? {})).toContain('422');
  });
});

describe('/api/docs', () => {
  it('is a page for signed-in staff', async () => {
    const res = await t.get('/api/docs', nutritionist.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/openapi.json');
    const script = await t.get('/api/docs/static/docs.js', nutritionist.cookie);
    expect(script.statusCode).toBe(200);
    expect((await t.get('/api/docs/static/other.js', nutritionist.cookie)).statusCode).toBe(404);
  });

  it('sends a signed-out browser to the sign-in page, and answers 401 to anything else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/login');
    expect((await t.get('/api/docs')).statusCode).toBe(401);
    expect((await t.get('/api/docs/static/swagger-ui-bundle.js')).statusCode).toBe(401);
  });
});

describe('describeRoutes', () => {
  it("refuses to start when a file's table names a route it does not have (a renamed path)", async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      describeRoutes(scope, { 'GET /api/v1/client/old-name': { summary: 'Renamed since' } } as RouteDocs);
      scope.get('/api/v1/client/new-name', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('Route docs name no route: GET /api/v1/client/old-name');
    await app.close();
  });
});
