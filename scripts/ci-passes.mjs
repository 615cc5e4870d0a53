// What CI adds after `npm test` (.ci/run), as timed stages (scripts/stages.mjs):
// - the public pages measured by Lighthouse (mobile, Debian Chromium, the production build that
//   `npm test` built a moment ago): prints the scores and fails below 95 for accessibility and,
//   on the median of three runs a page, below 85 for performance (see `lighthouse` below);
// - beside it, the server tests that ask the database engine, again on a real PostgreSQL
//   (apps/server/vitest.config.ts picks them; docs/testing.md);
// - after Lighthouse, in the same lane, the production topology (2 serve + 2 work processes,
//   S3, SMTP) under load and faults, in its short form on a fresh database it drops again
//   (docs/soak.md), run from its build (`tsc -b`, part of `npm test`'s build). It waits on its
//   fake AI's latency more than it computes, so the PostgreSQL pass beside it costs it little;
//   its wait for the stories to settle is bounded generously for that.
// Under CI a missing PostgreSQL fails the run, as a missing Chromium does: skipping would pass
// with two passes unrun. Elsewhere it is said and skipped.
import net from 'node:net';
import { runStages } from './stages.mjs';

const answers = await new Promise((resolve) => {
  const socket = net.connect(5432, '127.0.0.1');
  socket.setTimeout(5000, () => (socket.destroy(), resolve(false)));
  socket.on('connect', () => (socket.end(), resolve(true)));
  socket.on('error', () => resolve(false));
});
// The performance gate, chosen to fail on a real regression and never on a busy machine. Its
// figures (2026-11-30, this build, 2 cores) were taken while another full `npm test` ran beside
// them (load average 12-15), likely busier than CI, where Lighthouse shares the machine with the
// PostgreSQL pass: ten runs a page gave / 95-100, /user-guide 96-100, /details 96-100 and
// /demo/children 84-99 (median 93). One run varies by up to 15 points, so CI takes the median of
// three, the lowest of which seen was 88 (/demo/children); 85 stays safely below that. Before
// their main-thread work was cut, /details and /demo/children had medians of 84-87, so a return
// to that is likely (not certain) to fail it. Three runs cost about 100 s more, most of it
// hidden beside the PostgreSQL pass.
const lighthouse = [
  'lighthouse',
  'LIGHTHOUSE_RUNS=3 LIGHTHOUSE_MIN_PERFORMANCE=85 npm run lighthouse -w @littlestar/e2e-tests',
];

if (!answers) {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  console.error(
    ci
      ? 'No PostgreSQL at 127.0.0.1:5432: CI needs it for the PostgreSQL pass and the soak.'
      : 'No PostgreSQL at 127.0.0.1:5432: skipping the PostgreSQL pass and the soak.',
  );
  await runStages([lighthouse]);
  if (ci) process.exit(1);
} else {
  const testUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  await runStages([
    {
      lanes: [
        [
          lighthouse,
          [
            'soak (short)',
            'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/soak/dist/run.js --short',
          ],
        ],
        [
          [
            'unit: server on PostgreSQL',
            `TEST_DATABASE_URL=${testUrl} npm run test -w @littlestar/server`,
          ],
        ],
      ],
    },
  ]);
}
