import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The e-mail domain of the accounts `npm run seed:demo` makes (scripts/seed-demo/people.ts). */
export const DEMO_DOMAIN = '@demo.nutrition.in';

/** Every demo nutritionist signs in with this password (the start banner repeats it). */
export const DEMO_PASSWORD = 'Demo@12345';

/** Lines in a box, so the first-run facts stand out from whatever the terminal shows around them. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`].join('\n');
}

/** The demo nutritionists' sign-in e-mails, when the demo practice was seeded. */
export async function demoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `%${DEMO_DOMAIN}`))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
