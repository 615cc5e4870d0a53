import type { Pronouns } from '@littlestar/shared/catalog';
import { countWords } from '@littlestar/shared/page-edits';
import { ageBandFor, type AgeBand, type WrittenStory } from '@littlestar/shared/story';

/*
 * What changes when a language model writes a book in Hindi (product.md#story-language): the
 * prompt asks for Hindi written for the child's age, natively rather than translated, and the
 * checks measure Hindi as Hindi. Picture briefs stay English: the illustrators read English.
 */

/**
 * Words a Hindi page may hold, by age band. Words are counted as the page editor counts them
 * (`countWords`: runs between spaces that hold a letter). That is right for Hindi: Devanagari
 * separates words with spaces as English does, and no space ever falls inside a word's
 * letters, vowel signs or conjuncts, so each run between spaces is one spoken word (unlike
 * Thai or Chinese, which need a dictionary to find words). The budgets are storycraft's
 * English ones (20, 70, 90 words) and a fifth more: Hindi writes its postpositions and
 * auxiliary verbs as words of their own (राम ने, खेल रही है), so the same page counts more.
 */
export const HINDI_PAGE_WORDS: Record<AgeBand['id'], number> = {
  '3-4': 24,
  '5-7': 84,
  '8-10': 108,
};

/**
 * The reading level of Hindi text by age: sentence length in words, on average and at most.
 * Flesch–Kincaid counts English syllables and Spache a list of familiar English words, neither
 * of which measures Hindi; sentence length is the part of both that carries over.
 */
export const HINDI_SENTENCE_WORDS: Record<AgeBand['id'], { average: number; longest: number }> = {
  '3-4': { average: 8, longest: 12 },
  '5-7': { average: 11, longest: 16 },
  '8-10': { average: 14, longest: 20 },
};

/** Sentences of Hindi text: they end in a danda (।, ॥) or in ., ! or ?. */
export function hindiSentences(text: string): string[] {
  return text
    .split(/[।॥.!?]+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0);
}

/** The average and longest sentence of a text, in words (0 for text without words). */
export function hindiSentenceLengths(text: string): { average: number; longest: number } {
  const lengths = hindiSentences(text).map(countWords);
  if (lengths.length === 0) return { average: 0, longest: 0 };
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return { average: total / lengths.length, longest: Math.max(...lengths) };
}

/** Whether a text is written mostly in Devanagari (names and picture briefs aside). */
export function isMostlyDevanagari(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = text.match(/\p{Script=Devanagari}/gu) ?? [];
  // Vowel signs are Devanagari but not letters: count consonants and vowels only.
  const devanagariLetters = devanagari.filter((char) => /\p{L}/u.test(char)).length;
  return letters.length > 0 && devanagariLetters / letters.length >= 0.6;
}

const HINDI_GRAMMAR: Record<Pronouns, string> = {
  'he/him': 'masculine verb and adjective forms (जाता है, अच्छा)',
  'she/her': 'feminine verb and adjective forms (जाती है, अच्छी)',
  'they/them': "the child's name rather than a pronoun, and plural forms where a verb needs one",
  other: "the child's name rather than a pronoun, and plural forms where a verb needs one",
};

/** The system message's lines for a book in Hindi. */
export const HINDI_SYSTEM_LINES = [
  'This book is written in Hindi: the title and the text of every page are Hindi in Devanagari',
  'script, written as a parent in India speaks to a young child. Write it in Hindi from the',
  'start; never write English and translate it. Use everyday spoken Hindi words, not formal or',
  'Sanskrit-heavy ones. End sentences with the danda (।), ! or ?.',
  'Picture briefs and the cover brief stay in English: the illustrator reads English.',
];

/** The user message's lines about the language, reading level and names of a Hindi book. */
export function hindiPromptLines(age: number, pronouns: Pronouns, nameIsLatin: boolean): string[] {
  const band = ageBandFor(age).id;
  const sentences = HINDI_SENTENCE_WORDS[band];
  return [
    `Write the title and every page's text in simple Hindi that a ${age}-year-old follows ` +
      `when it is read aloud: sentences of about ${sentences.average} words on average and ` +
      `never more than ${sentences.longest}; at most ${HINDI_PAGE_WORDS[band]} words on a page.`,
    `For the child use ${HINDI_GRAMMAR[pronouns]}.`,
    nameIsLatin
      ? 'Write child_name and every companion name exactly as the story idea spells them, in ' +
        'Latin letters, inside the Hindi text.'
      : 'Write child_name exactly as the story idea spells it, in Devanagari, and every ' +
        'companion name exactly as the story idea spells it.',
    "The story idea's title, problem and moral may be in English: tell them in Hindi.",
  ];
}

/** What is wrong with a Hindi story's language, length and reading level for the child's age. */
export function hindiProblems(
  story: WrittenStory,
  age: number,
): Array<{ code: 'not_hindi' | 'page_words' | 'reading_level'; text: string }> {
  const band = ageBandFor(age).id;
  const problems: Array<{ code: 'not_hindi' | 'page_words' | 'reading_level'; text: string }> = [];
  const text = story.pages.map((page) => page.text).join(' ');
  if (!isMostlyDevanagari(`${story.title} ${text}`)) {
    problems.push({
      code: 'not_hindi',
      text: 'The title and the page texts must be written in Hindi, in Devanagari script.',
    });
  }
  const budget = HINDI_PAGE_WORDS[band];
  story.pages.forEach((page, index) => {
    const words = countWords(page.text);
    if (words > budget) {
      problems.push({
        code: 'page_words',
        text: `Page ${index + 1}'s text has ${words} words; a page may have at most ${budget}.`,
      });
    }
  });
  const limits = HINDI_SENTENCE_WORDS[band];
  const measured = hindiSentenceLengths(text);
  if (measured.average > limits.average || measured.longest > limits.longest) {
    problems.push({
      code: 'reading_level',
      text:
        `The sentences average ${measured.average.toFixed(1)} words and the longest has ` +
        `${measured.longest}; for this age they must average at most ${limits.average} words ` +
        `and never pass ${limits.longest}. Use shorter sentences and everyday words.`,
    });
  }
  return problems;
}
