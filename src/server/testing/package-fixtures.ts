import { clients, packages, plans } from '../db/schema/index';
import type { TestApp } from './test-app';

let seq = 0;

/** A client row as the clients feature would store it (tests arrange data directly). */
export async function insertClient(
  t: TestApp,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<typeof clients.$inferSelect> {
  seq += 1;
  const [row] = await t.db
    .insert(clients)
    .values({
      uniqueId: `PKG-${Date.now().toString(36)}-${seq}`,
      firstName: 'Rohan',
      lastName: 'Deshpande',
      contactEmail: `rohan.deshpande${seq}@example.in`,
      phone: `98450${String(10000 + seq).slice(-5)}`,
      gender: 'Male',
      joinedDate: '2025-01-06',
      status: 'Active',
      dob: '1994-03-18',
      foodPreferences: 'Vegetarian',
      ...values,
    })
    .returning();
  return row;
}

/** A package row inserted directly, for list and ownership tests. */
export async function insertPackageRow(
  t: TestApp,
  values: Partial<typeof packages.$inferInsert> & { clientId: number; dietitianId: number },
) {
  const [row] = await t.db
    .insert(packages)
    .values({
      category: 'Weight Management',
      subCategory: 'Weight Loss',
      startDate: '2025-02-01',
      status: 'New',
      ...values,
    })
    .returning();
  return row;
}

export async function insertPlan(
  t: TestApp,
  values: Partial<typeof plans.$inferInsert> & { packageId: number },
) {
  const [row] = await t.db
    .insert(plans)
    .values({ description: 'Week 1 plan', ...values })
    .returning();
  return row;
}

/** A valid create body; override fields per test. */
export function packageBody(clientId: number, dietitianId: number, overrides: Record<string, unknown> = {}) {
  return {
    client_id: clientId,
    dietitian_id: dietitianId,
    category: 'Clinical Nutrition',
    sub_category: 'Diabetes',
    client_type: 'Clinic',
    organisation_name: 'Apollo Sugar Clinic',
    start_date: '2025-03-01',
    end_date: '2025-05-31',
    price: '18000',
    amount_paid: '9000.50',
    payment_mode: 'UPI',
    payment_date: '2025-03-01',
    duration: '3 Months',
    status: 'New',
    notes: 'HbA1c 7.9; prefers South Indian breakfast.',
    ...overrides,
  };
}
