import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Every server the browser tests start would migrate a fresh database and make the same ten
 * demo books. The first server of a run makes them once into a shelf, a data folder kept
 * under the system's temporary folder and named by the build; every server then starts from a
 * copy of it (the database, the stored pictures and the app secret that signs their URLs, so
 * they stay consistent). A spec's server configured otherwise (another picture provider, print,
 * Google sign-in) starts from the same books, as a deployment that changed its settings keeps
 * the books it made before. PGlite's folder is copied only once its server has stopped: PGlite is
 * one process, and a copy taken while it writes may be torn.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const shelvesDir = path.join(os.tmpdir(), 'littlestar-e2e-shelves');

/**
 * What the demo books are made by: the built server and its packages, the migrations, the
 * dependencies, and the settings the browser tests give every server. A shelf of another
 * build is never reused.
 */
const buildInputs = [
  'apps/server/dist',
  'packages/storycraft/dist',
  'packages/shared/dist',
  'apps/server/drizzle',
  'package-lock.json',
  'e2e/server.ts',
  'e2e/demo-shelf.ts',
];

/** Settings that change the demo books (their words, pictures, where pictures are kept). */
const bookSettings =
  /^(STORY_TEXT|STORY_IMAGES|MODERATION|OPENAI_|GOOGLE_GENERATIVE_AI_|REPLICATE_|STORAGE$|S3_)/;

/** A shelf unused for this long belongs to an old build: it is removed when a new one is made. */
const keepUnusedMs = 24 * 60 * 60 * 1000;

/** How long to wait for another process that is making the same shelf. */
const waitForOtherMs = 6 * 60 * 1000;

/**
 * Fills the empty data folder `into` with a copy of this build's demo shelf. The first caller
 * of a build (in any process) makes the shelf: `make` must fill the folder it is given and
 * leave no server running on it.
 */
export async function copyDemoShelf(options: {
  into: string;
  make: (dataDir: string) => Promise<void>;
}): Promise<void> {
  const shelf = await readyShelf(options.make);
  // The data-dir lock of the server that made it was released when it stopped, so the copy
  // holds nothing a server would take for another process's.
  await fs.cp(shelf, options.into, { recursive: true });
}

async function readyShelf(make: (dataDir: string) => Promise<void>): Promise<string> {
  const shelf = path.join(shelvesDir, await (thisBuildKey ??= buildKey()));
  await fs.mkdir(shelvesDir, { recursive: true });
  const deadline = Date.now() + waitForOtherMs;
  for (;;) {
    if (await exists(shelf)) {
      const now = new Date();
      await fs.utimes(shelf, now, now);
      return shelf;
    }
    const release = await tryLock(`${shelf}.lock`);
    if (release) {
      try {
        if (!(await exists(shelf))) await makeShelf(shelf, make);
      } finally {
        await release();
      }
    } else {
      if (Date.now() > deadline) throw new Error(`Another process did not make ${shelf} in time.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Makes the shelf in a folder of its own and renames it into place: rename is atomic, so a
 * reader finds no shelf or a whole one, and of two processes that made it at once (after a
 * stale lock), the second's rename fails and its copy is dropped.
 */
async function makeShelf(shelf: string, make: (dataDir: string) => Promise<void>) {
  await removeOldShelves();
  const making = await fs.mkdtemp(`${shelf}.making-`);
  try {
    await make(making);
    try {
      await fs.rename(making, shelf);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    await fs.rm(making, { recursive: true, force: true });
  }
}

/**
 * A lock file holding its owner's process id; a lock whose owner is gone is taken over. It
 * only spares a second process the work: the rename in `makeShelf` keeps the shelf whole.
 */
async function tryLock(lockFile: string): Promise<(() => Promise<void>) | null> {
  try {
    await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
    return () => fs.rm(lockFile, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(await fs.readFile(lockFile, 'utf8').catch(() => ''));
  // An empty file is a lock being written this instant: its owner is alive.
  if (owner > 0 && !isAlive(owner)) await fs.rm(lockFile, { force: true });
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function removeOldShelves() {
  const cutoff = Date.now() - keepUnusedMs;
  for (const name of await fs.readdir(shelvesDir)) {
    const entry = path.join(shelvesDir, name);
    const stat = await fs.stat(entry).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await fs.rm(entry, { recursive: true, force: true });
  }
}

/** The build does not change while this process runs: its files are hashed once. */
let thisBuildKey: Promise<string> | undefined;

/** A hash of every build input's files (not source maps or declarations) and book settings. */
async function buildKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of buildInputs) {
    for (const file of await filesOf(path.join(root, input))) {
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(await fs.readFile(file));
    }
  }
  const settings = Object.entries(process.env).filter(([name]) => bookSettings.test(name));
  for (const [name, value] of settings.sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${name}=${value ?? ''}`);
  }
  return hash.digest('hex').slice(0, 20);
}

async function filesOf(input: string): Promise<string[]> {
  const stat = await fs.stat(input);
  if (stat.isFile()) return [input];
  const names = await fs.readdir(input, { recursive: true });
  const files: string[] = [];
  for (const name of names.sort()) {
    if (/\.(map|d\.ts|tsbuildinfo)$/.test(name)) continue;
    const file = path.join(input, name);
    if ((await fs.stat(file)).isFile()) files.push(file);
  }
  return files;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
