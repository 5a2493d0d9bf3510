import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromLocal, toLocal } from '../../shared/appointment-time';
import {
  type AppointmentsToday,
  appointmentCancelSchema,
  appointmentCreateSchema,
  appointmentEditSchema,
  appointmentIdSchema,
  appointmentListSchema,
  calendarSettingsSchema,
  clientAppointmentsSchema,
  followUpsSchema,
  APPOINTMENT_MESSAGES as M,
  packageAppointmentsSchema,
  packageSessionsSchema,
  proposeSchema,
} from '../../shared/appointments';
import { packageIdQuerySchema, portalTokenSchema } from '../../shared/portal';
import type { AppDeps } from '../app-deps';
import { appointmentFor, ownPackagesScope, packageFor } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/errors';
import { dispositionOf } from '../lib/file-names';
import { describeRoutes, idInput, noBody, PRODUCES, type RouteDocs } from '../lib/route-schema';
import { linkOfRequest } from '../portal/index';
import { appointmentsIcs, icsContextOf, icsFileName } from './appointment-ics';
import { appointmentsOf, findAppointmentWithNames, listAppointments } from './appointments.repository';
import { appointmentOut, closeAppointment, createAppointment, editAppointment } from './appointments.service';
import { feedIcs, readFeed, renewFeed, saveCalendarSettings } from './calendar-feed.service';
import { readCalendarSettings } from './calendar-settings';
import { bookFollowUps, proposeFollowUps } from './follow-ups.service';
import { appointmentNoteRoutes } from './notes.routes';
import { readPackageSessions, savePackageSessions } from './package-sessions.service';
import { portalNextAppointment, portalNextIcs } from './portal-appointment.service';
import { appointmentReminderRoutes } from './reminders.routes';
import { todayCounts } from './today.repository';

/** The calendar feed's file name: its secret token and `.ics` (calendar-feed.service.ts reads it). */
const feedFileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const ROUTE_DOCS: RouteDocs = {
  'POST /api/v1/appointment/create': {
    summary: 'Book an appointment for a package',
    body: appointmentCreateSchema,
  },
  'POST /api/v1/appointment/edit': { summary: 'Move or edit an appointment', body: appointmentEditSchema },
  'POST /api/v1/appointment/cancel': {
    summary: 'Cancel an appointment, with its reason',
    body: appointmentCancelSchema,
  },
  'POST /api/v1/appointment/complete': {
    summary: 'Mark an appointment completed',
    body: appointmentIdSchema,
  },
  'POST /api/v1/appointment/no-show': { summary: 'Mark an appointment a no-show', body: appointmentIdSchema },
  'GET /api/v1/appointment/list': {
    summary:
      "The appointments between two dates (a nutritionist their own; an admin all or one nutritionist's)",
    querystring: appointmentListSchema,
  },
  'GET /api/v1/appointment/of-package': {
    summary: "A package's appointments, past and next, newest first",
    querystring: packageAppointmentsSchema,
  },
  'GET /api/v1/appointment/of-client': {
    summary:
      "A client's appointments, past and next, newest first (a nutritionist those of their own packages)",
    querystring: clientAppointmentsSchema,
  },
  'GET /api/v1/appointment/today': { summary: "Today's consultations and the week's follow-up figures" },
  'GET /api/v1/appointment/detail': { summary: 'One appointment', querystring: idInput },
  'GET /api/v1/appointment/ics': {
    summary: 'One appointment as a calendar file',
    querystring: idInput,
    produces: PRODUCES.calendar,
  },
  'GET /api/v1/calendar/:file': {
    summary: "A nutritionist's private calendar feed (its token is the key)",
    params: feedFileParams,
    produces: PRODUCES.calendar,
  },
  'GET /api/v1/appointment/feed': { summary: "Your calendar feed's address" },
  'POST /api/v1/appointment/feed/renew': {
    summary: 'A new calendar feed address (the old one stops working)',
    body: noBody,
  },
  'POST /api/v1/appointment/feed/revoke': { summary: 'Turn your calendar feed off', body: noBody },
  'GET /api/v1/settings/calendar': {
    summary: "The practice's calendar settings (time zone, hours, reminders)",
  },
  'POST /api/v1/settings/calendar': {
    summary: "Save the practice's calendar settings",
    body: calendarSettingsSchema,
  },
  'POST /api/v1/appointment/package-sessions': {
    summary: "Save a package's sessions and follow-up cadence",
    body: packageSessionsSchema,
  },
  'GET /api/v1/appointment/package-sessions': {
    summary: "A package's sessions and follow-up cadence",
    querystring: packageIdQuerySchema,
  },
  'POST /api/v1/appointment/propose-follow-ups': {
    summary: "Propose a package's follow-ups at its cadence (nothing is written)",
    body: proposeSchema,
  },
  'POST /api/v1/appointment/book-follow-ups': {
    summary: 'Book the follow-ups kept, all or none',
    body: followUpsSchema,
  },
  'GET /api/v1/my-plan/:token/next-appointment': {
    summary: "The plan link's next consultation",
    params: portalTokenSchema,
  },
  'GET /api/v1/my-plan/:token/appointment.ics': {
    summary: "The plan link's next consultation as a calendar file",
    params: portalTokenSchema,
    produces: PRODUCES.calendar,
  },
};

/** Appointments (issue 36): booking, the calendar, its files and the practice's calendar settings. */
export async function appointmentRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  const owner = { access: 'owner:appointment', record: 'body.id' } as const;
  appointmentNoteRoutes(app, deps);
  appointmentReminderRoutes(app, deps);

  app.post(
    '/api/v1/appointment/create',
    { config: { access: 'owner:package', record: 'body.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(appointmentCreateSchema, request.body);
      return ok(await createAppointment(deps, user, input), M.created);
    },
  );

  app.post('/api/v1/appointment/edit', { config: owner }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(appointmentEditSchema, request.body);
    const existing = await appointmentFor(db, user, input.id);
    return ok(await editAppointment(deps, user, existing, input), M.edited);
  });

  app.post('/api/v1/appointment/cancel', { config: owner }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(appointmentCancelSchema, request.body);
    const existing = await appointmentFor(db, user, input.id);
    return ok(await closeAppointment(deps, user, existing, 'Cancelled', input.reason), M.cancelled);
  });

  for (const [path, status, message] of [
    ['complete', 'Completed', M.completed],
    ['no-show', 'No-show', M.noShow],
  ] as const) {
    app.post(`/api/v1/appointment/${path}`, { config: owner }, async (request) => {
      const user = requireUser(request);
      const { id } = parseInput(appointmentIdSchema, request.body);
      const existing = await appointmentFor(db, user, id);
      return ok(await closeAppointment(deps, user, existing, status, null), message);
    });
  }

  /** A nutritionist sees their own; an admin all, or one nutritionist's with dietitian_id. */
  app.get('/api/v1/appointment/list', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const query = parseInput(appointmentListSchema, request.query);
    const settings = await readCalendarSettings(db);
    const from = fromLocal(`${query.from}T00:00`, settings.time_zone);
    const to = fromLocal(`${nextDay(query.to)}T00:00`, settings.time_zone);
    const scope = user.isAdmin ? query.dietitian_id : ownPackagesScope(user);
    const rows = await listAppointments(db, from, to, scope);
    return ok(rows.map((r) => appointmentOut(r, settings)));
  });

  app.get(
    '/api/v1/appointment/of-package',
    { config: { access: 'owner:package', record: 'query.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const { package_id } = parseInput(packageAppointmentsSchema, request.query);
      const settings = await readCalendarSettings(db);
      const rows = await appointmentsOf(db, { packageId: package_id }, ownPackagesScope(user));
      return ok(rows.map((r) => appointmentOut(r, settings)));
    },
  );

  app.get(
    '/api/v1/appointment/of-client',
    { config: { access: 'owner:client', record: 'query.client_id' } },
    async (request) => {
      const user = requireUser(request);
      const { client_id } = parseInput(clientAppointmentsSchema, request.query);
      const settings = await readCalendarSettings(db);
      const rows = await appointmentsOf(db, { clientId: client_id }, ownPackagesScope(user));
      return ok(rows.map((r) => appointmentOut(r, settings)));
    },
  );

  app.get('/api/v1/appointment/today', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const settings = await readCalendarSettings(db);
    const now = new Date();
    const today = toLocal(now, settings.time_zone).slice(0, 10);
    const dayStart = fromLocal(`${today}T00:00`, settings.time_zone);
    const t = await todayCounts(db, ownPackagesScope(user), { dayStart, now, today });
    const data: AppointmentsToday = {
      today,
      consultations: t.consultations.map((r) => appointmentOut(r, settings)),
      no_shows_7_days: t.noShows,
      follow_ups_next_7_days: t.followUpsDue,
      packages_without_next: t.withoutNext.map((p) => ({
        package_id: p.packageId,
        client_name: `${p.clientFirstName} ${p.clientLastName}`.trim(),
      })),
    };
    return ok(data);
  });

  app.get(
    '/api/v1/appointment/detail',
    { config: { access: 'owner:appointment', record: 'query.id' } },
    async (request) => {
      const user = requireUser(request);
      const id = parseInput(idInput, request.query).id;
      await appointmentFor(db, user, id);
      return ok(appointmentOut((await findAppointmentWithNames(db, id))!, await readCalendarSettings(db)));
    },
  );

  app.get(
    '/api/v1/appointment/ics',
    { config: { access: 'owner:appointment', record: 'query.id' } },
    async (request, reply) => {
      const user = requireUser(request);
      const id = parseInput(idInput, request.query).id;
      await appointmentFor(db, user, id);
      const row = (await findAppointmentWithNames(db, id))!;
      const context = await icsContextOf(db, deps.config.practiceName);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', dispositionOf(icsFileName(context.practice)))
        .header('cache-control', 'private, no-store')
        .send(appointmentsIcs([row], context, { viewer: 'staff' }));
    },
  );

  /** The private feed a phone or Google Calendar subscribes to: the token is the only key. */
  app.get<{ Params: { file: string } }>(
    '/api/v1/calendar/:file',
    { config: { access: 'token:calendar-feed' } },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await feedIcs(deps, request.params.file, request.ip)),
  );

  app.get('/api/v1/appointment/feed', { config: { access: 'signed-in' } }, async (request) =>
    ok(await readFeed(deps, requireUser(request))),
  );
  app.post('/api/v1/appointment/feed/renew', { config: { access: 'signed-in' } }, async (request) =>
    ok(await renewFeed(deps, requireUser(request), false), M.feedRenewed),
  );
  app.post('/api/v1/appointment/feed/revoke', { config: { access: 'signed-in' } }, async (request) =>
    ok(await renewFeed(deps, requireUser(request), true), M.feedRevoked),
  );

  app.get('/api/v1/settings/calendar', { config: { access: 'signed-in' } }, async (request) => {
    requireUser(request);
    return ok(await readCalendarSettings(db));
  });
  app.post('/api/v1/settings/calendar', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(calendarSettingsSchema, request.body);
    await saveCalendarSettings(deps, user, input);
    return ok(await readCalendarSettings(db), M.settingsSaved);
  });

  /** A package's sessions and follow-up cadence. */
  app.post(
    '/api/v1/appointment/package-sessions',
    { config: { access: 'owner:package', record: 'body.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(packageSessionsSchema, request.body);
      await packageFor(db, user, input.package_id);
      return ok(await savePackageSessions(deps, user, input), M.sessionsSaved);
    },
  );

  app.get(
    '/api/v1/appointment/package-sessions',
    { config: { access: 'owner:package', record: 'query.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const { package_id } = parseInput(packageIdQuerySchema, request.query);
      await packageFor(db, user, package_id);
      return ok(await readPackageSessions(deps, package_id));
    },
  );

  /** The package's follow-ups at its cadence, proposed (nothing written). */
  app.post(
    '/api/v1/appointment/propose-follow-ups',
    { config: { access: 'owner:package', record: 'body.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(proposeSchema, request.body);
      return ok(await proposeFollowUps(deps, user, input));
    },
  );

  /** The proposals the nutritionist kept, booked all or none. */
  app.post(
    '/api/v1/appointment/book-follow-ups',
    { config: { access: 'owner:package', record: 'body.package_id' } },
    async (request) => {
      const user = requireUser(request);
      const input = parseInput(followUpsSchema, request.body);
      const booked = await bookFollowUps(deps, user, input);
      return ok(booked, M.followUpsBooked(booked.length));
    },
  );

  // The client's plan link: its own package's next consultation and its calendar file.
  const planLink = { config: { access: 'token:plan-link' as const } };
  app.get('/api/v1/my-plan/:token/next-appointment', planLink, async (request, reply) => {
    const open = await linkOfRequest(db, request);
    reply.header('cache-control', 'private, no-store');
    return ok(await portalNextAppointment(deps, open.pkg.id));
  });
  app.get('/api/v1/my-plan/:token/appointment.ics', planLink, async (request, reply) => {
    const open = await linkOfRequest(db, request);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="appointment.ics"')
      .header('cache-control', 'private, no-store')
      .send(await portalNextIcs(deps, open.pkg.id));
  });
}
