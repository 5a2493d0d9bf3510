import { eq, inArray } from 'drizzle-orm';
import { foodItems, nutritionists } from '../db/schema/index';
import { insertClient, insertPackageRow } from './package-fixtures';
import { createTestApp, type TestApp, type TestUser } from './test-app';

let seq = 0;

const CLIENTS = [
  ['Aarav', 'Kulkarni'],
  ['Meenakshi', 'Sundaram'],
  ['Harpreet', 'Gill'],
  ['Farhan', 'Qureshi'],
  ['Lakshmi', 'Narayanan'],
] as const;

/** A client with a package of the given nutritionist; tests arrange rows directly. */
export async function clientWithPackage(t: TestApp, nutritionistId: number, options: ClientOptions = {}) {
  seq += 1;
  const [first, last] = CLIENTS[seq % CLIENTS.length];
  const client = await insertClient(t, {
    firstName: options.firstName ?? first,
    lastName: options.lastName ?? last,
    gender: 'Female',
    joinedDate: '2025-01-10',
    dob: options.dob ?? '1990-06-15',
    foodPreferences: options.foodPreferences === undefined ? 'Vegetarian' : options.foodPreferences,
  });
  const pkg = await insertPackageRow(t, {
    clientId: client.id,
    dietitianId: nutritionistId,
    category: options.category ?? 'Weight Management',
    subCategory: options.subCategory ?? 'Weight Loss',
    status: 'Active',
  });
  return { client, pkg };
}

type ClientOptions = {
  firstName?: string;
  lastName?: string;
  foodPreferences?: string | null;
  category?: string;
  subCategory?: string;
  dob?: string;
};

/** A new client with a package of `user`'s and a plan in it, created through the API (one credit spent). */
export async function planForNewClient(t: TestApp, user: TestUser, options: ClientOptions = {}) {
  const { client, pkg } = await clientWithPackage(t, user.nutritionistId!, options);
  return { client, pkg, planId: await createPlan(t, user, pkg.id) };
}

export type FoodIds = Record<string, number>;

/**
 * The arrange of the plan API tests: a test app (with `env`), a nutritionist with `credits`
 * that expire next year, and the ids of the named IFCT foods.
 */
export async function openPlanTest(credits: number, foods: string[] = [], env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const n = await nutritionistWithCredits(t, credits);
  return { t, n, food: foods.length ? await foodIds(t, foods) : {} };
}

/** A breakfast of khichdi: 60 g rice, 30 g moong dal, and 50 g paneer offered instead of the dal. */
export const khichdi = (food: FoodIds) => [
  { id: food.A015, qty: 60 },
  { id: food.B010, qty: 30 },
  { id: food.L003, qty: 50, ref_id: food.B010 },
];

/** A nutritionist with credits that expire next year. */
export function nutritionistWithCredits(t: TestApp, credits = 10, extra: Record<string, unknown> = {}) {
  const nextYear = `${new Date().getFullYear() + 1}-12-31`;
  return t.createNutritionist({ credits, plansUsed: 0, expiry: nextYear, ...extra });
}

export async function creditsOf(t: TestApp, user: TestUser) {
  const [n] = await t.db.select().from(nutritionists).where(eq(nutritionists.id, user.nutritionistId!));
  return { credits: n.credits, plansUsed: n.plansUsed, expiry: n.expiry };
}

/** Food item ids by IFCT code (A015 rice, B010 moong dal, L002 cow milk, M001 egg, N003 chicken breast …). */
export async function foodIds(t: TestApp, codes: string[]): Promise<FoodIds> {
  const list = await t.db
    .select({ id: foodItems.id, code: foodItems.sourceCode })
    .from(foodItems)
    .where(inArray(foodItems.sourceCode, codes));
  return Object.fromEntries(list.map((f) => [f.code, f.id]));
}

export async function createPlan(t: TestApp, user: TestUser, packageId: number): Promise<number> {
  const res = await t.post('/api/v1/diet/plan/create-plan', { packageId }, user.cookie);
  const body = res.json();
  if (body.success !== 1) throw new Error(`create-plan failed: ${res.body}`);
  return body.data.id;
}

export function mealBody(
  packageId: number,
  planId: number,
  day: number,
  time: string,
  items: {
    id: number;
    qty: number;
    ref_id?: number | null;
    measure_label?: string;
    measure_count?: number;
  }[],
  extra: Record<string, unknown> = {},
) {
  return {
    package_id: packageId,
    diet_plan_id: planId,
    day,
    time,
    hypothetical_time: 'Custom',
    items,
    ...extra,
  };
}
