import { SETTINGS, THEMES, type Setting, type Theme } from '@littlestar/shared/catalog';
import { describe, expect, it } from 'vitest';
import { writeStory } from './index.js';
import { normalizeRequest } from './request.js';
import { createTestInput, sentencesOf } from './test-support.js';
import { write } from './write.js';
import { FRIEND_NAMES } from './writer/generic-banks.js';

describe('the parent’s story', () => {
  it('tells the story the parent asked for: courage, the ocean, scared of deep water', () => {
    const story = writeStory(
      createTestInput({
        name: 'Ava',
        age: 6,
        theme: 'courage',
        setting: 'ocean',
        conflict: 'is scared of deep water',
        moral: 'being brave means trying',
      }),
    );
    const text = story.pages.map((page) => page.text).join(' ');
    // Told in the story's own words ("the deep water"), never pasted as the parent wrote it.
    expect(text).not.toContain('is scared of deep water');
    expect(story.pages.filter((page) => /deep water/i.test(page.text)).length).toBeGreaterThan(2);
    // Faced at the end, not declared gone.
    expect(text).toMatch(/faced the deep water/i);
    expect(story.pages.at(-1)?.text).toContain('being brave means trying');
    expect(story.title).toBe('A Test Story');
  });

  it('follows the arc: problem before the tries, resolution and moral at the end', () => {
    const input = createTestInput({ age: 9, conflict: 'Scared of the dark', moral: 'Be brave' });
    const { story, plans } = write(normalizeRequest(input));
    const index = (needle: string) => story.pages.findIndex((page) => page.text.includes(needle));
    const problem = plans.findIndex((plan) => plan.beat === 'problem');
    expect(problem).toBeGreaterThan(1);
    expect(story.pages[problem]?.text).toMatch(/the dark/i);
    expect(plans.findIndex((plan) => plan.beat === 'resolution')).toBeGreaterThan(problem + 2);
    expect(index('learned to be brave')).toBe(story.pages.length - 1);
  });

  it('uses a default title and a fitting problem when the parent gave none', () => {
    const story = writeStory(createTestInput({ title: '   ', theme: 'space', setting: 'forest' }));
    expect(story.title).toBe('Mia and the Little Lost Star');
    expect(story.pages.map((page) => page.text).join(' ')).toMatch(/rocket|star/);
  });
});

/**
 * What the engine achieves (measured on 2026-11-27, seed "one" against "two", all 80 theme ×
 * setting combinations): mean share of sentences the two stories have in common 0.19 / 0.14 /
 * 0.19 (the youngest repeat their refrain on purpose), the worst single request 0.44 / 0.38 /
 * 0.34, the worst pair of combinations with one seed 0.50 / 0.26 / 0.25, distinct first
 * sentences 51 / 54 / 44, and another plot for the other seed in 62 of the 80. The limits sit
 * just above, so a change that makes stories samey fails here.
 */
const VARIETY: Record<
  string,
  {
    age: number;
    seedMean: number;
    seedWorst: number;
    worstPair: number;
    openers: number;
    otherPlots: number;
  }
> = {
  '3-4': { age: 4, seedMean: 0.21, seedWorst: 0.55, worstPair: 0.55, openers: 45, otherPlots: 58 },
  '5-7': { age: 7, seedMean: 0.16, seedWorst: 0.4, worstPair: 0.3, openers: 49, otherPlots: 58 },
  '8-10': { age: 10, seedMean: 0.2, seedWorst: 0.41, worstPair: 0.3, openers: 40, otherPlots: 58 },
};

const shared = (a: string[], b: string[]) => {
  const first = new Set(a.flatMap(sentencesOf));
  const second = b.flatMap(sentencesOf);
  return second.filter((sentence) => first.has(sentence)).length / second.length;
};

describe.each(Object.entries(VARIETY))('variety for ages %s', (_band, limits) => {
  const textOf = (seed: string, theme: Theme = 'adventure', setting: Setting = 'forest') =>
    writeStory(createTestInput({ seed, theme, setting, age: limits.age })).pages.map(
      (page) => page.text,
    );

  it('gives another plot and other sentences for another seed', () => {
    let sum = 0;
    let worst = 0;
    let otherPlots = 0;
    for (const theme of THEMES) {
      for (const setting of SETTINGS) {
        const [one, two] = ['one', 'two'].map((seed) =>
          write(normalizeRequest(createTestInput({ seed, theme, setting, age: limits.age }))),
        );
        const pagesOf = (story: typeof one) => story?.story.pages.map((page) => page.text) ?? [];
        const share = shared(pagesOf(one), pagesOf(two));
        sum += share;
        worst = Math.max(worst, share);
        if (one?.composed.plot !== two?.composed.plot) otherPlots += 1;
      }
    }
    expect(sum / (THEMES.length * SETTINGS.length)).toBeLessThan(limits.seedMean);
    expect(worst).toBeLessThan(limits.seedWorst);
    expect(otherPlots).toBeGreaterThanOrEqual(limits.otherPlots);
  });

  it('gives each of the 80 theme × setting combinations its own story', () => {
    const stories = THEMES.flatMap((theme) =>
      SETTINGS.map((setting) => textOf('same', theme, setting)),
    );
    let worst = 0;
    for (let a = 0; a < stories.length; a += 1) {
      for (let b = a + 1; b < stories.length; b += 1) {
        worst = Math.max(worst, shared(stories[a] ?? [], stories[b] ?? []));
      }
    }
    expect(worst).toBeLessThan(limits.worstPair);
  });

  it('does not open every story the same way', () => {
    const openers = new Set(
      THEMES.flatMap((theme) =>
        SETTINGS.map((setting) => sentencesOf(textOf('x', theme, setting)[0] ?? '')[0]),
      ),
    );
    expect(openers.size).toBeGreaterThan(limits.openers);
  });
});

describe('a story about the parent’s problem, not just the theme', () => {
  /** The story with the pages of its middle: the tries and the low point, where there is one. */
  const writeMiddle = (input: ReturnType<typeof createTestInput>) => {
    const { story, plans } = write(normalizeRequest(input));
    const middle = plans.flatMap((plan, index) =>
      plan.beat === 'try' || plan.beat === 'lowpoint' ? [index] : [],
    );
    return { story, middle, tries: plans.flatMap((p, i) => (p.beat === 'try' ? [i] : [])) };
  };

  it.each([
    ['a fear of a thing', 'is scared of deep water', 'deep water'],
    ['a fear of a doing', "doesn't like being lost", 'being lost'],
    ['a skill to learn', "can't ride a bike yet", 'riding a bike'],
  ])('keeps %s on every try page and at the low point', (_kind, conflict, object) => {
    for (const theme of THEMES) {
      for (const seed of ['a', 'b']) {
        const { story, middle } = writeMiddle(
          createTestInput({ age: 10, theme, setting: 'ocean', conflict, seed }),
        );
        for (const index of middle) {
          expect(story.pages[index]?.text.toLowerCase(), `${theme}, page ${index + 1}`).toContain(
            object,
          );
        }
      }
    }
  });

  it('gives a shy child someone to reach out to on every try page and at the low point', () => {
    for (const theme of THEMES) {
      const { story, middle, tries } = writeMiddle(
        createTestInput({ age: 10, theme, setting: 'school', conflict: 'is very shy' }),
      );
      const friend = FRIEND_NAMES.find((name) => story.pages[tries[0] ?? 0]?.text.includes(name));
      expect(friend, theme).toBeDefined();
      for (const index of middle) {
        expect(story.pages[index]?.text, `${theme}, page ${index + 1}`).toContain(friend);
      }
    }
  });

  it('lets a four-year-old dip a toe in the water they are scared of', () => {
    for (const seed of ['toe', 'heel', 'sole']) {
      const { story, tries } = writeMiddle(
        createTestInput({ age: 4, conflict: 'is scared of deep water', seed }),
      );
      for (const index of tries) expect(story.pages[index]?.text).toMatch(/the deep water/i);
    }
  });

  it('shows the problem in the picture briefs of the try pages', () => {
    const { story, tries } = writeMiddle(
      createTestInput({ age: 7, conflict: "can't ride a bike" }),
    );
    for (const index of tries)
      expect(story.pages[index]?.brief).toContain('practising riding a bike');
    expect(story.pages[0]?.brief).not.toContain('riding a bike');
  });
});
