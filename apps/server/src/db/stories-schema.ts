import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import type { PrintPreflight, StoryStage, StoryStatus } from '@littlestar/shared/stories';
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
    status: text('status').$type<StoryStatus>().notNull().default('pending'),
    /** Where a story being made has got to; null otherwise. */
    stage: text('stage').$type<StoryStage>(),
    generation: integer('generation').notNull().default(0),
    coverBrief: text('cover_brief'),
    coverKey: text('cover_key'),
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
 * The free trial's daily budget across all users and processes: free generations started on
 * each UTC day. Taken in the transaction that starts the generation, by a conditional upsert,
 * so two racing requests cannot both take the last one.
 */
export const freeStoryDays = pgTable('free_story_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  started: integer('started').notNull().default(0),
});

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
  status: text('status').$type<'making' | 'ready' | 'failed'>().notNull(),
  /** What the preflight found (sizes, fonts, the lowest picture resolution, the problems). */
  preflight: jsonb('preflight').$type<PrintPreflight>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
