import { localParts } from '../../shared/appointment-time';
import type { CalendarSettings } from '../../shared/appointments';
import {
  BOOKINGS_PER_HOUR,
  type BookInput,
  type BookingPage,
  type BookingResult,
  type BookingSettings,
  type BookingSettingsInput,
  type BookingSlot,
  type BookingType,
  HOLD_MINUTES,
  BOOKING_MESSAGES as M,
} from '../../shared/booking';
import { practiceToday } from '../../shared/practice-date';
import type { AppDeps } from '../app-deps';
import {
  findAppointmentWithNames,
  insertAppointment,
  mailClient,
  readCalendarSettings,
  updateAppointment,
} from '../appointments/index';
import type { AppointmentRow } from '../auth/policy';
import type { RequestUser } from '../auth/session';
import { type Db, inTransaction } from '../db/client';
import { lockedFor } from '../db/locks';
import { appointments, bookingRequests } from '../db/schema/index';
import { diffForAudit, writeAudit } from '../lib/audit';
import { AppError, notFound, ValidationError } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { limitWait, waitMessage } from '../lib/throttle';
import { openByToken } from '../lib/token-guesses';
import { hashToken, newToken } from '../lib/tokens';
import {
  type BookingRequestRow,
  bookingNutritionistRows,
  bookingsFromAddress,
  busyOf,
  existingNutritionistIds,
  findBookingSettingsRow,
  findClientByContact,
  findOpenPackage,
  findRequestByTokenHash,
  findRequestOfAppointment,
  insertBookingPackage,
  insertBookingRequest,
  insertProspectiveClient,
  lockBookingNutritionist,
  replaceBookingNutritionists,
  setRequestDone,
  upsertBookingSettings,
} from './booking.repository';
import { bookingMail, requestedMail } from './booking-mails';
import { freeSlots, isFree, nextDate, rangeOf, type SlotRules, startProblem } from './booking-slots';

const DEFAULT_SLUG = 'book';
const HOUR = 3_600_000;

/** The saved settings, else the page off with no types (decision 297). */
export async function readBookingSettings(db: Db): Promise<BookingSettings> {
  const row = await findBookingSettingsRow(db);
  const people = await bookingNutritionistRows(db);
  return {
    enabled: row?.enabled ?? false,
    slug: row?.slug ?? DEFAULT_SLUG,
    confirm_mode: (row?.confirmMode as BookingSettings['confirm_mode']) ?? 'instant',
    closed_dates: row?.closedDates ?? [],
    types: (row?.types as BookingType[] | undefined) ?? [],
    nutritionists: people.map((p) => ({ dietitian_id: p.dietitianId, slug: p.slug })),
  };
}

const keyOf = (name: string, taken: Set<string>) => {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'type';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
};

export async function saveBookingSettings(deps: AppDeps, user: RequestUser, input: BookingSettingsInput) {
  const errors: Record<string, string> = {};
  const slugs = new Map<string, string>([[input.slug, 'slug']]);
  input.nutritionists.forEach((n, i) => {
    if (slugs.has(n.slug)) errors[`nutritionists.${i}.slug`] = M.slugTaken;
    slugs.set(n.slug, `nutritionists.${i}.slug`);
  });
  const ids = input.nutritionists.map((n) => n.dietitian_id);
  const known = new Set(await existingNutritionistIds(deps.db, ids));
  input.nutritionists.forEach((n, i) => {
    if (!known.has(n.dietitian_id) || ids.indexOf(n.dietitian_id) !== i)
      errors[`nutritionists.${i}.dietitian_id`] = 'Please choose a nutritionist';
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const taken = new Set<string>();
  const types = input.types.map((t) => {
    if (!t.key || taken.has(t.key)) return { ...t, key: keyOf(t.name, taken) };
    taken.add(t.key);
    return { ...t, key: t.key };
  });
  await inTransaction(deps.db, async (tx) => {
    const before = await readBookingSettings(tx);
    await upsertBookingSettings(tx, {
      enabled: input.enabled,
      slug: input.slug,
      confirmMode: input.confirm_mode,
      closedDates: [...new Set(input.closed_dates)].sort(),
      types,
      updatedBy: user.id,
      updatedAt: new Date(),
    });
    await replaceBookingNutritionists(
      tx,
      input.nutritionists.map((n) => ({ dietitianId: n.dietitian_id, slug: n.slug })),
    );
    await writeAudit(tx, {
      userId: user.id,
      action: 'update',
      entity: 'booking_settings',
      entityId: 1,
      changes: diffForAudit(before, { ...input, types }),
    });
  });
  return readBookingSettings(deps.db);
}

type Resolved = {
  settings: BookingSettings;
  calendar: CalendarSettings;
  /** The nutritionists this link books with, in id order. */
  people: { dietitianId: number; slug: string; name: string }[];
  nutritionistName: string | null;
};

/** The page of a slug: the practice's link or a nutritionist's; 404 when off or unknown. */
async function resolve(db: Db, slug: string): Promise<Resolved> {
  const settings = await readBookingSettings(db);
  if (!settings.enabled || settings.types.length === 0) throw notFound(M.pageOff);
  const rows = (await bookingNutritionistRows(db)).filter((r) => r.status === 'ACTIVE');
  const people = rows.map((r) => ({
    dietitianId: r.dietitianId,
    slug: r.slug,
    name: `${r.firstName} ${r.lastName}`.trim(),
  }));
  const calendar = await readCalendarSettings(db);
  if (slug === settings.slug) {
    if (!people.length) throw notFound(M.pageOff);
    return { settings, calendar, people, nutritionistName: null };
  }
  const one = people.find((p) => p.slug === slug);
  if (!one) throw notFound(M.pageOff);
  return { settings, calendar, people: [one], nutritionistName: one.name };
}

export async function bookingPage(deps: AppDeps, slug: string): Promise<BookingPage> {
  const r = await resolve(deps.db, slug);
  return {
    slug,
    practice_name: await practiceNameOf(deps.db, deps.config.practiceName),
    nutritionist_name: r.nutritionistName,
    time_zone: r.calendar.time_zone,
    languages: ['en', 'hi'],
    types: r.settings.types,
    confirm_mode: r.settings.confirm_mode,
  };
}

const typeOf = (r: Resolved, key: string) => {
  const type = r.settings.types.find((t) => t.key === key);
  if (!type) throw new ValidationError({ type: M.typeUnknown });
  return type;
};

const rulesOf = (r: Resolved, type: BookingType, now: Date): SlotRules => ({
  type,
  calendar: r.calendar,
  closedDates: r.settings.closed_dates,
  now,
});

/** Free slots of the link between two local dates: a slot is free when any of its people is. */
async function slotsOf(db: Db, r: Resolved, type: BookingType, from: string, to: string, now: Date) {
  const rules = rulesOf(r, type, now);
  const range = rangeOf(from, to, r.calendar.time_zone);
  const seen = new Map<string, BookingSlot>();
  for (const p of r.people) {
    const busy = await busyOf(db, p.dietitianId, range.from, range.to, now);
    for (const s of freeSlots(from, to, rules, busy)) seen.set(s.local, s);
  }
  return [...seen.values()].sort((a, b) => a.local.localeCompare(b.local));
}

export async function bookingSlots(
  deps: AppDeps,
  slug: string,
  query: { type: string; from: string; to: string },
  now = new Date(),
) {
  const r = await resolve(deps.db, slug);
  const type = typeOf(r, query.type);
  return { type: type.key, slots: await slotsOf(deps.db, r, type, query.from, query.to, now) };
}

/** The next free slots after a refused one (the 409's offer): up to 6 within two weeks. */
async function nextSlots(db: Db, r: Resolved, type: BookingType, after: Date, now: Date) {
  const from = localParts(after, r.calendar.time_zone).local.slice(0, 10);
  let to = from;
  for (let i = 0; i < 13; i++) to = nextDate(to);
  const slots = await slotsOf(db, r, type, from, to, now);
  return slots.filter((s) => Date.parse(s.starts_at) > after.getTime()).slice(0, 6);
}

class SlotTaken extends Error {}

/**
 * A visitor's booking: checked, then held under the nutritionist's row lock (the staff's
 * bookings take the same lock), so of two visitors on one slot the second finds the first's hold
 * and is answered 409 with the next free slots. Nothing is written for a refused booking.
 */
export async function book(
  deps: AppDeps,
  slug: string,
  input: BookInput,
  ip: string,
  now = new Date(),
): Promise<{ result: BookingResult; message: string }> {
  const { db } = deps;
  const r = await resolve(db, slug);
  const recent = await bookingsFromAddress(db, ip, new Date(now.getTime() - HOUR));
  const wait = limitWait(
    recent.map((d) => d.getTime()),
    { limit: BOOKINGS_PER_HOUR, windowMs: HOUR },
    now.getTime(),
  );
  if (wait > 0) throw new AppError(429, waitMessage(M.tooMany, wait));
  const type = typeOf(r, input.type);
  const start = new Date(input.starts_at);
  const problem = startProblem(start, rulesOf(r, type, now));
  if (problem) {
    const message = problem === 'notice' ? M.tooSoon : problem === 'ahead' ? M.tooFar : M.notFree;
    throw new ValidationError({ starts_at: message }, message);
  }
  const end = new Date(start.getTime() + type.duration_min * 60_000);
  const buffer = type.buffer_min * 60_000;
  const token = newToken();
  try {
    const held = await inTransaction(db, async (tx) => {
      for (const p of r.people) {
        await lockBookingNutritionist(tx, p.dietitianId);
        const busy = await busyOf(
          tx,
          p.dietitianId,
          new Date(start.getTime() - 86_400_000),
          new Date(end.getTime() + 86_400_000),
          now,
        );
        if (!isFree(start, type, busy)) continue;
        const row = await insertBookingRequest(tx, {
          dietitianId: p.dietitianId,
          typeKey: type.key,
          startsAt: start,
          endsAt: end,
          blockFrom: new Date(start.getTime() - buffer),
          blockTo: new Date(end.getTime() + buffer),
          name: input.name,
          phone: input.phone,
          email: input.email,
          note: input.note ?? null,
          language: input.language,
          tokenHash: hashToken(token),
          status: 'pending_email',
          expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          ip,
          createdAt: now,
        });
        await writeAudit(tx, {
          userId: null,
          action: 'create',
          entity: 'booking_request',
          entityId: row.id,
          ip,
        });
        const practice = await practiceNameOf(tx, deps.config.practiceName);
        await deps.mailer.send(
          bookingMail(
            row,
            type,
            p.name,
            practice,
            r.calendar.time_zone,
            `${deps.config.publicUrl}/book/confirm/${token}`,
          ),
          { db: tx },
        );
        return { row, person: p };
      }
      throw new SlotTaken();
    });
    void deps.mailer.flush().catch(() => undefined);
    return {
      result: resultOf(held.row, 'pending_email', type, held.person.name, r.calendar.time_zone),
      message: 'Please open the link we have e-mailed you to confirm the booking.',
    };
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    const next = await nextSlots(db, r, type, start, now);
    throw new AppError(409, M.taken, { starts_at: M.taken, next_slots: next });
  }
}

function resultOf(
  row: Pick<BookingRequestRow, 'startsAt'>,
  status: BookingResult['status'],
  type: Pick<BookingType, 'name'>,
  nutritionist: string,
  tz: string,
): BookingResult {
  return {
    status,
    starts_at: row.startsAt.toISOString(),
    local: localParts(row.startsAt, tz).local,
    type_name: type.name,
    nutritionist_name: nutritionist,
  };
}

/**
 * The e-mail link: the held booking becomes an appointment (Booked, or Requested for staff to
 * approve) of the client with this phone or e-mail, else of a new prospective client, with the
 * confirmation mail and its .ics. The link works once; opened again it answers what it did.
 */
export async function confirmBooking(deps: AppDeps, token: string, ip: string, now = new Date()) {
  const { db } = deps;
  const found = await openByToken(db, ip, 'booking', async () => {
    const row = await findRequestByTokenHash(db, hashToken(token));
    if (!row) throw notFound('This link is not valid.');
    return row;
  });
  const settings = await readBookingSettings(db);
  const calendar = await readCalendarSettings(db);
  const type = settings.types.find((t) => t.key === found.typeKey) ?? { name: found.typeKey, price: 0 };
  const people = await bookingNutritionistRows(db);
  const person = people.find((p) => p.dietitianId === found.dietitianId);
  const personName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  if (found.status !== 'pending_email')
    return {
      result: resultOf(found, found.status as BookingResult['status'], type, personName, calendar.time_zone),
      message: M.linkUsed,
    };
  if (found.expiresAt.getTime() <= now.getTime()) throw new AppError(410, M.linkExpired);
  const status = settings.confirm_mode === 'approve' ? 'requested' : 'confirmed';
  try {
    await inTransaction(db, async (tx) => {
      const hold = await lockedFor(tx, bookingRequests, found.id, 'This link is not valid.');
      if (hold.status !== 'pending_email') return;
      await lockBookingNutritionist(tx, hold.dietitianId);
      const busy = await busyOf(tx, hold.dietitianId, hold.startsAt, hold.endsAt, now);
      if (busy.appointments.length) throw new SlotTaken();
      let client = await findClientByContact(tx, hold.phone, hold.email);
      if (!client) {
        const [first, ...rest] = hold.name.split(/\s+/);
        client = await insertProspectiveClient(tx, {
          firstName: first,
          lastName: rest.join(' '),
          phone: hold.phone,
          email: hold.email,
          language: hold.language,
          today: practiceToday(now),
        });
        await writeAudit(tx, { userId: null, action: 'create', entity: 'client', entityId: client.id, ip });
      }
      let pkg = await findOpenPackage(tx, client.id, hold.dietitianId);
      if (!pkg) {
        pkg = await insertBookingPackage(tx, {
          clientId: client.id,
          dietitianId: hold.dietitianId,
          typeName: type.name,
          price: type.price,
          startDate: localParts(hold.startsAt, calendar.time_zone).local.slice(0, 10),
        });
        await writeAudit(tx, { userId: null, action: 'create', entity: 'package', entityId: pkg.id, ip });
      }
      const bookingType = settings.types.find((t) => t.key === hold.typeKey);
      const appointment = await insertAppointment(tx, {
        packageId: pkg.id,
        dietitianId: hold.dietitianId,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        durationMin: Math.round((hold.endsAt.getTime() - hold.startsAt.getTime()) / 60_000),
        mode: bookingType?.mode ?? 'In person',
        locationOrLink: null,
        note: hold.note ? `Booked online (${type.name}): ${hold.note}` : `Booked online (${type.name})`,
        status: status === 'confirmed' ? 'Booked' : 'Requested',
        createdBy: null,
      });
      await writeAudit(tx, {
        userId: null,
        action: 'create',
        entity: 'appointment',
        entityId: appointment.id,
        ip,
      });
      await setRequestDone(tx, hold.id, status, appointment.id);
      const full = (await findAppointmentWithNames(tx, appointment.id))!;
      const toVisitor = { ...full, clientEmail: hold.email, clientLanguage: hold.language };
      if (status === 'confirmed') await mailClient(deps, tx, [toVisitor], calendar, 'booked');
      else
        await deps.mailer.send(
          requestedMail(
            hold,
            type.name,
            personName,
            await practiceNameOf(tx, deps.config.practiceName),
            calendar.time_zone,
          ),
          { db: tx },
        );
    });
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    throw new AppError(409, M.taken, { starts_at: M.taken });
  }
  void deps.mailer.flush().catch(() => undefined);
  const after = (await findRequestByTokenHash(db, hashToken(token)))!;
  return {
    result: resultOf(after, after.status as BookingResult['status'], type, personName, calendar.time_zone),
    message:
      after.status === 'requested'
        ? 'Thank you. The practice will confirm your booking by e-mail.'
        : 'Your booking is confirmed. We have e-mailed you the details.',
  };
}

const notRequested = () => new ValidationError({ id: M.notRequested }, M.notRequested);

/** Staff approve a Requested appointment: Booked, with the confirmation mail and its .ics. */
export async function decideRequest(
  deps: AppDeps,
  user: RequestUser,
  existing: AppointmentRow,
  approve: boolean,
) {
  if (existing.status !== 'Requested') throw notRequested();
  const calendar = await readCalendarSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockedFor(tx, appointments, existing.id, 'Appointment not found.');
    if (locked.status !== 'Requested') throw notRequested();
    const row = await updateAppointment(
      tx,
      locked.id,
      approve ? { status: 'Booked' } : { status: 'Cancelled', cancelReason: 'Request declined' },
    );
    await writeAudit(tx, {
      userId: user.id,
      action: approve ? 'approve' : 'decline',
      entity: 'appointment',
      entityId: row.id,
      changes: diffForAudit(locked, row),
    });
    const full = (await findAppointmentWithNames(tx, row.id))!;
    const request = await findRequestOfAppointment(tx, row.id);
    const to = request ? { ...full, clientEmail: request.email, clientLanguage: request.language } : full;
    await mailClient(deps, tx, [to], calendar, approve ? 'booked' : 'cancelled');
  });
  void deps.mailer.flush().catch(() => undefined);
}
