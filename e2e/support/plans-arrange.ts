import type { APIRequestContext } from '@playwright/test';

/** Arranges plan data through the real API, as a nutritionist would create it. */
async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = method === 'get' ? await api.get(url) : await api.post(url, { data });
  const body = await res.json();
  if (body.success !== 1) throw new Error(`${url} failed: ${JSON.stringify(body)}`);
  return body.data as T;
}

let counter = 0;

export async function createClientPackage(
  api: APIRequestContext,
  client: {
    first_name: string;
    last_name: string;
    category?: string;
    subCategory?: string;
    withoutEmail?: boolean;
    /** The client's number (a WhatsApp link's), else one made up. */
    phone?: string;
    address?: string;
    /** The package's price in rupees, nothing paid yet. */
    price?: number;
  },
) {
  const me = await call<{ user: { nutritionist_id: number } }>(api, 'get', '/api/v1/auth/session-user');
  const created = await call<{ id: number }>(api, 'post', '/api/v1/client/profile/create', {
    first_name: client.first_name,
    last_name: client.last_name,
    gender: 'Female',
    status: 'Active',
    phone: client.phone ?? `98${String(40000000 + ++counter * 7919).slice(0, 8)}`,
    ...(client.address ? { address: client.address } : {}),
    contact_email: client.withoutEmail
      ? ''
      : `${client.first_name.toLowerCase()}.${client.last_name.toLowerCase()}.${Date.now().toString(36)}${counter}@example.in`,
  });
  const pkg = await call<{ id: number }>(api, 'post', '/api/v1/client/package/create', {
    client_id: created.id,
    dietitian_id: me.user.nutritionist_id,
    category: client.category ?? 'Weight Management',
    ...(client.subCategory ? { sub_category: client.subCategory } : {}),
    start_date: '2026-01-05',
    status: 'New',
    ...(client.price === undefined ? {} : { price: String(client.price), amount_paid: '0' }),
  });
  return { clientId: created.id, packageId: pkg.id };
}

export async function createPlan(
  api: APIRequestContext,
  packageId: number,
  details: Record<string, unknown> = {},
) {
  const plan = await call<{ id: number }>(api, 'post', '/api/v1/diet/plan/create-plan', { packageId });
  if (Object.keys(details).length)
    await call(api, 'post', '/api/v1/diet/plan/edit', { id: plan.id, description: 'Plan', ...details });
  return plan.id;
}

export async function foodId(api: APIRequestContext, q: string, name: string): Promise<number> {
  const rows = await call<{ id: number; name: string }[]>(
    api,
    'get',
    `/api/v1/food/item/search?q=${encodeURIComponent(q)}`,
  );
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`No food named ${name} for "${q}": ${rows.map((r) => r.name).join(', ')}`);
  return row.id;
}

export async function saveMeal(
  api: APIRequestContext,
  meal: {
    packageId: number;
    planId: number;
    day: number;
    time: string;
    timing: string;
    items: { id: number; qty: number; ref_id?: number | null }[];
  },
) {
  return call<{ meal_id: number }>(api, 'post', '/api/v1/diet/planday/create-day', {
    package_id: meal.packageId,
    diet_plan_id: meal.planId,
    day: meal.day,
    time: meal.time,
    hypothetical_time: meal.timing,
    items: meal.items,
  });
}

export async function addDay(api: APIRequestContext, planId: number) {
  return call(api, 'post', '/api/v1/diet/planday/add-day', { diet_plan_id: planId });
}

/** Sets a package to 'Send Survey' (the client is mailed the form) and answers its survey token. */
export async function sendAssessmentForm(api: APIRequestContext, packageId: number): Promise<string> {
  const pkg = await call<Record<string, unknown>>(
    api,
    'get',
    `/api/v1/client/package/detail?id=${packageId}`,
  );
  const saved = await call<{ survey_token: string }>(api, 'post', '/api/v1/client/package/edit', {
    ...pkg,
    id: packageId,
    status: 'Send Survey',
  });
  return saved.survey_token;
}
