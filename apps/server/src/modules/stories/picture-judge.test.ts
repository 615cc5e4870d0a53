import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaceApiFaces } from '../../providers/faces/face-api-faces.js';
import { faceFreePhoto, pageShowing, soloPhoto } from '../../test/face-photos.js';
import { pictureHash } from '../children/service.js';
import {
  judgePicture,
  legibleWords,
  LIKENESS_FLOOR,
  likenessScore,
  type LikenessReference,
} from './picture-judge.js';
import { stopLettering, wordsIn } from './picture-lettering.js';

/**
 * The judge on real faces (the face model's sample photos, cropped as a parent's photos of one
 * child differ) and the real OCR: a page is built as an image provider might draw it.
 */
const faces = createFaceApiFaces({ threads: 1 });
const judge = (picture: Buffer) => judgePicture({ picture, reference, faces, readWords: wordsIn });
let reference: LikenessReference;
let uploaded: Buffer[];

beforeAll(async () => {
  uploaded = await Promise.all(
    [0, 1, 2, 3, 4].map((variant) => soloPhoto({ sample: 1, face: 1, variant })),
  );
  const found = await Promise.all(uploaded.map((photo) => faces.findFaces(photo)));
  reference = {
    descriptors: found.flatMap((photo) => (photo.descriptor ? [photo.descriptor] : [])),
    hashes: await Promise.all(uploaded.map(pictureHash)),
  };
}, 120_000);

afterAll(stopLettering);

describe('the picture judge', () => {
  it('scores a drawing of the child in the photos high, and keeps it', async () => {
    const page = await pageShowing(await soloPhoto({ sample: 1, face: 1, variant: 7 }), {
      styled: true,
    });
    const verdict = await judge(page);
    expect(verdict.refused).toBeNull();
    expect(verdict.likeness).toBeGreaterThanOrEqual(80);
  });

  it('scores a drawing of someone else below the floor', async () => {
    const page = await pageShowing(await soloPhoto({ sample: 1, face: 0, variant: 7 }), {
      styled: true,
    });
    const verdict = await judge(page);
    expect(verdict.refused).toBeNull();
    expect(verdict.likeness).toBeLessThan(LIKENESS_FLOOR);
  });

  it('refuses an uploaded photo, as it is or pasted into a scene', async () => {
    const [photo = Buffer.alloc(0)] = uploaded;
    expect((await judge(photo)).refused).toBe('pasted');
    const pasted = await pageShowing(photo, { styled: false });
    expect((await judge(pasted)).refused).toBe('pasted');
  });

  it('refuses a picture with a caption drawn in it, and measures no face on a landscape', async () => {
    const landscape = await faceFreePhoto('landscape');
    const plain = await judge(landscape);
    expect(plain).toEqual({ likeness: null, refused: null, lettering: [] });
    const captioned = await sharp(landscape)
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><text x="60" y="120" font-size="56" font-family="sans-serif" fill="#1d1d1d">Maya and the Big Sea</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const verdict = await judge(captioned);
    expect(verdict.refused).toBe('lettered');
    expect(verdict.lettering).toEqual(expect.arrayContaining(['Maya', 'Big']));
  });

  it('maps the recogniser distance to a score: 100 up to 0.35, 38 at 0.6, 0 from 0.75', () => {
    expect(likenessScore(0.2)).toBe(100);
    expect(likenessScore(0.35)).toBe(100);
    expect(likenessScore(0.6)).toBe(38);
    expect(likenessScore(0.9)).toBe(0);
  });

  it('counts as lettering only words of three letters or more read with confidence', () => {
    expect(
      legibleWords([
        { text: 'Maya', confidence: 96 },
        { text: '~~', confidence: 88 },
        { text: 'mm', confidence: 67 },
        { text: 'SSS', confidence: 64 },
        { text: 'Sea!', confidence: 91 },
      ]),
    ).toEqual(['Maya', 'Sea']);
  });
});
