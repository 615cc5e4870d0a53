import { createOfflineLikeness } from './offline-likeness.js';
import type { ReplicateSettings } from './replicate-likeness.js';
import type { LikenessProvider } from './likeness-provider.js';

export type LikenessSettings = { kind: 'offline' } | ({ kind: 'replicate' } & ReplicateSettings);

/** Replicate's client loads only when it is configured. */
export async function createLikeness(settings: LikenessSettings): Promise<LikenessProvider> {
  if (settings.kind === 'replicate') {
    const { createReplicateLikeness } = await import('./replicate-likeness.js');
    return createReplicateLikeness(settings);
  }
  return createOfflineLikeness();
}
