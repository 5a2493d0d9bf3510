// `npm start`: build the web app when needed and the server bundle, then run it (env passes through).
// package.json runs this with `exec`: npm passes SIGTERM to its shell, and a shell that waits for
// a child dies of it without passing it on, which left the server running (issue 25).
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { buildWeb, root } from './build-web.mjs';

let entry;
try {
  buildWeb();
  // The server runs bundled, as the browser tests run it: it starts in a third of the CPU time of
  // the source through tsx (decision 305). The bundle is rebuilt on every start (about a second).
  entry = buildServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', entry], {
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
