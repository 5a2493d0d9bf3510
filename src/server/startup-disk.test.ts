import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DiskFullError, FIRST_START_BYTES, startupChecks, startWrites } from './startup-checks';

// Issue 34 point 12: a start that cannot write says "The disk is full", with the folder and the room needed.
const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-disk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const freeOf = (bytes: number) => () => ({ bavail: Math.floor(bytes / 4096), bsize: 4096 });

describe('a start on a disk without room', () => {
  it('refuses a first start before any database work, naming the folder and the room needed', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const check = () => startupChecks(config, { statfs: freeOf(3 * MB) });
    expect(check).toThrow(DiskFullError);
    expect(check).toThrow(
      `The disk is full: the data folder ${dir} has 3 MB free and needs about 96 MB more to start.`,
    );
    expect(() => startupChecks(config, { statfs: freeOf(FIRST_START_BYTES + MB) })).not.toThrow();
  });

  it('asks a later start (the database exists) only for a write-ahead segment', () => {
    const later = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-disk-later-'));
    mkdirSync(path.join(later, 'pglite'));
    try {
      const config = loadConfig({ DATA_DIR: later });
      expect(() => startupChecks(config, { statfs: freeOf(40 * MB) })).not.toThrow();
      expect(() => startupChecks(config, { statfs: freeOf(2 * MB) })).toThrow(
        /needs about 16 MB more to start/,
      );
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });

  it('turns a migration refused for want of space into words, and leaves other failures as they are', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    const failedQuery = (code: string) =>
      Object.assign(new Error('Failed query: CREATE INDEX "dishes_current_food_idx" …'), {
        query: 'CREATE INDEX …',
        params: [],
        cause: Object.assign(new Error('could not extend file'), { code }),
      });
    await expect(
      startWrites(config, async () => {
        throw failedQuery('53100');
      }),
    ).rejects.toThrow(`The disk is full: the data folder ${dir} needs about 96 MB more to start.`);
    await expect(
      startWrites(config, async () => {
        throw Object.assign(new Error('write'), { code: 'ENOSPC' });
      }),
    ).rejects.toThrow(DiskFullError);
    await expect(
      startWrites(config, async () => {
        throw failedQuery('42P07');
      }),
    ).rejects.toThrow(/^Failed query/);
    expect(await startWrites(config, async () => 7)).toBe(7);
  });
});
