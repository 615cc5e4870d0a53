// The soak's tools are the server's (dev) dependencies: load them as apps/server resolves
// them, wherever npm placed them.
import { createRequire } from 'node:module';

export const requireFromServer = createRequire(
  new URL('../../apps/server/package.json', import.meta.url),
);
