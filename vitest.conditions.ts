import { defaultClientConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the "source" condition, so tests
 * and the dev server run straight from `src` without a build; Node itself loads `dist`.
 * On the server side only Node's own conditions follow: the bundler-only "module" builds of
 * some packages (the AWS SDK's) cannot be loaded by Node.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', 'node'] } },
};
