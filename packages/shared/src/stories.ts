import { z } from 'zod';
import { plainText } from './plain-text.js';
import { SETTINGS, settingSchema, THEMES, themeSchema, toDisplayLabel } from './catalog.js';
import { STORY_TITLE_MAX_LENGTH } from './story.js';
import { pageRedrawSchema, redrawAllowanceSchema } from './page-edits.js';
import { castInputSchema, castMemberSchema } from './cast.js';
import { storyLanguageSchema, type StoryLanguage } from './languages.js';

/**
 * Stories as the API takes and gives them (product.md#data, product.md#story-status,
 * product.md#story-form, product.md#messages). The written story that providers return is in `story.ts`.
 */

export const STORY_STATUSES = [
  'pending',
  'generating',
  'generating_images',
  'complete',
  'error',
] as const;
export const storyStatusSchema = z.enum(STORY_STATUSES);
export type StoryStatus = z.infer<typeof storyStatusSchema>;

/** product.md#story-status: a story may be edited or (re)generated only before generation or after a failure. */
export const EDITABLE_STORY_STATUSES: readonly StoryStatus[] = ['pending', 'error'];
export const isEditableStoryStatus = (status: StoryStatus) =>
  EDITABLE_STORY_STATUSES.includes(status);

/** A story whose status is one of these is being made: its list polls for progress. */
export const isStoryInProgress = (status: StoryStatus) =>
  status === 'generating' || status === 'generating_images';

/** product.md#story-status: the message shown for each status, word for word. */
export const STORY_STATUS_TEXT: Record<StoryStatus, { label: string; message: string }> = {
  complete: { label: 'Complete', message: 'Story is ready to view and download.' },
  pending: { label: 'Pending', message: 'Story is being generated. Please check back later.' },
  error: {
    label: 'Error',
    message: 'There was an error generating this story. Please try again.',
  },
  generating: {
    label: 'Generating',
    message: 'Story is currently being generated. You will receive an email once it is ready.',
  },
  generating_images: {
    label: 'Generating Images',
    message:
      'Story images are currently being generated. You will receive an email once it is ready.',
  },
};

/** product.md#stories-list, product.md#story-status, product.md#story-form, product.md#messages: every story text the screens show, word for word. */
/** Failed generations of one story after which it must be edited before it is made again. */
export const MAX_FAILED_GENERATIONS = 3;

export const storyMessages = {
  failedTooOften:
    'This story could not be made three times. Please change its details before trying again.',
  freeStoriesSpent:
    "Today's free stories have all been made. Please try again tomorrow, or add your own child.",
  freeStoriesPaused: 'Free stories are paused today. Please try again tomorrow.',
  titleRequired: 'Please enter a story title',
  themeRequired: 'Please select a story theme',
  settingRequired: 'Please select a story setting',
  loadingStories: 'Loading stories...',
  loadingStory: 'Loading story...',
  noStories: 'No stories created yet',
  noDemoStories: 'No stories yet',
  fetchStoriesFailed: 'Failed to fetch stories',
  fetchChildFailed: 'Failed to fetch child details',
  saveFailed: 'Failed to save story',
  startFailed: 'Failed to start story generation',
  updateFailed: 'Failed to update story',
  generateFailed: 'Failed to generate story',
  generationStarted: 'Story generation started!',
  generationStartedSuccessfully: 'Story generation started successfully',
  updated: 'Story updated successfully!',
  notFound: 'Story not found',
  noStoryWithId: 'No story found with this ID',
  fetchFailed: 'Failed to fetch story',
  fetchDetailsFailed: 'Failed to fetch story details',
  beingGenerated: 'Story is being generated. Please wait for some time.',
  notCreated: 'Story not created. Please try again.',
  noStoryId: 'No story ID available. Please try again.',
  noPages: 'No pages found for this story.',
  downloadFailed: 'Failed to download PDF. Please try again.',
  inProgressTitle: 'Story in Progress',
  inProgress: "Your story is being generated. We'll notify you when it's ready.",
  generatingButton: 'Story Generating...',
  confirmCreateTitle: 'Ready to Spark Magic?',
  confirmCreateDemoTitle: 'Ready to Create Your Story?',
  confirmEditTitle: 'Ready to Generate?',
  confirmEditBody: 'Your updated story will be generated with the new details. Proceed?',
} as const;

/** The parts of a story idea a parent writes, as a refusal names them. */
export const STORY_IDEA_FIELD_NAMES = {
  title: 'the title',
  conflict: 'the conflict',
  moral: 'the moral',
  childName: "the child's name",
  cast: "the companions' names",
} as const;
export type StoryIdeaField = keyof typeof STORY_IDEA_FIELD_NAMES;

/** What a parent is told when the content check refuses a story idea or a finished story. */
export const storyModerationMessages = {
  /** Nothing was charged: the parent changes the words and tries again. */
  ideaRefused: (fields: readonly StoryIdeaField[]) =>
    "Some words in this story idea can't go in a children's book " +
    `(in ${joinWithAnd(fields.map((field) => STORY_IDEA_FIELD_NAMES[field]))}). ` +
    'Please change them and try again.',
  /** The checks could not run (the moderation service is down): nothing was charged. */
  checkUnavailable:
    "We couldn't check this story idea just now. Nothing was charged; please try again in a few minutes.",
  /** The finished story did not pass; its credit is refunded. */
  storyRefused:
    "The finished story didn't pass our check for children's books, so it was not kept and " +
    'your credit was given back. Try changing the story idea a little.',
} as const;

/** Why a story failed, as its row keeps it: words a parent may read, with no one's name. */
export const storyFailureMessages = {
  /** The writer's answers failed the story checks every time; its credit is refunded. */
  notWritten:
    "We couldn't write a story that fits this idea, so it was not kept and your credit was " +
    'given back. Try changing the story idea a little.',
} as const;

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Conflict and moral: short free text, one or two sentences. */
export const STORY_FREE_TEXT_MAX_LENGTH = 240;

const storyText = (field: string, max: number, requiredMessage?: string) =>
  plainText(field, {
    max,
    ...(requiredMessage ? { min: { length: 1, message: requiredMessage } } : {}),
  });

/** Blank optional text is the same as none: the spec omits it from the payload. */
const optionalStoryText = (field: string) =>
  z
    .union([storyText(field, STORY_FREE_TEXT_MAX_LENGTH), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * `POST /api/children/{id}/stories` and `PUT /api/stories/{id}`. Themes and settings travel
 * lowercase ('magical kingdom'); the form shows them capitalised.
 */
export const storyInputSchema = z.object({
  title: storyText('Title', STORY_TITLE_MAX_LENGTH, storyMessages.titleRequired),
  theme: z.enum(THEMES, { error: storyMessages.themeRequired }),
  setting: z.enum(SETTINGS, { error: storyMessages.settingRequired }),
  conflict: optionalStoryText('Conflict'),
  moral: optionalStoryText('Moral'),
  /**
   * product.md#cast: who else is in the story. Absent keeps what a story has (none for a new
   * one); an empty list takes everyone out.
   */
  cast: castInputSchema.optional(),
  /**
   * product.md#story-language: the language the book is written in. Absent keeps what a story
   * has (`defaultStoryLanguage()` for a new one).
   */
  language: storyLanguageSchema.optional(),
});
export type StoryInput = z.output<typeof storyInputSchema>;
export type StoryInputValues = z.input<typeof storyInputSchema>;

/** Where a story being made has got to (absent before and after generation). */
export const STORY_STAGES = ['writing', 'illustrating', 'binding'] as const;
export const storyStageSchema = z.enum(STORY_STAGES);
export type StoryStage = z.infer<typeof storyStageSchema>;

export const storyProgressSchema = z.object({
  stage: storyStageSchema,
  /** Story pages whose picture is in (the cover is not counted). */
  pages_illustrated: z.number().int().min(0),
  /** 0 while the story is still being written. */
  pages_total: z.number().int().min(0),
});
export type StoryProgress = z.infer<typeof storyProgressSchema>;

/**
 * What the picture judge did to a picture from a real image provider: drew it again because
 * it failed (`redrawn`), or kept the better of two that both fell short (`short`).
 */
export const pictureMarkSchema = z.enum(['redrawn', 'short']);
export type PictureMark = z.infer<typeof pictureMarkSchema>;

/** The judge's look at one picture; absent for the offline illustrator's pictures. */
export const pictureJudgementSchema = z.object({
  /** How much the child drawn looks like the child in the photos, 0–100; null: no face found. */
  likeness: z.number().int().min(0).max(100).nullable(),
  mark: pictureMarkSchema.nullable(),
});
export type PictureJudgement = z.infer<typeof pictureJudgementSchema>;

export const storyPageSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** A signed URL that works in `<img>` without a header; null until illustrated. */
  image_url: z.string().nullable(),
  /** A new picture of this page being drawn, waiting for the parent's choice, or failed. */
  redraw: pageRedrawSchema.nullable().optional(),
  /** The picture judge's look at this page's picture, when a real image provider drew it. */
  judged: pictureJudgementSchema.nullable().optional(),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

export const storySchema = z.object({
  id: z.string(),
  child_id: z.string(),
  title: z.string(),
  theme: themeSchema,
  setting: settingSchema,
  conflict: z.string().nullable(),
  moral: z.string().nullable(),
  /** product.md#cast: the companions, in the parent's order (empty for a story without). */
  cast: z.array(castMemberSchema),
  /** product.md#story-language: the language its text is written in. */
  language: storyLanguageSchema,
  status: storyStatusSchema,
  created_at: z.string(),
  /** A signed URL of the cover picture; null until it is drawn. */
  cover_url: z.string().nullable(),
  pages: z.array(storyPageSchema),
  /** Null unless the story is being made. */
  progress: storyProgressSchema.nullable(),
  /** The cover's picture being drawn again, as a page's `redraw`. */
  cover_redraw: pageRedrawSchema.nullable().optional(),
  /** The picture judge's look at the cover, as a page's `judged`. */
  cover_judged: pictureJudgementSchema.nullable().optional(),
  /** The book's likeness: its worst measured picture's; null when none was measured. */
  likeness: z.number().int().min(0).max(100).nullable().optional(),
  /** For the owner of a complete story: what drawing one more picture again costs. */
  redraws: redrawAllowanceSchema.nullable().optional(),
  /**
   * For the owner of a complete story: the words a page may hold after an edit, for the
   * child's age (`pageWordLimitFor`), so the editor counts against the server's own limit.
   */
  page_word_limit: z.number().int().positive().nullable().optional(),
});
export type Story = z.infer<typeof storySchema>;

/** `POST /api/stories/{id}/generate`: the spec reads only a success flag. */
export const generateResponseSchema = z.object({
  success: z.literal(true),
  story: storySchema,
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** product.md#stories-list: a card's description is the conflict, else the theme. */
export function storyDescription(story: Pick<Story, 'conflict' | 'theme'>): string {
  return story.conflict ?? toDisplayLabel(story.theme);
}

/** What a card says about a story being made: 'Writing the story…', 'Illustrating page 3 of 10'. */
export function progressText(progress: StoryProgress): string {
  switch (progress.stage) {
    case 'writing':
      return 'Writing the story…';
    case 'illustrating': {
      const total = progress.pages_total;
      const page = Math.min(progress.pages_illustrated + 1, total);
      return total > 0 ? `Illustrating page ${page} of ${total}` : 'Illustrating…';
    }
    case 'binding':
      return 'Binding the book…';
  }
}

/** The share of the work done, 0–100, for a progress bar. */
export function progressPercent(progress: StoryProgress): number {
  if (progress.stage === 'writing') return 5;
  if (progress.stage === 'binding') return 98;
  if (progress.pages_total === 0) return 10;
  return Math.round(10 + (85 * progress.pages_illustrated) / progress.pages_total);
}

/** The words the printed book (the story PDF) adds around the story, in the book's language. */
export interface StoryBookTexts {
  starring: (childName: string) => string;
  theEnd: string;
  closingLine: (childName: string) => string;
  /** The PDF's Subject metadata. */
  subject: (childName: string) => string;
}

export const storyBookTexts = {
  starring: (childName: string) => `Starring ${childName}`,
  theEnd: 'The End',
  closingLine: (childName: string) => `Until the next adventure, ${childName}!`,
  subject: (childName: string) => `A Littlestar story starring ${childName}`,
  notComplete: 'The PDF can be downloaded once the story is complete.',
};

const STORY_BOOK_TEXTS: Record<StoryLanguage, StoryBookTexts> = {
  en: storyBookTexts,
  hi: {
    starring: (childName: string) => `मुख्य किरदार: ${childName}`,
    theEnd: 'समाप्त',
    closingLine: (childName: string) => `अगले रोमांच तक, ${childName}!`,
    subject: (childName: string) => `${childName} की Littlestar कहानी`,
  },
};

export const storyBookTextsFor = (language: StoryLanguage = 'en'): StoryBookTexts =>
  STORY_BOOK_TEXTS[language];

/** What the print preflight found in a story's print files. */
export const printPreflightSchema = z.object({
  ok: z.boolean(),
  /** Each reason the files would print badly, in words; empty when `ok`. */
  problems: z.array(z.string()),
  page_count: z.number().int(),
  page_size_inches: z.number(),
  bleed_inches: z.number(),
  cover_size_inches: z.object({ width: z.number(), height: z.number() }),
  fonts: z.array(z.object({ name: z.string(), type: z.string(), embedded: z.boolean() })),
  /** Raster pictures placed in the files (vector ones are not counted: they print sharp). */
  pictures: z.number().int(),
  lowest_picture_ppi: z.number().nullable(),
});
export type PrintPreflight = z.infer<typeof printPreflightSchema>;

export const PRINT_FILES_STATUSES = ['none', 'making', 'ready', 'failed'] as const;

/** `GET /api/stories/{id}/print-files`: the story's print files, made when asked for. */
export const printFilesSchema = z.object({
  status: z.enum(PRINT_FILES_STATUSES),
  interior_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  preflight: printPreflightSchema.nullable(),
});
export type PrintFiles = z.infer<typeof printFilesSchema>;

export const printFilesMessages = {
  notComplete: 'Print files can be made once the story is complete.',
  failed: 'The print files could not be made. Please try again.',
};

/** Words of the printed book's own pages (the interior's front matter, padding and cover). */
export const printBookTexts = {
  belongsTo: 'This book belongs to',
  madeFor: (childName: string) => `Made with love for ${childName}, the hero of every page.`,
  drawPage: 'Draw your favourite moment from the story',
  notesPage: 'What will happen in the next adventure?',
  backLine: (childName: string) => `A story made just for ${childName}.`,
  backBrand: 'Made with Littlestar',
};
export type PrintBookTexts = typeof printBookTexts;

const PRINT_BOOK_TEXTS: Record<StoryLanguage, PrintBookTexts> = {
  en: printBookTexts,
  hi: {
    belongsTo: 'यह किताब है',
    madeFor: (childName: string) => `${childName} के लिए प्यार से बनी, हर पन्ने का सितारा।`,
    drawPage: 'कहानी का अपना सबसे प्यारा पल बनाओ',
    notesPage: 'अगले रोमांच में क्या होगा?',
    backLine: (childName: string) => `सिर्फ़ ${childName} के लिए बनी एक कहानी।`,
    backBrand: 'Littlestar के साथ बनी',
  },
};

export const printBookTextsFor = (language: StoryLanguage = 'en'): PrintBookTexts =>
  PRINT_BOOK_TEXTS[language];

/** product.md#story-pdf: the PDF is saved as the title lowercased, spaces turned to underscores, `.pdf`. */
export const storyPdfFileName = (title: string): string =>
  `${title.trim().toLowerCase().replace(/\s/g, '_')}.pdf`;
