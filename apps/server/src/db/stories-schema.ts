import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type { Setting, Theme } from '@littlestar/shared/catalog';
import type {
  PictureMark,
  PrintPreflight,
  StoryStage,
  StoryStatus,
} from '@littlestar/shared/stories';
import type { CastMemberInput } from '@littlestar/shared/cast';
import type { StoryLanguage } from '@littlestar/shared/languages';
import { user } from './auth-schema.js';
import { children } from './children-schema.js';

/**
 * A story of a child. The stories module owns this table and `story_pages`: the generation
 * pipeline moves a story only through its functions. `generation` counts the generate calls:
 * each job carries the one it belongs to, so a late job of an earlier attempt changes nothing.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    theme: text('theme').$type<Theme>().notNull(),
    setting: text('setting').$type<Setting>().notNull(),
    conflict: text('conflict'),
    moral: text('moral'),
    /**
     * product.md#cast: the companions as the parent gave them. A child companion is kept by id
     * only: its name, age and likeness are read when the story is answered or made.
     */
    cast: jsonb('cast').$type<CastMemberInput[]>().notNull().default([]),
    /** product.md#story-language: the language the book is written in (stories before it: English). */
    language: text('language').$type<StoryLanguage>().notNull().default('en'),
    status: text('status').$type<StoryStatus>().notNull().default('pending'),
    /** Where a story being made has got to; null otherwise. */
    stage: text('stage').$type<StoryStage>(),
    generation: integer('generation').notNull().default(0),
    /**
     * Changes made to the complete book of this generation (a page's words, a picture kept):
     * the book and print files are per edition, so a late bind can never mix two versions.
     */
    edition: integer('edition').notNull().default(0),
    /** The edition whose book is stored, so binding a newer one deletes the one before. */
    bookEdition: integer('book_edition').notNull().default(0),
    coverBrief: text('cover_brief'),
    coverKey: text('cover_key'),
    /** The picture judge's likeness score of the cover (0–100), null when not measured. */
    coverLikeness: integer('cover_likeness'),
    /** The cover was drawn again by the judge ('redrawn'), or still fell short ('short'). */
    coverPictureMark: text('cover_picture_mark').$type<PictureMark>(),
    /** Pictures of this generation the judge had drawn again (PICTURE_REDRAWS_PER_BOOK at most). */
    judgeRedraws: integer('judge_redraws').notNull().default(0),
    /** What went wrong in the last attempt, for the logs and support (not shown as is). */
    failure: text('failure'),
    /**
     * A user's free story on a demo child (product.md#free-story: one per demo child per user). It costs no
     * credits, is shown only to its user and only through the demo routes.
     */
    free: boolean('free').notNull().default(false),
    /**
     * Generations of these details that failed (each one refunded). At MAX_FAILED_GENERATIONS
     * the story cannot be made again until the parent edits it, which sets it back to 0.
     */
    failedGenerations: integer('failed_generations').notNull().default(0),
    /** Times the sweep found this generation stuck and resumed it. */
    resumes: integer('resumes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('stories_child_id_idx').on(table.childId, table.createdAt),
    index('stories_status_updated_at_idx').on(table.status, table.updatedAt),
    uniqueIndex('stories_one_free_per_demo_child')
      .on(table.userId, table.childId)
      .where(sql`${table.free}`),
    check(
      'stories_status_valid',
      sql`${table.status} IN ('pending', 'generating', 'generating_images', 'complete', 'error')`,
    ),
  ],
);

/** One page of the written story of the story's current generation, with its picture once drawn. */
export const storyPages = pgTable(
  'story_pages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** 0-based. */
    position: integer('position').notNull(),
    text: text('text').notNull(),
    brief: text('brief').notNull(),
    imageKey: text('image_key'),
    /** The picture judge's likeness score (0–100), null when not measured. */
    likeness: integer('likeness'),
    /** The picture was drawn again by the judge ('redrawn'), or still fell short ('short'). */
    pictureMark: text('picture_mark').$type<PictureMark>(),
  },
  (table) => [unique('story_pages_story_position_key').on(table.storyId, table.position)],
);

export type StoryRow = typeof stories.$inferSelect;
export type StoryPageRow = typeof storyPages.$inferSelect;

/**
 * What making a story cost at the real AI providers: one row per step's provider work (the
 * text, each picture try), kept with the story so an operator can price a book. Deleted
 * with the story.
 */
export const storyUsage = pgTable(
  'story_usage',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    /** 'text', or the picture's page ('cover', 'page 3'). */
    step: text('step').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    calls: integer('calls').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    pictures: integer('pictures').notNull(),
    seconds: doublePrecision('seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_usage_story_id_idx').on(table.storyId, table.generation)],
);

export type StoryUsageRow = typeof storyUsage.$inferSelect;

/**
 * A story's print files (an interior with bleed and a hardcover wrap), made by the
 * `story.print-files` job when the parent asks. One row a story, for the generation it was
 * made of: a story made again has none until asked again. Owned by the stories module.
 */
export const printFiles = pgTable('print_files', {
  storyId: uuid('story_id')
    .primaryKey()
    .references(() => stories.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull(),
  /** The story's edition the files were made of: an edited book needs new ones. */
  edition: integer('edition').notNull().default(0),
  status: text('status').$type<'making' | 'ready' | 'failed'>().notNull(),
  /** What the preflight found (sizes, fonts, the lowest picture resolution, the problems). */
  preflight: jsonb('preflight').$type<PrintPreflight>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One picture of a complete story drawn again at the parent's request: drawing,
 * then ready with its candidate file until the parent keeps one of the two (kept/dropped), or
 * failed (refunded). At most one is open (drawing or ready) per page, by a unique index, so
 * racing requests for one page draw one picture. Owned by the stories module.
 */
export const pageRedraws = pgTable(
  'page_redraws',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The story's generation it redraws a picture of. */
    generation: integer('generation').notNull(),
    /** 0 the cover, 1… the pages (as the API numbers them). */
    page: integer('page').notNull(),
    note: text('note'),
    status: text('status').$type<'drawing' | 'ready' | 'failed' | 'kept' | 'dropped'>().notNull(),
    /** Credits charged (0: one of the story's free redraws). */
    cost: integer('cost').notNull().default(0),
    candidateKey: text('candidate_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_redraws_one_open_per_page')
      .on(table.storyId, table.page)
      .where(sql`${table.status} IN ('drawing', 'ready')`),
    index('page_redraws_story_idx').on(table.storyId, table.createdAt),
    index('page_redraws_created_at_idx').on(table.createdAt),
    check(
      'page_redraws_status_valid',
      sql`${table.status} IN ('drawing', 'ready', 'failed', 'kept', 'dropped')`,
    ),
  ],
);

export type PageRedrawRow = typeof pageRedraws.$inferSelect;
