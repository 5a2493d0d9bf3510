import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Whether this process may mount file systems (root with CAP_SYS_ADMIN: a developer's machine run
 * as root, a privileged CI container). The bind-mount and full-disk tests need it and are skipped
 * where it is missing rather than failing for a reason that is not the app's.
 */
export function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nutridesk-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
