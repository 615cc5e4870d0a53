import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asksForPostgres, postgresPassFiles } from './postgres-pass.js';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const lines = (...text: string[]) => text.join('\n');
/** Spelt in parts, so this file's own text does not read as a PostgreSQL-only test. */
const env = ['process', 'env', 'TEST_DATABASE_URL'].join('.');

describe('the choice of files for the PostgreSQL pass', () => {
  it('takes a file by its marker line with a reason, and no other', () => {
    const marked = lines(
      "import { it } from 'vitest';",
      '// Runs on PostgreSQL too: ten requests race for one row.',
    );
    expect(asksForPostgres('a.test.ts', marked)).toBe(true);
    expect(asksForPostgres('b.test.ts', "import { it } from 'vitest';")).toBe(false);
  });

  it('refuses a misspelt or empty marker instead of leaving the file out', () => {
    for (const near of [
      '// Runs on Postgres too: a race.',
      '// runs on PostgreSQL too: a race.',
      '// Runs on PostgreSQL too:',
      '/* Runs on PostgreSQL too: a race. */',
    ]) {
      expect(() => asksForPostgres('c.test.ts', lines('', near)), near).toThrow(/marker/);
    }
  });

  it('refuses a test that runs only with TEST_DATABASE_URL in a file without the marker', () => {
    for (const gate of [
      `describe.skipIf(!${env})('processes', () => {});`,
      `it.runIf(${env})('a lock', () => {});`,
    ]) {
      expect(() => asksForPostgres('d.test.ts', gate), gate).toThrow(/would run in no pass/);
    }
    const pgliteOnly = `describe.skipIf(Boolean(${env}))('x', () => {});`;
    expect(asksForPostgres('e.test.ts', pgliteOnly)).toBe(false);
  });

  it("finds the server's marked files, the process tests among them", () => {
    const files = postgresPassFiles(serverDir);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/topology/api-sigterm.test.ts',
        'src/topology/start-together.test.ts',
        'src/topology/worker-killed.test.ts',
        'src/topology/worker-sigterm.test.ts',
      ]),
    );
  });
});
