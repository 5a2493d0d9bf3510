import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolder, restoreDataDir } from '../db/backup';
import { openPglite, rows } from '../db/client';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { createTestApp } from '../testing/test-app';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function npmRun(script: 'backup' | 'restore', dataDir: string, file: string) {
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...env } = process.env;
  const result = spawnSync('npm', ['run', '-s', script, '--', file], {
    env: { ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withFolder<T>(dataDir: string, fn: (q: (text: string) => Promise<unknown[]>) => Promise<T>) {
  const database = await openPglite({ dataDir: pgliteFolder(dataDir), lockDir: dataDir });
  try {
    return await fn(async (text) => rows(await database.db.execute(sql.raw(text))));
  } finally {
    await database.close();
  }
}

const notesOf = (q: (text: string) => Promise<unknown[]>) =>
  q("select action, changes->>'note' as note from audit_log where entity = 'backup-test' order by id");

describe('npm run backup / npm run restore', () => {
  it('backs up, and after the data changed restores exactly what was backed up into an empty DATA_DIR', async () => {
    const live = tempDir();
    await restoreDataDir(PGLITE_TEMPLATE, live);
    await withFolder(live, (q) =>
      q(
        `insert into audit_log (action, entity, changes) values ('create', 'backup-test', '{"note":"Meera Iyer, Pune"}')`,
      ),
    );
    const file = path.join(tempDir(), 'practice.tar.gz');
    const backup = npmRun('backup', live, file);
    expect(backup.output).toContain(`Backup written to ${file}`);
    expect(backup.code).toBe(0);

    const before = await withFolder(live, async (q) => ({
      notes: await notesOf(q),
      foods: await q('select count(*)::int as n from food_items'),
    }));
    await withFolder(live, (q) => q("delete from audit_log where entity = 'backup-test'"));

    // Restoring over a folder that holds a database is refused.
    const refused = npmRun('restore', live, file);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      `Not restoring ${file}: ${live} is not empty (it holds pglite, a database)`,
    );

    const restoredDir = tempDir();
    const restore = npmRun('restore', restoredDir, file);
    expect(restore.code).toBe(0);
    const after = await withFolder(restoredDir, async (q) => ({
      notes: await notesOf(q),
      foods: await q('select count(*)::int as n from food_items'),
    }));
    expect(after).toEqual(before);
    expect(after.notes).toEqual([{ action: 'create', note: 'Meera Iyer, Pune' }]);
  }, 120_000);
});

describe('GET /api/v1/settings/backup (admin download from the running app)', () => {
  it('gives the admin a backup that restores; a nutritionist gets none', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.createAdmin();
      const nutritionist = await t.createNutritionist({ firstName: 'Kavya', lastName: 'Menon' });
      const refused = await t.get('/api/v1/settings/backup', nutritionist.cookie);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['content-disposition']).toBeUndefined();
      if (t.database.kind !== 'pglite') return;

      const res = await t.get('/api/v1/settings/backup', admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="nutridesk-backup-.*\.tar\.gz"/,
      );
      const file = path.join(tempDir(), 'download.tar.gz');
      writeFileSync(file, res.rawPayload);
      expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

      const restored = tempDir();
      await restoreDataDir(file, restored);
      const names = await withFolder(restored, (q) =>
        q("select first_name, last_name from nutritionists where last_name = 'Menon'"),
      );
      expect(names).toEqual([{ first_name: 'Kavya', last_name: 'Menon' }]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('a database that cannot answer', () => {
  it('health answers 503 and other requests fail fast with 503', async () => {
    const t = await createTestApp();
    const admin = await t.createAdmin();
    expect((await t.get('/api/v1/health')).statusCode).toBe(200);
    await t.database.close();
    const health = await t.get('/api/v1/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: 0, data: { db: 'down' } });
    const list = await t.get('/api/v1/clients/list', admin.cookie);
    expect(list.statusCode).toBe(503);
    expect(list.json().message).toBe('The database is not answering. Please try again in a minute.');
    await t.app.close();
  });

  it('refuses a non-empty target folder of any content and names the backup file in every error', async () => {
    const file = path.join(tempDir(), 'practice-2026-11-25.tar.gz');
    writeFileSync(file, readFileSync(PGLITE_TEMPLATE));

    const withNote = tempDir();
    writeFileSync(path.join(withNote, 'notes-for-dr-anjali.txt'), 'Clients to call back: Ramesh Gupta');
    const refused = npmRun('restore', withNote, file);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      `Not restoring ${file}: ${withNote} is not empty (it holds notes-for-dr-anjali.txt)`,
    );
    expect(readdirSync(withNote)).toEqual(['notes-for-dr-anjali.txt']); // nothing written

    const missing = npmRun('restore', tempDir(), path.join(path.dirname(file), 'no-such-backup.tar.gz'));
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain(
      `The backup file ${path.join(path.dirname(file), 'no-such-backup.tar.gz')} does not exist.`,
    );

    const broken = path.join(path.dirname(file), 'half-copied.tar.gz');
    writeFileSync(broken, readFileSync(PGLITE_TEMPLATE).subarray(0, 4096));
    const empty = tempDir();
    const unreadable = npmRun('restore', empty, broken);
    expect(unreadable.code).not.toBe(0);
    expect(unreadable.output).toContain(`The backup file ${broken} could not be restored`);
    expect(readdirSync(empty)).toEqual([]); // left as it was: a second try is not refused
  }, 120_000);
});
