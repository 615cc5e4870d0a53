import {
  photoMessages,
  UPLOAD_LIMITS,
  type CheckedPhoto,
  type PhotoProblem,
} from '@littlestar/shared/photos';
import { AppError } from '../../errors.js';
import { readPhotoArchive, type CleanPhoto } from './photo-archive.js';
import {
  DIFFERENT_PERSON_DISTANCE,
  faceDistance,
  type FacesProvider,
  type FoundFace,
  type PhotoFaces,
} from '../../providers/faces/faces-provider.js';

/**
 * A face counts when its larger side is at least this share of the photo's shorter side: a
 * child's face in a full-length photo measures 15 to 25%, one lost in a landscape less. (The
 * detector itself misses faces under about 6%: those photos read "no face".)
 */
export const MIN_FACE_SHARE = 0.14;
/** …and at least this many pixels, so the avatar and the likeness have something to sample. */
export const MIN_FACE_PIXELS = 64;
/**
 * Faces smaller than this share of the largest one are strangers far behind (a park, a
 * beach); they are not "other people in the photo", and nothing is sampled from them.
 */
const BACKGROUND_FACE_SHARE = 0.2;
/** Comparing people needs at least this many solo photos to tell the odd one out. */
const MIN_PHOTOS_TO_COMPARE = 3;

export interface PhotoVerdict extends CheckedPhoto {
  /** The child's face, when the photo is usable. */
  face: FoundFace | null;
  width: number;
  height: number;
  /** Higher is a better source for the avatar and the character sheet. */
  quality: number;
  /**
   * The recognition model's description of the face, for a photo with one face (biometric
   * data: it goes into the sealed likeness reference and nowhere else).
   */
  descriptor: number[] | null;
}

/** Finds the faces in each photo (the provider queues them for its model threads) and judges them. */
export async function checkPhotos(options: {
  faces: FacesProvider;
  photos: { index: number; data: Buffer }[];
}): Promise<PhotoVerdict[]> {
  const found = await Promise.all(
    options.photos.map(async (photo) => ({
      index: photo.index,
      ...(await options.faces.findFaces(photo.data)),
    })),
  );
  return judgePhotos(found);
}

/**
 * Reads the zip (`readPhotoArchive`) and checks each photo for faces as soon as it is clean:
 * libvips decodes the next photo while the model threads look at the ones before. Fewer than `minimum` photos is refused before any verdict.
 */
export async function readAndCheckPhotos(options: {
  faces: FacesProvider;
  zip: Buffer;
  minimum: number;
}): Promise<{ photos: CleanPhoto[]; verdicts: PhotoVerdict[] }> {
  const found: Promise<PhotoFaces & { index: number }>[] = [];
  const photos = await readPhotoArchive(options.zip, UPLOAD_LIMITS, (photo) => {
    const next = options.faces
      .findFaces(photo.data)
      .then((faces) => ({ index: photo.index, ...faces }));
    next.catch(() => undefined); // awaited below, unless the archive is refused first
    found.push(next);
  }).catch(async (error: unknown) => {
    await Promise.allSettled(found);
    throw error;
  });
  if (photos.length < options.minimum) {
    await Promise.allSettled(found);
    throw new AppError('invalid', photoMessages.tooFew(options.minimum));
  }
  return { photos, verdicts: judgePhotos(await Promise.all(found)) };
}

/**
 * Usable: exactly one face of a reasonable size, of the same person as the other photos. The
 * person is the one most photos agree on: a solo face far (by the recognition model) from the
 * most typical face, and from most of the others, is "someone else".
 */
export function judgePhotos(found: (PhotoFaces & { index: number })[]): PhotoVerdict[] {
  const verdicts = found.map((photo): PhotoVerdict => {
    const shorter = Math.min(photo.width, photo.height);
    const largest = photo.faces[0];
    const near = photo.faces.filter(
      (face) => face.box.height >= (largest?.box.height ?? 0) * BACKGROUND_FACE_SHARE,
    );
    const base = {
      index: photo.index,
      faces: photo.faces.length,
      width: photo.width,
      height: photo.height,
      descriptor: null as number[] | null,
    };
    const refuse = (problem: PhotoProblem) => ({
      ...base,
      usable: false,
      problem,
      face: null,
      quality: 0,
    });
    if (!largest) return refuse('no_face');
    if (near.length > 1) return refuse('several_faces');
    const size = Math.max(largest.box.width, largest.box.height);
    if (size < shorter * MIN_FACE_SHARE || size < MIN_FACE_PIXELS) return refuse('face_too_small');
    const share = size / shorter;
    return {
      ...base,
      usable: true,
      problem: null,
      face: largest,
      // A confident detection of a face that fills a good part of the photo, up to a third.
      quality: largest.score * Math.min(1, share / 0.33),
      // Only a photo with one face at all has a description to compare.
      descriptor: photo.faces.length === 1 ? photo.descriptor : null,
    };
  });

  const described = verdicts.filter(
    (verdict): verdict is typeof verdict & { descriptor: number[] } =>
      verdict.usable && verdict.descriptor !== null,
  );
  if (described.length >= MIN_PHOTOS_TO_COMPARE) {
    const distances = described.map((verdict) =>
      described
        .filter((other) => other !== verdict)
        .map((other) => faceDistance(verdict.descriptor, other.descriptor)),
    );
    const medians = distances.map(median);
    // The most typical face: the one closest, in the median, to all the others.
    const typical = medians.indexOf(Math.min(...medians));
    described.forEach((verdict, i) => {
      const fromTypical =
        i === typical ? 0 : faceDistance(verdict.descriptor, described[typical]?.descriptor ?? []);
      if (
        fromTypical >= DIFFERENT_PERSON_DISTANCE &&
        (medians[i] ?? 0) >= DIFFERENT_PERSON_DISTANCE
      ) {
        Object.assign(verdict, { usable: false, problem: 'someone_else', face: null, quality: 0 });
      }
    });
  }
  return verdicts;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The photos a training may use, best first. */
export function usablePhotos(verdicts: PhotoVerdict[]): PhotoVerdict[] {
  return verdicts.filter((verdict) => verdict.usable).sort((a, b) => b.quality - a.quality);
}

/** Each verdict with the photo it was given on (by `index`), in the verdicts' order. */
export function withTheirPhotos<Photo extends { index: number }>(
  verdicts: PhotoVerdict[],
  photos: Photo[],
): { verdict: PhotoVerdict; photo: Photo }[] {
  return verdicts.flatMap((verdict) => {
    const photo = photos.find((candidate) => candidate.index === verdict.index);
    return photo ? [{ verdict, photo }] : [];
  });
}

/**
 * The square around a face that makes the avatar: centred on the face, the face taking about
 * half of it, moved (not squashed) to stay inside the photo, and smaller only when the photo is.
 */
export function faceSquare(options: { face: FoundFace; width: number; height: number }): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const { face, width, height } = options;
  const centreX = face.box.x + face.box.width / 2;
  // A little above the box's centre: the detector's box stops at the brow, the hair is above.
  const centreY = face.box.y + face.box.height * 0.42;
  const side = Math.round(Math.min(Math.max(face.box.width, face.box.height) * 2, width, height));
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));
  return {
    left: clamp(centreX - side / 2, width - side),
    top: clamp(centreY - side / 2, height - side),
    width: side,
    height: side,
  };
}
