import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Data directory in use: ${dataDir} is already used by another Littlestar process. ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

const lockOptions = (dataDir: string) => ({
  lockfilePath: path.join(dataDir, '.lock'),
  realpath: false,
  stale: 15_000,
});

/** Refuses, with the same message as a start would, when another process holds `dataDir`. */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const isHeld = await lockfile.check(dataDir, lockOptions(dataDir)).catch(() => false);
  if (isHeld) throw new DataDirInUseError(dataDir);
}

/**
 * PGlite is single-process and does not lock its folder itself; two processes on one folder
 * would lose writes. This lock is a directory kept fresh by its owner, so a crashed owner's
 * lock goes stale and the next start takes it over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      ...lockOptions(dataDir),
      update: 5_000,
      onCompromised: (error) => {
        // Another process took the lock over: stop before writing anything more.
        console.error(`Lost the lock on ${dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
