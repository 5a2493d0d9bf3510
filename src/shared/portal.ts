/**
 * The client's plan link (issue 28): the public calls by token (`/api/v1/my-plan/:token…`, the phone
 * page `/my-plan/{token}`) and the staff calls around it (the link, the questionnaire link,
 * adherence). One contract for the server, the phone page and the nutritionist's panels.
 */
import { z } from 'zod';
import type { ClientRule } from './client-rules';
import { calendarDate, id, isStorableText, UNSTORABLE_MESSAGE } from './fields';
import type { DayFormat } from './plan-options';
import { PORTAL_MESSAGES, TICK_STATUSES, type TickStatus } from './portal-options';

export * from './portal-options';

// ---------------------------------------------------------------- the client's page (public, by token)

export type LinkState = 'active' | 'revoked' | 'ended';

export type PortalAlternative = {
  name: string;
  /** The food's or dish's name in Devanagari where the library has one, else null (decision 216). */
  name_hi: string | null;
  /** IFCT's local names as stored (romanised, often several): for staff, never shown as a name. */
  local_name: string | null;
  /** "2 phulka (64 g)" in English; the page writes it in its own language from the parts below. */
  amount: string;
  /** The household measure and how many (in halves), or null for grams only. */
  measure: { label: string; count: number } | null;
  /** The quantity in `uom` (grams unless the food says otherwise), rounded to 0.1. */
  quantity: number;
  uom: string;
};
export type PortalItem = PortalAlternative & { alternatives: PortalAlternative[] };
export type PortalMeal = {
  id: number;
  /** 'HH:mm' */
  time: string;
  /** 'Breakfast' (the meal's timing name; 'Custom' for a meal without one). */
  slot_name: string;
  description: string | null;
  items: PortalItem[];
};
export type PortalDay = {
  day: number;
  /** 'Day 3', 'Wednesday' or the custom name. */
  name: string;
  /** The date this plan day falls on in the current round of the plan, or null (decision 185). */
  date: string | null;
  meals: PortalMeal[];
};
export type PortalTick = { meal_id: number; date: string; status: TickStatus; note: string | null };

/** GET /api/v1/my-plan/:token → data: PortalView */
export type PortalView = {
  first_name: string;
  /** logo_url: the uploaded logo through this link (issue 34), null without one: the leaf then. */
  practice: { name: string; phone: string | null; logo_url: string | null };
  nutritionist: { name: string; phone: string | null };
  link: { state: 'active' };
  /** The practice's today (Asia/Kolkata), 'YYYY-MM-DD'. */
  today: string;
  /**
   * The plan's period (shared/plan-calendar.ts: the plan's dates, else its package's; the
   * package's while no plan is shared). Ticks and weights are taken only for dates inside it, so
   * the page offers only those (decision 185).
   */
  period: { start_date: string; end_date: string | null };
  /** The plan day today falls on, or null (decision 185). */
  today_day: number | null;
  plan: {
    id: number;
    name: string;
    /** How the days are named and dated: 'week_day' days are Monday…Sunday. */
    day_format: DayFormat;
    /** ISO timestamp of the plan's last change. */
    updated_at: string;
    days: PortalDay[];
  } | null;
  supplements: { name: string; dosage: string | null }[];
  notes: string | null;
  /**
   * The client's rules in plain words, each in English and Hindi (shared/client-rules.ts, decision
   * 224): what to avoid, diet rules, salt a day. Empty while no plan is shared.
   */
  rules: ClientRule[];
  /** The ticks of today and the two days before. */
  ticks: PortalTick[];
};

/** The 410 answer's data for a link that no longer works: `{ message, data: { state } }`. */
export type PortalGone = { state: Exclude<LinkState, 'active'> };

/** The token in the path: URL-safe base64 (anything else cannot match and never reaches SQL). */
export const portalTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, PORTAL_MESSAGES.notFound),
});

const requestId = z.string({ message: PORTAL_MESSAGES.requestId }).uuid(PORTAL_MESSAGES.requestId);

const note = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
  z.string().max(200, PORTAL_MESSAGES.noteLength).refine(isStorableText, UNSTORABLE_MESSAGE).optional(),
);

/**
 * POST /api/v1/my-plan/:token/tick → data: PortalTick. A swapped meal needs a note (what was
 * eaten instead, decision 172); `date` is today or one of the two days before.
 */
export const tickInputSchema = z
  .object({
    request_id: requestId,
    meal_id: id(PORTAL_MESSAGES.mealNotFound),
    date: calendarDate(),
    status: z.enum(TICK_STATUSES, { message: 'Please choose Eaten, Partly, Skipped or Swapped' }),
    note,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'swapped' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: PORTAL_MESSAGES.swappedNote });
  });
export type TickInput = z.input<typeof tickInputSchema>;

const measure = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ message }).finite(message),
  );

/**
 * POST /api/v1/my-plan/:token/weight → data: PortalWeight. Plausible ranges and their messages
 * are the vitals form's (shared/vital-plausible.ts), checked by the server.
 */
export const weightInputSchema = z.object({
  request_id: requestId,
  date: calendarDate(),
  weight_kg: measure('Please enter your weight in kg'),
  waist_cm: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    measure('Please enter your waist in cm').optional(),
  ),
});
export type WeightInput = z.input<typeof weightInputSchema>;
export type PortalWeight = { date: string; weight_kg: number; waist_cm: number | null };

// ---------------------------------------------------------------- staff

/** GET /api/v1/package/plan-link?package_id= and GET /api/v1/package/survey-link?package_id= */
export const packageIdQuerySchema = z.object({ package_id: id('Please choose a package') });

/**
 * POST /api/v1/package/plan-link/create and …/renew: `plan_id` (the planner's buttons) also
 * marks that plan shared; without it the package's newest plan is (decision 171).
 */
export const planLinkWriteSchema = z.object({
  package_id: id('Please choose a package'),
  plan_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
  /** Renew: the link the nutritionist saw; another click renewed it already → 422 (decision 186). */
  link_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
});
export type PlanLinkWrite = z.input<typeof planLinkWriteSchema>;

/** GET /api/v1/package/plan-link → data: PlanLinkView */
export type PlanLinkView = {
  /** The current link's id (what a renew names), or null. */
  link_id: number | null;
  /** Absolute URL of the phone page; null when the package has no link yet. */
  url: string | null;
  /** 'none' before the first link. */
  state: LinkState | 'none';
  /** ISO timestamp of the current link's creation, or null. */
  created_at: string | null;
  /** The client's mobile in wa.me form (digits with country code), or null. */
  whatsapp_phone: string | null;
  /** The client's e-mail address for the Email button, or null. */
  email: string | null;
  /** The practice's words for WhatsApp and e-mail, the link at its end. */
  message: string | null;
  /** The e-mail's subject, in the client's language like the message (decision 266). */
  email_subject: string;
};

/** GET /api/v1/package/survey-link → data: SurveyLinkView */
export type SurveyLinkView = {
  /** Null until the questionnaire has been sent once (it creates the token). */
  url: string | null;
  /** 'outbox': no SMTP server, so mails only wait in the outbox. */
  mail_mode: 'smtp' | 'outbox';
  whatsapp_phone: string | null;
  email: string | null;
  message: string | null;
  /** The e-mail's subject, in the client's language like the message (decision 266). */
  email_subject: string;
};

/** GET /api/v1/client/adherence?client_id= → data: Adherence */
export const clientIdQuerySchema = z.object({ client_id: id('Please choose a client') });

export type AdherenceDay = {
  date: string;
  /** Meals of the plan day this date falls on (0 before the plan starts or without a shared plan). */
  planned: number;
  eaten: number;
  partly: number;
  skipped: number;
  swapped: number;
  /** (eaten + ½ partly) ÷ planned, 0–1 rounded to 2 places; null when nothing was planned (decision 173). */
  share: number | null;
};
export type Adherence = {
  /** Oldest first, today last. */
  days: AdherenceDay[];
  notes: { date: string; meal: string; status: TickStatus; note: string }[];
  /** The last 90 days (a trend), oldest first. */
  weights: {
    date: string;
    weight_kg: number;
    waist_cm: number | null;
    reported_by: 'client' | 'nutritionist';
  }[];
};
