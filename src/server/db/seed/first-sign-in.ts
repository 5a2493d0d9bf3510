import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../../auth/auth.repository';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { sessions } from '../schema/index';

/**
 * The generated first admin password, shown at every start until it has been used or changed
 * (decision 124), so a first start that died (a busy port) loses nothing. It is kept in a file
 * only the server's user may read, in DATA_DIR beside the database but outside it (never in a
 * backup, never in a log), and removed the first time a start finds it used or changed.
 */
export type FirstSignIn = { email: string; password: string };

const FILE = '.first-sign-in.json';

export const firstSignInFile = (dataDir: string) => path.join(dataDir, FILE);

/** Keeps the password for the next starts; a folder it cannot write means it is shown this once. */
export function keepFirstSignIn(dataDir: string, admin: FirstSignIn): void {
  try {
    writeFileSync(firstSignInFile(dataDir), JSON.stringify(admin), { mode: 0o600 });
  } catch {
    // Shown once, as before.
  }
}

function readKept(dataDir: string): FirstSignIn | null {
  try {
    const kept = JSON.parse(readFileSync(firstSignInFile(dataDir), 'utf8')) as Partial<FirstSignIn>;
    return typeof kept.email === 'string' && typeof kept.password === 'string'
      ? { email: kept.email, password: kept.password }
      : null;
  } catch {
    return null;
  }
}

/**
 * The kept first sign-in while it is still the one to use: the account exists, its password is
 * still that one and nobody has signed in to it (it has no session). Otherwise the file goes.
 */
export async function pendingFirstSignIn(db: Db, dataDir: string): Promise<FirstSignIn | null> {
  const kept = readKept(dataDir);
  if (!kept) {
    rmSync(firstSignInFile(dataDir), { force: true });
    return null;
  }
  const user = await findUserByEmail(db, kept.email);
  const unused =
    user &&
    (await verifyPassword(user.passwordHash, kept.password)) &&
    (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).limit(1))
      .length === 0;
  if (unused) return kept;
  rmSync(firstSignInFile(dataDir), { force: true });
  return null;
}
