// `npm start` rebuilds before it starts. When another process already serves this DATA_DIR,
// say so before the build, which would otherwise replace the files that process is serving.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
// Nothing built yet means nothing of this checkout can be running.
if (fs.existsSync(entry)) {
  const check = spawnSync(process.execPath, [entry, 'check-data-dir'], { stdio: 'inherit' });
  // 1: in use, or a bad configuration (the message is printed either way). 2 (an older build
  // without this command) carries on.
  if (check.status === 1) process.exit(1);
}
