import { clinicalSummary } from '../../shared/clinical-summary';
import { weekdayOfPlanDay } from '../../shared/plan-calendar';
import {
  type PdfCopy,
  PLAN_PDF_MESSAGES,
  type PlanPdfSend,
  type PrintOptions,
  printablePlan,
  RULES_TITLE,
} from '../../shared/plan-pdf';
import { SODIUM_DAY_MAX_MG } from '../../shared/plans';
import { servableMeals } from '../../shared/serving';
import type { AppDeps } from '../app-deps';
import { type AnyViewer, assertPlanInPackage, planFor, type Viewer } from '../auth/policy';
import { confirmedConditions } from '../conditions/index';
import { inTransaction } from '../db/client';
import { clientFoodsOf, kitchenIngredient } from '../food/index';
import { writeAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { moveOnWithPlan } from '../packages/index';
import { savedTargets } from '../plan-targets/index';
import { loadWorkspace } from '../plans/index';
import { foodNamesOf, rulesOfClient } from '../portal/index';
import { restrictionsOfClient } from '../restrictions/index';
import { readPrintSettings } from '../settings/index';
import { pdfFontsStatus } from './fonts';
import { letterheadOf } from './pdf-identity';
import { withoutEmoji } from './pdf-text';
import type { PlanPdfProps } from './plan-pdf.document';
import { dishRecipesOf, insertPdfSend, listPdfSends, targetBasisOf } from './plan-pdf.repository';
import type { RenderPool } from './render-pool';

export type PlanPdf = { bytes: Buffer; filename: string; clientEmail: string | null; clientName: string };

/**
 * 'Nutrition-Plan-Meenakshi-Sundaram-Week-1.pdf', 'Nutrition-Plan-प्रिया-शर्मा-Week-1.pdf': the
 * client's name in its own script (letters, their vowel signs and the joiners Indian scripts
 * write with); anything else, emoji included, separates words. Headers carry it as filename*
 * (decision 189).
 */
export function fileNameOf(clientName: string, planName: string, copy: PdfCopy = 'client'): string {
  const slug = [...`${clientName} ${planName}`.normalize('NFC')]
    .map((ch) => (/^(?:[\p{L}\p{M}\p{N}]|\u200c|\u200d)$/u.test(ch) ? ch : '-'))
    .join('')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  const short = [...slug].slice(0, 80).join('').replace(/-+$/, '');
  // The staff copy's name says so before anything else (issue 54 point 7: both copies downloaded
  // with one name, and a clinical copy could go to a client by mistake).
  const prefix = copy === 'nutritionist' ? 'Staff-Copy-Nutrition-Plan' : 'Nutrition-Plan';
  return `${prefix}${short ? `-${short}` : ''}.pdf`;
}

/**
 * The nutritionist's one box (decision 225): the confirmed and the enforced restrictions, the
 * confirmed conditions, and the plan's targets with the basis saved beside each number and the
 * client's own sodium ceiling (decision 304).
 */
async function clinicalOf(deps: AppDeps, planId: number, clientId: number) {
  const { list, effective } = await restrictionsOfClient(deps.db, clientId);
  return clinicalSummary({
    confirmed: list,
    enforced: effective,
    conditions: await confirmedConditions(deps.db, clientId),
    targets: await savedTargets(deps.db, planId),
    basis: await targetBasisOf(deps.db, planId),
    sodium_max_mg: SODIUM_DAY_MAX_MG,
  });
}

/** The props of the PDF of a plan the viewer may open; refuses an empty plan (SPEC §5). */
export async function planPdfProps(deps: AppDeps, viewer: AnyViewer, options: PrintOptions) {
  const { db } = deps;
  const { plan, pkg } = await planFor(db, viewer, options.plan_id);
  assertPlanInPackage(plan, options.package_id);
  const ws = await loadWorkspace(db, plan, pkg);
  if (!ws.meals.some((meal) => meal.items.length > 0)) {
    throw new AppError(422, PLAN_PDF_MESSAGES.empty, { plan_id: PLAN_PDF_MESSAGES.empty });
  }
  // A food the client must not have never prints unless the nutritionist overrode it (issue 26).
  const meals = servableMeals(ws.meals, ws.restrictions, (day) => weekdayOfPlanDay(ws.calendar, day));
  const foodIds = [...new Set(meals.flatMap((m) => m.items.map((i) => i.food_item_id)))];
  const recipeRows = options.include_recipes ? await dishRecipesOf(db, foodIds) : [];
  // What the client reads: plain names and pieces of the plan's foods and the recipes' ingredients.
  const clientFoods = await clientFoodsOf(db, [
    ...foodIds,
    ...recipeRows.flatMap((r) => r.ingredients.flatMap((i) => i.foodItemId ?? [])),
  ]);
  const recipes = recipeRows.map((r) => ({
    ...r,
    ingredients: r.ingredients.map((i) => ({ ...kitchenIngredient(i, clientFoods), grams: i.grams })),
  }));
  // A Hindi copy names the foods in Devanagari where the library has them, as the plan page does.
  const hindi = options.language === 'hi' ? { names: (await foodNamesOf(db, foodIds)).hindi } : null;
  const printable = printablePlan({ ...ws, meals }, options, recipes, clientFoods, hindi);
  const settings = await readPrintSettings(db);
  const letterhead = await letterheadOf(deps, pkg.dietitianId);
  // The client's rules in plain words on every copy, in the language asked (decision 224).
  const rules = await rulesOfClient(db, ws.package.client_id);
  const props: PlanPdfProps = {
    plan: printable,
    layout: options.layout,
    paper: options.paper_size,
    ...letterhead,
    disclaimers: printable.isSports
      ? [settings.general_disclaimer, settings.sports_disclaimer]
      : [settings.general_disclaimer],
    rules: { title: RULES_TITLE[options.language], lines: rules.map((r) => r[options.language]) },
    clinical: options.copy === 'nutritionist' ? await clinicalOf(deps, plan.id, ws.package.client_id) : null,
    language: options.language,
  };
  return { props, ws, plan };
}

/**
 * Renders in the pool, after checking the fonts: a missing font file is said in words (503),
 * never a render error answered as a 500 (decision 121).
 */
async function renderPdf(pool: RenderPool, props: PlanPdfProps): Promise<Buffer> {
  const fonts = pdfFontsStatus();
  if (!fonts.ok) throw new AppError(503, `${PLAN_PDF_MESSAGES.fontsMissing} ${fonts.problem}.`);
  // Emoji are left out of the drawn text: the PDF's fonts have no emoji, and a wrong glyph
  // would say something else (decision 189).
  return pool.render(withoutEmoji(props));
}

export async function renderPlanPdfFor(
  deps: AppDeps,
  pool: RenderPool,
  viewer: AnyViewer,
  options: PrintOptions,
): Promise<PlanPdf> {
  const { props, ws } = await planPdfProps(deps, viewer, options);
  const bytes = await renderPdf(pool, props);
  return {
    bytes,
    filename: fileNameOf(props.plan.clientName, props.plan.planName, options.copy),
    clientEmail: ws.plan.contact_email,
    clientName: props.plan.clientName,
  };
}

/**
 * E-mails the plan's PDF to the client through the outbox (stored, retried, logged): the mail,
 * its attachment, the send record and the audit row commit together.
 */
export async function emailPlanPdf(
  deps: AppDeps,
  pool: RenderPool,
  viewer: Viewer,
  options: PrintOptions,
): Promise<PlanPdfSend> {
  // The client's inbox gets the client's copy, whatever copy the planner last printed.
  const { props, ws } = await planPdfProps(deps, viewer, { ...options, copy: 'client' });
  const to = ws.plan.contact_email?.trim();
  if (!to)
    throw new AppError(422, PLAN_PDF_MESSAGES.noClientEmail, { email: PLAN_PDF_MESSAGES.noClientEmail });
  const bytes = await renderPdf(pool, props);
  const filename = fileNameOf(props.plan.clientName, props.plan.planName);
  const practice = props.practiceName;
  const send = await inTransaction(deps.db, async (tx) => {
    const mailId = await deps.mailer.send(
      {
        to,
        subject: `Your Nutrition Plan from ${practice}`,
        text: [
          `Dear ${ws.plan.client_name},`,
          '',
          `Please find your Nutrition Plan "${ws.plan.description}" attached.`,
          '',
          `Warm regards,`,
          practice,
        ].join('\n'),
        attachments: [{ filename, contentType: 'application/pdf', content: bytes }],
      },
      { db: tx },
    );
    const row = await insertPdfSend(tx, { planId: ws.plan.id, sentBy: viewer.id, toAddress: to, mailId });
    await writeAudit(tx, {
      userId: viewer.id,
      action: 'email-pdf',
      entity: 'plan',
      entityId: ws.plan.id,
      changes: { send_id: row.id, mail_id: mailId },
    });
    await moveOnWithPlan(tx, viewer.id, ws.package.id, 'plan e-mailed');
    return row;
  });
  void deps.mailer.flush().catch(() => undefined);
  const list = await listPdfSends(deps.db, ws.plan.id);
  return list.find((s) => s.id === send.id) as PlanPdfSend;
}

export async function pdfSendsOf(deps: AppDeps, viewer: Viewer, planId: number): Promise<PlanPdfSend[]> {
  await planFor(deps.db, viewer, planId);
  return listPdfSends(deps.db, planId);
}
