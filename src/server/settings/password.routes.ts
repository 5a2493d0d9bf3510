import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, SETTINGS_MESSAGES, WRONG_CURRENT_PASSWORD } from '../../shared/settings';
import type { AppDeps } from '../app-deps';
import {
  deleteUserSessions,
  recentFailures,
  recordLoginAttempt,
  setPasswordHash,
} from '../auth/auth.repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireUser } from '../auth/session';
import { writeAudit } from '../lib/audit';
import { ok } from '../lib/envelope';
import { AppError, parseInput, ValidationError } from '../lib/errors';
import { findPasswordHash } from './settings.repository';

const THROTTLE_WINDOW_MS = 15 * 60_000;
const THROTTLE_LIMIT = 10;

/** Change Password (every signed-in user): POST /api/v1/user/edit. */
export async function passwordRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/api/v1/user/edit', { config: { access: 'signed-in' } }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    // Wrong current passwords count with failed sign-ins, so a stolen session cannot guess it.
    const failures = await recentFailures(
      db,
      user.email,
      request.ip,
      new Date(Date.now() - THROTTLE_WINDOW_MS),
    );
    if (failures.byEmail >= THROTTLE_LIMIT) {
      throw new AppError(429, 'Too many wrong passwords. Please wait 15 minutes and try again.');
    }
    if (!(await verifyPassword(await findPasswordHash(db, user.id), input.current_password))) {
      await recordLoginAttempt(db, user.email, request.ip, false);
      throw new ValidationError({ current_password: WRONG_CURRENT_PASSWORD });
    }
    if (input.new_password === input.current_password) {
      throw new ValidationError({ new_password: 'Please choose a password different from the current one' });
    }
    await setPasswordHash(db, user.id, await hashPassword(input.new_password));
    // Whoever else holds a session of this account (a lost phone, a shared computer) is signed out.
    await deleteUserSessions(db, user.id, user.sessionId);
    await writeAudit(db, {
      userId: user.id,
      action: 'update',
      entity: 'user_password',
      entityId: user.id,
      ip: request.ip,
    });
    return ok(null, SETTINGS_MESSAGES.passwordChanged);
  });
}
