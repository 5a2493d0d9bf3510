import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PDF's text as a reader sees it (poppler's pdftotext, installed by scripts/ensure-system-deps.sh),
 * each run of spaces and line breaks as one space since pdftotext lays out columns. The files go to
 * a temporary folder of the test file's own, removed by `dispose`.
 */
export function pdfTextReader(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  let count = 0;
  return {
    textOf(bytes: Buffer): string {
      count += 1;
      const file = path.join(dir, `plan-${count}.pdf`);
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
