// `npm start` builds before it starts. When another process already serves this DATA_DIR,
// say so before the build, which would otherwise replace the files that process is serving.
// Then the three things a first start waits for run side by side, on a 2-core machine as on
// more: the server's TypeScript (one tsc, one core), the web app (Vite) and, on a first start
// with the embedded database, PostgreSQL's initdb (about 6 s of WebAssembly). The tests'
// type check and the soak are not built here: `npm run build` and `npm test` do those.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = path.join(root, 'apps/server/dist/main.js');
// Nothing built yet means nothing of this checkout can be running.
if (fs.existsSync(entry)) {
  const check = spawnSync(process.execPath, [entry, 'check-data-dir'], { stdio: 'inherit' });
  // 1: in use, or a bad configuration (the message is printed either way). 2 (an older build
  // without this command) carries on.
  if (check.status === 1) process.exit(1);
}

/** Runs a command to its end; rejects with its name when it fails. */
function run(name, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? code})`)),
    );
  });
}

const steps = [
  run('the server build', process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-b',
    'apps/server/tsconfig.build.json',
  ]),
  run('the web build', process.platform === 'win32' ? 'npm.cmd' : 'npm', [
    'run',
    'build',
    '-w',
    '@littlestar/web',
  ]),
];
// The embedded database's folder, as the server resolves it (DATA_DIR from where npm starts
// it); a server on PostgreSQL has none to make.
const databaseDir = path.resolve(root, process.env.DATA_DIR || './data', 'db');
if (!process.env.DATABASE_URL && !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
  steps.push(
    run('creating the database', process.execPath, [
      path.join(root, 'scripts/create-database.mjs'),
      databaseDir,
    ]),
  );
}
const results = await Promise.allSettled(steps);
const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
if (failed.length > 0) {
  for (const error of failed) console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
