import { describe, expect, it } from 'vitest';
import { DEFAULT_LIKENESS, EYE_COLOR_SWATCHES } from '@littlestar/shared/likeness';
import { faceFreePhoto, soloPhoto } from '../../test/face-photos.js';
import { createFacesProvider } from '../faces/index.js';
import { estimateLikeness } from './likeness-estimate.js';

// One provider for the file: the model loads once.
const faces = await createFacesProvider({ threads: 1 }, {});

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('offline likeness estimate', () => {
  it('measures skin on the face and hair above it, and names the eyes only from swatches', async () => {
    // Sample 3's woman in the middle: fair skin, strawberry-blond hair, a dark room behind.
    const photos = await Promise.all(
      [0, 1, 2].map(async (variant) => ({
        index: variant + 1,
        data: await soloPhoto({ sample: 3, face: 1, variant }),
      })),
    );
    const estimate = await estimateLikeness(photos, faces);
    expect(estimate.warnings).toEqual([]);
    expect(estimate.estimated).toEqual(expect.arrayContaining(['skinTone', 'hairColor']));
    const [red = 0, green = 0, blue = 0] = channels(estimate.likeness.skinTone);
    // Skin: warm and light, not the dark room behind her.
    expect(red).toBeGreaterThan(Math.max(green, blue) + 30);
    expect(red).toBeGreaterThan(150);
    // Hair: warm and lighter than dark brown (strawberry blond), not her black top.
    const [hairRed = 0, hairGreen = 0, hairBlue = 0] = channels(estimate.likeness.hairColor);
    expect(hairRed).toBeGreaterThan(hairGreen);
    expect(hairGreen).toBeGreaterThan(hairBlue);
    expect(hairRed).toBeGreaterThan(150);
    if (estimate.estimated.includes('eyeColor')) {
      expect(EYE_COLOR_SWATCHES.map((swatch) => swatch.hex)).toContain(estimate.likeness.eyeColor);
    }
    expect(estimate.traits).toEqual(
      Object.fromEntries(estimate.estimated.map((trait) => [trait, estimate.likeness[trait]])),
    );
  });

  it('warns about a photo with no face and keeps the defaults', async () => {
    const estimate = await estimateLikeness(
      [{ index: 1, data: await faceFreePhoto('landscape') }],
      faces,
    );
    expect(estimate.likeness).toEqual(DEFAULT_LIKENESS);
    expect(estimate.estimated).toEqual([]);
    expect(estimate.warnings).toEqual([
      'Photo 1: no face found. A clear, solo photo of your child works best.',
    ]);
  });
});
