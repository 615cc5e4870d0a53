// Creates the embedded database's folder (PGlite's initdb) while `npm start` builds, so the
// server's first start opens it instead of waiting for it. Made beside the folder and renamed
// into place once complete: an interrupted run leaves no half-made database, and a folder
// that is already there is left alone (the server makes one itself when it finds none).
// Usage: node scripts/create-database.mjs <DATA_DIR/db>
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: create-database <dir>');
const making = `${dir}.making-${process.pid}`;
await fs.mkdir(making, { recursive: true });
try {
  // The settings apps/server/src/db/database.ts opens it with (PGLITE_SETTINGS).
  const created = await PGlite.create(making, { postgresqlconf: ['shared_buffers = 16MB'] });
  await created.close();
  await fs.rename(making, dir).catch((error) => {
    // A folder made meanwhile (or left empty) by someone else: theirs stays.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  });
} finally {
  await fs.rm(making, { recursive: true, force: true });
}
