import { describe, expect, it } from 'vitest';
import { ageBandFor } from '@littlestar/shared/story';
import { createTestWrittenStory, testStoryInput } from '../../test/written-stories.js';
import { checkStory, cleanStoryText, missingKeyWords, storyReadingGrade } from './story-checks.js';
import type { StoryTextRequest } from './story-text-provider.js';

function request(overrides: Partial<StoryTextRequest['child']> = {}): StoryTextRequest {
  const child = {
    name: 'Maya',
    age: 6,
    pronouns: 'she/her' as const,
    likeness: {} as StoryTextRequest['child']['likeness'],
    ...overrides,
  };
  const band = ageBandFor(child.age);
  return {
    child,
    story: { ...testStoryInput },
    pageCount: band.pageCount,
    maxReadingGrade: band.maxReadingGrade,
    seed: 'seed',
  };
}

const problemsOf = (answer: unknown, req = request()) => {
  const checked = checkStory(answer, req);
  return checked.ok ? [] : checked.problems.map((problem) => problem.text);
};

describe('checkStory', () => {
  it('accepts a plain story of the right length that names the child and carries the brief', () => {
    const checked = checkStory(createTestWrittenStory(), request());
    expect(checked).toMatchObject({ ok: true });
    if (checked.ok) expect(checked.story.pages).toHaveLength(10);
  });

  it('refuses an answer that does not fit the shared schema, naming the field', () => {
    expect(problemsOf({ title: 'x', pages: [] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cover/), expect.stringMatching(/^pages/)]),
    );
    expect(problemsOf('not a story')[0]).toMatch(/the answer/);
  });

  it("refuses a story with another page count than the band's", () => {
    expect(problemsOf(createTestWrittenStory({ pageCount: 8 }))).toEqual([
      'The story has 8 pages; it must have exactly 10.',
    ]);
    // A 4-year-old's band has 8 pages.
    expect(problemsOf(createTestWrittenStory({ pageCount: 8 }), request({ age: 4 }))).toEqual([]);
  });

  it("refuses a story that reads above the band's grade, measured as storycraft measures", () => {
    const [problem] = problemsOf(createTestWrittenStory({ hardWords: true }));
    expect(problem).toMatch(/Flesch-Kincaid grade \d+\.\d; it must be at most 4\./);
    // A long name is a sight word: it counts as two syllables, as in storycraft.
    const text = 'Alexandrina runs. Alexandrina hops. Alexandrina sits.';
    expect(storyReadingGrade(text, 'Alexandrina')).toBeLessThan(1);
  });

  it("refuses a story without the child's name", () => {
    expect(problemsOf(createTestWrittenStory({ name: 'Zoe' }))).toEqual([
      "The child's name, Maya, must appear in the story text.",
    ]);
    // The first name alone is enough for a child with two names.
    expect(problemsOf(createTestWrittenStory(), request({ name: 'maya rose' }))).toEqual([]);
  });

  it('refuses a story that gives a companion no part (product.md#cast)', () => {
    const withDog: StoryTextRequest = {
      ...request(),
      cast: [{ kind: 'dog', name: 'Biscuit', colour: 'golden' }],
    };
    expect(problemsOf(createTestWrittenStory(), withDog)).toEqual([
      "Companion 1 of the story idea's companions must have a part: name them in the " +
        'text of at least two pages.',
    ]);
    const story = createTestWrittenStory();
    const named = {
      ...story,
      pages: story.pages.map((page, index) =>
        index % 3 === 0 ? { ...page, text: `${page.text} Biscuit ran along.` } : page,
      ),
    };
    expect(problemsOf(named, withDog)).toEqual([]);
  });

  it("refuses a story that leaves out the parent's conflict or moral", () => {
    const story = createTestWrittenStory();
    const unrelated = {
      ...story,
      pages: story.pages.map((page) => ({ ...page, text: 'Maya plays with a red ball.' })),
    };
    const problems = problemsOf(unrelated);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/problem \('A lost fox cub cannot find its den'\)/);
    expect(problems[1]).toMatch(/moral .*brave, helping, scared/);
    expect(missingKeyWords(null, 'anything')).toBeUndefined();
    // Key words count in another form: 'helped' for 'helping', 'scary' for 'scared'.
    expect(missingKeyWords('helping when scared', 'She helped. It was scary.')).toBeUndefined();
  });

  it("applies storycraft's plain-text rules: typography is normalised, markup refused", () => {
    expect(cleanStoryText('“Come,” said Maya… — softly')).toEqual({
      text: "'Come,' said Maya... - softly",
    });
    expect(cleanStoryText('Maya **smiles** 🦊').problem).toBe(
      "is not plain text: remove '*' '🦊'.",
    );
    expect(cleanStoryText('Tom &amp; Maya').problem).toMatch(/markup and HTML entities/);
    const story = createTestWrittenStory();
    const marked = { ...story, cover: { brief: 'Maya {smiling} in the woods' } };
    expect(problemsOf(marked)).toEqual(["The cover brief is not plain text: remove '{' '}'."]);
    // The schema already refuses tags.
    const tagged = { ...story, title: '<b>Maya</b>' };
    expect(problemsOf(tagged)).toEqual(['title: Use plain text, not markup']);
  });
});
