// `npm start`: build the web app when needed, then run the server (env passes through).
// package.json runs this with `exec`: npm passes SIGTERM to its shell, and a shell that waits for
// a child dies of it without passing it on, which left the server running (issue 25).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, root } from './build-web.mjs';

try {
  buildWeb();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  // The IPC channel closes when this process ends however it ends: the server then stops too.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});
// The server shuts down cleanly on SIGINT/SIGTERM; pass them on and exit with its code. A server
// whose event loop is stuck (a failing database) cannot run its own handler: after 10 s it is killed.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
