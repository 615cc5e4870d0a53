import { describe, expect, it } from 'vitest';
import { countSyllables, readingGrade } from './reading-grade.js';

describe('reading grade', () => {
  it('counts syllables of everyday words', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('little')).toBe(2);
    expect(countSyllables('jumped')).toBe(1);
    expect(countSyllables('adventure')).toBe(3);
    expect(countSyllables('imagination')).toBe(5);
    expect(countSyllables('怖い')).toBe(1);
  });

  it('rates short, plain sentences lower than long, rich ones', () => {
    const plain = 'The cat sat on the mat. It was a big red mat.';
    const rich =
      'Extraordinary constellations illuminated the magnificent, mysterious observatory, captivating every curious astronomer imaginable.';
    expect(readingGrade(plain)).toBeLessThan(2);
    expect(readingGrade(rich)).toBeGreaterThan(12);
    expect(readingGrade('')).toBe(0);
  });
});
