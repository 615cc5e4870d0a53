import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory } from './index.js';
import { createTestInput } from './test-support.js';

/**
 * Rules a story keeps whatever the parent typed, each tried on many generated requests (a
 * fixed sample in CI, new ones on a developer's machine: test-setup.ts).
 */
const RUNS = 40;

const age = fc.integer({ min: 3, max: 10 });
const seed = fc.string({ minLength: 1, maxLength: 6 });

describe('nothing contradicts', () => {
  // "He learned to love reaches across any distance" is no sentence.
  it('weaves a moral that says what a thing does in as a lesson learned, not an order', () => {
    const lesson = fc.record({
      thing: fc.constantFrom('love', 'courage', 'hope', 'kindness', 'friendship', 'a smile'),
      does: fc.constantFrom('reaches', 'finds', 'lights', 'carries', 'heals', 'spreads', 'keeps'),
      rest: fc.constantFrom('across any distance', 'a way', 'up the dark', 'us home', 'far'),
    });
    fc.assert(
      fc.property(lesson, age, seed, ({ thing, does, rest }, childAge, childSeed) => {
        const moral = `${thing} ${does} ${rest}`;
        const story = craftStory(createTestInput({ moral, age: childAge, seed: childSeed }));
        const text = story.pages.map((page) => page.text).join(' ');
        expect(text, moral).not.toMatch(new RegExp(`learned (?:never |not )?to ${thing} ${does}`));
        expect(text.toLowerCase(), moral).toContain(moral);
      }),
      { numRuns: RUNS },
    );
  });
});
