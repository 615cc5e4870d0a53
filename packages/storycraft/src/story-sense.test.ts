import { SETTINGS, THEMES } from '@littlestar/shared/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory } from './index.js';
import { normalizeRequest } from './request.js';
import { createTestInput, sentencesOf } from './test-support.js';
import { write } from './write.js';
import { propsNamedIn } from './writer/story-things.js';

/** A story that makes sense as a child lives it: who is where, when, and why it worked. */

const CONFLICTS = [
  '',
  'is afraid of heights',
  'is scared of deep water',
  'is frightened of the dark',
  "can't ride a bike yet",
  'is very shy at the new school',
  'is scared of the dark cupboard under the stairs',
];
const TITLES = [
  '',
  'Maya and the Brave Little Lantern',
  'The Red Kite',
  'A Lantern for Grandma',
  'Zoe and the Tall Bridge',
];

const request = fc.record({
  conflict: fc.constantFrom(...CONFLICTS),
  title: fc.constantFrom(...TITLES),
  theme: fc.constantFrom(...THEMES),
  setting: fc.constantFrom(...SETTINGS),
  age: fc.integer({ min: 3, max: 10 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const RUNS = 30;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grown-up speaking or doing something in person. */
const acting = (grownUp: string) =>
  new RegExp(
    `\\b(?:said|asked|called|cried) ${escape(grownUp)}\\b|\\b${escape(grownUp)} (?:said|asked|smiled|waved|nodded|clapped|cheered|listened|pointed|laughed|hugged|gave|told|tucked|sat|came|put|pressed|showed|taught|wrapped)\\b`,
  );
/** The sentence that brings the grown-up back in: met on the way home. */
const MET = /\bmet\b.*\bcome out\b|waiting at the (?:gate|door)/;

describe('who is where', () => {
  it('lets a grown-up who stayed home speak or act only once the child is back with them', () => {
    fc.assert(
      fc.property(request, (input) => {
        const testInput = createTestInput({ ...input, name: 'Zoe' });
        const { story, composed } = write(normalizeRequest(testInput));
        const crafted = craftStory(testInput);
        const grownUp = composed.cast.grownUp;
        composed.pages.forEach((page, index) => {
          if (!page.away) return;
          let met = false;
          for (const sentence of sentencesOf(page.text)) {
            if (MET.test(sentence)) met = true;
            if (!met)
              expect(sentence, `page ${index + 1}: ${page.text}`).not.toMatch(acting(grownUp));
          }
          // Remembered at home, not standing in the forest: drawn in a thought cloud.
          const svg = crafted.pages[index]?.svg ?? '';
          if (!met) {
            expect(svg, `page ${index + 1}`).not.toContain('data-cast="grown-up"');
            if (page.text.includes(grownUp))
              expect(svg, `cloud on page ${index + 1}: ${page.text}`).toContain('data-memory');
          }
        });
        expect(story.pages).toHaveLength(composed.pages.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('sends a child on an adventure alone: the grown-up is away from the problem to the finding', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const { composed } = write(
        normalizeRequest(createTestInput({ theme: 'adventure', setting: 'forest', age: 6, seed })),
      );
      composed.pages.forEach((page) => {
        if (['problem', 'try', 'lowpoint', 'turning'].includes(page.plan.beat))
          expect(page.away, page.plan.beat).toBe(true);
        if (page.plan.beat === 'ending') expect(page.away).toBe(false);
      });
      const resolution = composed.pages.find((page) => page.plan.beat === 'resolution');
      // The grown-up hears the story only after the way home brings them together.
      expect(resolution?.text, resolution?.text).toMatch(MET);
    }
  });

  it('never tags one speaker twice in a row on a page ("said Maya … said Maya")', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { story, composed } = write(
          normalizeRequest(createTestInput({ ...input, name: 'Zoe' })),
        );
        const speakers = ['Zoe', composed.cast.grownUp, composed.cast.friend].map(escape);
        const who = `(${speakers.join('|')})`;
        const tag = new RegExp(
          `" ?(?:said|asked|called|cried|shouted|whispered|gasped) ${who}\\b|" ?${who} (?:said|asked|told (?:him|her|them)sel(?:f|ves))\\b|\\b${who} (?:[a-z]+ and )?(?:said|asked),? "`,
          'g',
        );
        for (const page of story.pages) {
          const tags = [...page.text.matchAll(tag)].map(
            (match) => match[1] ?? match[2] ?? match[3],
          );
          tags.forEach((speaker, index) => {
            if (index > 0) expect(speaker, page.text).not.toBe(tags[index - 1]);
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('when', () => {
  const OVERNIGHT =
    /\bnight\b|\bdawn\b|\bsunrise\b|morning came|next morning|stars came out|moon rose|sun rose|owl hooted/i;

  it('never leaves a child alone outdoors overnight: out alone, home before dark', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { composed, plans } = write(
          normalizeRequest(createTestInput({ ...input, name: 'Zoe' })),
        );
        composed.pages.forEach((page, index) => {
          if (!page.away) return;
          expect(page.text, `${page.plan.beat}: ${page.text}`).not.toMatch(OVERNIGHT);
          // The picture's light agrees: no night sky, no dawn after it.
          expect(['night', 'dawn'], page.plan.beat).not.toContain(plans[index]?.time);
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('why it worked', () => {
  // Goals out there (a creature to rescue, a thing to find, a place to reach).
  const OUT_THERE = ['adventure', 'courage', 'nature', 'space'] as const;

  it('finds the goal through the helper, the tool or the trick from earlier pages', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(...OUT_THERE),
        fc.constantFrom('', 'is afraid of heights', 'is frightened of the dark'),
        (input, theme, conflict) => {
          const { composed } = write(
            normalizeRequest(createTestInput({ ...input, theme, conflict, name: 'Zoe' })),
          );
          const resolutionAt = composed.pages.findIndex((page) => page.plan.beat === 'resolution');
          const text = composed.pages[resolutionAt]?.text ?? '';
          const helper = composed.cast.helper.replace(/^the /, '');
          const payoff = {
            kindness: new RegExp(escape(helper), 'i'),
            quest: /\b(?:lantern|map|book)\b/,
            practice: /\b(?:trick|song)\b/,
          }[composed.plot];
          expect(text, `${composed.plot}: ${text}`).toMatch(payoff);
          // … and what it names was brought in before.
          const before = composed.pages
            .slice(0, resolutionAt - 1)
            .map((page) => page.text)
            .join(' ');
          expect(before, composed.plot).toMatch(payoff);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

const CHEST_LID = 'M-60 -60 Q0 -120 60 -60 Z';

describe('what the pictures show', () => {
  const count = (svg: string, id: string) =>
    svg.split(`data-prop="${id}"`).length - 1 + svg.split(`data-held="${id}"`).length - 1;

  it('draws the helper animal on every page that names it, met or come back', () => {
    fc.assert(
      fc.property(request, (input) => {
        const testInput = createTestInput({ ...input, name: 'Zoe' });
        const story = craftStory(testInput);
        const { composed } = write(normalizeRequest(testInput));
        if (composed.plot !== 'kindness') return;
        const helper = composed.cast.helper.replace(/^the /, '').toLowerCase();
        const id =
          input.setting === 'underwater' ? 'fish' : input.setting === 'space' ? 'robot' : 'bird';
        for (const page of story.pages) {
          if (page.text.toLowerCase().includes(helper))
            expect(count(page.svg, id), page.text).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('draws the title’s object on the cover and on every page naming it, never a chest instead', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(
          'Maya and the Brave Little Lantern',
          'The Red Kite',
          'Sam and the Lost Book',
          'Ravi and the Little Boat',
          'The Big Blue Ball',
        ),
        (input, title) => {
          const story = craftStory(createTestInput({ ...input, title, name: 'Zoe' }));
          const [id] = propsNamedIn(title);
          if (!id) return;
          expect(count(story.cover.svg, id), `cover of ${title}`).toBeGreaterThanOrEqual(1);
          // The adventure's treasure chest (its arched lid) stands for a treasure, not for this.
          expect(story.cover.svg, 'chest').not.toContain(CHEST_LID);
          for (const page of story.pages) {
            if (!propsNamedIn(page.text).includes(id)) continue;
            expect(count(page.svg, id), page.text).toBeGreaterThanOrEqual(1);
            expect(page.svg, `chest: ${page.text}`).not.toContain(CHEST_LID);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
