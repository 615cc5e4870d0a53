import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The PostgreSQL pass (`TEST_DATABASE_URL` set) runs the test files whose outcome the database
 * engine decides: races and concurrency, transactions and locks, the job queue, several
 * processes on one database. PGlite runs one statement at a time in one process, so only a real
 * PostgreSQL shows those. A file asks for the pass with this line, its reason after the colon:
 *
 *   // Runs on PostgreSQL too: <why the engine decides its outcome>
 *
 * The marker is read, not guessed from imports, and a near miss is an error rather than a file
 * quietly left out (see docs/testing.md).
 */
const MARKER = /^\/\/ Runs on PostgreSQL too: \S/m;

/** A comment line that looks like an attempt at the marker (for misspellings). */
const NEAR_MARKER = /^\s*(\/\/|\/?\*).*postgres.*\btoo\b/im;

/** A test that runs only with TEST_DATABASE_URL: without the marker it would run nowhere. */
const POSTGRES_ONLY =
  /\.(skipIf\(\s*!\s*|runIf\(\s*)(Boolean\(\s*)?process\.env\.TEST_DATABASE_URL\b/;

/** Whether a test file's text puts it in the PostgreSQL pass; throws on a malformed request. */
export function asksForPostgres(file: string, text: string): boolean {
  if (MARKER.test(text)) return true;
  if (NEAR_MARKER.test(text)) {
    throw new Error(
      `${file}: a comment looks like the PostgreSQL pass marker but is not it; write ` +
        `"// Runs on PostgreSQL too: <why>" on a line of its own.`,
    );
  }
  if (POSTGRES_ONLY.test(text)) {
    throw new Error(
      `${file} has tests that run only with TEST_DATABASE_URL but no ` +
        `"// Runs on PostgreSQL too: <why>" line: they would run in no pass.`,
    );
  }
  return false;
}

/** The test files under `serverDir/src` that ask for the PostgreSQL pass, as `src/…` paths. */
export function postgresPassFiles(serverDir: string): string[] {
  const src = path.join(serverDir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => asksForPostgres(`src/${file}`, readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file}`)
    .sort();
}
