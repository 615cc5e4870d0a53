import { z } from 'zod';
import { plainText } from './plain-text.js';
import { ageBandFor, PAGE_TEXT_MAX_LENGTH, type AgeBand } from './story.js';

/**
 * "Fix a page": the owner of a complete story changes one page's words, or has
 * one picture (a page's or the cover's) drawn again and keeps the one they prefer.
 */

/**
 * Words a page may hold after a parent's edit, by age band: the writer's own budget (3–4:
 * up to 20 words, 5–7: 70, 8–10: 90) with room to spare, since a parent fixing a page of a
 * model-written story must not be refused for the model's length.
 */
export const PAGE_EDIT_MAX_WORDS: Record<AgeBand['id'], number> = {
  '3-4': 40,
  '5-7': 120,
  '8-10': 160,
};

export const pageWordLimitFor = (age: number): number => PAGE_EDIT_MAX_WORDS[ageBandFor(age).id];

export const countWords = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The rule a page's edited words are held to, on the server and live in the editor. */
export const isOverPageWordLimit = (text: string, limit: number): boolean =>
  countWords(text) > limit;

export const PAGE_REDRAW_NOTE_MAX_LENGTH = 140;

export const pageEditTexts = {
  editPage: 'Edit this page',
  editCover: 'Edit the cover',
  dialogTitle: (page: number) => (page === 0 ? 'Edit the cover' : `Edit page ${page}`),
  wordsLabel: 'The words on this page',
  saveWords: 'Save the words',
  wordsSaved: 'The words are saved. The book is bound again with them.',
  textRequired: 'Please write the words of this page',
  tooManyWords: (limit: number) =>
    `A page for this age holds at most ${limit} words. Please make it shorter.`,
  wordCount: (count: number, limit: number) => `${count} of ${limit} words`,
  redrawTitle: 'Draw this picture again',
  noteLabel: 'A short note for the artist (optional)',
  notePlaceholder: 'make the dog brown, she is smiling',
  redraw: 'Draw this picture again',
  drawing: 'Drawing a new picture… The old one stays until the new one is in.',
  chooseTitle: 'Which picture do you want to keep?',
  oldPicture: 'The picture before',
  newPicture: 'The new picture',
  keepOld: 'Keep the one before',
  keepNew: 'Keep the new one',
  redrawFailed: 'The new picture could not be drawn. Nothing was charged; please try again.',
  freeLeft: (left: number) =>
    left === 1 ? '1 free redraw left for this story.' : `${left} free redraws left for this story.`,
  costs: (credits: number) =>
    credits === 1 ? 'A redraw now costs 1 credit.' : `A redraw now costs ${credits} credits.`,
  close: 'Close',
} as const;

export const pageEditMessages = {
  notComplete: 'Pages can be changed once the story is complete.',
  noSuchPage: 'This story has no such page.',
  redrawOpen:
    'A new picture for this page is being drawn or waiting for your choice. Please choose first.',
  nothingToKeep: 'There is no new picture of this page to choose.',
  redrawsPaused: 'Pictures cannot be drawn again right now. Please try again tomorrow.',
  noteRefused:
    "Some words in this note can't go in a children's book. Please change them and try again.",
  checkUnavailable:
    "We couldn't check this note just now. Nothing was charged; please try again in a few minutes.",
  textRefused:
    "Some words on this page can't go in a children's book. Please change them and try again.",
  textCheckUnavailable:
    "We couldn't check these words just now. Nothing was saved; please try again in a few minutes.",
} as const;

/** `PUT /api/stories/{id}/pages/{n}`: the page's new words (plain text, as the story's). */
export const pageTextInputSchema = z.object({
  text: plainText('The page', {
    max: PAGE_TEXT_MAX_LENGTH,
    min: { length: 1, message: pageEditTexts.textRequired },
  }),
});
export type PageTextInput = z.infer<typeof pageTextInputSchema>;

/** `POST /api/stories/{id}/pages/{n}/redraw`: an optional short note for the artist. */
export const pageRedrawInputSchema = z.object({
  note: z
    .union([plainText('The note', { max: PAGE_REDRAW_NOTE_MAX_LENGTH }), z.null()])
    .optional()
    // Blank is the same as no note.
    .transform((value) => (value ? value : undefined)),
});
export type PageRedrawInput = z.output<typeof pageRedrawInputSchema>;

/** `POST /api/stories/{id}/pages/{n}/keep`: which of the two pictures stays. */
export const keepPictureInputSchema = z.object({ picture: z.enum(['new', 'old']) });
export type KeepPictureInput = z.infer<typeof keepPictureInputSchema>;

export const PAGE_REDRAW_STATUSES = ['drawing', 'ready', 'failed'] as const;

/** A picture being drawn again: drawing, ready to choose (with its URL), or failed (refunded). */
export const pageRedrawSchema = z.object({
  status: z.enum(PAGE_REDRAW_STATUSES),
  note: z.string().nullable(),
  /** A signed URL of the new picture, once it is drawn. */
  candidate_url: z.string().nullable(),
});
export type PageRedraw = z.infer<typeof pageRedrawSchema>;

/** What redrawing one more picture of a story costs: free ones left, then credits each. */
export const redrawAllowanceSchema = z.object({
  free_left: z.number().int().min(0),
  credit_cost: z.number().int().min(0),
});
export type RedrawAllowance = z.infer<typeof redrawAllowanceSchema>;
