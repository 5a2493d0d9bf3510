import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../e2e/support/server';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { pgliteFolder, restoreDataDir } from './backup';
import { openPglite, rows } from './client';

// Issue 15: SIGKILL during 10 s of concurrent writes loses no acknowledged write. Its own file,
// so the 10 s run alongside the other files (two at a time) rather than after them.
const WRITE_MS = 10_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL during concurrent writes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-crash-'));
    dirs.push(dataDir);
    await restoreDataDir(PGLITE_TEMPLATE, dataDir);
    const admin = { email: 'crash.admin@example.in', password: 'Crash@Pune2024' };
    const server = await startServer({
      dataDir,
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    const login = await fetch(`${server.baseURL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Crash Tonic ${w}-${i}`;
        try {
          const res = await fetch(`${server.baseURL}/api/v1/diet/supplement/catalogue/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ name, dosage: '1 tablet after lunch' }),
          });
          if (res.ok && (await res.json()).success === 1) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((r) => setTimeout(r, WRITE_MS));
    server.process.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    // The process may be gone already: waiting for 'exit' then would wait forever.
    if (server.process.exitCode === null && server.process.signalCode === null)
      await new Promise((r) => server.process.once('exit', r));
    expect(acknowledged.length).toBeGreaterThan(20);

    // Reopen the folder as the restarted server would and count what survived.
    const database = await openPglite({ dataDir: pgliteFolder(dataDir), lockDir: dataDir });
    try {
      const stored = new Set(
        rows<{ name: string }>(
          await database.db.execute(sql`select name from supplements where name like 'Crash Tonic %'`),
        ).map((r) => r.name),
      );
      const lost = acknowledged.filter((name) => !stored.has(name));
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
