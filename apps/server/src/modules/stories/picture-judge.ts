import { faceDistance, type FacesProvider } from '../../providers/faces/faces-provider.js';
import { hashDistance, pictureHash, type LikenessReference } from '../children/service.js';
import type { ReadWord } from './picture-lettering.js';

/**
 * The judge of a picture from a real image provider: is the child on it the child in the
 * photos (a likeness score), is it one of those photos pasted in, is there lettering drawn in
 * it? What it measures, and what the score is not, is in docs/pictures.md.
 */

export type { LikenessReference };

export interface PictureVerdict {
  /**
   * 0 to 100: how close the nearest face on the picture is to the child's reference face; null
   * when no face was found ("not measured": a back view, a style the detector cannot read) or
   * the reference has no face to compare with.
   */
  likeness: number | null;
  /**
   * Why the picture may not go in the book, if it may not: the offline judge's reasons, and
   * the vision model's (PICTURE_JUDGE=openai; see picture-judging.ts).
   */
  refused: 'pasted' | 'lettered' | 'unlike' | 'off-text' | 'malformed' | 'unsuitable' | null;
  /** The legible words drawn in the picture (typeset text belongs to the book, not to it). */
  lettering: string[];
}

/**
 * The recogniser's distance as a score: 0.35 or closer (two photos of one person usually
 * measure 0.2 to 0.5) is 100, the model's own line between two people (0.6) is 38, and 0.75
 * or farther is 0, in a straight line between. So a page of someone else cannot score more
 * than about 40, and one at the floor below is the same person by the model's own measure.
 */
export function likenessScore(distance: number): number {
  const score = (0.75 - distance) / 0.4;
  return Math.round(100 * Math.min(1, Math.max(0, score)));
}

/** Below this score a page is drawn again (a distance over about 0.55). */
export const LIKENESS_FLOOR = 50;

/**
 * A face this close to one of the uploaded photos' faces is that photo, not a drawing of the
 * child: re-encoded or pasted into a scene it measured 0.08–0.10; an illustration-like copy
 * (smoothed, recoloured) of a crop 0.23, and another photo of the same person further.
 */
const PASTED_DISTANCE = 0.15;
/** A whole picture within this many bits (of 64) of a photo's hash is that photo. */
const PASTED_HASH_BITS = 6;
/**
 * A hash with fewer bits set (or unset) than this is of a nearly flat picture (one colour, a
 * smooth gradient): two such pictures hash alike whatever they show, so it says nothing.
 */
const FLAT_HASH_BITS = 8;
const informative = (hash: string) => {
  const bits = hashDistance(hash, '0000000000000000');
  return bits >= FLAT_HASH_BITS && bits <= 64 - FLAT_HASH_BITS;
};

/**
 * Faces the judge measures: at least this share of the picture's shorter side (a child a reader
 * would recognise is drawn larger than a twentieth of the page), on a picture at least this
 * large. The detector's confidence does not tell a drawn face from a pattern: a smoothed
 * drawing of a face scored 0.51, a flat 64-pixel square's "face" 0.57–0.63.
 */
const MIN_FACE_SHARE = 0.05;
const MIN_PICTURE_SIDE = 256;

/** Words read with at least this confidence (0–100) count as legible. */
const LEGIBLE_CONFIDENCE = 80;

/**
 * The words a reader would see: three letters or more, read with confidence. The OCR also
 * "reads" brush strokes and grass as "|", "~" or "mm" at lower confidence; those do not count.
 */
export function legibleWords(words: readonly ReadWord[]): string[] {
  return words
    .filter((word) => word.confidence >= LEGIBLE_CONFIDENCE)
    .map((word) => word.text.replace(/[^\p{L}]/gu, ''))
    .filter((text) => text.length >= 3);
}

/** The mean of the photos' descriptors: the child's reference face. */
export function referenceFace(reference: LikenessReference): number[] | null {
  const [first] = reference.descriptors;
  if (!first) return null;
  return first.map(
    (_, index) =>
      reference.descriptors.reduce((sum, descriptor) => sum + (descriptor[index] ?? 0), 0) /
      reference.descriptors.length,
  );
}

/**
 * Judges one picture. `readWords` is the OCR (picture-lettering.ts); it and the faces run at
 * once. Two legible words, or one of five letters or more, are lettering: a single short
 * "word" is too often a pattern read as one.
 */
export async function judgePicture(options: {
  picture: Buffer;
  reference: LikenessReference;
  faces: FacesProvider;
  readWords: (picture: Buffer) => Promise<ReadWord[]>;
}): Promise<PictureVerdict> {
  const { picture, reference, faces } = options;
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  // A thumbnail is no page: nothing on it can be judged (and no image model answers one).
  if (Math.min(width, height) < MIN_PICTURE_SIDE) {
    return { likeness: null, refused: null, lettering: [] };
  }
  const [found, words, hash] = await Promise.all([
    faces.findFaces(picture, { describeEvery: true }),
    options.readWords(picture),
    pictureHash(picture),
  ]);
  const lettering = legibleWords(words);
  const shorter = Math.min(found.width, found.height);
  const described = found.faces.flatMap((face) =>
    face.descriptor && Math.max(face.box.width, face.box.height) >= shorter * MIN_FACE_SHARE
      ? [face.descriptor]
      : [],
  );
  const copied =
    (informative(hash) &&
      reference.hashes.some((photo) => hashDistance(photo, hash) <= PASTED_HASH_BITS)) ||
    described.some((face) =>
      reference.descriptors.some((photo) => faceDistance(face, photo) < PASTED_DISTANCE),
    );
  const mean = referenceFace(reference);
  const nearest =
    mean && described.length > 0
      ? Math.min(...described.map((face) => faceDistance(face, mean)))
      : null;
  return {
    likeness: nearest === null ? null : likenessScore(nearest),
    refused: copied
      ? 'pasted'
      : lettering.length >= 2 || lettering.some((word) => word.length >= 5)
        ? 'lettered'
        : null,
    lettering,
  };
}
