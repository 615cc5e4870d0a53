// Runs the browser tests with the system Chromium. Without one they are skipped loudly,
// except in CI (CI=true or CI=1), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const banner = '!'.repeat(78);
  const message = `No Chromium at ${chromium}: the browser tests did NOT run.\nInstall Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`;
  console.error(`\n${banner}\n${message}\n${banner}\n`);
  process.exit(process.env.CI === 'true' || process.env.CI === '1' ? 1 : 0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
