import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { estimateLikeness } from './likeness-estimate.js';

/** A portrait: plain background, a face of the given skin colour, hair of the given colour on top. */
async function portrait(skin: string, hair: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
    <rect width="400" height="500" fill="#9ec9e8"/>
    <ellipse cx="200" cy="140" rx="120" ry="80" fill="${hair}"/>
    <ellipse cx="200" cy="240" rx="95" ry="115" fill="${skin}"/>
    <rect x="110" y="360" width="180" height="140" fill="#e84a5f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const distance = (a: string, b: string) => {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0)));
};

describe('offline likeness estimate', () => {
  it.each([
    ['light skin, blond hair', '#f1c8a8', '#e2c27a'],
    ['brown skin, black hair', '#8d5524', '#1f1a17'],
    ['medium skin, auburn hair', '#d39b73', '#8e3b1e'],
  ])('samples %s from the photos', async (_label, skin, hair) => {
    const photos = await Promise.all(
      [1, 2, 3].map(async (index) => ({ index, data: await portrait(skin, hair) })),
    );
    const estimate = await estimateLikeness(photos);
    expect(estimate.estimated).toEqual(['skinTone', 'hairColor']);
    expect(distance(estimate.likeness.skinTone, skin)).toBeLessThan(30);
    expect(distance(estimate.likeness.hairColor, hair)).toBeLessThan(40);
    expect(estimate.warnings).toEqual([]);
  });

  it('warns about a photo with no face and keeps the defaults', async () => {
    const landscape = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    const estimate = await estimateLikeness([{ index: 1, data: landscape }]);
    expect(estimate.likeness).toEqual(DEFAULT_LIKENESS);
    expect(estimate.warnings).toEqual([
      'Photo 1: no face found. A clear, solo photo of your child works best.',
    ]);
  });
});
