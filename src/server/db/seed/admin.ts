import { randomBytes } from 'node:crypto';
import { countUsers, insertUser } from '../../auth/auth.repository';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';

export type FirstAdmin = { email: string; password?: string; created: boolean };

/**
 * On a first start with no users: ADMIN_EMAIL/ADMIN_PASSWORD, or admin@localhost with a random
 * password that is printed once (and never stored in clear).
 */
export async function ensureFirstAdmin(
  db: Db,
  email?: string,
  password?: string,
): Promise<FirstAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const finalEmail = email ?? 'admin@localhost';
  const finalPassword = password ?? randomBytes(9).toString('base64url');
  await insertUser(db, {
    email: finalEmail,
    passwordHash: await hashPassword(finalPassword),
    type: 'ADMIN',
    firstName: 'Practice',
    lastName: 'Admin',
  });
  return { email: finalEmail, password: password ? undefined : finalPassword, created: true };
}
