import type { FacesProvider } from '../faces/faces-provider.js';
import type { LikenessSettings } from './likeness-settings.js';
import type { LikenessProvider } from './likeness-provider.js';
import { createOfflineLikeness } from './offline-likeness.js';

/** Replicate's client loads only when it is configured. */
export async function createLikenessProvider(
  settings: LikenessSettings,
  deps: { faces: FacesProvider },
): Promise<LikenessProvider> {
  if (settings.kind === 'replicate') {
    const { createReplicateLikeness } = await import('./replicate-likeness.js');
    return createReplicateLikeness(settings, deps);
  }
  return createOfflineLikeness(deps);
}
