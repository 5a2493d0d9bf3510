import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { packages } from '../../src/server/db/schema/index';
import { addDays } from '../../src/shared/plan-calendar';
import { practiceToday } from '../../src/shared/practice-date';

type DemoPeople = { nutritionistIds: number[]; clientIds: number[] };

/** [category, sub category, client type, organisation, price in rupees, duration]. */
const OFFERS: [string, string, string | null, string | null, number, string][] = [
  ['Clinical Nutrition', 'Diabetes', 'Clinic', 'Sugar Care Clinic, Andheri', 9000, '3 Months'],
  ['Clinical Nutrition', 'PCOS', null, null, 12000, '3 Months'],
  ['Weight Management', 'Weight Loss', 'Corporate', 'Infosys Wellness, Electronic City', 15000, '6 Months'],
  ['Sports', 'Cricket', 'Sports Academy', 'Karnataka State Cricket Academy', 18000, '6 Months'],
  ['Clinical Nutrition', 'Thyroid', null, null, 7500, '3 Months'],
  ['Pregnancy & Lactation', 'Pregnancy', 'Hospital', 'Cloudnine Hospital, Jayanagar', 21000, '6 Months'],
  ['Wellness', 'General Wellness', null, null, 4000, '1 Month'],
  ['Sports', 'Badminton', 'Sports Academy', 'Pullela Gopichand Badminton Academy', 24000, '12 Months'],
  ['Clinical Nutrition', 'Hypertension', 'Clinic', 'Heart Line Clinic, Defence Colony', 9000, '3 Months'],
  ['Child & Adolescent', 'School Age', 'Institute', 'Delhi Public School, R. K. Puram', 6000, '3 Months'],
];
const STATUSES = [
  'Active',
  'Active',
  'New',
  'Survey Response Pending',
  'Survey Response Received',
  'Completed',
  'Active',
  'Cancelled',
];
const MODES = ['UPI', 'UPI', 'Card', 'NEFT', 'Cash', 'Cheque'];

const MONTHS: Record<string, number> = { '1 Month': 1, '3 Months': 3, '6 Months': 6, '12 Months': 12 };

/**
 * Packages for about three quarters of the demo clients, spread over the active demo nutritionists,
 * with the statuses, payments and organisations a practice sees. Clients who already have a
 * package are left alone, so running the demo seed twice adds nothing. Returns the ids of the
 * packages of these clients (new and old), for the demo plans.
 */
export async function seedDemoPackages(db: Db, people: DemoPeople): Promise<number[]> {
  const { clientIds } = people;
  // The last demo nutritionist is INACTIVE; new work goes to the others.
  const working = people.nutritionistIds.slice(0, Math.max(1, people.nutritionistIds.length - 1));
  if (!clientIds.length || !working.length) return [];
  const existing = await db
    .select({ id: packages.id, clientId: packages.clientId })
    .from(packages)
    .where(inArray(packages.clientId, clientIds));
  const served = new Set(existing.map((p) => p.clientId));
  const today = practiceToday();
  const rows: (typeof packages.$inferInsert)[] = [];

  for (const [i, clientId] of clientIds.entries()) {
    if (served.has(clientId) || i % 4 === 3) continue;
    const [category, subCategory, clientType, organisation, price, duration] = OFFERS[i % OFFERS.length];
    const status = STATUSES[rows.length % STATUSES.length];
    const start = addDays(today, -((i * 17) % 200) + (status === 'New' ? 7 : 0));
    const end = addDays(start, MONTHS[duration] * 30);
    const paid = status === 'New' || status === 'Cancelled' ? 0 : i % 3 === 0 ? price / 2 : price;
    rows.push({
      clientId,
      dietitianId: working[i % working.length],
      category,
      subCategory,
      clientType,
      organisationName: organisation,
      startDate: start,
      endDate: end,
      price: price.toFixed(2),
      amountPaid: paid.toFixed(2),
      paymentMode: paid ? MODES[i % MODES.length] : null,
      paymentDate: paid ? start : null,
      duration,
      status,
      notes: i % 5 === 0 ? 'Prefers follow-ups on WhatsApp in the evening.' : null,
    });
  }
  const added = rows.length ? await db.insert(packages).values(rows).returning({ id: packages.id }) : [];
  return [...existing.map((p) => p.id), ...added.map((p) => p.id)];
}
