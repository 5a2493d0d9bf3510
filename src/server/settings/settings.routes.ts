import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { MAX_INT4 } from '../../shared/fields';
import {
  disclaimerSchema,
  hingSettingSchema,
  type MailMode,
  PRACTICE_MESSAGES,
  practiceSchema,
  SETTINGS_MESSAGES,
} from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound, parseInput, ValidationError } from '../lib/errors';
import { readPracticeIdentity } from '../lib/practice-identity';
import {
  describeRoutes,
  fileIdParams,
  jsonPart,
  multipartBody,
  PRODUCES,
  type RouteDocs,
} from '../lib/route-schema';
import { mealTimesRoutes } from './meal-times.routes';
import { readPrintSettings, readSettingsUpload } from './print-settings';
import { findLogoFile } from './settings.repository';
import { readHing, saveHing, savePractice, saveSettings } from './settings.service';

/** The Logo & Disclaimer form: the texts as JSON in `json`, the logo file in `logo` (or a JSON body without a file). */
const settingsForm = multipartBody(
  { json: jsonPart(disclaimerSchema).optional() },
  { logo: 'The logo: a PNG, JPEG or WebP image' },
);

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/settings/create': {
    summary: 'Save the print settings: disclaimers and logo (first time)',
    body: settingsForm,
    consumes: ['multipart/form-data', 'application/json'],
  },
  'POST /api/v1/settings/edit': {
    summary: 'Save the print settings: disclaimers and logo',
    body: settingsForm,
    consumes: ['multipart/form-data', 'application/json'],
  },
  'GET /api/v1/settings/print-pdf-settings-data': { summary: 'The print settings the plan PDF uses' },
  'GET /api/v1/settings/mail-mode': {
    summary: 'Whether mail leaves the server (smtp) or waits in the outbox',
  },
  'GET /api/v1/settings/practice': { summary: "The practice's name, address and contact" },
  'POST /api/v1/settings/practice': { summary: "Save the practice's identity", body: practiceSchema },
  'GET /api/v1/settings/hing': { summary: "Whether the practice's hing is gluten-free" },
  'POST /api/v1/settings/hing': {
    summary: "Say whether the practice's hing is gluten-free",
    body: hingSettingSchema,
  },
  'GET /api/v1/settings/logo/:fileId': {
    summary: "The practice's logo image",
    params: fileIdParams,
    produces: PRODUCES.image,
  },
};

/** Logo & Disclaimer (SPEC §2 /settings): admins save, every signed-in user reads (plans print it). */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  describeRoutes(app, ROUTE_DOCS);
  // The practice's meal times (issue 54 point 5) register with the settings.
  await mealTimesRoutes(app, deps);
  for (const mode of ['create', 'edit'] as const) {
    app.post(`/api/v1/settings/${mode}`, { config: { access: 'admin' } }, async (request) => {
      const user = requireAdmin(request);
      const failMessage = mode === 'create' ? SETTINGS_MESSAGES.addFailed : SETTINGS_MESSAGES.updateFailed;
      const upload = await readSettingsUpload(request);
      if (Object.keys(upload.errors).length) throw new ValidationError(upload.errors, failMessage);
      await saveSettings(db, upload.disclaimers, upload.logo, { userId: user.id, ip: request.ip });
      return ok(
        await readPrintSettings(db),
        mode === 'create' ? SETTINGS_MESSAGES.added : SETTINGS_MESSAGES.updated,
      );
    });
  }

  app.get(
    '/api/v1/settings/print-pdf-settings-data',
    { config: { access: 'signed-in' } },
    async (request) => {
      requireUser(request);
      return ok(await readPrintSettings(db));
    },
  );

  /** Whether mail leaves the server: a Send button says "outbox" first when it does not. */
  app.get('/api/v1/settings/mail-mode', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    const data: MailMode = { mail_mode: config.smtpUrl ? 'smtp' : 'outbox' };
    return ok(data);
  });

  /** Settings → Practice (issue 25): admins save, every signed-in user reads. */
  app.get('/api/v1/settings/practice', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(await readPracticeIdentity(db, config.practiceName));
  });

  app.post('/api/v1/settings/practice', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(practiceSchema, request.body);
    await savePractice(db, input, { userId: user.id, ip: request.ip });
    return ok(await readPracticeIdentity(db, config.practiceName), PRACTICE_MESSAGES.saved);
  });

  /** The practice's hing (issue 32, decision 182): admins say it is gluten-free, everyone reads it. */
  app.get('/api/v1/settings/hing', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(await readHing(db));
  });

  app.post('/api/v1/settings/hing', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(hingSettingSchema, request.body);
    const saved = await saveHing(db, input, { userId: user.id, ip: request.ip });
    return ok(
      saved,
      saved.gluten_free
        ? 'Saved: your hing is gluten-free; hing and its dishes no longer count as gluten.'
        : 'Saved: hing and the dishes made with it count as gluten and wheat.',
    );
  });

  /** Serves a logo; file ids change with every upload, so the image may be cached for long. */
  app.get<{ Params: { fileId: string } }>(
    '/api/v1/settings/logo/:fileId',
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      requireUser(request);
      const id = Number(request.params.fileId);
      const file =
        Number.isSafeInteger(id) && id > 0 && id <= MAX_INT4 ? await findLogoFile(db, id) : undefined;
      if (!file) throw notFound('Logo not found.');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', contentDisposition(file.originalName, { type: 'inline' }))
        .send(file.bytes);
    },
  );
}
