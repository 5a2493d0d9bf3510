/**
 * The client's progress report (issue 36 point 5, decision 230): one package's trends, ticks and
 * intake against targets, on the plan PDF's letterhead and fonts, downloaded or e-mailed.
 */

import { dayTotals } from '../../shared/nutrition';
import { addDays, dateText, planDayOn, weekdayOfPlanDay } from '../../shared/plan-calendar';
import { PLAN_PDF_MESSAGES } from '../../shared/plan-pdf';
import type { Workspace } from '../../shared/plans';
import { adherenceShare, type TickStatus, whatsappPhone } from '../../shared/portal';
import { hindiDate } from '../../shared/portal-hindi';
import { practiceToday } from '../../shared/practice-date';
import {
  PROGRESS_REPORT_MESSAGES,
  type ProgressReportShare,
  progressFileName,
} from '../../shared/progress-report';
import { servableMeals } from '../../shared/serving';
import { shareWords } from '../../shared/share-words';
import type { AppDeps } from '../app-deps';
import { latestMonitoringLines } from '../appointments/index';
import { type PackageRow, type PlanRow, packageFor, planFor, type Viewer } from '../auth/policy';
import { inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { savedTargets } from '../plan-targets/index';
import { loadWorkspace } from '../plans/index';
import { newestPlanOf, sharedPlanOf, ticksOf } from '../portal/index';
import { pdfFontsStatus } from './fonts';
import { letterheadOf } from './pdf-identity';
import { withoutEmoji } from './pdf-text';
import type { AdherenceWeek, IntakeWeek, ProgressReportProps } from './progress-report.document';
import { clientContactOf, trendReadingsOf } from './progress-report.repository';
import type { RenderPool } from './render-pool';

/** Readings this long before the package starts are its baseline (the first consultation's weight). */
const BASELINE_DAYS = 30;
/** …and this long after it ends, the closing reading taken at the last follow-up. */
const CLOSING_DAYS = 14;
/** The adherence table's newest weeks: a long package keeps to one page. */
const ADHERENCE_WEEKS = 12;

/**
 * The plan the report reads: the one shared on the plan link (the ticks are about it), else the
 * package's newest live plan; null when the package has none.
 */
async function reportPlan(deps: AppDeps, viewer: Viewer, pkg: PackageRow): Promise<PlanRow | null> {
  const shared = await sharedPlanOf(deps.db, pkg.id);
  if (shared) return shared;
  const newest = await newestPlanOf(deps.db, pkg.id);
  return newest ? (await planFor(deps.db, viewer, newest.id)).plan : null;
}

/** Seven-day blocks of the plan's dates up to today (the newest ADHERENCE_WEEKS), as the ticks fill them. */
async function adherenceOf(deps: AppDeps, pkg: PackageRow, ws: Workspace, today: string) {
  const cal = ws.calendar;
  const end = cal.endDate && cal.endDate < today ? cal.endDate : today;
  if (end < cal.startDate) return { weeks: [], overall: null };
  const ticks = await ticksOf(deps.db, [pkg.id], cal.startDate, end);
  const mealsPerDay = new Map<number, number>();
  for (const meal of ws.meals) mealsPerDay.set(meal.day, (mealsPerDay.get(meal.day) ?? 0) + 1);
  const dayNumbers = ws.days.map((d) => d.day);
  const weeks: AdherenceWeek[] = [];
  for (let from = cal.startDate; from <= end; from = addDays(from, 7)) {
    // ISO dates: the earlier of the week's seventh day and the last date sorts first.
    const [to] = [addDays(from, 6), end].sort();
    const week = { from, to, planned: 0, eaten: 0, partly: 0, skipped: 0 };
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const planDay = planDayOn(cal, dayNumbers, date);
      week.planned += planDay ? (mealsPerDay.get(planDay) ?? 0) : 0;
    }
    const count = (status: TickStatus) =>
      ticks.filter((t) => t.date >= from && t.date <= to && t.status === status).length;
    week.eaten = count('eaten');
    week.partly = count('partly');
    week.skipped = count('skipped');
    weeks.push({ ...week, share: adherenceShare(week.planned, week.eaten, week.partly) });
  }
  const shown = weeks.slice(-ADHERENCE_WEEKS);
  const sum = (key: 'planned' | 'eaten' | 'partly') => shown.reduce((s, w) => s + w[key], 0);
  return { weeks: shown, overall: adherenceShare(sum('planned'), sum('eaten'), sum('partly')) };
}

/**
 * The planned day's average by plan week (days 1–7, 8–14, …), over the days with food: what the
 * plan gives the client, the figure its targets are set against. Alternatives are not counted.
 */
function intakeWeeks(ws: Workspace): IntakeWeek[] {
  const meals = servableMeals(ws.meals, ws.restrictions, (day) => weekdayOfPlanDay(ws.calendar, day));
  const days = [...new Set(meals.filter((m) => m.items.length).map((m) => m.day))].sort((a, b) => a - b);
  const byWeek = new Map<number, number[]>();
  for (const day of days) {
    const week = Math.ceil(day / 7);
    byWeek.set(week, [...(byWeek.get(week) ?? []), day]);
  }
  return [...byWeek].map(([week, weekDays]) => {
    const totals = weekDays.map((day) => dayTotals(meals, day));
    const avg = (key: keyof (typeof totals)[number]) =>
      totals.reduce((s, t) => s + t[key], 0) / totals.length;
    return {
      label: `Week ${week}`,
      days: weekDays.length,
      kcal: avg('calories'),
      protein: avg('protein'),
      carbohydrate: avg('carbohydrate'),
      fat: avg('fat'),
      fibre: avg('fibre'),
    };
  });
}

/**
 * Everything the report shows, for a package the viewer may open (404 otherwise). A package with
 * neither a weight, waist or BP reading nor a plan has nothing to report (422).
 * "Monitoring": the lines of the package's latest session note with any (decision 238).
 */
export async function progressReportProps(deps: AppDeps, viewer: Viewer, packageId: number) {
  const { db } = deps;
  const pkg = await packageFor(db, viewer, packageId);
  const today = practiceToday();
  const readings = await trendReadingsOf(
    db,
    pkg.clientId,
    addDays(pkg.startDate, -BASELINE_DAYS),
    pkg.endDate ? addDays(pkg.endDate, CLOSING_DAYS) : null,
  );
  const plan = await reportPlan(deps, viewer, pkg);
  if (!plan && !readings.length) {
    throw new AppError(422, PROGRESS_REPORT_MESSAGES.nothing, {
      package_id: PROGRESS_REPORT_MESSAGES.nothing,
    });
  }
  const ws = plan ? await loadWorkspace(db, plan, pkg) : null;
  const t = ws ? await savedTargets(db, ws.plan.id) : null;
  const points = (key: 'weight' | 'waist') =>
    readings.flatMap((r) => (r[key] === null ? [] : [{ date: r.date, value: r[key] as number }]));
  const clientName = `${pkg.clientFirstName} ${pkg.clientLastName}`.trim();
  const props: ProgressReportProps = {
    clientName,
    packageLabel: [`#${pkg.id}`, pkg.category, pkg.subCategory].filter(Boolean).join(' · '),
    period: { from: pkg.startDate, to: pkg.endDate },
    preparedOn: today,
    ...(await letterheadOf(deps, pkg.dietitianId)),
    weight: points('weight'),
    waist: points('waist'),
    bp: readings.flatMap((r) =>
      r.systolic !== null && r.diastolic !== null
        ? [{ date: r.date, systolic: r.systolic, diastolic: r.diastolic }]
        : [],
    ),
    adherence: ws ? { planName: ws.plan.description, ...(await adherenceOf(deps, pkg, ws, today)) } : null,
    intake:
      ws && t
        ? {
            planName: ws.plan.description,
            weeks: intakeWeeks(ws),
            targets: {
              kcal: t.energy_kcal,
              protein: t.protein_g,
              carbohydrate: t.carbohydrate_g,
              fat: t.fat_g,
              fibre: t.fibre_g,
            },
          }
        : null,
    monitoringLines: await latestMonitoringLines(db, pkg.id),
  };
  return { props, pkg, filename: progressFileName(clientName, today) };
}

/** Renders after checking the fonts: a missing font is said in words (503), as for the plan (decision 121). */
async function render(pool: RenderPool, props: ProgressReportProps): Promise<Buffer> {
  const fonts = pdfFontsStatus();
  if (!fonts.ok) throw new AppError(503, `${PLAN_PDF_MESSAGES.fontsMissing} ${fonts.problem}.`);
  return pool.renderProgress(withoutEmoji(props));
}

export async function progressReportPdf(deps: AppDeps, pool: RenderPool, viewer: Viewer, packageId: number) {
  const { props, filename } = await progressReportProps(deps, viewer, packageId);
  return { bytes: await render(pool, props), filename };
}

const one = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

/** The headline in words: "weight from 82.0 kg to 79.5 kg; 75% of the planned meals followed". */
function headline(props: ProgressReportProps, lang: string): string {
  const parts: string[] = [];
  const w = props.weight;
  if (w.length > 1)
    parts.push(shareWords(lang, 'weightFromTo', { from: one(w[0].value), to: one(w[w.length - 1].value) }));
  else if (w.length === 1) parts.push(shareWords(lang, 'weight', { kg: one(w[0].value) }));
  // Before any tick "0% followed" would say the client ate nothing, so the share waits for ticks.
  const ticked = props.adherence?.weeks.some((w) => w.eaten + w.partly + w.skipped > 0);
  if (ticked && props.adherence?.overall != null)
    parts.push(shareWords(lang, 'followed', { percent: Math.round(props.adherence.overall * 100) }));
  return parts.join('; ');
}

/** GET …/progress-report/share: the WhatsApp text (wa.me carries text, not the PDF) and the client's contacts. */
export async function progressReportShare(
  deps: AppDeps,
  viewer: Viewer,
  packageId: number,
): Promise<ProgressReportShare> {
  const { props, pkg } = await progressReportProps(deps, viewer, packageId);
  const contact = await clientContactOf(deps.db, pkg.clientId);
  // The client's language (decision 266); the date in words as the Hindi plan page writes dates.
  const lang = contact?.language ?? 'en';
  const figures = headline(props, lang);
  const date = lang === 'hi' ? hindiDate(dateText(props.preparedOn)) : dateText(props.preparedOn);
  const message =
    shareWords(lang, 'progress', {
      name: pkg.clientFirstName,
      practice: props.practiceName,
      date,
      figures: figures ? `: ${figures}${lang === 'hi' ? '।' : '.'}` : lang === 'hi' ? '।' : '.',
    }) + shareWords(lang, 'progressEnd', {});
  return { whatsapp_phone: whatsappPhone(contact?.phone), email: contact?.email ?? null, message };
}

/** E-mails the report through the outbox: the mail, its attachment and the audit row commit together. */
export async function emailProgressReport(
  deps: AppDeps,
  pool: RenderPool,
  viewer: Viewer,
  packageId: number,
) {
  const { props, pkg, filename } = await progressReportProps(deps, viewer, packageId);
  const to = pkg.clientEmail?.trim();
  if (!to)
    throw new AppError(422, PROGRESS_REPORT_MESSAGES.noClientEmail, {
      email: PROGRESS_REPORT_MESSAGES.noClientEmail,
    });
  const bytes = await render(pool, props);
  const mailId = await inTransaction(deps.db, async (tx) => {
    const id = await deps.mailer.send(
      {
        to,
        subject: `Your Progress Report from ${props.practiceName}`,
        text: [
          `Dear ${props.clientName},`,
          '',
          `Please find your progress report up to ${dateText(props.preparedOn)} attached.`,
          '',
          'Warm regards,',
          props.practiceName,
        ].join('\n'),
        attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
      },
      { db: tx },
    );
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'email-progress-report',
      entity: 'package',
      entityId: pkg.id,
      changes: { mail_id: id },
    });
    return id;
  });
  void deps.mailer.flush().catch(() => undefined);
  return { mail_id: mailId, to_address: to };
}
