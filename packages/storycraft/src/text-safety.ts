/**
 * Parents type names, titles, conflicts and morals freely. Before any of it reaches a
 * sentence it is reduced to plain, speakable text: no markup, no emoji, no control
 * characters, no template braces, bounded length. Letters of every script are kept.
 */

const ENTITIES = new Map([
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['#39', "'"],
]);

/**
 * Letters, marks, digits, spaces and the punctuation a sentence may carry: a Hindi sentence
 * ends in a danda (।, ॥), and the zero-width joiners choose how a Devanagari conjunct is
 * drawn, so they are part of the word.
 */
const DISALLOWED = /[^\p{L}\p{M}\p{N} .,!?'"\-:;()&/\u0964\u0965\u200c\u200d]/gu;

export function cleanFreeText(raw: unknown, maxLength: number): string {
  if (typeof raw !== 'string') return '';
  const text = raw
    .normalize('NFC')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&([a-z]+|#\d+);/gi, (_match, name: string) => ENTITIES.get(name.toLowerCase()) ?? ' ')
    .replace(/[‘’‛`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(DISALLOWED, ' ')
    // Quotes that no longer pair up (or wrap the whole text) read badly inside a sentence.
    .replace(/"/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateAtWord(text, maxLength);
}

export function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : text.slice(0, maxLength)).trim();
}

export const NAME_MAX_LENGTH = 40;
export const FALLBACK_NAME = 'Little Star';

/**
 * A child's name as it will appear in the story. Names in any script are kept; an all
 * lowercase name gets capital initials so sentences can start with it.
 */
export function cleanName(raw: unknown, fallback = FALLBACK_NAME): string {
  const text = cleanFreeText(raw, NAME_MAX_LENGTH)
    // A full stop inside a name would read as the end of a sentence.
    .replace(/[^\p{L}\p{M}\p{N} '\-\u200c\u200d]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s'\p{M}-]+|[\s'-]+$/gu, '');
  if (!/\p{L}/u.test(text)) return fallback;
  if (text === text.toLowerCase()) {
    return text.replace(
      /(^|[\s-])(\p{L})/gu,
      (_m, gap: string, letter: string) => gap + letter.toUpperCase(),
    );
  }
  // The name often opens a sentence, so its first letter is always a capital.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const TITLE_MAX_LENGTH = 80;

/** Little words that stay lower case inside a title ("Mia and the Sea"). */
const TITLE_SMALL_WORDS = new Set(
  'a an the and or but nor of in on at to by for from with into onto over as up via'.split(' '),
);

/**
 * A title, or '' when nothing readable is left. It goes on the cover, so a title typed all
 * in lower case ("mia's big day") gets title capitals; one with capitals of its own is
 * the parent's choice and only gets a capital first letter.
 */
export function cleanTitle(raw: unknown): string {
  const text = cleanFreeText(raw, TITLE_MAX_LENGTH)
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/^[\s.,:;\-/&!?]+|[\s,:;\-/&]+$/g, '');
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  if (text !== text.toLowerCase()) return capitalizeFirstLetter(text);
  const words = text.split(' ');
  return words
    .map((word, index) => {
      const isEdge = index === 0 || index === words.length - 1;
      return !isEdge && TITLE_SMALL_WORDS.has(word) ? word : capitalizeFirstLetter(word);
    })
    .join(' ');
}

function capitalizeFirstLetter(text: string): string {
  return text.replace(
    /^(\P{L}*)(\p{Ll})/u,
    (_m, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** The possessive form used in narration: "Mia's", "James's". */
export function possessive(name: string): string {
  return `${name}'s`;
}
