// @pg: runs on PostgreSQL too (locking)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, packages } from '../db/schema/index';
import { clientWithPackage } from '../testing/plan-fixtures';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { expectRefused, race } from './race';

/**
 * Issue 51: a package edit re-reads the package under its lock and is refused (409) when another
 * request changed it after this one read it, instead of writing over that change.
 */
let t: TestApp;
let n: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  n = await t.createNutritionist({ firstName: 'Meera', lastName: 'Joshi' });
});
afterAll(async () => t.close());

const edit = (id: number, status: string) => t.post('/api/v1/client/package/edit', { id, status }, n.cookie);
const rowOf = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0];
const edits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'package'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));

describe('package races', () => {
  it('two edits of different fields at once: both changes kept, or the second refused — never one lost', async () => {
    await race(
      'package edit (notes) + edit (price)',
      async () => (await clientWithPackage(t, n.nutritionistId!)).pkg,
      (pkg) => [
        t.post('/api/v1/client/package/edit', { id: pkg.id, notes: 'Prefers millet rotis' }, n.cookie),
        t.post('/api/v1/client/package/edit', { id: pkg.id, price: '9000' }, n.cookie),
      ],
      async ([notes, price], pkg) => {
        const row = await rowOf(pkg.id);
        for (const lost of [notes, price].filter((x) => x.status !== 200))
          expectRefused(lost, 'just changed by someone else');
        expect(row.notes === 'Prefers millet rotis').toBe(notes.status === 200);
        expect(row.price === '9000.00' || row.price === '9000').toBe(price.status === 200);
        expect(await edits(pkg.id)).toHaveLength([notes, price].filter((x) => x.status === 200).length);
        return `${notes.status} + ${price.status}`;
      },
    );
  });

  it('a plan made (New → Active) and "Cancelled" at once: an edit never writes over the move unseen', async () => {
    await race(
      'plan create (moves the package on) + package status edit',
      async () => {
        const { pkg } = await clientWithPackage(t, n.nutritionistId!);
        await t.db.update(packages).set({ status: 'New' }).where(eq(packages.id, pkg.id));
        return pkg;
      },
      (pkg) => [
        t.post('/api/v1/diet/plan/create-plan', { packageId: pkg.id }, n.cookie),
        edit(pkg.id, 'Cancelled'),
      ],
      async ([plan, cancel], pkg) => {
        expect(plan.status, JSON.stringify(plan.body)).toBe(200);
        const row = await rowOf(pkg.id);
        if (cancel.status === 200) {
          expect(row.status).toBe('Cancelled');
          return 'cancelled (200 + 200)';
        }
        expectRefused(cancel, 'just changed by someone else');
        expect(row.status).toBe('Active');
        return 'moved on, edit refused (200 + 409)';
      },
    );
  });
});
