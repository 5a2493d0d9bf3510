import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Makes every insert into audit_log fail (a trigger in the test's own database), so a test can
 * prove that a write and its audit row commit together: the write must be gone as well.
 * Answers the function that removes the trigger again.
 */
export async function failAuditInserts(db: Db): Promise<() => Promise<void>> {
  await db.execute(sql`
    create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      raise exception 'audit insert refused by the test';
    end $$`);
  await db.execute(sql`
    create trigger test_refuse_audit before insert on audit_log
    for each row execute function test_refuse_audit()`);
  return async () => {
    await db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
  };
}
