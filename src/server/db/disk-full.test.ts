import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../e2e/support/server';
import { PGLITE_TEMPLATE } from '../testing/global-setup';
import { canMount } from '../testing/mounts';
import { restoreDataDir } from './backup';

// Issue 25: a full disk. Reads go on, writes answer 503 in words, health says not ready, and all
// of it recovers without a restart once there is room. A small tmpfs is the data folder's disk.
const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-full-'));
let mounted = false;
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes a file until the disk refuses (ENOSPC). */
function fillDisk(file: string) {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

describe.runIf(canMount())('a full disk under the data folder', () => {
  it('health says not ready and writes answer 503 while it is full; both recover when space is freed', async () => {
    // The template database takes about 42 MB; the rest of the 80 MB is filled below.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=80m', 'tmpfs', mountPoint]);
    mounted = true;
    const dataDir = path.join(mountPoint, 'data');
    await restoreDataDir(PGLITE_TEMPLATE, dataDir);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ dataDir });
      const base = server.baseURL;
      const firstSignIn = JSON.parse(readFileSync(path.join(dataDir, '.first-sign-in.json'), 'utf8'));
      const headers = { 'content-type': 'application/json', origin: base };
      const login = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify(firstSignIn),
      });
      const cookie = String(login.headers.get('set-cookie')).split(';')[0];
      const addSupplement = (name: string) =>
        fetch(`${base}/api/v1/diet/supplement/catalogue/create`, {
          method: 'POST',
          headers: { ...headers, cookie },
          body: JSON.stringify({ name }),
        });
      const health = () => fetch(`${base}/api/v1/health`);
      const supplementCount = async () =>
        (await (await fetch(`${base}/api/v1/diet/supplement/catalogue/list`, { headers: { cookie } })).json())
          .data.total as number;

      expect((await addSupplement('Ashwagandha churna')).status).toBe(200);
      expect((await health()).status).toBe(200);

      const filler = path.join(mountPoint, 'filler');
      fillDisk(filler);
      expect((await health()).status).toBe(503); // no room: not ready, before any write failed

      // Writes go on into pages with room left, then one is refused: 503 with the reason, never 500.
      let refused: Response | undefined;
      for (let i = 0; i < 400 && !refused; i++) {
        const res = await addSupplement(`Triphala churna ${i} ${'x'.repeat(150)}`);
        if (res.status !== 200) refused = res;
      }
      expect(refused?.status).toBe(503);
      expect((await refused!.json()).message).toMatch(/^The server's disk is full, so nothing was saved\./);
      const countWhileFull = await supplementCount(); // reads still answer
      const notReady = await health();
      expect(notReady.status).toBe(503);
      expect((await notReady.json()).data).toEqual({ db: 'ok', disk: 'full' });

      rmSync(filler);
      // No restart: the next health check sees the room, and the next write is saved.
      expect((await health()).status).toBe(200);
      expect((await addSupplement('Brahmi vati')).status).toBe(200);
      expect(await supplementCount()).toBe(countWhileFull + 1);
    } finally {
      await server?.stop();
    }
  }, 180_000);
});
