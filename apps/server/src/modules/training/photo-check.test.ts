import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFacesProvider } from '../../providers/faces/index.js';
import {
  faceFreePhoto,
  samplePhoto,
  SAMPLE_FACE_COUNTS,
  soloPhoto,
} from '../../test/face-photos.js';
import { readPhotoArchive } from './photo-archive.js';
import { checkPhotos, faceSquare, usablePhotos } from './photo-check.js';
import { photoZip } from '../../test/photos.js';

// One provider, so the model loads once for the file.
// Two threads, as a two-core server runs: photos checked side by side keep their verdicts.
const faces = await createFacesProvider({ threads: 2 }, {});

/** The photos as the start sees them: out of a zip, cleaned (EXIF gone, at most 1536 px). */
async function check(photos: Buffer[]) {
  const clean = await readPhotoArchive(await photoZip(photos));
  return checkPhotos({ faces, photos: clean });
}

/** A solo photo shrunk onto a wide plain backdrop: one face, far too small to learn from. */
async function distantPhoto(): Promise<Buffer> {
  const small = await sharp(await soloPhoto({ variant: 2 }))
    .resize({ width: 180 })
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b9c7a3' } })
    .composite([{ input: small, left: 700, top: 500 }])
    .jpeg()
    .toBuffer();
}

describe('the photo check', () => {
  it('uses a solo photo, mirrored or cropped differently, and refuses what cannot work with the reason', async () => {
    const verdicts = await check([
      await soloPhoto({ variant: 0 }),
      await soloPhoto({ variant: 1 }),
      await faceFreePhoto('landscape'),
      await faceFreePhoto('flat'),
      await samplePhoto(1),
      await distantPhoto(),
    ]);
    expect(
      verdicts.map(({ index, faces, usable, problem }) => ({ index, faces, usable, problem })),
    ).toEqual([
      { index: 1, faces: 1, usable: true, problem: null },
      { index: 2, faces: 1, usable: true, problem: null },
      { index: 3, faces: 0, usable: false, problem: 'no_face' },
      { index: 4, faces: 0, usable: false, problem: 'no_face' },
      { index: 5, faces: SAMPLE_FACE_COUNTS[1], usable: false, problem: 'several_faces' },
      { index: 6, faces: 1, usable: false, problem: 'face_too_small' },
    ]);
  });

  it.each([4] as const)('refuses the group photo of sample %i', async (sample) => {
    const [verdict] = await check([await samplePhoto(sample)]);
    expect(verdict).toMatchObject({
      faces: SAMPLE_FACE_COUNTS[sample],
      usable: false,
      problem: 'several_faces',
    });
  });

  it('flags a different person among five photos of the same one, wherever it is', async () => {
    const same = await Promise.all([0, 1, 2, 3, 4].map((variant) => soloPhoto({ variant })));
    const stranger = await soloPhoto({ sample: 6, face: 2 });
    const verdicts = await check([same[0]!, same[1]!, stranger, same[2]!, same[3]!, same[4]!]);
    expect(verdicts.map((verdict) => verdict.problem)).toEqual([
      null,
      null,
      'someone_else',
      null,
      null,
      null,
    ]);
    // The best photos come first, and none of them is the stranger's.
    expect(usablePhotos(verdicts).map((verdict) => verdict.index)).not.toContain(3);
    expect(usablePhotos(verdicts)).toHaveLength(5);
  });

  it('keeps the square around the face inside the photo', () => {
    const square = faceSquare({
      face: { box: { x: 10, y: 5, width: 100, height: 120 }, score: 1, landmarks: [] },
      width: 400,
      height: 300,
    });
    expect(square).toEqual({ left: 0, top: 0, width: 240, height: 240 });
  });
});
