import type { FastifyInstance } from 'fastify';
import {
  REMINDER_MESSAGES as M,
  reminderListSchema,
  reminderSentSchema,
  whatsappSettingsSchema,
} from '../../shared/appointment-reminders';
import type { AppDeps } from '../app-deps';
import { appointmentFor } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { describeRoutes, noBody, type RouteDocs } from '../lib/route-schema';
import { markReminderSent, reminderList } from './reminders.service';
import { clearWhatsAppSettings, readWhatsAppSettings, saveWhatsAppSettings } from './whatsapp-settings';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/appointment/reminders': {
    summary:
      "A day's booked appointments with each client's WhatsApp reminder ready and what was sent (today in the practice's zone by default)",
    querystring: reminderListSchema,
  },
  'POST /api/v1/appointment/reminder-sent': {
    summary: "Mark an appointment's WhatsApp reminder as sent (a repeat changes nothing)",
    body: reminderSentSchema,
  },
  'GET /api/v1/settings/whatsapp': {
    summary: "The practice's WhatsApp Business Cloud API settings (the access token is never answered)",
  },
  'POST /api/v1/settings/whatsapp': {
    summary: "Save the practice's WhatsApp Business Cloud API credentials and template",
    body: whatsappSettingsSchema,
  },
  'POST /api/v1/settings/whatsapp/clear': {
    summary: 'Remove the WhatsApp Cloud API credentials (nothing is sent through it from then on)',
    body: noBody,
  },
};

/** Reminders without a click each (issue 56 point 4, decision 298). */
export function appointmentReminderRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;

  app.get('/api/v1/appointment/reminders', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const { date } = parseInput(reminderListSchema, request.query);
    return ok(await reminderList(deps, user, date, new Date()));
  });

  app.post(
    '/api/v1/appointment/reminder-sent',
    { config: { access: 'owner:appointment', record: 'body.id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(reminderSentSchema, request.body);
      await appointmentFor(db, user, input.id);
      const mark = await markReminderSent(deps, user, input.id, input.kind, new Date());
      return ok(mark, mark.already ? M.already : M.marked);
    },
  );

  app.get('/api/v1/settings/whatsapp', { config: { access: 'admin' } }, async (request) => {
    requireAdmin(request);
    return ok(await readWhatsAppSettings(deps));
  });
  app.post('/api/v1/settings/whatsapp', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(whatsappSettingsSchema, request.body);
    await saveWhatsAppSettings(deps, user, input);
    return ok(await readWhatsAppSettings(deps), M.settingsSaved);
  });
  app.post('/api/v1/settings/whatsapp/clear', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    await clearWhatsAppSettings(deps, user);
    return ok(await readWhatsAppSettings(deps), M.settingsSaved);
  });
}
