// `npm run dev`: the API server under `tsx watch` plus Vite's dev server (which proxies /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-web.mjs';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  // Links in emails should open the page Vite serves, not the bare API server.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
