import { SETTINGS, THEMES } from '@littlestar/shared/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory } from './index.js';
import { normalizeRequest } from './request.js';
import { createTestInput } from './test-support.js';
import { write } from './write.js';
import { SETTING_BANKS } from './writer/setting-banks.js';
import { propsNamedIn } from './writer/story-things.js';

/** Parents' words that name things a picture can show, several of them new to the engine. */
const CONFLICTS = [
  'is scared of the big dog next door',
  'is scared of the neighbours big dog',
  'is scared of the bath',
  'is scared of the dark cupboard under the stairs',
  'is learning to fly a kite with grandpa',
  'is learning to ride a bike',
  'gets nervous about the big slide in the playground',
];
const TITLES = ['A Lantern for Grandma', 'The Red Kite', 'Zoe and the Tall Bridge', ''];

const request = fc.record({
  conflict: fc.constantFrom(...CONFLICTS),
  title: fc.constantFrom(...TITLES),
  theme: fc.constantFrom(...THEMES),
  setting: fc.constantFrom(...SETTINGS),
  age: fc.integer({ min: 3, max: 10 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const count = (svg: string, mark: string) => svg.split(mark).length - 1;

describe('each page’s picture shows what its words name', () => {
  it('draws the title’s, the conflict’s and the plot’s things once on every page naming them', () => {
    fc.assert(
      fc.property(request, (input) => {
        const testInput = createTestInput({ ...input, name: 'Zoe' });
        const story = craftStory(testInput);
        const { composed } = write(normalizeRequest(testInput));
        const own = new Set([
          ...propsNamedIn(input.title),
          ...propsNamedIn(input.conflict),
          ...propsNamedIn(composed.cast.tool),
        ]);
        // The parent's animal is the story's one animal of its kind: the place's own creature
        // to rescue (the city's scruffy little dog in a story of the big dog) is neither said
        // nor drawn as a second one.
        const placeCreature = SETTING_BANKS[input.setting].slots.creature.replace(
          /^(?:a|an|the)\s+/i,
          '',
        );
        const clashes = propsNamedIn(placeCreature).some((id) => own.has(id));
        for (const page of story.pages) {
          if (clashes) expect(page.text).not.toContain(placeCreature);
          for (const id of own) {
            expect(count(page.svg, `data-creature="${id}"`), `second ${id}: ${page.text}`).toBe(0);
          }
          for (const id of propsNamedIn(page.text).filter((named) => own.has(named))) {
            const drawn = count(page.svg, `data-prop="${id}"`);
            // "The dark cupboard" is the cupboard drawn dark inside; "the dark" is no object.
            if (id === 'dark') continue;
            expect(drawn, `${id} once: ${page.text}`).toBe(1);
            expect(count(page.svg, `data-held="${id}"`), `${id} held too: ${page.text}`).toBe(0);
          }
        }
      }),
      {
        numRuns: 25,
        // Found by random runs: the city's scruffy little dog was rescued in a story of the
        // neighbours' big dog, a second dog on the pages that named it.
        examples: [
          [
            {
              conflict: 'is scared of the neighbours big dog',
              title: '',
              theme: 'nature',
              setting: 'city',
              age: 9,
              seed: 'NmZ',
            },
          ],
        ],
      },
    );
  });

  it('never draws a lantern twice, named or not', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const age of [4, 7, 10]) {
        const story = craftStory(
          createTestInput({ title: 'A Lantern for Grandma', theme: 'courage', age, seed }),
        );
        for (const page of [story.cover, ...story.pages]) {
          const lanterns =
            count(page.svg, 'data-prop="lantern"') + count(page.svg, 'data-held="lantern"');
          expect(lanterns, page.svg.length.toString()).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  // With no title the fear of the dog is the story (no creature to rescue): the city's own
  // scruffy dog never comes in beside it, in words or pictures.
  it('has one dog in a story of the big dog: not the city’s scruffy dog beside it', () => {
    for (const seed of ['a', 'b']) {
      for (const theme of ['nature', 'courage'] as const) {
        const story = craftStory(
          createTestInput({
            conflict: 'is scared of the big dog next door',
            setting: 'city',
            theme,
            age: 7,
            seed,
          }),
        );
        expect(story.pages.some((page) => page.text.includes('big dog'))).toBe(true);
        for (const page of story.pages) {
          expect(page.text).not.toMatch(/scruffy|little dog/);
          expect(page.svg).not.toContain('data-creature="dog"');
        }
      }
    }
  });

  it('draws the big dog big on every page that shows it, and a pet dog small', () => {
    for (const seed of ['a', 'b', 'c']) {
      const big = craftStory(
        createTestInput({ conflict: 'is scared of the big dog next door', age: 7, seed }),
      );
      const dogPages = big.pages.filter((page) => page.svg.includes('data-prop="dog"'));
      expect(dogPages.length).toBeGreaterThanOrEqual(3);
      for (const page of dogPages) expect(page.svg).toMatch(/data-prop="dog" data-size="big"/);
      const small = craftStory(
        createTestInput({ conflict: 'is scared of the neighbours puppy', age: 7, seed }),
      );
      for (const page of small.pages) expect(page.svg).not.toContain('data-size="big"');
    }
  });
});
