/**
 * Resident memory of the production topology's processes through a parent's walk: one `serve`
 * and one `work` process on PostgreSQL (TEST_DATABASE_URL or the local server), started as
 * `npm run serve` and `npm run work` start them. Figures: both once idle, after a training
 * whose photo check looks at six 12-megapixel photos (a worker's face model processes counted
 * with it), after a story and its PDF, and two minutes later. Goals (docs/operations.md,
 * "Memory"): 250 MB for `serve`, the `work` process back under 350 MB two minutes after.
 * Run: `node dist/bench/topology-memory.js` in apps/server, after `npx tsc -b`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  buyCredits,
  call,
  createChild,
  generateStory,
  isFinished,
  signUpParent,
  uploadUrlOf,
  waitForStory,
} from '../test/http-parent.js';
import { PUBLIC_ORIGIN } from '../test/processes.js';

const SERVE_GOAL_MB = 250;
const WORK_GOAL_MB = 350;
const AFTER_SECONDS = 120;

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const entry = fileURLToPath(new URL('../main.js', import.meta.url));

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `node dist/main.js <command>` as `npm run serve` / `npm run work` start it. */
function startProcess(command: 'serve' | 'work', env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [entry, command], {
    env: {
      ...process.env,
      // As `npm run serve` and `npm run work` start them (docs/operations.md, "Memory").
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PUBLIC_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function healthy(baseUrl: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the API process did not start');
}

/** A process's resident memory with that of the processes it started (the face model's). */
function residentMb(pid: number): number {
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
  const tasks = fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : [];
  const children = tasks.flatMap((task) =>
    read(`/proc/${pid}/task/${task}/children`).split(' ').filter(Boolean).map(Number),
  );
  return Math.round(own + children.reduce((sum, child) => sum + residentMb(child), 0));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'littlestar-bench-topology-'));
const zipPath = path.join(folder, 'upload.zip');
execFileSync(process.execPath, [
  fileURLToPath(new URL('./memory-walk-photos.js', import.meta.url)),
  zipPath,
]);
const zip = fs.readFileSync(zipPath);

// As `npm run serve` and `npm run work` start them (docs/operations.md, "Memory").
const name = `littlestar_bench_${randomBytes(4).toString('hex')}`;
await onAdmin(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const common = {
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: folder,
  WEB_DIST_DIR: path.join(folder, 'no-web-build'),
  APP_SECRET: 'bench-topology-secret-0123456789abcdef-0123456789',
};
const port = 3900 + Math.floor(Math.random() * 90);
const baseUrl = `http://127.0.0.1:${port}`;
const figures: [string, number, number][] = [];
const api = startProcess('serve', { ...common, PORT: String(port) });
const worker = startProcess('work', common);
try {
  await healthy(baseUrl);
  await sleep(5000);
  const note = (label: string) =>
    figures.push([label, residentMb(api.pid ?? 0), residentMb(worker.pid ?? 0)]);
  note('started, idle');

  const parent = await signUpParent(baseUrl);
  await buyCredits(baseUrl, parent);
  const child = await createChild(baseUrl, parent);
  const put = await fetch(await uploadUrlOf(baseUrl, parent, child.id), {
    method: 'PUT',
    headers: { 'content-type': 'application/zip' },
    body: zip,
  });
  if (put.status !== 204) throw new Error(`upload: ${put.status}`);
  const start = await call(baseUrl, parent, 'POST', `/api/training/${child.id}/start`);
  if (start.status !== 200) throw new Error(`training start: ${await start.text()}`);
  for (;;) {
    const status = (await (
      await call(baseUrl, parent, 'GET', `/api/training/${child.id}/status`)
    ).json()) as { training_status: string };
    if (status.training_status === 'completed') break;
    if (status.training_status === 'failed') throw new Error('the training failed');
    await sleep(250);
  }
  note('after the photo check of 6 photos of 12 MP and the training');

  const storyId = await generateStory(baseUrl, parent, child.id);
  const story = await waitForStory(baseUrl, parent, storyId, isFinished, 300);
  if (story?.status !== 'complete') throw new Error(`the story ended ${story?.status}`);
  const pdf = await call(baseUrl, parent, 'GET', `/api/stories/${storyId}/pdf`);
  if (pdf.status !== 200) throw new Error(`pdf: ${pdf.status}`);
  await pdf.arrayBuffer();
  note('after a story and its PDF');
  await sleep(AFTER_SECONDS * 1000);
  note(`${AFTER_SECONDS} s later`);
} finally {
  for (const child of [api, worker]) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  await onAdmin(`DROP DATABASE ${name}`);
  fs.rmSync(folder, { recursive: true, force: true });
}

console.log(
  `\nResident memory of a serve and a work process (PostgreSQL, node ${process.version}, ` +
    `${os.cpus().length} cores; a process's face model processes counted with it)`,
);
for (const [label, serve, work] of figures) {
  console.log(`  ${label}: serve ${serve} MB, work ${work} MB`);
}
const peakServe = Math.max(...figures.map(([, serve]) => serve));
const lastWork = figures.at(-1)?.[2] ?? 0;
console.log(
  `  goals: serve ${SERVE_GOAL_MB} MB (peak ${peakServe}: ${peakServe <= SERVE_GOAL_MB ? 'PASS' : 'over'}), ` +
    `work ${WORK_GOAL_MB} MB ${AFTER_SECONDS} s after (${lastWork}: ${lastWork <= WORK_GOAL_MB ? 'PASS' : 'over'})`,
);
