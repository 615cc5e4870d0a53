// The server's benchmark: starts the built server (`npm run build` at the root first) the way
// `npm start` does, on a fresh DATA_DIR, and prints what it costs to keep running while idle:
// resident memory once it is ready, and CPU over an idle window.
// Usage: npm run bench [-- --idle-seconds=30 --settle-seconds=10]    (extra environment passes through, e.g.
// DATABASE_URL=postgres://… npm run bench). Reads /proc, so it runs on Linux.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const idleSeconds = Number(
  process.argv.find((arg) => arg.startsWith('--idle-seconds='))?.split('=')[1] ?? 30,
);
const settleSeconds = Number(
  process.argv.find((arg) => arg.startsWith('--settle-seconds='))?.split('=')[1] ?? 10,
);
const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux platform Node supports

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** CPU seconds (user + system) the process has used so far. */
async function cpuSeconds(pid) {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function residentMegabytes(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kilobytes / 1024;
}

async function waitUntilReady(url, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${seconds} s`);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-'));
const port = await freePort();
const child = spawn(process.execPath, [serverEntry, 'start'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // As `npm start` runs it (docs/operations.md, "Memory").
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const started = Date.now();
  await waitUntilReady(`http://127.0.0.1:${port}/api/health`, child);
  console.log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Start-up work still in flight settles first: the first cron check, queue set-up, and V8
  // compiling PGlite's WebAssembly in the background and shrinking the heap after start.
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  console.log(`resident memory after start: ${(await residentMegabytes(child.pid)).toFixed(0)} MB`);
  const before = await cpuSeconds(child.pid);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const used = (await cpuSeconds(child.pid)) - before;
  console.log(
    `idle CPU over ${idleSeconds} s: ${((used / idleSeconds) * 100).toFixed(2)} % of one core`,
  );
  console.log(
    `resident memory after idling: ${(await residentMegabytes(child.pid)).toFixed(0)} MB`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
}
