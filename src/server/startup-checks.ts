import net from 'node:net';
import path from 'node:path';
import type { AppConfig } from './config';
import { assertWritableDataDir } from './db/client';
import { pdfFontsStatus } from './plan-pdf/fonts';

/**
 * What the app needs, checked before it opens the database (issue 25): one line each, so a
 * newcomer sees at the start what works and what does not. A part that is missing (the PDF fonts,
 * mail) does not stop the start; a data folder that cannot be written does (assertWritableDataDir
 * throws its own message), and so does a busy port.
 */
export type StartupCheck = { ok: boolean; line: string };

export class PortInUseError extends Error {}

/**
 * A port another program holds, found before any migration work: the refusal says what to do.
 * PORT=0 (any free port) needs no check.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(port) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portInUse(port: number): PortInUseError {
  return new PortInUseError(
    `Port ${port} is in use: set PORT=… to a free port (for example PORT=${port + 1} npm start), or stop the program using it.`,
  );
}

/** The host of an SMTP URL, never its user or password. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return 'the SMTP_URL server';
  }
}

export function startupChecks(config: AppConfig): StartupCheck[] {
  const checks: StartupCheck[] = [];
  if (config.databaseUrl) {
    checks.push({ ok: true, line: 'Database: the PostgreSQL server of DATABASE_URL' });
  } else {
    assertWritableDataDir(config.dataDir);
    checks.push({ ok: true, line: `Data folder: ${path.resolve(config.dataDir)} is writable` });
  }
  checks.push(
    config.smtpUrl
      ? { ok: true, line: `Mail: sent through ${smtpHost(config.smtpUrl)}` }
      : {
          ok: true,
          line: 'Mail: no SMTP_URL set, so mails stay in the outbox and their links print here',
        },
  );
  const fonts = pdfFontsStatus();
  checks.push(
    fonts.ok
      ? { ok: true, line: 'Plan PDF fonts: readable' }
      : { ok: false, line: `Plan PDF fonts: ${fonts.problem}` },
  );
  return checks;
}

/** The checks as the terminal shows them: ✓ or ✗ and the line. */
export function formatChecks(checks: StartupCheck[]): string {
  return checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.line}`).join('\n');
}
