import { describe, expect, it } from 'vitest';
import { ageBandFor, pageCountForAge, writtenStorySchema } from './story.js';

const page = { text: 'Mia looked up at the stars.', brief: 'Mia in a meadow at night.' };

describe('written story schema', () => {
  it('accepts a title, a cover brief and pages of text with briefs', () => {
    const result = writtenStorySchema.safeParse({
      title: 'Mia and the Moon',
      cover: { brief: 'Mia waving at the moon.' },
      pages: [page, page],
    });
    expect(result.success).toBe(true);
  });

  it('refuses markup, empty text and a story without pages', () => {
    const story = { title: 'T', cover: { brief: 'b' }, pages: [page] };
    expect(writtenStorySchema.safeParse({ ...story, title: '<b>T</b>' }).success).toBe(false);
    expect(
      writtenStorySchema.safeParse({ ...story, pages: [{ ...page, text: '   ' }] }).success,
    ).toBe(false);
    expect(writtenStorySchema.safeParse({ ...story, pages: [] }).success).toBe(false);
  });
});

describe('age bands', () => {
  it('gives 8, 10 and 12 pages to ages 3–4, 5–7 and 8–10', () => {
    expect([3, 4, 5, 7, 8, 10].map(pageCountForAge)).toEqual([8, 8, 10, 10, 12, 12]);
  });

  it('lets the reading grade ceiling rise with age and clamps odd ages', () => {
    expect(ageBandFor(3).maxReadingGrade).toBeLessThan(ageBandFor(6).maxReadingGrade);
    expect(ageBandFor(6).maxReadingGrade).toBeLessThan(ageBandFor(9).maxReadingGrade);
    expect(ageBandFor(1).id).toBe('3-4');
    expect(ageBandFor(42).id).toBe('8-10');
    expect(ageBandFor(Number.NaN).id).toBe('3-4');
  });
});
