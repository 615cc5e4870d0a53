import { spache } from 'spache';
import { countText, readingGrade } from './reading-grade.js';

/**
 * A reading level suited to the reader: the revised Spache formula (1974) for picture books
 * up to age 8, which counts words outside its list of familiar words, and Flesch–Kincaid
 * above it. Both give a school grade.
 */
export interface ReadingLevel {
  formula: 'spache' | 'flesch-kincaid';
  grade: number;
}

const FAMILIAR = new Set(spache);

/** "jumped", "trees", "happily" are as familiar as "jump", "tree" and "happy". */
function isFamiliar(word: string): boolean {
  if (FAMILIAR.has(word)) return true;
  const stems = [
    word.replace(/'s$/, ''),
    word.replace(/s$/, ''),
    word.replace(/es$/, ''),
    word.replace(/ed$/, ''),
    word.replace(/d$/, ''),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
    word.replace(/ly$/, ''),
    word.replace(/ied$/, 'y'),
    word.replace(/ies$/, 'y'),
    word.replace(/(.)\1(?:ed|ing)$/, '$1'),
  ];
  return stems.some((stem) => stem !== word && FAMILIAR.has(stem));
}

/** Revised Spache grade; the names given count as familiar (a child knows their own name). */
export function spacheGrade(text: string, names: readonly string[] = []): number {
  const { sentences } = countText(text);
  const words = (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).map((word) =>
    word.replace(/^'+|'+$/g, ''),
  );
  if (words.length === 0) return 0;
  const known = new Set(names.map((name) => name.toLowerCase()));
  const unfamiliar = new Set(words.filter((word) => !known.has(word) && !isFamiliar(word)));
  return (
    0.121 * (words.length / sentences) + 0.082 * ((unfamiliar.size / words.length) * 100) + 0.659
  );
}

export function readingLevel(
  text: string,
  age: number,
  names: readonly string[] = [],
): ReadingLevel {
  return age <= 8
    ? { formula: 'spache', grade: spacheGrade(text, names) }
    : { formula: 'flesch-kincaid', grade: readingGrade(text) };
}
