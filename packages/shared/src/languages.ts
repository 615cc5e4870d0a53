import { z } from 'zod';

/**
 * The languages a book can be written in (product.md#story-language). Plain data first: the
 * web's form reads the names without loading the rest of the story schemas.
 */
export const STORY_LANGUAGES = ['en', 'hi'] as const;
export const storyLanguageSchema = z.enum(STORY_LANGUAGES, {
  error: 'Please choose English or Hindi',
});
export type StoryLanguage = z.infer<typeof storyLanguageSchema>;

/** Each language as the story form names it: in its own script, so its readers find it. */
export const STORY_LANGUAGE_NAMES: Record<StoryLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
};

/**
 * The language of a story whose request names none. English for now; it is this one rule so
 * that it can become the parent's interface language without a hunt through the code.
 */
export function defaultStoryLanguage(): StoryLanguage {
  return 'en';
}

/** What a parent reads when the book's language cannot be written on this server. */
export const storyLanguageMessages = {
  /** 400 `language_unavailable`: the offline writer writes English only. */
  hindiUnavailable:
    'Books in Hindi need an AI writer, and this server writes stories offline in English only. Please choose English.',
  label: 'Language of the book',
} as const;

/**
 * A name in Devanagari: words that start with a letter, then letters, vowel signs (matras,
 * virama, nukta) and the joiners that choose a conjunct's form; single spaces between words.
 * No digits or dandas: it is a name.
 */
const DEVANAGARI_WORD =
  '(?=\\p{Script=Devanagari})\\p{L}(?:(?=[\\p{Script=Devanagari}\\u200c\\u200d])[\\p{L}\\p{M}\\u200c\\u200d])*';
const DEVANAGARI_NAME = new RegExp(`^${DEVANAGARI_WORD}(?: ${DEVANAGARI_WORD})*$`, 'u');

export const DEVANAGARI_NAME_MAX_LENGTH = 60;

export const devanagariNameMessages = {
  notDevanagari: 'Please write the name in Devanagari letters only (for example: आरव)',
  tooLong: `Name must be at most ${DEVANAGARI_NAME_MAX_LENGTH} characters`,
} as const;

/** Whether a trimmed, NFC name is written in Devanagari letters only. */
export function isDevanagariName(value: string): boolean {
  return DEVANAGARI_NAME.test(value);
}

/**
 * The child's name in Devanagari, used in books written in Hindi: optional; blank (or null)
 * clears it. Spaces are collapsed and the text normalised (NFC) so the name on a page is the
 * one the parent typed, whatever keyboard composed it.
 */
export const devanagariNameSchema = z
  .union([z.string(), z.null()])
  .transform((value) => (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .max(DEVANAGARI_NAME_MAX_LENGTH, devanagariNameMessages.tooLong)
        .refine(isDevanagariName, devanagariNameMessages.notDevanagari),
    ]),
  )
  .transform((value) => (value === '' ? null : value));
