import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertDataDirFree, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

describe('data directory lock', () => {
  it('lets one process use a data directory, and the next once it is released', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-lock-'));
    await assertDataDirFree(dataDir);
    const release = await lockDataDir(dataDir);
    await expect(assertDataDirFree(dataDir)).rejects.toThrow(/Data directory in use/);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Data directory in use/);
    await release();
    await assertDataDirFree(dataDir);
    const again = await lockDataDir(dataDir);
    await again();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
