import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { formatChecks, startupChecks } from './startup-checks';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('start-up checks', () => {
  it('one line each: data folder, mail through the SMTP host (never its password), PDF fonts', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtp://clinic:S3cret-Smtp@mail.poshan-clinic.in:587',
    });
    const text = formatChecks(startupChecks(config));
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`✓ Data folder: ${dir} is writable`);
    expect(lines[1]).toBe('✓ Mail: sent through mail.poshan-clinic.in:587');
    expect(lines[2]).toMatch(/^(✓ Plan PDF fonts: readable|✗ Plan PDF fonts: .+)$/);
    expect(text).not.toContain('S3cret-Smtp');
  });

  it('without SMTP_URL says where mails go; with DATABASE_URL names PostgreSQL instead of a folder', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://nutridesk@db.internal:5432/nutridesk' });
    const lines = formatChecks(startupChecks(config)).split('\n');
    expect(lines[0]).toBe('✓ Database: the PostgreSQL server of DATABASE_URL');
    expect(lines[1]).toBe('✓ Mail: no SMTP_URL set, so mails stay in the outbox and their links print here');
  });
});
