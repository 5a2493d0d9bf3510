/**
 * Who may see what — the one home of the access rules (docs/architecture.md, "Who may see what").
 *
 * - An admin (any type other than DIETICIAN) sees and edits everything.
 * - A nutritionist sees the clients they created or that have a package with them, and the
 *   packages, plans, vitals, files and questionnaires of their own packages (vitals and files
 *   follow the client).
 * - The public questionnaire sees exactly one package, through its survey token; the client's plan
 *   link (token:plan-link) likewise sees one package, through its link token (portal/); an
 *   invoice's share link (token:invoice-link) sees its one document (invoices/invoice-links.ts).
 * - Anything a viewer may not see answers 404, exactly like a missing record (ids reveal nothing).
 *
 * Every route declares its access class in its options: `{ config: { access: 'owner:plan' } }`;
 * the route-walking test (auth/access.test.ts) refuses a route without one.
 */
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointments,
  clients,
  invoices,
  meals,
  packages,
  planSupplements,
  plans,
  storedFiles,
  vitalReadings,
} from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';

export const ACCESS_CLASSES = [
  'public',
  'signed-in',
  'admin',
  'owner:client',
  'owner:package',
  'owner:plan',
  'owner:vital',
  'owner:file',
  'owner:invoice',
  'survey-token',
  'token:plan-link',
  'owner:appointment',
  'token:calendar-feed',
  'token:invoice-link',
] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

/** Where a request carries an id: `query.id`, `body.diet_plan_id`, `params.fileId`. */
export type IdAt = `${'query' | 'body' | 'params'}.${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access class: see src/server/auth/policy.ts; enforced by auth/access.ts. */
    access?: AccessClass;
    /** owner:* routes: where the record's id is; the access check answers 404 when it is hidden. */
    record?: IdAt;
    /** admin routes a nutritionist may call for their own profile: where that profile's id is. */
    ownProfile?: IdAt;
    /** owner:* routes that also answer without a session to a token (the questionnaire's package). */
    token?: IdAt;
    /** owner:plan routes whose request names a part of the plan (`record` is that part's id). */
    part?: PlanPart;
  }
}

/** Who asks: the part of the session user the rules read (RequestUser fits it). */
export type Viewer = { id: number; isAdmin: boolean; nutritionistId: number | null };

/**
 * The client's plan link (token:plan-link): a viewer kind of its own that opens exactly the one
 * package its token chose, and reads only (no write takes it). Never an admin stand-in.
 */
export type PlanLinkViewer = { kind: 'plan-link'; packageId: number };
/** Staff or a plan link: what the read loaders of a package and its plans accept. */
export type AnyViewer = Viewer | PlanLinkViewer;

export const planLinkViewer = (packageId: number): PlanLinkViewer => ({ kind: 'plan-link', packageId });
const isPlanLink = (viewer: AnyViewer): viewer is PlanLinkViewer => 'kind' in viewer;

/** A nutritionist's own package; an admin's any; a plan link's its own one. */
export function mayOpenPackage(viewer: AnyViewer, pkg: { id: number; dietitianId: number }): boolean {
  if (isPlanLink(viewer)) return pkg.id === viewer.packageId;
  return viewer.isAdmin || (viewer.nutritionistId !== null && pkg.dietitianId === viewer.nutritionistId);
}

/**
 * A nutritionist's own records (their profile, credit history, the nutritionist named on their
 * packages and readings); an admin acts for any nutritionist.
 */
export function mayActAsNutritionist(viewer: Viewer, nutritionistId: number): boolean {
  return viewer.isAdmin || viewer.nutritionistId === nutritionistId;
}

/**
 * The nutritionist whose packages a list or count is limited to: the viewer's own, or undefined
 * for an admin (no limit). A user who is neither answers -1, which no package has.
 */
export function ownPackagesScope(viewer: Viewer): number | undefined {
  return viewer.isAdmin ? undefined : (viewer.nutritionistId ?? -1);
}

/**
 * The client rule as SQL over `clients`: created by the viewer, or with a package of theirs.
 * Undefined means "no restriction" (an admin).
 */
export function clientVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  const ownPackage =
    viewer.nutritionistId === null
      ? sql`false`
      : sql`exists (select 1 from ${packages} where ${packages.clientId} = ${clients.id} and ${packages.dietitianId} = ${viewer.nutritionistId})`;
  return or(eq(clients.createdBy, viewer.id), ownPackage);
}

/** The package rule as SQL over `packages`. */
export function packageVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return viewer.nutritionistId === null ? sql`false` : eq(packages.dietitianId, viewer.nutritionistId);
}

/** Whether the viewer may see this client (for checks before a write names a client). */
export async function mayOpenClient(db: Db, viewer: Viewer, clientId: number): Promise<boolean> {
  if (viewer.isAdmin) {
    const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientVisibleTo(viewer)))
    .limit(1);
  return Boolean(row);
}

/** The client id if the viewer may see it; 404 otherwise. */
export async function clientFor(db: Db, viewer: Viewer, clientId: number): Promise<{ id: number }> {
  if (!(await mayOpenClient(db, viewer, clientId))) throw notFound('Client not found.');
  return { id: clientId };
}

export type PackageRow = {
  id: number;
  clientId: number;
  dietitianId: number;
  category: string;
  subCategory: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string | null;
  clientFoodPreferences: string | null;
  /** The package's period: a plan without dates of its own runs in it (shared/plan-calendar.ts). */
  startDate: string;
  endDate: string | null;
};

export type PlanRow = typeof plans.$inferSelect;

const packageColumns = {
  id: packages.id,
  clientId: packages.clientId,
  dietitianId: packages.dietitianId,
  category: packages.category,
  subCategory: packages.subCategory,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.contactEmail,
  clientFoodPreferences: clients.foodPreferences,
  startDate: packages.startDate,
  endDate: packages.endDate,
};

/** A package the viewer may open, with its client's names; 404 otherwise. */
export async function packageFor(db: Db, viewer: AnyViewer, packageId: number): Promise<PackageRow> {
  const [pkg] = await db
    .select(packageColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(eq(packages.id, packageId));
  if (!pkg || !mayOpenPackage(viewer, pkg)) throw notFound('Package not found.');
  return pkg;
}

/** A live (not deleted) plan the viewer may open, with its package: one query; 404 otherwise. */
export async function planFor(
  db: Db,
  viewer: AnyViewer,
  planId: number,
): Promise<{ plan: PlanRow; pkg: PackageRow }> {
  const [row] = await db
    .select({ plan: plans, pkg: packageColumns })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(and(eq(plans.id, planId), isNull(plans.deletedAt)));
  if (!row || !mayOpenPackage(viewer, row.pkg)) throw notFound('Nutrition Plan not found.');
  return row;
}

/** When a call names both, the plan must belong to that package. */
export function assertPlanInPackage(plan: PlanRow, packageId: number | undefined) {
  if (packageId !== undefined && plan.packageId !== packageId) throw notFound('Nutrition Plan not found.');
}

export type VitalReadingRow = typeof vitalReadings.$inferSelect;

/** A body-vital reading set (or nutrition PDF) whose client the viewer may see; 404 otherwise. */
export async function vitalReadingFor(db: Db, viewer: Viewer, readingId: number): Promise<VitalReadingRow> {
  const [row] = await db
    .select({ reading: vitalReadings })
    .from(vitalReadings)
    .innerJoin(clients, eq(clients.id, vitalReadings.clientId))
    .where(and(eq(vitalReadings.id, readingId), clientVisibleTo(viewer)));
  if (!row) throw notFound('Body parameter set not found.');
  return row.reading;
}

export type SurveyPackageRow = PackageRow & {
  status: string;
  createdAt: Date;
  surveyCompletedAt: Date | null;
};

const surveyPackageColumns = {
  ...packageColumns,
  status: packages.status,
  createdAt: packages.createdAt,
  surveyCompletedAt: packages.surveyCompletedAt,
};

/** The one package a survey token opens (public questionnaire); 404 for an unknown token. */
export async function surveyPackageFor(db: Db, token: string): Promise<SurveyPackageRow> {
  // A token is URL-safe base64 of 32 bytes; anything else cannot match, so it never reaches SQL.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('Invalid assessment token');
  const [row] = await db
    .select(surveyPackageColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(eq(packages.surveyToken, token));
  if (!row) throw notFound('Invalid assessment token');
  return row;
}

/** A package's questionnaire for staff who may open the package; 404 otherwise. */
export async function surveyPackageForViewer(
  db: Db,
  viewer: Viewer,
  packageId: number,
): Promise<SurveyPackageRow> {
  const [row] = await db
    .select(surveyPackageColumns)
    .from(packages)
    .innerJoin(clients, eq(clients.id, packages.clientId))
    .where(eq(packages.id, packageId));
  if (!row || !mayOpenPackage(viewer, row)) throw notFound('Package not found.');
  return row;
}

/** A body-vital file (report or nutrition PDF) whose client the viewer may see; 404 otherwise. */
export async function vitalFileFor(db: Db, viewer: Viewer, fileId: number): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .innerJoin(
      vitalReadings,
      or(eq(vitalReadings.reportFileId, storedFiles.id), eq(vitalReadings.nutriFileId, storedFiles.id)),
    )
    .innerJoin(clients, eq(clients.id, vitalReadings.clientId))
    .where(and(eq(storedFiles.id, fileId), clientVisibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound('File not found.');
  return row;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An invoice or credit note the viewer may open (issue 37): a package's by the package rule, a
 * free-standing one (no package, decision 242) by its client's rule; 404 otherwise.
 */
export async function invoiceFor(db: Db, viewer: Viewer, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await db
    .select({ invoice: invoices, pkg: { id: packages.id, dietitianId: packages.dietitianId } })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .where(eq(invoices.id, invoiceId));
  const visible =
    row &&
    (row.invoice.packageId === null
      ? await mayOpenClient(db, viewer, row.invoice.clientId)
      : row.pkg !== null && mayOpenPackage(viewer, row.pkg));
  if (!visible) throw notFound('Invoice not found.');
  return row.invoice;
}

/**
 * The invoice rule as SQL over `invoices` left-joined to `packages` (its package) and joined to
 * `clients` (its client): the package rule, or the client rule for a free-standing invoice.
 */
export function invoiceVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(
    and(isNotNull(invoices.packageId), packageVisibleTo(viewer)),
    and(isNull(invoices.packageId), clientVisibleTo(viewer)),
  );
}

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * An appointment the viewer may open (issue 36): the package rule — its nutritionist's own, an
 * admin's any; 404 otherwise, exactly like a missing one.
 */
export async function appointmentFor(db: Db, viewer: Viewer, appointmentId: number): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!row || !mayOpenPackage(viewer, { id: row.packageId, dietitianId: row.dietitianId }))
    throw notFound('Appointment not found.');
  return row;
}

/** The appointment rule as SQL over `appointments` (lists, the calendar, the dashboard). */
export function appointmentVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return viewer.nutritionistId === null ? sql`false` : eq(appointments.dietitianId, viewer.nutritionistId);
}

/** The loader of each owner class: each answers 404, exactly like a missing record, when hidden. */
export const OWNER_LOADERS: Record<
  Extract<AccessClass, `owner:${string}`>,
  (db: Db, viewer: Viewer, id: number) => Promise<unknown>
> = {
  'owner:client': clientFor,
  'owner:package': packageFor,
  'owner:plan': planFor,
  'owner:vital': vitalReadingFor,
  'owner:file': vitalFileFor,
  'owner:invoice': invoiceFor,
  'owner:appointment': appointmentFor,
};

// ---------------------------------------------------------------- dishes (decision 165)

/** Who is looking at dishes: an admin sees every dish; a nutritionist the starter library, shared dishes and their own. */
export type DishViewer = { id: number; isAdmin: boolean };
type DishOwnership = { createdBy: number | null; isShared: boolean };

/** Whether the viewer may see (and so put in a meal) this dish. */
export function mayUseDish(viewer: DishViewer, dish: DishOwnership): boolean {
  return viewer.isAdmin || dish.createdBy === null || dish.isShared || dish.createdBy === viewer.id;
}

/** mayUseDish as a condition on `dishes` aliased d in raw SQL (lists and the food search). */
export function dishVisibleSql(viewer: DishViewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  return sql`(d.created_by is null or d.is_shared or d.created_by = ${viewer.id})`;
}

/**
 * Who may change a dish: its maker and an admin change a practice dish; the starter library is
 * read-only for everyone (the reference seed upgrades it in place), and "Copy to my dishes" makes
 * an editable copy.
 */
export function mayEditDish(viewer: DishViewer, dish: Pick<DishOwnership, 'createdBy'>): boolean {
  if (dish.createdBy === null) return false;
  return viewer.isAdmin || dish.createdBy === viewer.id;
}

/** Only an admin shares a dish with the whole practice. */
export const mayShareDish = (viewer: DishViewer) => viewer.isAdmin;

/** What a request may name instead of its plan. */
export type PlanPart = 'meal' | 'supplement';

const PLAN_PARTS = {
  meal: { table: meals, missing: () => new AppError(404, 'Meal not found.', { meal_id: 'Meal not found.' }) },
  supplement: { table: planSupplements, missing: () => notFound('Supplement not found.') },
};

/** The plan of a meal or supplement, if the viewer may open it; the part's own 404 otherwise. */
export async function planPartFor(db: Db, viewer: Viewer, part: PlanPart, id: number) {
  const { table, missing } = PLAN_PARTS[part];
  const [row] = await db.select({ planId: table.planId }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw missing();
  return planFor(db, viewer, row.planId).catch(() => {
    throw missing();
  });
}

// ---------------------------------------------------------------- saved meals (decision 302)

type SavedMealOwnership = { createdBy: number; isShared: boolean };

/** A saved meal is its maker's, and every nutritionist's once shared; an admin sees all. */
export function mayUseSavedMeal(viewer: DishViewer, meal: SavedMealOwnership): boolean {
  return viewer.isAdmin || meal.isShared || meal.createdBy === viewer.id;
}

/**
 * Who renames, shares or deletes a saved meal on the Saved meals screen (decision 308): its maker,
 * or an admin for a shared one. Another's private one is not listed to anyone (404).
 */
export function mayManageSavedMeal(viewer: DishViewer, meal: SavedMealOwnership): boolean {
  return meal.createdBy === viewer.id || (viewer.isAdmin && meal.isShared);
}

/** Only its maker (or an admin) renames or deletes a saved meal. */
export function mayEditSavedMeal(viewer: DishViewer, meal: Pick<SavedMealOwnership, 'createdBy'>): boolean {
  return viewer.isAdmin || meal.createdBy === viewer.id;
}
