import type { APIRequestContext } from '@playwright/test';

/** Arranges a client as a nutritionist would, through the real API: profile, package, vitals. */
async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: number; data: unknown };
  if (body.success !== 1) throw new Error(JSON.stringify(body));
  return body.data as T;
}

export type ArrangedClient = {
  first_name: string;
  last_name: string;
  phone: string;
  /** Age in years on 1 January (dob). */
  age: number;
  weight_kg: number;
  height_cm: number;
  address?: string;
  food_preferences?: string;
  /** Saved through /client/restrictions/save when given (allergies, diets …). */
  restrictions?: Record<string, unknown>;
  sub_category?: string;
};

/**
 * A woman client with a Weight Management package of the signed-in nutritionist and one vitals
 * reading (weight and height), as the targets screen needs for its suggestions.
 */
export async function clientWithVitals(api: APIRequestContext, who: ArrangedClient) {
  const me = (await data<{ user: { nutritionist_id: number } }>(await api.get('/api/v1/auth/session-user')))
    .user;
  const client = await data<{ id: number }>(
    await api.post('/api/v1/client/profile/create', {
      data: {
        first_name: who.first_name,
        last_name: who.last_name,
        gender: 'Female',
        status: 'Active',
        phone: who.phone,
        contact_email:
          `${who.first_name}.${who.last_name}.${Date.now().toString(36)}@example.in`.toLowerCase(),
        dob: `${new Date().getFullYear() - who.age}-01-01`,
        ...(who.address ? { address: who.address } : {}),
        ...(who.food_preferences ? { food_preferences: who.food_preferences } : {}),
      },
    }),
  );
  if (who.restrictions && Object.keys(who.restrictions).length)
    await data(
      await api.post('/api/v1/client/restrictions/save', {
        data: { client_id: client.id, ...who.restrictions },
      }),
    );
  const pkg = await data<{ id: number }>(
    await api.post('/api/v1/client/package/create', {
      data: {
        client_id: client.id,
        dietitian_id: me.nutritionist_id,
        category: 'Weight Management',
        ...(who.sub_category ? { sub_category: who.sub_category } : {}),
        start_date: '2026-01-05',
        status: 'New',
      },
    }),
  );
  const params = await data<{ id: number; key: string }[]>(await api.get('/api/v1/bodyvitals'));
  const id = (key: string) => params.find((p) => p.key === key)!.id;
  await data(
    await api.post('/api/v1/vital/bodyparams/create', {
      multipart: {
        json: JSON.stringify({
          client_id: client.id,
          notes: 'First consultation',
          dietitian_id: me.nutritionist_id,
          reading_date: '2026-10-01',
          values: { [id('weight')]: String(who.weight_kg), [id('height')]: String(who.height_cm) },
        }),
      },
    }),
  );
  return { clientId: client.id, packageId: pkg.id };
}

/** Saves every target the targets screen suggests (light activity), as "Use all suggestions" does. */
export async function saveSuggestedTargets(api: APIRequestContext, planId: number) {
  const got = await data<{
    suggestion: {
      targets: Record<string, { value: number | null }>;
      micronutrient_floors: Record<string, { value: number | null }>;
    };
  }>(await api.get(`/api/v1/diet/plan/targets?plan_id=${planId}&activity=light`));
  const figures = (list: Record<string, { value: number | null }>) =>
    Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v.value]));
  await data(
    await api.post('/api/v1/diet/plan/targets', {
      data: {
        plan_id: planId,
        ...figures(got.suggestion.targets),
        micronutrient_floors: figures(got.suggestion.micronutrient_floors),
        accept_mismatch: true,
      },
    }),
  );
}
