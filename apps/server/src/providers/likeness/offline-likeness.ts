import { estimateLikeness } from './likeness-estimate.js';
import type { FacesProvider } from '../faces/faces-provider.js';
import type { LikenessProvider } from './likeness-provider.js';

/** The embedded default: seconds of measuring the faces, no account, no network. */
export function createOfflineLikeness({ faces }: { faces: FacesProvider }): LikenessProvider {
  return {
    kind: 'offline',
    async start({ photos }) {
      const estimate = await estimateLikeness(photos, faces);
      return {
        status: 'completed',
        traits: estimate.traits,
        modelVersion: null,
        warnings: estimate.warnings,
      };
    },
    async check(_externalId, photos) {
      const estimate = await estimateLikeness(await photos(), faces);
      return {
        status: 'completed',
        traits: estimate.traits,
        modelVersion: null,
        warnings: estimate.warnings,
      };
    },
    // The offline profile lives on the child's row, which goes with the child.
    forget: () => Promise.resolve(),
  };
}
