import { z } from 'zod';
import { MAX_CHILD_AGE, MIN_CHILD_AGE } from './catalog.js';

/**
 * The written story: what any text provider (the offline storycraft engine or an LLM) must
 * return before illustration starts. Each page carries its text, read aloud to the child,
 * and a brief, a plain description of the picture for the illustrator.
 */

export const STORY_TITLE_MAX_LENGTH = 120;
export const PAGE_TEXT_MAX_LENGTH = 1200;
export const BRIEF_MAX_LENGTH = 1500;
export const MIN_STORY_PAGES = 1;
export const MAX_STORY_PAGES = 24;

/** Text is stored and sent as plain text; anything that looks like a tag is refused. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/<[a-z!/?]/i.test(value), 'Use plain text, not markup');

export const storyPageTextSchema = z.object({
  text: plainText(PAGE_TEXT_MAX_LENGTH),
  brief: plainText(BRIEF_MAX_LENGTH),
});
export type StoryPageText = z.infer<typeof storyPageTextSchema>;

export const writtenStorySchema = z.object({
  title: plainText(STORY_TITLE_MAX_LENGTH),
  cover: z.object({ brief: plainText(BRIEF_MAX_LENGTH) }),
  pages: z.array(storyPageTextSchema).min(MIN_STORY_PAGES).max(MAX_STORY_PAGES),
});
export type WrittenStory = z.infer<typeof writtenStorySchema>;

export interface AgeBand {
  readonly id: '3-4' | '5-7' | '8-10';
  readonly minAge: number;
  readonly maxAge: number;
  readonly pageCount: number;
  /** Highest Flesch–Kincaid grade a story for this band may measure. */
  readonly maxReadingGrade: number;
}

/** Younger children get fewer, shorter pages; older ones more pages and richer sentences. */
export const AGE_BANDS: readonly AgeBand[] = [
  { id: '3-4', minAge: MIN_CHILD_AGE, maxAge: 4, pageCount: 8, maxReadingGrade: 2.5 },
  { id: '5-7', minAge: 5, maxAge: 7, pageCount: 10, maxReadingGrade: 4 },
  { id: '8-10', minAge: 8, maxAge: MAX_CHILD_AGE, pageCount: 12, maxReadingGrade: 6 },
];

/** The band for an age; ages outside 3–10 take the nearest band rather than failing. */
export function ageBandFor(age: number): AgeBand {
  const safeAge = Number.isFinite(age) ? age : MIN_CHILD_AGE;
  const band = AGE_BANDS.find((candidate) => safeAge <= candidate.maxAge);
  return band ?? (AGE_BANDS[AGE_BANDS.length - 1] as AgeBand);
}

export function pageCountForAge(age: number): number {
  return ageBandFor(age).pageCount;
}
