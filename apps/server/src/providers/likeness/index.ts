import { createOfflineLikeness } from './offline-likeness.js';
import type { ReplicateSettings } from './replicate-likeness.js';
import type { FacesProvider } from '../faces/faces-provider.js';
import type { LikenessProvider } from './likeness-provider.js';

export type LikenessSettings = { kind: 'offline' } | ({ kind: 'replicate' } & ReplicateSettings);

/** Replicate's client loads only when it is configured. */
export async function createLikeness(
  settings: LikenessSettings,
  dependencies: { faces: FacesProvider },
): Promise<LikenessProvider> {
  if (settings.kind === 'replicate') {
    const { createReplicateLikeness } = await import('./replicate-likeness.js');
    return createReplicateLikeness(settings, dependencies);
  }
  return createOfflineLikeness(dependencies);
}
