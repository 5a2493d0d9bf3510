import type { CalendarSettings } from '../../shared/appointments';
import type { AppDeps } from '../app-deps';
import type { RequestUser } from '../auth/session';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { notFound, ValidationError } from '../lib/errors';
import { openByToken } from '../lib/token-guesses';
import { newToken } from '../lib/tokens';
import { appointmentsIcs, icsContextOf } from './appointment-ics';
import {
  feedAppointments,
  findFeedByToken,
  findFeedOf,
  replaceFeed,
  upsertCalendarSettings,
} from './appointments.repository';

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics`;

/** The nutritionist a feed belongs to: the user's own profile (an admin without one has none). */
function ownNutritionist(user: RequestUser): number {
  if (user.nutritionistId === null)
    throw new ValidationError(
      { feed: 'Only a nutritionist has a calendar link' },
      'Only a nutritionist has a calendar link',
    );
  return user.nutritionistId;
}

export async function readFeed(deps: AppDeps, user: RequestUser) {
  const feed = user.nutritionistId === null ? undefined : await findFeedOf(deps.db, user.nutritionistId);
  return { url: feed ? feedUrl(deps.config.publicUrl, feed.token) : null };
}

/** A new private link (the old one stops answering at once), or none with `revoke`. */
export async function renewFeed(deps: AppDeps, user: RequestUser, revoke: boolean) {
  const dietitianId = ownNutritionist(user);
  const token = revoke ? null : newToken();
  await inTransaction(deps.db, async (tx) => {
    await replaceFeed(tx, dietitianId, token);
    await writeAudit(tx, {
      userId: user.id,
      action: revoke ? 'revoke' : 'renew',
      entity: 'calendar_feed',
      entityId: dietitianId,
    });
  });
  return { url: token ? feedUrl(deps.config.publicUrl, token) : null };
}

/**
 * The feed's text for a token; an unknown or revoked token is 404 like any missing page, counted
 * toward the address's allowance of unknown tokens (429 once spent); a live feed is always answered.
 */
export async function feedIcs(deps: AppDeps, file: string, ip: string, now = new Date()): Promise<string> {
  const feed = await openByToken(deps.db, ip, 'calendar-feed', async () => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
    const found = token ? await findFeedByToken(deps.db, token) : undefined;
    if (!found) throw notFound('Calendar not found.');
    return found;
  });
  const rows = await feedAppointments(deps.db, feed.dietitianId, now);
  const context = await icsContextOf(deps.db, deps.config.practiceName);
  return appointmentsIcs(rows, context, { name: `${context.practice} appointments`, viewer: 'staff' });
}

export async function saveCalendarSettings(deps: AppDeps, user: RequestUser, input: CalendarSettings) {
  await inTransaction(deps.db, async (tx) => {
    const before = await upsertCalendarSettings(tx, {
      timeZone: input.time_zone,
      dayStart: input.day_start,
      dayEnd: input.day_end,
      workDays: [...new Set(input.work_days)].sort().join(','),
      reminderFirstHours: input.reminder_first_hours,
      reminderSecondHours: input.reminder_second_hours,
      whatsappWording: input.whatsapp_wording,
      whatsappWordingHi: input.whatsapp_wording_hi,
      updatedBy: user.id,
      updatedAt: new Date(),
    });
    await writeAudit(tx, {
      userId: user.id,
      action: before ? 'update' : 'create',
      entity: 'appointment_settings',
      entityId: null,
      changes: { ...input },
    });
  });
}
