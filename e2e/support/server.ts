import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port that was free a moment ago (the server binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr), for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Node's arguments that run the server: the bundle a test run built (SERVER_BUNDLE_ENTRY, set by
 * the API tier's global setup; scripts/build-server.mjs, as `npm start` runs it), else the source
 * through tsx. A start costs about half the CPU bundled (decision 305).
 */
export function serverArgs(root = projectRoot): string[] {
  const bundle = root === projectRoot ? process.env.SERVER_BUNDLE_ENTRY : undefined;
  return bundle ? [bundle] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
}

/**
 * Starts the real server on 127.0.0.1 with its own data folder and waits until /api/v1/health
 * answers: the bundle `entry` when given, else serverArgs(). PGlite only: DATABASE_URL is never passed on.
 */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Extra options for node itself (the load bench's --cpu-prof). */
  nodeArgs?: string[];
  /** The checkout whose server runs (default this one; the load bench compares with another). */
  root?: string;
  /** A bundled main.mjs to run instead of the source. */
  entry?: string;
}): Promise<RunningServer> {
  const root = options.root ?? projectRoot;
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...(options.entry ? [options.entry] : serverArgs(root))],
    {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}) before it was healthy:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not healthy within the time limit:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseURL, port, dataDir: options.dataDir, process: child, output: () => output, stop };
}
