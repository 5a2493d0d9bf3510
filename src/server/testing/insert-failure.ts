import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Makes every insert into `table` fail (a trigger in the test's own database), so a test can
 * prove a multi-statement write is one transaction: a statement after the first ones fails, and
 * what the first ones did must be gone too. Answers the function that removes the trigger again.
 * (testing/audit-failure.ts does the same for audit_log.)
 */
export async function failInsertsInto(db: Db, table: 'meal_items' | 'meals'): Promise<() => Promise<void>> {
  await db.execute(sql`
    create or replace function test_refuse_insert() returns trigger language plpgsql as $$
    begin
      raise exception 'insert refused by the test';
    end $$`);
  await db.execute(
    sql.raw(`create trigger test_refuse_insert before insert on ${table}
      for each row execute function test_refuse_insert()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists test_refuse_insert on ${table}`));
  };
}
