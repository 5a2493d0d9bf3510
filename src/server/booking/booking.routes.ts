import type { FastifyInstance } from 'fastify';
import {
  bookingIdSchema,
  bookingSettingsSchema,
  bookingSlotsQuery,
  bookingSlugParams,
  bookingTokenParams,
  bookSchema,
  BOOKING_MESSAGES as M,
} from '../../shared/booking';
import type { AppDeps } from '../app-deps';
import { appointmentFor } from '../auth/policy';
import { requireAdmin, requireUser } from '../auth/session';
import { ok } from '../lib/envelope';
import { notFound, parseInput } from '../lib/errors';
import { describeRoutes, type RouteDocs } from '../lib/route-schema';
import {
  book,
  bookingPage,
  bookingSlots,
  confirmBooking,
  decideRequest,
  readBookingSettings,
  saveBookingSettings,
} from './booking.service';

const ROUTE_DOCS: RouteDocs = {
  'GET /api/v1/settings/booking': {
    summary: "The booking page's settings: on or off, links, confirmation, holidays, appointment types",
  },
  'POST /api/v1/settings/booking': {
    summary: "Save the booking page's settings",
    body: bookingSettingsSchema,
  },
  'GET /api/v1/booking/:slug': {
    summary: 'A public booking page: the practice or nutritionist, appointment types and languages',
    params: bookingSlugParams,
  },
  'GET /api/v1/booking/:slug/slots': {
    summary: "A booking page's free slots of one appointment type between two dates",
    params: bookingSlugParams,
    querystring: bookingSlotsQuery,
  },
  'POST /api/v1/booking/:slug/book': {
    summary: 'Book a slot (held until the visitor opens the e-mailed link)',
    params: bookingSlugParams,
    body: bookSchema,
  },
  'GET /api/v1/booking/confirm/:token': {
    summary: "The visitor's one-time e-mail link: confirms the held booking",
    params: bookingTokenParams,
  },
  'POST /api/v1/booking/approve': {
    summary: 'Approve an appointment a visitor requested (staff approve)',
    body: bookingIdSchema,
  },
  'POST /api/v1/booking/decline': {
    summary: 'Decline an appointment a visitor requested',
    body: bookingIdSchema,
  },
};

/** A slug that cannot be one names no page: 404 like an unknown one, never 422. */
function slugOf(params: unknown): string {
  const parsed = bookingSlugParams.safeParse(params);
  if (!parsed.success) throw notFound(M.pageOff);
  return parsed.data.slug;
}

/** The public booking link (issue 56 point 1, decision 297): settings, the page, slots, booking. */
export async function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  describeRoutes(app, ROUTE_DOCS);
  const { db } = deps;
  app.get('/api/v1/settings/booking', { config: { access: 'admin' } }, async (request) => {
    requireAdmin(request);
    return ok(await readBookingSettings(db));
  });
  app.post('/api/v1/settings/booking', { config: { access: 'admin' } }, async (request) => {
    const user = requireAdmin(request);
    const input = parseInput(bookingSettingsSchema, request.body);
    return ok(await saveBookingSettings(deps, user, input), M.saved);
  });
  app.get('/api/v1/booking/confirm/:token', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = parseInput(bookingTokenParams, request.params);
    reply.header('cache-control', 'no-store');
    const { result, message } = await confirmBooking(deps, token, request.ip);
    return ok(result, message);
  });
  app.get('/api/v1/booking/:slug', { config: { access: 'public' } }, async (request) => {
    const slug = slugOf(request.params);
    return ok(await bookingPage(deps, slug));
  });
  app.get('/api/v1/booking/:slug/slots', { config: { access: 'public' } }, async (request, reply) => {
    const slug = slugOf(request.params);
    const query = parseInput(bookingSlotsQuery, request.query);
    reply.header('cache-control', 'no-store');
    return ok(await bookingSlots(deps, slug, query));
  });
  app.post('/api/v1/booking/:slug/book', { config: { access: 'public' } }, async (request) => {
    const slug = slugOf(request.params);
    const input = parseInput(bookSchema, request.body);
    const { result, message } = await book(deps, slug, input, request.ip);
    return ok(result, message);
  });
  for (const [path, approve, message] of [
    ['approve', true, M.approved],
    ['decline', false, M.declined],
  ] as const) {
    app.post(
      `/api/v1/booking/${path}`,
      { config: { access: 'owner:appointment', record: 'body.id' } },
      async (request) => {
        const user = requireUser(request);
        const { id } = parseInput(bookingIdSchema, request.body);
        const existing = await appointmentFor(db, user, id);
        await decideRequest(deps, user, existing, approve);
        return ok({ id }, message);
      },
    );
  }
}
