import { describe, expect, it } from 'vitest';
import { craftStory } from '../index.js';
import { createTestInput } from '../test-support.js';
import { hairShadeFor } from './child.js';
import { darken, luminance } from './color.js';
import { drawGrownUp } from './grown-up.js';

const CHILD = { skinTone: '#6b4226', hairColor: '#1f1a17' };
const GREY_HAIR = '#d3cec7';

const grownUp = (role: string) =>
  drawGrownUp({ role, child: CHILD, x: 0, y: 0, scale: 1, facing: 1 });

describe('the family grown-up', () => {
  it('shares the child’s skin, whoever it is', () => {
    for (const role of ['Mama', 'Papa', 'Grandma', 'Grandpa', 'Auntie May', 'Uncle Ben', 'Nana']) {
      expect(grownUp(role), role).toContain(darken(CHILD.skinTone, 0.06));
    }
  });

  it('has grey hair only when the story calls them a grandparent', () => {
    for (const role of ['Grandma', 'Grandpa', 'Nana'])
      expect(grownUp(role), role).toContain(GREY_HAIR);
    for (const role of ['Mama', 'Papa', 'Auntie May', 'Uncle Ben']) {
      expect(grownUp(role), role).not.toContain(GREY_HAIR);
      expect(grownUp(role), role).toContain(CHILD.hairColor);
    }
  });

  it('dresses Mama, Papa, Grandma and Grandpa differently', () => {
    const outfits = new Set(['Mama', 'Papa', 'Grandma', 'Grandpa'].map(grownUp));
    expect(outfits.size).toBe(4);
  });

  it('is drawn as the grown-up the text names', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const story = craftStory(
        createTestInput({
          theme: 'family',
          setting: 'forest',
          seed,
          likeness: { skinTone: CHILD.skinTone, hairColor: CHILD.hairColor },
        }),
      );
      const text = story.pages.map((page) => page.text).join(' ');
      const isGrandparent = /\b(?:Grandma|Grandpa|Nana)\b/.test(text);
      const svg = story.pages.map((page) => page.svg).join('');
      expect(svg.includes(GREY_HAIR), `seed ${seed}: ${text.slice(0, 80)}`).toBe(isGrandparent);
    }
  });
});

describe('hair highlights', () => {
  it('keep black hair dark and warm instead of greying it', () => {
    const shade = hairShadeFor('#1f1a17');
    // The old highlight (0.27) drew grey crescents on afro hair; the hair itself is 0.11.
    expect(luminance(shade)).toBeLessThan(0.2);
    const [red, , blue] = [1, 3, 5].map((at) => Number.parseInt(shade.slice(at, at + 2), 16));
    expect(red).toBeGreaterThan(blue ?? 0);
  });
});
