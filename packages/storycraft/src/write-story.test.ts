import {
  PRONOUNS,
  SETTINGS,
  THEMES,
  type Pronouns,
  type Setting,
  type Theme,
} from '@littlestar/shared/catalog';
import { AGE_BANDS, writtenStorySchema } from '@littlestar/shared/story';
import { describe, expect, it } from 'vitest';
import { writeStory } from './index.js';
import { normalizeRequest } from './request.js';
import { readingGrade } from './reading-grade.js';
import { createTestInput, pronounFamilies, sentencesOf, withoutRefrain } from './test-support.js';
import { write } from './write.js';
import { FRIEND_NAMES } from './writer/generic-banks.js';

const EXPECTED_FAMILY: Record<Pronouns, 'he' | 'she' | 'they'> = {
  'he/him': 'he',
  'she/her': 'she',
  'they/them': 'they',
  other: 'they',
};

/** Agreement slips a they/them story must never make. */
const BAD_AGREEMENT =
  /\bthey (?:was|is|has|does|doesn't|wasn't|isn't)\b|\bthemself\b|\b(?:he|she) (?:were|are|have|don't|weren't|aren't)\b/i;

describe('every theme × setting × pronouns × age band', () => {
  const grades: Record<string, number[]> = { '3-4': [], '5-7': [], '8-10': [] };

  for (const band of AGE_BANDS) {
    for (const pronouns of PRONOUNS) {
      it(`writes ${band.pageCount}-page stories for ${band.id} with ${pronouns}`, () => {
        for (const theme of THEMES) {
          for (const setting of SETTINGS) {
            const input = createTestInput({
              name: 'Mia',
              age: band.maxAge,
              pronouns,
              theme,
              setting,
              seed: `${theme}/${setting}`,
            });
            const { story, composed } = write(normalizeRequest(input));
            const label = `${theme} in ${setting}`;
            expect(writtenStorySchema.safeParse(story).success, label).toBe(true);
            expect(story.pages, label).toHaveLength(band.pageCount);
            const text = story.pages.map((page) => page.text).join(' ');
            expect(text, label).toContain('Mia');
            expect(text, label).not.toMatch(/[{}@<>]/);
            const families = pronounFamilies(text);
            // 'other' may be told entirely with the child's name.
            if (pronouns === 'other')
              expect(['they'], label).toEqual(expect.arrayContaining(families));
            else expect(families, label).toEqual([EXPECTED_FAMILY[pronouns]]);
            expect(text, label).not.toMatch(BAD_AGREEMENT);
            const grade = readingGrade(text);
            expect(grade, label).toBeLessThanOrEqual(band.maxReadingGrade);
            grades[band.id]?.push(grade);
            const sentences = withoutRefrain(sentencesOf(text), composed.refrain);
            expect(new Set(sentences).size, label).toBe(sentences.length);
            for (const page of story.pages) {
              expect(page.text, label).toMatch(/^["']?[A-Z].*[.!?]["']?$/);
              const count = sentencesOf(page.text).length;
              if (band.id === '3-4') expect(count, label).toBeLessThanOrEqual(2);
            }
          }
        }
      });
    }
  }

  it('reads harder as the age band rises', () => {
    const mean = (values: number[] = []) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(grades['3-4'])).toBeLessThan(mean(grades['5-7']));
    expect(mean(grades['5-7'])).toBeLessThan(mean(grades['8-10']));
  });
});

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
    expect(text).toMatch(
      /deep water (?:did not feel so|was not so)|wasn't (?:scared|afraid) of the deep water/i,
    );
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

/*
 * The sweeps below read every theme × setting × age band (240 books a pass, over 3,000 in
 * all): seconds on a quiet machine, a minute or more on a busy one. Their time limit is
 * generous so that a busy machine never fails them; the engine's speed is measured by
 * `npm run bench`, not here.
 */
describe('how the story reads aloud', { timeout: 180_000 }, () => {
  // A book written once serves every sweep that asks for the same request.
  const written = new Map<string, ReturnType<typeof writeStory>>();
  const writeOnce = (input: ReturnType<typeof createTestInput>) => {
    const key = JSON.stringify(input);
    const story = written.get(key) ?? writeStory(input);
    written.set(key, story);
    return story;
  };
  const everyStory = function* (
    options: { pronouns?: Pronouns; name?: string; seeds?: string[] } = {},
  ) {
    for (const band of AGE_BANDS) {
      for (const theme of THEMES) {
        for (const setting of SETTINGS) {
          for (const seed of options.seeds ?? ['a']) {
            const input = createTestInput({
              name: options.name ?? 'Mia',
              age: band.maxAge,
              pronouns: options.pronouns ?? 'she/her',
              theme,
              setting,
              seed,
            });
            yield {
              label: `${theme} in ${setting}, age ${band.maxAge}, seed ${seed}`,
              band,
              story: writeOnce(input),
            };
          }
        }
      }
    }
  };

  it('names the child before any pronoun points at them', () => {
    for (const pronouns of ['she/her', 'he/him', 'they/them'] as const) {
      const pronoun = {
        'she/her': /\b(?:she|her|hers|herself)\b/i,
        'he/him': /\b(?:he|him|his|himself)\b/i,
        'they/them': /\b(?:they|them|their|theirs|themselves)\b/i,
      }[pronouns];
      for (const { label, story } of everyStory({ pronouns })) {
        const text = story.pages.map((page) => page.text).join(' ');
        const firstPronoun = text.search(pronoun);
        if (firstPronoun >= 0) expect(text.indexOf('Mia'), label).toBeLessThan(firstPronoun);
      }
    }
  });

  it('never starts two sentences in a row on a page with the child’s name', () => {
    for (const pronouns of PRONOUNS) {
      for (const { label, story } of everyStory({ pronouns })) {
        for (const page of story.pages) {
          const starts = sentencesOf(page.text).map((sentence) => sentence.startsWith('Mia '));
          const twice = starts.some((start, index) => start && starts[index - 1]);
          expect(twice, `${label}: ${page.text}`).toBe(false);
        }
      }
    }
  });

  it('never follows a try that nearly worked with "it did not work"', () => {
    for (const { label, story } of everyStory({ seeds: ['a', 'b', 'c', 'd', 'e'] })) {
      for (const page of story.pages) {
        expect(page.text, label).not.toMatch(
          /\b(?:better|further|closer|almost|nearly)\b[^.!?]*[.!?]\s+(?:It|That) did not work/,
        );
      }
    }
  });

  it('stays within the reading grade for a long name, counted as the sight word it is', () => {
    // A child reads their own name at a glance, so compose.ts measures a long name as a
    // two-syllable one. The raw text must still not lean on the name: it starts at most a
    // quarter of the sentences.
    let sentences = 0;
    let nameStarts = 0;
    for (const { label, band, story } of everyStory({ name: 'Alexander' })) {
      const text = story.pages.map((page) => page.text).join(' ');
      expect(readingGrade(text.split('Alexander').join('Mia')), label).toBeLessThanOrEqual(
        band.maxReadingGrade,
      );
      const all = sentencesOf(text);
      sentences += all.length;
      nameStarts += all.filter((sentence) => sentence.startsWith('Alexander')).length;
    }
    expect(nameStarts / sentences).toBeLessThan(0.25);
  });

  it('names a thing once a page rather than twice in a row', () => {
    for (const { label, story } of everyStory({ seeds: ['a', 'b'] })) {
      for (const page of story.pages) {
        expect(page.text, label).not.toMatch(/(a box of bright new crayons).*\1/);
      }
    }
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

  it('still reads well in every theme, place and age band whatever the kind of problem', () => {
    const conflicts = [
      'is scared of the dark',
      "doesn't like being lost",
      "can't tie his shoes",
      'is very shy',
    ];
    // Every theme, place and age band, each with one kind of problem in turn (every kind
    // meets every band and theme): all four everywhere took 40 s on a busy 2-core machine.
    let turn = 0;
    for (const band of AGE_BANDS) {
      for (const theme of THEMES) {
        for (const setting of SETTINGS) {
          for (const conflict of [conflicts[turn++ % conflicts.length] ?? '']) {
            const label = `${conflict}: ${theme} in ${setting}, age ${band.maxAge}`;
            const { story, composed } = write(
              normalizeRequest(
                createTestInput({ age: band.maxAge, theme, setting, conflict, seed: label }),
              ),
            );
            const text = story.pages.map((page) => page.text).join(' ');
            expect(text, label).not.toMatch(/[{}@<>]/);
            expect(pronounFamilies(text), label).toEqual(['she']);
            expect(readingGrade(text), label).toBeLessThanOrEqual(band.maxReadingGrade);
            const sentences = withoutRefrain(sentencesOf(text), composed.refrain);
            expect(new Set(sentences).size, label).toBe(sentences.length);
            for (const page of story.pages) {
              expect(page.text, label).toMatch(/^["']?[A-Z].*[.!?]["']?$/);
              if (band.id === '3-4')
                expect(sentencesOf(page.text).length, label).toBeLessThanOrEqual(2);
            }
          }
        }
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
