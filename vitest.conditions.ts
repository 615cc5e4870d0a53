import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the "source" condition, so tests
 * and the dev server run straight from `src` without a build; Node itself loads `dist`.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
