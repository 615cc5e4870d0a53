import {
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  type Likeness,
} from '@littlestar/shared/likeness';
import type { Expression } from './child.js';

/**
 * What the offline illustrator can honour of a parent's note for a picture drawn again
 * ("she is smiling", "a red jumper", "make her hair blond"): the child's expression and the
 * colours of their clothes and hair. Anything else in the note (the dog's colour) has nothing
 * to change in these scenes and is left alone. The note is never drawn as text.
 */
export interface NoteChanges {
  expression?: Expression;
  clothesColor?: string;
  hairColor?: string;
}

const EXPRESSIONS: ReadonlyArray<[RegExp, Expression]> = [
  [/\b(?:laugh(?:s|ing)?|grin(?:s|ning)?|joyful|delighted|overjoyed)\b/i, 'joy'],
  [/\b(?:smil(?:e|es|ing)|happy|happier|cheerful)\b/i, 'smile'],
  [/\b(?:surprised|amazed|astonished|wonder(?:ing)?|curious)\b/i, 'wonder'],
  [/\b(?:brave|determined|confident|bold)\b/i, 'determined'],
  [/\b(?:sad|worried|scared|afraid|frightened|nervous|upset)\b/i, 'worried'],
  [/\b(?:calm|peaceful|relaxed|content)\b/i, 'content'],
];

const CLOTHES =
  /(?:shirt|t-shirt|top|jumper|sweater|dress|jacket|coat|hoodie|clothes|outfit|cardigan)/i;

// Everyday names a parent uses, on top of the swatches' own ("dark brown", "teal").
const COLOR_WORDS: Readonly<Record<string, string>> = {
  pink: '#ff69b4',
  red: '#e4574f',
  orange: '#f39a3d',
  yellow: '#f5c842',
  green: '#58b368',
  teal: '#2fb3a6',
  blue: '#4a90d9',
  purple: '#8e6bd1',
  violet: '#8e6bd1',
  white: '#f4f1ea',
  black: '#2b2b33',
  grey: '#9aa0a8',
  gray: '#9aa0a8',
  brown: '#8a5a3b',
};

const HAIR_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...HAIR_COLOR_SWATCHES.map((swatch) => [swatch.name.toLowerCase(), swatch.hex] as const),
  ['blonde', '#e2c27a'],
  ['ginger', '#b5522b'],
  ['gray', '#b9b4ad'],
]);

const CLOTHES_WORDS: Readonly<Record<string, string>> = {
  ...COLOR_WORDS,
  ...Object.fromEntries(
    FAVORITE_COLOR_SWATCHES.map((swatch) => [swatch.name.toLowerCase(), swatch.hex]),
  ),
};

/** A colour named right before (or "…is blue" right after) a noun: "a red jumper", "hair blond". */
function colorNear(note: string, noun: RegExp, words: Readonly<Record<string, string>>) {
  const names = Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[-\s]/g, '[-\\s]'))
    .join('|');
  const before = new RegExp(`\\b(${names})\\s+(?:\\w+\\s+)?${noun.source}\\b`, 'i').exec(note);
  const after = new RegExp(
    `\\b${noun.source}\\s+(?:is\\s+|to\\s+|be\\s+|should\\s+be\\s+)?(${names})\\b`,
    'i',
  ).exec(note);
  const name = (before?.[1] ?? after?.[1])?.toLowerCase().replace(/[-\s]+/g, ' ');
  return name ? words[name] : undefined;
}

export function readNote(note: string | undefined): NoteChanges {
  if (!note) return {};
  const text = note.slice(0, 300);
  const changes: NoteChanges = {};
  const expression = EXPRESSIONS.find(([pattern]) => pattern.test(text));
  if (expression) changes.expression = expression[1];
  const clothes = colorNear(text, CLOTHES, CLOTHES_WORDS);
  if (clothes) changes.clothesColor = clothes;
  const hair = colorNear(text, /hair/i, HAIR_WORDS);
  if (hair) changes.hairColor = hair;
  return changes;
}

/** The likeness with the note's colours: the same child, dressed as the parent asked. */
export function likenessWithNote(likeness: Likeness, changes: NoteChanges): Likeness {
  return {
    ...likeness,
    ...(changes.clothesColor ? { favoriteColor: changes.clothesColor } : {}),
    ...(changes.hairColor ? { hairColor: changes.hairColor } : {}),
  };
}
