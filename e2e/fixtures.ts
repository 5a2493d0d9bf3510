/**
 * Playwright fixtures for every spec. Import `test` and `expect` from here, not from
 * '@playwright/test':
 *
 *   import { expect, test } from './fixtures';
 *
 *   test('admin sees the list', async ({ adminPage, server, axe }) => {
 *     await adminPage.goto('/client-profile');
 *     await axe(adminPage);
 *   });
 *
 * What you get:
 * - `server` (one per spec FILE): a real server process (the bundle `npm start` runs, built once a run)
 *   on 127.0.0.1 and a free port, on its own copy of a template data folder (migrated, reference
 *   data seeded, the accounts of ./support/accounts.ts). Tests in one file share it, in file order;
 *   another file never sees its data. Fields and helpers:
 *     server.baseURL, server.dataDir, server.output() (its log, attached to failed tests)
 *     server.admin / server.nutritionist / server.nutritionistNoCredits  ({ email, password })
 *     server.mails(), server.waitForMail(to, { subject? })  mail caught by an SMTP server in the
 *       test worker (SMTP_URL points at it); `linkIn(mail)` gives the first link of a mail
 *     server.api(account?)  an APIRequestContext (signed in as `account` when given)
 *     server.storageState(account)  cookies of a signed-in session, for browser.newContext()
 *     server.createNutritionist({ first_name, ... })  a new ACTIVE nutritionist through
 *       POST /api/v1/dietitian/profile/create and its invitation mail; answers { id, email, password }
 * - `baseURL` is the file's server, so `page.goto('/login')` and `request.get('/api/...')` work.
 * - `page`: signed out. `adminPage`, `nutritionistPage`: signed in already (no login form).
 *   `pageAs(account)`: a signed-in page for any account. All follow `test.use({ viewport })`.
 * - `axe(page, { include?, exclude? })`: fails the test on any serious or critical axe violation (WCAG 2.1 A/AA).
 *
 * Keep test data unique within a file (tests of a file share its server), or make a fresh
 * nutritionist with createNutritionist.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';
import { type Account, ADMIN, NUTRITIONIST, NUTRITIONIST_NO_CREDITS } from './support/accounts';
import { type RunningServer, startServer } from './support/server';
import { type Mail, type Mailbox, startMailbox } from './support/smtp';

export type { Account, Mail };
export { ADMIN, expect, NUTRITIONIST, NUTRITIONIST_NO_CREDITS };

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export type NewNutritionist = {
  first_name?: string;
  last_name?: string;
  email?: string;
  credits?: number;
  expiry?: string | null;
  speciality?: string;
  status?: string;
  pan_card_number?: string;
  adhar_number?: string;
};

export type AppServer = {
  baseURL: string;
  dataDir: string;
  admin: Account;
  nutritionist: Account;
  nutritionistNoCredits: Account;
  output: () => string;
  mails: () => Mail[];
  waitForMail: (to: string, options?: { subject?: RegExp; timeoutMs?: number }) => Promise<Mail>;
  api: (account?: Account) => Promise<APIRequestContext>;
  storageState: (account: Account) => Promise<StorageState>;
  createNutritionist: (input?: NewNutritionist) => Promise<Account & { id: number }>;
};

/** The first http(s) link in a mail's text. */
export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** CSS selectors to check only (include) or to leave out (exclude); default: the whole page. */
export type AxeOptions = { include?: string[]; exclude?: string[] };

/** Fails on serious or critical axe violations, listing each with the elements it found. */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  // The pointer stays where the last click was; a hover colour under it would make results
  // depend on the layout of the previous page.
  await page.mouse.move(0, 0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // Each element with axe's own explanation (for contrast: the colours and the ratio found).
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}: ${(n.any[0] ?? n.all[0])?.message ?? ''}`);
      return `${v.impact}: ${v.id} (${v.help}) at ${nodes.join('; ')}`;
    });
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

let fileCounter = 0;

/** One server at a time per worker: a new spec file stops the previous file's server. */
class ServerPool {
  private current: { file: string; server: AppServer; stop: () => Promise<void> } | null = null;

  constructor(
    private readonly mailbox: Mailbox,
    private readonly workerIndex: number,
  ) {}

  async forFile(file: string): Promise<AppServer> {
    if (this.current?.file === file) return this.current.server;
    await this.stop();
    const runDir = process.env.E2E_RUN_DIR;
    const template = process.env.E2E_TEMPLATE_DIR;
    if (!runDir || !template) throw new Error('E2E_RUN_DIR is unset: run through playwright.config.ts');
    const dataDir = path.join(runDir, `w${this.workerIndex}-${++fileCounter}-${path.basename(file, '.ts')}`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    cpSync(template, dataDir, { recursive: true });
    this.mailbox.clear();
    const running = await startServer({
      entry: process.env.E2E_SERVER_ENTRY,
      dataDir,
      env: { SMTP_URL: this.mailbox.url },
    });
    const contexts: APIRequestContext[] = [];
    const server = makeAppServer(running, this.mailbox, contexts);
    this.current = {
      file,
      server,
      stop: async () => {
        await Promise.all(contexts.map((c) => c.dispose()));
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return server;
  }

  async stop() {
    const current = this.current;
    this.current = null;
    await current?.stop();
  }
}

function makeAppServer(running: RunningServer, mailbox: Mailbox, contexts: APIRequestContext[]): AppServer {
  const { baseURL } = running;
  const states = new Map<string, StorageState>();

  async function newApi(storageState?: StorageState) {
    const ctx = await request.newContext({ baseURL, storageState });
    contexts.push(ctx);
    return ctx;
  }

  async function storageState(account: Account): Promise<StorageState> {
    const cached = states.get(account.email);
    if (cached) return cached;
    const ctx = await request.newContext({ baseURL });
    try {
      const res = await ctx.post('/api/v1/auth/login', {
        data: { email: account.email, password: account.password },
      });
      const body = await res.json();
      if (body.success !== 1) throw new Error(`Sign-in as ${account.email} failed: ${JSON.stringify(body)}`);
      const state = await ctx.storageState();
      states.set(account.email, state);
      return state;
    } finally {
      await ctx.dispose();
    }
  }

  async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    const wanted = to.toLowerCase();
    for (;;) {
      const found = mailbox
        .mails()
        .reverse()
        .find((m) => m.to.includes(wanted) && (!options.subject || options.subject.test(m.subject)));
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = mailbox.mails().map((m) => `${m.to.join(',')}: ${m.subject}`);
        throw new Error(`No mail to ${to} arrived. Mails so far: ${JSON.stringify(seen)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  let nutritionistCounter = 0;
  async function createNutritionist(input: NewNutritionist = {}) {
    const admin = await newApi(await storageState(ADMIN));
    const suffix = `${Date.now().toString(36)}${++nutritionistCounter}`;
    const email = input.email ?? `kavya.menon.${suffix}@example.in`;
    const res = await admin.post('/api/v1/dietitian/profile/create', {
      data: { first_name: 'Kavya', last_name: 'Menon', status: 'ACTIVE', ...input, email },
    });
    const body = await res.json();
    if (body.success !== 1) throw new Error(`Creating nutritionist ${email} failed: ${JSON.stringify(body)}`);
    // The invitation mail carries a single-use link to choose the password.
    const token = /reset-password\/([\w-]+)/.exec((await waitForMail(email)).text)?.[1];
    if (!token) throw new Error(`The invitation to ${email} has no password link`);
    const password = `Kavya@Kochi${suffix}`;
    const set = await (await newApi()).post('/api/v1/auth/reset-password', {
      data: { token, password, password_confirmation: password },
    });
    if ((await set.json()).success !== 1) throw new Error(`Setting the password of ${email} failed`);
    return { id: Number(body.data.id), email, password };
  }

  return {
    baseURL,
    dataDir: running.dataDir,
    admin: ADMIN,
    nutritionist: NUTRITIONIST,
    nutritionistNoCredits: NUTRITIONIST_NO_CREDITS,
    output: running.output,
    mails: mailbox.mails,
    waitForMail,
    api: async (account) => newApi(account ? await storageState(account) : undefined),
    storageState,
    createNutritionist,
  };
}

type TestFixtures = {
  server: AppServer;
  pageAs: (account: Account) => Promise<Page>;
  adminPage: Page;
  nutritionistPage: Page;
  axe: (page: Page, options?: AxeOptions) => Promise<void>;
};
type WorkerFixtures = { mailbox: Mailbox; serverPool: ServerPool };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  serverPool: [
    async ({ mailbox }, use, workerInfo) => {
      const pool = new ServerPool(mailbox, workerInfo.workerIndex);
      await use(pool);
      await pool.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ serverPool }, use, testInfo) => {
    const server = await serverPool.forFile(testInfo.file);
    await use(server);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server-log', { body: server.output(), contentType: 'text/plain' });
    }
  },
  baseURL: async ({ server }, use) => use(server.baseURL),
  pageAs: async ({ browser, server, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport,
        storageState: await server.storageState(account),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  adminPage: async ({ pageAs }, use) => use(await pageAs(ADMIN)),
  nutritionistPage: async ({ pageAs }, use) => use(await pageAs(NUTRITIONIST)),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  axe: async ({}, use) => use(expectNoSeriousA11yViolations),
});
