/**
 * How the web build groups modules into chunks (vite.config.ts, decision 085).
 *
 * Left to itself, Rolldown gives every set of modules shared by a different set of pages its own
 * chunk: a list page needed about 55 files. Browsers fetch them six at a time over HTTP/1.1, so on a
 * phone network a list page waited on some nine round trips before it could draw. The build now
 * runs Rolldown's own splitting once without writing anything, reads which pages need each module
 * (after tree-shaking, which the import graph alone cannot tell through Mantine's index files), and
 * builds again with three groups:
 * - `boot`: the entry's own modules (React, Mantine's core, the router), kept in place;
 * - `public`: what the sign-in, forgot-password and reset pages need beyond the entry, so /login
 *   stays small (its JavaScript budget is 150 KB gzip, `npm run bench -- foundation`);
 *   It also takes the few modules the client's pages (the plan page /my-plan, issue 28, and
 *   public booking /book, issue 56) share with the signed-in pages (Collapse, a few Mantine
 *   helpers), so those phone pages never download `signed-in`; the signed-in pages load `public` anyway;
 * - `signed-in`: what the signed-in layout needs, what two or more of the everyday pages need
 *   (dashboard, the client, nutritionist, package and plan lists), and the small chunks the
 *   planner shares with other lazily loaded code.
 * Everything else (the planner's own code, the forms, Zod, charts, the PDF code) keeps Rolldown's
 * splitting, so a list page does not download the planner.
 */
import path from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

const web = (file: string) => path.resolve('src/web', file);

const PUBLIC_PAGES = [
  'auth/LoginPage.tsx',
  'auth/ForgotPasswordPage.tsx',
  'auth/ResetPasswordPage.tsx',
  'auth/SignInLinkPage.tsx',
  'auth/SignInWithLinkPage.tsx',
].map(web);
const LAYOUT = web('app/AuthenticatedLayout.tsx');
/**
 * The client's pages: the plan page, public booking (/book, its confirm link) and an invoice's
 * share link (/my-invoice, decision 307), public, on phones, kept free of the signed-in chunk
 * (decision 177).
 */
const CLIENT_PAGES = [
  'portal/PortalPage.tsx',
  'booking/BookingPage.tsx',
  'booking/ConfirmBookingPage.tsx',
  'invoices/InvoiceLinkPage.tsx',
].map(web);
const PLANNER = web('planner/PlannerPage.tsx');
/** Unminified characters: a few kilobytes once minified and compressed. */
const SMALL_CHUNK = 8_000;
const EVERYDAY_PAGES = [
  'dashboard/DashboardPage.tsx',
  'clients/ClientListPage.tsx',
  'nutritionists/NutritionistListPage.tsx',
  'packages/PackageListPage.tsx',
  'plans/PlanListPage.tsx',
].map(web);

type Chunk = Rolldown.OutputChunk;

/** The modules of a chunk and of every chunk it imports statically, less the entry's. */
function modulesNeeded(start: Chunk, byFile: Map<string, Chunk>, entryModules: Set<string>): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const chunk = queue.pop() as Chunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) if (!entryModules.has(id)) modules.add(id);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return modules;
}

/**
 * The chunks of a first build with Rolldown's own splitting, written nowhere. `config` is the
 * build's own config (plugins included), so the first pass sees the same modules.
 */
export async function firstPassChunks(config: InlineConfig): Promise<Chunk[]> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((c): c is Chunk => c.type === 'chunk'));
}

/** Module id → group name, from the first pass's chunks. */
export function planChunkGroups(chunks: Chunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byPage = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('web chunk groups: the first pass has no entry chunk');
  const entryModules = modulesNeeded(entry, byFile, new Set());
  const need = (page: string) => {
    const chunk = byPage.get(page);
    if (!chunk) throw new Error(`web chunk groups: no chunk for ${path.relative('.', page)}`);
    return modulesNeeded(chunk, byFile, entryModules);
  };

  const groups = new Map<string, string>();
  const pages = new Set([...PUBLIC_PAGES, LAYOUT, ...EVERYDAY_PAGES, PLANNER]);
  // The entry's own modules get a group too, ranked first: Rolldown adds a group's dependencies to
  // it, and without this the entry's React and Mantine would move into the pages' groups.
  // index.html and main.tsx stay the entry chunk itself (the build manifest's 'index.html').
  const entryItself = new Set([entry.facadeModuleId, web('index.html'), web('main.tsx')]);
  for (const id of entryModules) if (!entryItself.has(id)) groups.set(id, 'boot');
  for (const page of PUBLIC_PAGES) for (const id of need(page)) groups.set(id, 'public');
  const portalNeeds = new Set(CLIENT_PAGES.flatMap((page) => [...need(page)]));
  const signedIn = (id: string) => {
    if (groups.has(id) || pages.has(id)) return;
    groups.set(id, portalNeeds.has(id) ? 'public' : 'signed-in');
  };
  for (const id of need(LAYOUT)) signedIn(id);
  const uses = new Map<string, number>();
  for (const page of EVERYDAY_PAGES) for (const id of need(page)) uses.set(id, (uses.get(id) ?? 0) + 1);
  // What the lists share that the planner does not need (date pickers, tables, pagination) is a
  // group of its own, so a planner on a phone does not download it (decision 284).
  const plannerNeeds = need(PLANNER);
  for (const [id, count] of uses) {
    if (count < 2 || groups.has(id) || pages.has(id)) continue;
    if (plannerNeeds.has(id)) signedIn(id);
    else groups.set(id, portalNeeds.has(id) ? 'public' : 'lists');
  }
  // The small chunks the planner shares with other lazily loaded code (icons, notifications, the
  // plan queries…): each was a file of its own, one more of some twenty round trips before a phone
  // could draw a plan. A few kilobytes more for the signed-in pages that do not need them.
  const planner = byPage.get(PLANNER);
  for (const file of planner?.imports ?? []) {
    const chunk = byFile.get(file);
    if (chunk && !chunk.facadeModuleId && chunk.code.length < SMALL_CHUNK)
      for (const id of chunk.moduleIds) signedIn(id);
  }
  // Each page stays a chunk of its own: the route table imports it lazily.
  for (const page of pages) groups.delete(page);
  return groups;
}

/** Rolldown's `codeSplitting.groups` for a plan: the entry's group first, then public, signed-in, lists. */
export function chunkGroups(plan: Map<string, string>) {
  return (['boot', 'public', 'signed-in', 'lists'] as const).map((name, rank) => ({
    name,
    priority: 30 - 10 * rank,
    test: (id: string) => plan.get(id) === name,
  }));
}
