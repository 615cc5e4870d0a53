import { writtenStorySchema, type WrittenStory } from '@littlestar/shared/story';
import { cleanFreeText, cleanName, countSyllables, readingGrade } from '@littlestar/storycraft';
import { hindiProblems } from './hindi-story.js';
import { storyNameOf, type StoryTextRequest } from './story-text-provider.js';

/**
 * What is wrong with an answer: a code for the logs and the job's failure, and the wording for
 * the model. Only the model sees the wording: it may name the child or quote the parent.
 */
export interface StoryProblem {
  code: StoryProblemCode;
  text: string;
}

export type StoryProblemCode =
  | 'not_json'
  | 'schema'
  | 'not_plain_text'
  | 'page_count'
  | 'reading_grade'
  | 'reading_level'
  | 'page_words'
  | 'not_hindi'
  | 'child_name'
  | 'companion_part'
  | 'conflict_missing'
  | 'moral_missing';

/** A model's answer, accepted (cleaned) or refused with reasons the model can act on. */
export type StoryCheck =
  { ok: true; story: WrittenStory } | { ok: false; problems: StoryProblem[] };

/** Schema problems listed back to the model at most; the rest are usually the same mistake. */
const MAX_SCHEMA_PROBLEMS = 5;

/**
 * Checks a language model's answer before it is accepted: the shared schema, the band's page
 * count and reading grade (measured as storycraft measures its own stories), the child's
 * name, the parent's conflict and moral, and storycraft's plain-text rules.
 */
export function checkStory(answer: unknown, request: StoryTextRequest): StoryCheck {
  const parsed = writtenStorySchema.safeParse(answer);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, MAX_SCHEMA_PROBLEMS).map((issue) => ({
        code: 'schema' as const,
        text: `${issue.path.join('.') || 'the answer'}: ${issue.message}`,
      })),
    };
  }
  const problems: StoryProblem[] = [];
  const problem = (code: StoryProblemCode, text: string) => problems.push({ code, text });
  const clean = (label: string, value: string) => {
    const result = cleanStoryText(value);
    if (result.problem) problem('not_plain_text', `${label} ${result.problem}`);
    return result.text;
  };
  const story: WrittenStory = {
    title: clean('The title', parsed.data.title),
    cover: { brief: clean('The cover brief', parsed.data.cover.brief) },
    pages: parsed.data.pages.map((page, index) => ({
      text: clean(`Page ${index + 1}'s text`, page.text),
      brief: clean(`Page ${index + 1}'s brief`, page.brief),
    })),
  };

  if (story.pages.length !== request.pageCount) {
    problem(
      'page_count',
      `The story has ${story.pages.length} pages; it must have exactly ${request.pageCount}.`,
    );
  }
  const isHindi = request.language === 'hi';
  const name = storyNameOf(request, (raw) => cleanName(raw));
  const text = story.pages.map((page) => page.text).join(' ');
  // A Hindi book is measured as Hindi (hindi-story.ts): Flesch–Kincaid counts English syllables.
  if (isHindi) problems.push(...hindiProblems(story, request.child.age));
  const grade = isHindi ? 0 : storyReadingGrade(text, name);
  if (grade > request.maxReadingGrade) {
    problem(
      'reading_grade',
      `The text reads at Flesch-Kincaid grade ${grade.toFixed(1)}; it must be at most ` +
        `${request.maxReadingGrade}. Use shorter sentences and shorter, everyday words.`,
    );
  }
  if (!mentionsName(text, name)) {
    problem('child_name', `The child's name, ${name}, must appear in the story text.`);
  }
  // product.md#cast: every companion has a part, named on several pages.
  // The prompt asks for three pages; two is where a model's story is sent back. The problem
  // names the companion by place, not by name: it is sent outside the story idea's quotes.
  for (const [index, companion] of (request.cast ?? []).entries()) {
    const companionName = cleanName(companion.name, '');
    if (!companionName || companionName.toLowerCase() === name.toLowerCase()) continue;
    const pages = story.pages.filter((page) => mentionsName(page.text, companionName)).length;
    if (pages < 2) {
      problem(
        'companion_part',
        `Companion ${index + 1} of the story idea's companions must have a part: name them ` +
          'in the text of at least two pages.',
      );
    }
  }
  // A parent's words reach a Hindi book told in Hindi: their spelling cannot be looked for.
  for (const [label, code, given] of isHindi
    ? []
    : ([
        ['problem', 'conflict_missing', request.story.conflict],
        ['moral', 'moral_missing', request.story.moral],
      ] as const)) {
    const missing = missingKeyWords(given, text);
    if (missing) {
      problem(
        code,
        `The parent's ${label} ('${missing.given}') is not woven into the story: ` +
          `use its key words (${missing.words.join(', ')}) in the page text.`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  // Cleaning only normalises characters, but the result is the stored shape: check it again.
  return { ok: true, story: writtenStorySchema.parse(story) };
}

/**
 * Flesch–Kincaid grade of a story's text as storycraft measures it (writer/compose.ts): a
 * child reads their own name at a glance, so a long name counts as a two-syllable one.
 */
export function storyReadingGrade(text: string, name: string): number {
  const nameSyllables = name.split(' ').reduce((sum, word) => sum + countSyllables(word), 0);
  return readingGrade(nameSyllables > 2 ? text.split(name).join('Mia') : text);
}

/**
 * storycraft's plain-text rules (text-safety.ts) applied to a model's text. Typography is
 * normalised quietly (curly quotes, dashes, ellipses; double quotes become single ones so
 * speech still reads as speech); anything else cleaning would remove (markup, entities,
 * emoji, braces, markdown) is a problem sent back to the model.
 */
export function cleanStoryText(value: string): { text: string; problem?: string } {
  const typographic = value
    .normalize('NFC')
    .replace(/…/g, '...')
    .replace(/[“”„"]/g, "'")
    .replace(/[‘’‛`´]/g, "'")
    .replace(/[–—]/g, '-');
  const text = cleanFreeText(typographic, Number.MAX_SAFE_INTEGER);
  const squash = (part: string) => part.replace(/\s+/g, '');
  if (squash(text) === squash(typographic)) return { text };
  if (/<[^>]*>|&(?:[a-z]+|#\d+);/i.test(typographic)) {
    return { text, problem: 'is not plain text: remove markup and HTML entities.' };
  }
  const kept = new Set(text);
  const removed = [...new Set(squash(typographic))].filter((char) => !kept.has(char));
  return { text, problem: `is not plain text: remove ${removed.map((c) => `'${c}'`).join(' ')}.` };
}

function mentionsName(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const candidates = [name, name.split(' ')[0] ?? name];
  return candidates.some((candidate) =>
    new RegExp(
      // A vowel sign after a Devanagari name makes it another word (राम, रामा).
      `(^|[^\\p{L}\\p{M}\\p{N}])${escapeRegExp(candidate.toLowerCase())}($|[^\\p{L}\\p{M}\\p{N}])`,
      'u',
    ).test(lower),
  );
}

const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of in on at to by for from with into onto over under as up ' +
    'down out off about than then that this these those there here it its is are was were be ' +
    'been being am has have had do does did not no can cannot could would should will shall may ' +
    'might must very too also just even only still when while where what which who whom whose ' +
    'why how all any some every each more most much many such own same other i me my mine we us ' +
    'our you your he him his she her they them their one ones means mean get gets got make makes ' +
    'always never sometimes really things thing'
  ).split(' '),
);

/** A rough stem, so 'helping' meets 'helps' and 'scared' meets 'scare'. */
function stem(word: string): string {
  let stemmed = word;
  for (let pass = 0; pass < 2; pass += 1) {
    const shorter = stemmed.replace(/(?:ing|ed|es|s|ly|ness|ful|er|e|y)$/, '');
    if (shorter.length < 3) break;
    stemmed = shorter;
  }
  return stemmed;
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []).map((word) =>
    word.replace(/'s$/, ''),
  );
}

/**
 * A parent's conflict or moral counts as woven in when at least half of its key words (not
 * the little ones, stemmed) appear in the story; undefined when it is, or when none was given.
 */
export function missingKeyWords(
  given: string | null,
  text: string,
): { given: string; words: string[] } | undefined {
  const cleaned = cleanFreeText(given, 200);
  const keyWords = [...new Set(wordsOf(cleaned).filter((word) => !STOP_WORDS.has(word)))];
  if (keyWords.length === 0) return undefined;
  const storyStems = new Set(wordsOf(text).map(stem));
  const missing = keyWords.filter((word) => !storyStems.has(stem(word)));
  const found = keyWords.length - missing.length;
  return found >= Math.ceil(keyWords.length / 2) ? undefined : { given: cleaned, words: missing };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
