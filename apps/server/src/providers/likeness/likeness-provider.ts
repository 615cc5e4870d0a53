import type { Likeness } from '@littlestar/shared/likeness';
export interface TrainingPhoto {
  index: number;
  data: Buffer;
}

export type TrainingOutcome =
  | {
      status: 'completed';
      /**
       * Only the traits learned from the photos (the rest of the child's likeness stays as
       * the parent or the defaults have it).
       */
      traits: Partial<Likeness>;
      /** A trained model version the image provider can use (Replicate), or null. */
      modelVersion: string | null;
      warnings: string[];
    }
  | { status: 'training'; externalId: string }
  | { status: 'failed'; error: string };

/**
 * Learns a child's likeness from their photos. The offline default samples colours from the
 * photos at once; Replicate trains a FLUX LoRA and finishes later (webhook, or polling).
 */
export interface LikenessProvider {
  kind: 'offline' | 'replicate';
  start(input: {
    childId: string;
    photos: TrainingPhoto[];
    /** A signed, expiring URL of the photo zip, for providers that fetch it themselves. */
    zipUrl: string;
  }): Promise<TrainingOutcome>;
  /** The state of a training started earlier (the webhook's fallback). */
  check(externalId: string, photos: () => Promise<TrainingPhoto[]>): Promise<TrainingOutcome>;
  /**
   * Removes what the provider keeps of a deleted child: stops a training still running and
   * deletes the trained model version. Safe to repeat.
   */
  forget(trained: { externalId: string | null; modelVersion: string | null }): Promise<void>;
}
