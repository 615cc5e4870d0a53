import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIKENESS,
  defaultLikenessFor,
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  SKIN_TONE_SWATCHES,
  likenessSchema,
  resolveLikeness,
} from './likeness.js';

describe('likeness', () => {
  it('accepts a full profile and stores colours lowercase', () => {
    const parsed = likenessSchema.parse({ ...DEFAULT_LIKENESS, skinTone: '#AABBCC' });
    expect(parsed.skinTone).toBe('#aabbcc');
  });

  it('refuses colours that are not #rrggbb and unknown hair styles', () => {
    expect(likenessSchema.safeParse({ ...DEFAULT_LIKENESS, eyeColor: 'blue' }).success).toBe(false);
    expect(likenessSchema.safeParse({ ...DEFAULT_LIKENESS, eyeColor: '#abc' }).success).toBe(false);
    expect(likenessSchema.safeParse({ ...DEFAULT_LIKENESS, hairStyle: 'mohawk' }).success).toBe(
      false,
    );
  });

  it('fills each missing or malformed field with its default and keeps the rest', () => {
    const resolved = resolveLikeness({ hairColor: '#B5522B', eyeColor: 'javascript:', glasses: 1 });
    expect(resolved).toEqual({ ...DEFAULT_LIKENESS, hairColor: '#b5522b' });
    expect(resolveLikeness(undefined)).toEqual(DEFAULT_LIKENESS);
    expect(resolveLikeness('nonsense')).toEqual(DEFAULT_LIKENESS);
  });

  it("starts a she/her child with the default avatar's tied-back hair, others with short hair", () => {
    expect(defaultLikenessFor('she/her').hairStyle).toBe('ponytail');
    expect(defaultLikenessFor('he/him')).toEqual(DEFAULT_LIKENESS);
    expect(defaultLikenessFor('they/them')).toEqual(DEFAULT_LIKENESS);
  });

  it('offers swatches that are valid colours', () => {
    for (const swatch of [
      ...SKIN_TONE_SWATCHES,
      ...HAIR_COLOR_SWATCHES,
      ...FAVORITE_COLOR_SWATCHES,
    ]) {
      expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
