import { openPayload, sealPayload } from '../../jobs/sealed-payload.js';
import { pictureHash } from './picture-hash.js';
import type { CleanPhoto } from './photo-archive.js';
import type { PhotoVerdict } from './photo-check.js';

/**
 * What the picture judge compares a drawn picture with: the usable photos' face descriptors
 * (the reference face is their mean) and each photo's difference hash.
 */
export interface LikenessReference {
  descriptors: number[][];
  hashes: string[];
}

/**
 * The child's likeness reference for the picture judge, made at training from the usable
 * photos: their face descriptors and difference hashes. A face descriptor is biometric data
 * (COPPA's 2025 rule; GDPR Art. 9), so the reference is kept sealed (AES-256-GCM under its own
 * key from APP_SECRET), read only by the judge, and deleted with the child or when the parent
 * turns the likeness check off.
 */
export async function likenessReferenceOf(
  photos: { photo: Pick<CleanPhoto, 'data'>; verdict: PhotoVerdict }[],
): Promise<LikenessReference | null> {
  const descriptors = photos.flatMap(({ verdict }) =>
    verdict.descriptor ? [verdict.descriptor] : [],
  );
  if (descriptors.length === 0) return null;
  const hashes = await Promise.all(photos.map(({ photo }) => pictureHash(photo.data)));
  return { descriptors, hashes };
}

export function sealLikenessReference(secret: string, reference: LikenessReference): string {
  return sealPayload(secret, reference, 'likenessReferences').sealed;
}

/** The reference, or null when there is none or it cannot be opened (APP_SECRET changed). */
export function openLikenessReference(
  secret: string,
  sealed: string | null,
): LikenessReference | null {
  if (!sealed) return null;
  try {
    return openPayload(secret, { sealed }, 'likenessReferences') as LikenessReference;
  } catch {
    return null;
  }
}
