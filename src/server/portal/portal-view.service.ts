/**
 * The client's plan link, read side (issue 28): which link a token opens and whether it still
 * works, and the page it shows (PortalView). Nothing identifies the client beyond the first name.
 */

import { clientRules } from '../../shared/client-rules';
import { type ClientFood, clientAmount, clientItemName } from '../../shared/client-words';
import { conditionAdvice, sodiumCeilingFor } from '../../shared/condition-advice';
import { shownUnit } from '../../shared/measures';
import { addDays, datesOfRound, daysBetween, planDayOn, weekdayOfPlanDay } from '../../shared/plan-calendar';
import type { DayFormat } from '../../shared/plan-options';
import type { WorkspaceItem, WorkspaceMeal } from '../../shared/plans';
import { dayName, SODIUM_DAY_MAX_MG } from '../../shared/plans';
import {
  LINK_GRACE_DAYS,
  PORTAL_MESSAGES,
  type PortalItem,
  type PortalView,
  TICK_DAYS_BACK,
  type TickStatus,
} from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { servableMeals } from '../../shared/serving';
import type { AppDeps } from '../app-deps';
import { packageFor, planLinkViewer } from '../auth/policy';
import { confirmedConditions } from '../conditions/index';
import type { Db } from '../db/client';
import { clientFoodsOf } from '../food/index';
import { AppError, notFound } from '../lib/errors';
import { readPracticeIdentity } from '../lib/practice-identity';
import { loadWorkspace } from '../plans/index';
import { restrictionsOfClient } from '../restrictions/index';
import { readPracticeLogo } from '../settings/index';
import * as repo from './portal.repository';
import { portalLogoUrl } from './portal-manifest';
import { linkCalendar } from './portal-period';

/** Package statuses that end the link (like the questionnaire's closed statuses). */
const ENDED_STATUSES = ['Completed', 'Cancelled'];

export type OpenLink = { link: repo.LinkRow; pkg: repo.LinkPackage };

/** Whether the link works: 'revoked' after "New link", 'ended' when the package is over. */
export function linkState(link: repo.LinkRow, pkg: repo.LinkPackage, today = practiceToday()) {
  if (link.revokedAt) return 'revoked' as const;
  if (ENDED_STATUSES.includes(pkg.status)) return 'ended' as const;
  if (pkg.endDate && daysBetween(pkg.endDate, today) >= LINK_GRACE_DAYS) return 'ended' as const;
  return 'active' as const;
}

/** The live link of a token: 404 for an unknown token, 410 (with its state) for one that ended. */
export async function openLink(db: Db, token: string): Promise<OpenLink> {
  const row = await repo.linkOfToken(db, token);
  if (!row) throw notFound(PORTAL_MESSAGES.notFound);
  const state = linkState(row.link, row.pkg);
  if (state !== 'active') throw new AppError(410, PORTAL_MESSAGES[state], { state });
  return row;
}

/** The plan the link shows (the newest shared one) with what the page and the PDF need. */
export async function linkPlan(db: Db, pkg: repo.LinkPackage) {
  const plan = await repo.sharedPlanOf(db, pkg.id);
  if (!plan) return null;
  const packageRow = await packageFor(db, planLinkViewer(pkg.id), pkg.id);
  return { plan, packageRow, ws: await loadWorkspace(db, plan, packageRow) };
}

/** 'HH:mm' of a workspace meal. */
export const hhmm = (meal: WorkspaceMeal) => `${meal.time.hh}:${meal.time.mm}`;

/** Items as the client reads them: main items with their alternatives ("or"), orphans as mains. */
function portalItems(
  items: readonly WorkspaceItem[],
  names: repo.FoodNames,
  foods: ReadonlyMap<number, ClientFood>,
): PortalItem[] {
  const one = (i: WorkspaceItem) => ({
    // The plain name and whole grams (decision 208): "Orange", "1 medium orange (130 g)".
    name: clientItemName(i.label, foods.get(i.food_item_id)),
    name_hi: names.hindi.get(i.food_item_id) ?? null,
    local_name: names.local.get(i.food_item_id) ?? null,
    // "2 phulka (65 g)" once the item carries a household measure (issue 27), else "150 g".
    amount: clientAmount({ ...i, uom: i.value.uom }, foods.get(i.food_item_id)?.piece),
    measure: i.measure_label && i.measure_count ? { label: i.measure_label, count: i.measure_count } : null,
    quantity: Math.round(i.quantity * 10) / 10,
    // A drink in ml (decision 310), in Hindi as in English.
    uom: shownUnit(i.value.uom, i.facts),
  });
  const mains = items.filter((i) => i.ref_id === null);
  const orphans = items.filter((i) => i.ref_id !== null && !mains.some((m) => m.food_item_id === i.ref_id));
  return [...mains, ...orphans].map((i) => ({
    ...one(i),
    alternatives: i.ref_id === null ? items.filter((a) => a.ref_id === i.food_item_id).map(one) : [],
  }));
}

/**
 * What the client reads of their rules: the list the nutritionist confirmed (a proposal not yet
 * confirmed is enforced but not told, decision 224), the confirmed conditions' food rules and the
 * sodium ceiling (shared/plans.ts, or the lower one chosen for hypertension).
 */
export async function rulesOfClient(db: Db, clientId: number) {
  const { list } = await restrictionsOfClient(db, clientId);
  // Confirmed conditions add their food rules and a hypertensive client's own sodium ceiling.
  const conditions = await confirmedConditions(db, clientId);
  return clientRules({
    ...list,
    sodium_max_mg: sodiumCeilingFor(conditions, SODIUM_DAY_MAX_MG),
    conditions: conditionAdvice(conditions),
  });
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** GET /api/v1/my-plan/:token (`token` as the request named it: the logo's URL goes through it). */
export async function portalView(deps: AppDeps, open: OpenLink, token: string): Promise<PortalView> {
  const { db } = deps;
  const { pkg } = open;
  const today = practiceToday();
  const practice = await readPracticeIdentity(db, deps.config.practiceName);
  const logo = await readPracticeLogo(db);
  const loaded = await linkPlan(db, pkg);
  const ticks = await repo.ticksOf(db, [pkg.id], addDays(today, -TICK_DAYS_BACK), today);
  const base = {
    first_name: pkg.firstName,
    practice: { name: practice.name, phone: practice.phone, logo_url: logo && portalLogoUrl(token, logo) },
    nutritionist: {
      name: fullName(pkg.nutritionistFirstName, pkg.nutritionistLastName),
      phone: pkg.nutritionistPhone,
    },
    link: { state: 'active' as const },
    today,
    ticks: ticks
      .filter((t) => t.mealId !== null)
      .map((t) => ({
        meal_id: t.mealId as number,
        date: t.date,
        status: t.status as TickStatus,
        note: t.note,
      })),
  };
  if (!loaded) {
    const cal = linkCalendar(null, pkg);
    const period = { start_date: cal.startDate, end_date: cal.endDate };
    return { ...base, period, today_day: null, plan: null, supplements: [], notes: null, rules: [] };
  }
  const { plan, ws } = loaded;
  // A food the client must not have never reaches this page without its override (as the PDF).
  const meals = servableMeals(ws.meals, ws.restrictions, (day) => weekdayOfPlanDay(ws.calendar, day));
  const foodIds = [...new Set(meals.flatMap((m) => m.items.map((i) => i.food_item_id)))];
  const names = await repo.foodNamesOf(db, foodIds);
  const foods = await clientFoodsOf(db, foodIds);
  // The one calendar (shared/plan-calendar.ts): the page dates its days and ticks from it alone.
  const cal = ws.calendar;
  const dayNumbers = ws.days.map((d) => d.day);
  const dates = datesOfRound(cal, dayNumbers, today);
  return {
    ...base,
    period: { start_date: cal.startDate, end_date: cal.endDate },
    today_day: planDayOn(cal, dayNumbers, today),
    plan: {
      id: plan.id,
      name: plan.description,
      day_format: plan.dayFormat as DayFormat,
      updated_at: await repo.planUpdatedAt(db, plan.id, plan.updatedAt),
      days: ws.days.map((d) => ({
        day: d.day,
        name: dayName(plan.dayFormat, d.day, d.dayDescr),
        date: dates.get(d.day) ?? null,
        meals: meals
          // In the planner's order: the day's time (00:00–03:45 belong to the end of the day).
          .filter((m) => m.day === d.day)
          .map((m) => ({
            id: m.meal_id,
            time: hhmm(m),
            slot_name: m.hypothetical_time,
            description: m.description,
            items: portalItems(m.items, names, foods),
          })),
      })),
    },
    supplements: ws.supplements.map((s) => ({ name: s.name, dosage: s.dosage })),
    notes: plan.note?.trim() || null,
    rules: await rulesOfClient(db, pkg.clientId),
  };
}
