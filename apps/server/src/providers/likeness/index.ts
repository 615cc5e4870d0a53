import { createOfflineLikeness } from './offline-likeness.js';
import { createReplicateLikeness, type ReplicateSettings } from './replicate-likeness.js';
import type { LikenessProvider } from './likeness-provider.js';

export type LikenessSettings = { kind: 'offline' } | ({ kind: 'replicate' } & ReplicateSettings);
export function createLikeness(settings: LikenessSettings): LikenessProvider {
  return settings.kind === 'replicate'
    ? createReplicateLikeness(settings)
    : createOfflineLikeness();
}
