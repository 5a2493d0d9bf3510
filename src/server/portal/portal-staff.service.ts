/**
 * The nutritionist's side of the plan link (issue 28): the link (create, "New link"), the
 * questionnaire link, the share message in the practice's words, and adherence.
 */

import { addDays, planDayOn } from '../../shared/plan-calendar';
import {
  ADHERENCE_DAYS,
  type Adherence,
  adherenceShare,
  type PlanLinkView,
  type SurveyLinkView,
  type TickStatus,
  whatsappPhone,
} from '../../shared/portal';
import { practiceToday } from '../../shared/practice-date';
import { shareWords } from '../../shared/share-words';
import type { AppDeps } from '../app-deps';
import type { Viewer } from '../auth/policy';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError, notFound } from '../lib/errors';
import { practiceNameOf } from '../lib/practice-identity';
import { newToken } from '../lib/tokens';
import { DUPLICATES, isUniqueViolation } from '../lib/unique-violation';
import { moveOnWithPlan } from '../packages/index';
import * as repo from './portal.repository';
import { linkCalendar } from './portal-period';
import { linkPlan, linkState } from './portal-view.service';

/** The weight trend reaches further back than adherence: a trend of two weeks shows little. */
const WEIGHT_TREND_DAYS = 90;

export const planLinkUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/my-plan/${token}`;

async function packageOf(deps: AppDeps, packageId: number) {
  const pkg = await repo.linkPackage(deps.db, packageId);
  if (!pkg) throw notFound('Package not found.');
  return pkg;
}

/** "Namaste Meenakshi, here is your nutrition plan from Sehat Nutrition Clinic: <link>", in the client's language. */
async function shareMessage(deps: AppDeps, pkg: repo.LinkPackage, what: 'plan' | 'survey', url: string) {
  const practice = await practiceNameOf(deps.db, deps.config.practiceName);
  return shareWords(pkg.clientLanguage, what, { name: pkg.firstName, practice, link: url });
}

/** GET /api/v1/package/plan-link */
export async function planLinkOf(deps: AppDeps, packageId: number): Promise<PlanLinkView> {
  const pkg = await packageOf(deps, packageId);
  const link = await repo.liveLinkOf(deps.db, packageId);
  const whatsapp = whatsappPhone(pkg.clientPhone);
  const email = pkg.clientEmail;
  if (!link)
    return {
      link_id: null,
      url: null,
      state: 'none',
      created_at: null,
      whatsapp_phone: whatsapp,
      email,
      message: null,
      email_subject: shareWords(pkg.clientLanguage, 'planSubject', {}),
    };
  const url = planLinkUrl(deps, link.token);
  return {
    link_id: link.id,
    url,
    state: linkState(link, pkg),
    created_at: link.createdAt.toISOString(),
    whatsapp_phone: whatsapp,
    email,
    message: await shareMessage(deps, pkg, 'plan', url),
    email_subject: shareWords(pkg.clientLanguage, 'planSubject', {}),
  };
}

const linkRenewedMeanwhile = () =>
  new AppError(422, DUPLICATES.plan_links_live_uq.message, {
    link_id: DUPLICATES.plan_links_live_uq.message,
  });

/**
 * POST …/plan-link/create (the current link, or a first one) and …/renew ("New link": the old one
 * stops working). Either marks the plan shared: the one named, else the package's newest.
 */
export async function writePlanLink(
  deps: AppDeps,
  user: Viewer,
  input: { package_id: number; plan_id?: number; link_id?: number },
  renew: boolean,
): Promise<PlanLinkView> {
  const { package_id: packageId } = input;
  await packageOf(deps, packageId);
  // The plan named must be this package's: another package's plan is not found, like a missing one.
  if (input.plan_id && !(await repo.isPlanOfPackage(deps.db, input.plan_id, packageId)))
    throw new AppError(404, 'Nutrition Plan not found.', { plan_id: 'Nutrition Plan not found.' });
  const planId = input.plan_id ?? (await repo.newestPlanOf(deps.db, packageId))?.id;
  const write = inTransaction(deps.db, async (tx) => {
    const current = await repo.liveLinkOf(tx, packageId);
    // Ten clicks on "New link" at once make one new link: the others named a link that is gone.
    if (renew && input.link_id && current?.id !== input.link_id) throw linkRenewedMeanwhile();
    if (current && renew && !(await repo.revokeLink(tx, current.id, user.id))) throw linkRenewedMeanwhile();
    if (!current || renew) {
      const link = await repo.insertLink(tx, { packageId, token: newToken(), createdBy: user.id });
      await writeAudit(tx, {
        userId: user.id,
        action: renew && current ? 'renew' : 'create',
        entity: 'plan_link',
        entityId: link.id,
        changes: { package_id: packageId, ...(current && renew ? { revoked_link_id: current.id } : {}) },
      });
    }
    if (planId) {
      await repo.markShared(tx, planId, user.id);
      await moveOnWithPlan(tx, user.id, packageId, 'plan shared');
    }
  });
  // Two first clicks at once: the live-link index lets one create; the other answers that link.
  // Two renews at once: the index refuses the second, and the error handler says so.
  await write.catch((error) => {
    if (renew || !isUniqueViolation(error)) throw error;
  });
  return planLinkOf(deps, packageId);
}

/** GET /api/v1/package/survey-link */
export async function surveyLinkOf(deps: AppDeps, packageId: number): Promise<SurveyLinkView> {
  const pkg = await packageOf(deps, packageId);
  const token = await repo.surveyTokenOf(deps.db, packageId);
  const url = token ? `${deps.config.publicUrl}/survey/${token}` : null;
  return {
    url,
    mail_mode: deps.config.smtpUrl ? 'smtp' : 'outbox',
    whatsapp_phone: whatsappPhone(pkg.clientPhone),
    email: pkg.clientEmail,
    message: url ? await shareMessage(deps, pkg, 'survey', url) : null,
    email_subject: shareWords(pkg.clientLanguage, 'surveySubject', {}),
  };
}

/**
 * GET /api/v1/client/adherence (decision 173): the last 14 days of the client's newest linked
 * package. Planned = the meals of the plan day each date falls on (the shared plan); share =
 * (eaten + ½ partly) ÷ planned. Weights: every reading of weight (with waist) of the last 90
 * days, the client's and the nutritionist's marked apart.
 */
export async function adherenceOf(deps: AppDeps, clientId: number): Promise<Adherence> {
  const { db } = deps;
  const today = practiceToday();
  const from = addDays(today, 1 - ADHERENCE_DAYS);
  const linked = await repo.linkedPackagesOf(db, clientId);
  const packageId = linked[0]?.packageId;
  const ticks = packageId ? await repo.ticksOf(db, [packageId], from, today) : [];
  const pkg = packageId ? await repo.linkPackage(db, packageId) : undefined;
  const loaded = pkg ? await linkPlan(db, pkg) : null;
  const mealsPerDay = new Map<number, number>();
  for (const meal of loaded?.ws.meals ?? []) mealsPerDay.set(meal.day, (mealsPerDay.get(meal.day) ?? 0) + 1);
  const cal = loaded && pkg ? linkCalendar(loaded.plan, pkg) : null;
  const dayNumbers = loaded?.ws.days.map((d) => d.day) ?? [];
  const days = Array.from({ length: ADHERENCE_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const planDay = cal ? planDayOn(cal, dayNumbers, date) : null;
    const planned = planDay ? (mealsPerDay.get(planDay) ?? 0) : 0;
    const count = (status: TickStatus) => ticks.filter((t) => t.date === date && t.status === status).length;
    const [eaten, partly, skipped, swapped] = [
      count('eaten'),
      count('partly'),
      count('skipped'),
      count('swapped'),
    ];
    return { date, planned, eaten, partly, skipped, swapped, share: adherenceShare(planned, eaten, partly) };
  });
  const notes = ticks
    .filter((t) => t.note)
    .map((t) => ({
      date: t.date,
      meal: t.mealLabel,
      status: t.status as TickStatus,
      note: t.note as string,
    }));
  const weights = (await repo.weightReadingsOf(db, clientId, addDays(today, 1 - WEIGHT_TREND_DAYS)))
    .filter((w) => w.weight_kg !== null)
    .map((w) => ({
      date: w.date,
      weight_kg: w.weight_kg as number,
      waist_cm: w.waist_cm,
      reported_by: w.reported_by === 'client' ? ('client' as const) : ('nutritionist' as const),
    }));
  return { days, notes, weights };
}
