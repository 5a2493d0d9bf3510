/**
 * The plan link's view as the page reads it: the contract of issue 28 (GET /api/v1/my-plan/:token).
 * Kept as plain types here until src/shared/portal.ts (the server's Zod schemas) lands; the page
 * never imports Zod, so it stays out of the portal's chunk either way.
 */
export type TickStatus = 'eaten' | 'partly' | 'skipped' | 'swapped';
export const TICK_STATUSES: readonly TickStatus[] = ['eaten', 'partly', 'skipped', 'swapped'];

export type PortalFood = { name: string; local_name: string | null; amount: string };
export type PortalItem = PortalFood & { alternatives: PortalFood[] };
export type PortalMeal = {
  id: number;
  time: string;
  slot_name: string;
  description: string | null;
  items: PortalItem[];
};
export type PortalDay = { day: number; name: string; date: string | null; meals: PortalMeal[] };
export type PortalTick = { meal_id: number; date: string; status: TickStatus; note: string | null };

export type PortalView = {
  first_name: string;
  practice: { name: string; phone: string | null };
  nutritionist: { name: string; phone: string | null };
  link: { state: 'active' };
  today: string;
  today_day: number | null;
  plan: { id: number; name: string; updated_at: string; days: PortalDay[] } | null;
  supplements: { name: string; dosage: string | null }[];
  notes: string | null;
  ticks: PortalTick[];
};

/** What a refused link answers (410): revoked by the nutritionist, or the package has ended. */
export type LinkState = 'revoked' | 'ended';
