// What CI adds after `npm test` (.ci/run), as timed stages (scripts/stages.mjs):
// - the public pages measured by Lighthouse (mobile, Debian Chromium, the production build that
//   `npm test` built a moment ago): prints the scores and fails below 95 for accessibility. One
//   run a page: CI gates accessibility, which does not vary from run to run; the median of three
//   (the default) is for reading performance figures on a quiet machine;
// - beside it, the server tests that ask the database engine, again on a real PostgreSQL
//   (apps/server/vitest.config.ts picks them; docs/testing.md);
// - after Lighthouse, in the same lane, the production topology (2 serve + 2 work processes,
//   S3, SMTP) under load and faults, in its short form on a fresh database it drops again
//   (docs/soak.md). It waits on its fake AI's latency more than it computes, so the
//   PostgreSQL pass beside it costs it little; its wait for the stories to settle is bounded
//   generously for that.
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
const lighthouse = ['lighthouse', 'LIGHTHOUSE_RUNS=1 npm run lighthouse -w @littlestar/e2e-tests'];

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
            'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/soak/run.mjs --short',
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
