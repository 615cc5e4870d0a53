/**
 * Flesch–Kincaid grade level, used to keep each story within its age band. Syllables are
 * estimated with the usual vowel-group heuristic; it is off by one on some words, which
 * averages out over a story.
 */

const SILENT_ENDINGS = /(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/;

export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  // Words in other scripts still take time to read; count them as one syllable.
  if (letters.length === 0) return 1;
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(SILENT_ENDINGS, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
}

export function countText(text: string): TextCounts {
  const sentences = text.split(/[.!?]+(?:["'’”)]*)(?:\s+|$)/).filter((part) => /\S/.test(part));
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return { sentences: Math.max(1, sentences.length), words: words.length, syllables };
}

/** Flesch–Kincaid grade; 0 for text without words. */
export function readingGrade(text: string): number {
  const { sentences, words, syllables } = countText(text);
  if (words === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}
