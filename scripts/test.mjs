// `npm test`: every check and every test, stage by stage, each timed (scripts/stages.mjs).
import { runStages } from './stages.mjs';

await runStages([
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit: shared', 'npm run test -w @littlestar/shared'],
  ['unit: storycraft', 'npm run test -w @littlestar/storycraft'],
  ['unit: server', 'npm run test -w @littlestar/server'],
  ['unit: web', 'npm run test -w @littlestar/web'],
  ['build', 'npm run build'],
  ['browser tests', 'npm run e2e -w @littlestar/e2e-tests'],
]);
