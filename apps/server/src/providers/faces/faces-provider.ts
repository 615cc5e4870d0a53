export interface FacePoint {
  x: number;
  y: number;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FoundFace {
  /** Where the face is, in the photo's own pixels. */
  box: FaceBox;
  /** The detector's confidence, 0 to 1. */
  score: number;
  /**
   * The 68 landmarks in the photo's pixels, in the iBUG order: jaw 0–16, brows 17–26, nose
   * 27–35, eyes 36–41 and 42–47, mouth 48–67.
   */
  landmarks: FacePoint[];
  /**
   * The recognition model's description of this face, when every face was asked for (a
   * picture to judge: the child may stand among others).
   */
  descriptor?: number[];
}

export interface PhotoFaces {
  width: number;
  height: number;
  /** Every face found, largest first. */
  faces: FoundFace[];
  /**
   * The recognition model's description (128 numbers) of the face, when the photo has exactly
   * one: comparing people only means something on solo photos.
   */
  descriptor: number[] | null;
}

/**
 * Finds faces in photos on this machine: no network, no account. The model loads on the
 * first call (once per process), so a server that never checks a photo never pays for it.
 */
export interface FacesProvider {
  /**
   * The faces of one photo (JPEG, PNG or WebP bytes, already oriented). `describeEvery`:
   * each face (the largest few) gets its own descriptor, not only a solo one.
   */
  findFaces(photo: Buffer, options?: { describeEvery?: boolean }): Promise<PhotoFaces>;
}

/**
 * How far apart two faces are: below about 0.6 the recognition model takes them for the same
 * person (its authors' threshold), and photos of one person usually measure 0.2 to 0.5.
 */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/** Distances at or beyond this are clearly two different people. */
export const DIFFERENT_PERSON_DISTANCE = 0.6;
