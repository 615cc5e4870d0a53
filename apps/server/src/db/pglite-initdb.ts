/**
 * Creates a new PGlite database folder and exits: run as a child process by `openPglite`,
 * because initdb's WebAssembly memory (about 150 MB more than a restart needs here) stays
 * with the process that ran it, even after the instance is closed and its thread has ended.
 * Usage: node pglite-initdb.js <dir> <postgresql.conf settings as JSON>
 */
import { PGlite } from '@electric-sql/pglite';

const [dir, settings] = process.argv.slice(2);
if (!dir) throw new Error('usage: pglite-initdb <dir> <settings-json>');
const created = await PGlite.create(dir, {
  postgresqlconf: JSON.parse(settings ?? '[]') as string[],
});
await created.close();
