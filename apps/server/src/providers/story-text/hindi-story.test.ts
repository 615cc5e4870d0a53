import { describe, expect, it } from 'vitest';
import { countWords } from '@littlestar/shared/page-edits';
import { ageBandFor } from '@littlestar/shared/story';
import { createTestHindiStory, testStoryInput } from '../../test/written-stories.js';
import { HINDI_PAGE_WORDS, hindiSentenceLengths } from './hindi-story.js';
import { ProviderError } from '../provider-error.js';
import { createOfflineStoryText } from './offline-story-text.js';
import { checkStory } from './story-checks.js';
import { buildStoryPrompt } from './story-prompt.js';
import type { StoryTextRequest } from './story-text-provider.js';

function hindiRequest(child: Partial<StoryTextRequest['child']> = {}): StoryTextRequest {
  const full = {
    name: 'Maya',
    nameDevanagari: 'माया',
    age: 6,
    pronouns: 'she/her' as const,
    likeness: {} as StoryTextRequest['child']['likeness'],
    ...child,
  };
  const band = ageBandFor(full.age);
  return {
    child: full,
    story: { ...testStoryInput },
    language: 'hi',
    pageCount: band.pageCount,
    maxReadingGrade: band.maxReadingGrade,
    seed: 'seed',
  };
}

const problemsOf = (answer: unknown, request = hindiRequest()) => {
  const checked = checkStory(answer, request);
  return checked.ok ? [] : checked.problems.map((problem) => problem.code);
};

describe('a book in Hindi, asked of a language model', () => {
  it('asks for Hindi written for the age, not a translation, with English picture briefs', () => {
    const { system, prompt } = buildStoryPrompt(hindiRequest());
    expect(system).toContain('never write English and translate it');
    expect(system).toContain('Picture briefs and the cover brief stay in English');
    expect(prompt).toContain('simple Hindi that a 6-year-old follows');
    expect(prompt).toContain(`at most ${HINDI_PAGE_WORDS['5-7']} words on a page`);
    expect(prompt).toContain('feminine verb and adjective forms');
    // The name the book carries is the Devanagari one; Flesch–Kincaid is for English.
    expect(prompt).toContain('"child_name": "माया"');
    expect(prompt).not.toContain('Flesch-Kincaid');
    // An English book's prompt is as it was.
    const english = buildStoryPrompt({ ...hindiRequest(), language: 'en' });
    expect(english.prompt).toContain('"child_name": "Maya"');
    expect(english.prompt).toContain('Flesch-Kincaid');
    expect(english.system).not.toContain('Hindi');
  });

  it('without a Devanagari name, asks for the Latin one as the parent spelt it', () => {
    const request = hindiRequest({ nameDevanagari: undefined });
    const { prompt } = buildStoryPrompt(request);
    expect(prompt).toContain('"child_name": "Maya"');
    expect(prompt).toContain('in Latin letters, inside the Hindi text');
    expect(problemsOf(createTestHindiStory({ name: 'Maya' }), request)).toEqual([]);
  });

  it("accepts a Hindi story that names the child in Devanagari, and refuses one that doesn't", () => {
    expect(checkStory(createTestHindiStory(), hindiRequest())).toMatchObject({ ok: true });
    // The Latin name alone is not the name a Hindi book with a Devanagari name carries.
    expect(problemsOf(createTestHindiStory({ name: 'Maya' }))).toEqual(['child_name']);
    // A vowel sign after the name makes another word: मायाा is not माया.
    const story = createTestHindiStory({ name: 'मायाा' });
    expect(problemsOf(story)).toEqual(['child_name']);
  });

  it('refuses a story written in English when Hindi was asked for', () => {
    const english = {
      title: 'माया and the fox',
      cover: { brief: 'A girl in a forest.' },
      pages: Array.from({ length: 10 }, () => ({
        text: 'माया walks on in the dark wood.',
        brief: 'x',
      })),
    };
    expect(problemsOf(english)).toContain('not_hindi');
  });

  it('counts words between spaces, so a conjunct or a vowel sign never splits a word', () => {
    expect(countWords('क्षितिज ने हिन्दी में पढ़ा।')).toBe(5);
    expect(hindiSentenceLengths('माया चली। वह हँसी! क्या?')).toEqual({ average: 5 / 3, longest: 2 });
  });

  it('holds each page to the age’s word budget and the sentences to its reading level', () => {
    const long = createTestHindiStory({ longSentences: true });
    // 36 words in one sentence: over a six-year-old's reading level, inside the page budget.
    expect(countWords(long.pages[0]?.text ?? '')).toBe(36);
    expect(problemsOf(long)).toEqual(['reading_level']);
    // For a three-year-old the same page is over the budget as well (24 words).
    expect(problemsOf(long, hindiRequest({ age: 3 }))).toEqual(
      expect.arrayContaining(['page_words', 'reading_level', 'page_count']),
    );
  });
});

describe('the offline writer', () => {
  it('writes English only: a Hindi request fails for good rather than binding an English book', async () => {
    const offline = createOfflineStoryText();
    const refused = await offline.write(hindiRequest()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ vendor: 'offline', isRetryable: false });
    const english = await offline.write({ ...hindiRequest(), language: 'en' });
    expect(english.pages[0]?.text).toMatch(/Maya/);
  });
});
