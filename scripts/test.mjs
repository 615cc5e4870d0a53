// `npm test`: every check and every test, as timed stages (scripts/stages.mjs). Two cores: the
// single-threaded checks (tsc, ESLint, Prettier) and the small suites share them in lanes; the
// server's suite (three Vitest workers) and the browser tests (Chromium beside the server) each
// fill both cores, so they run alone. The server's tests import the built shared package
// (`tsc -b`, part of the type check), so they come after it.
import { runStages } from './stages.mjs';

await runStages([
  {
    lanes: [
      [
        ['typecheck', 'npm run typecheck'],
        ['build', 'npm run build'],
        ['unit: web', 'npm run test -w @littlestar/web'],
        ['unit: shared', 'npm run test -w @littlestar/shared'],
        // Here rather than after lint, the longest stage: lint's lane ended 14 s after the
        // others, with one core idle.
        ['format', 'npm run format:check'],
      ],
      [['lint', 'npm run lint']],
      // bookbinder's suite (two files, about 15 s alone) after storycraft's, the shortest lane
      // (docs/testing.md): a fourth lane would only share the same two cores.
      [
        ['unit: storycraft', 'npm run test -w @littlestar/storycraft'],
        ['unit: bookbinder', 'npm run test -w @littlestar/bookbinder'],
      ],
    ],
  },
  ['unit: server', 'npm run test -w @littlestar/server'],
  ['browser tests', 'npm run e2e -w @littlestar/e2e-tests'],
]);
