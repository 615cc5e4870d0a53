import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { describe, expect, it } from 'vitest';
import { craftStory } from '../index.js';
import { createTestInput } from '../test-support.js';
import { drawPortrait } from './portrait.js';

describe('drawPortrait', () => {
  it('draws the child of the pictures: their skin, hair and glasses, in a square', () => {
    const likeness = {
      ...DEFAULT_LIKENESS,
      skinTone: '#6b4226',
      hairColor: '#1f1a17',
      hairStyle: 'afro' as const,
      glasses: true,
    };
    const portrait = drawPortrait(likeness);
    expect(portrait).toMatch(/^<svg [^>]*viewBox="-125 -390 250 250"/);
    expect(portrait).toContain('fill="#6b4226"');
    expect(portrait).toContain('fill="#1f1a17"');
    // The cover of a story about the same child draws the same face.
    const cover = craftStory(createTestInput({ likeness })).cover.svg;
    expect(cover).toContain('fill="#6b4226"');
  });

  it('tells two children apart', () => {
    const other = { ...DEFAULT_LIKENESS, hairColor: '#e0b15c', hairStyle: 'braids' as const };
    expect(drawPortrait(other)).not.toBe(drawPortrait(DEFAULT_LIKENESS));
  });
});
