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
import { readingGrade } from './reading-grade.js';
import { createTestInput, pronounFamilies, sentencesOf } from './test-support.js';

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
            const story = writeStory(
              createTestInput({
                name: 'Mia',
                age: band.maxAge,
                pronouns,
                theme,
                setting,
                seed: `${theme}/${setting}`,
              }),
            );
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
            const sentences = sentencesOf(text);
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
    expect(text).toContain('Ava was scared of deep water');
    expect(text).toMatch(/Ava (?:wasn't|was not) scared of deep water anymore/);
    expect(story.pages.at(-1)?.text).toContain('being brave means trying');
    expect(story.title).toBe('A Test Story');
  });

  it('follows the arc: problem before the tries, resolution and moral at the end', () => {
    const story = writeStory(
      createTestInput({ age: 9, conflict: 'Scared of the dark', moral: 'Be brave' }),
    );
    const index = (needle: string) => story.pages.findIndex((page) => page.text.includes(needle));
    const problem = index('scared of the dark');
    expect(problem).toBeGreaterThan(1);
    expect(index('anymore')).toBeGreaterThan(problem + 2);
    expect(index('learned to be brave')).toBe(story.pages.length - 1);
  });

  it('uses a default title and a fitting problem when the parent gave none', () => {
    const story = writeStory(createTestInput({ title: '   ', theme: 'space', setting: 'forest' }));
    expect(story.title).toBe('Mia and the Little Lost Star');
    expect(story.pages.map((page) => page.text).join(' ')).toMatch(/rocket|star/);
  });
});

describe('variety', () => {
  const textOf = (seed: string, theme: Theme = 'adventure', setting: Setting = 'forest') =>
    writeStory(createTestInput({ seed, theme, setting, age: 7 })).pages.map((page) => page.text);

  const shared = (a: string[], b: string[]) => {
    const first = new Set(a.flatMap(sentencesOf));
    const second = b.flatMap(sentencesOf);
    return second.filter((sentence) => first.has(sentence)).length / second.length;
  };

  it('gives a noticeably different story for another seed', () => {
    expect(shared(textOf('one'), textOf('two'))).toBeLessThan(0.6);
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
    expect(worst).toBeLessThan(0.5);
  });

  it('does not open every story the same way', () => {
    const openers = new Set(
      THEMES.flatMap((theme) =>
        SETTINGS.map((setting) => sentencesOf(textOf('x', theme, setting)[0] ?? '')[0]),
      ),
    );
    expect(openers.size).toBeGreaterThan(30);
  });
});
