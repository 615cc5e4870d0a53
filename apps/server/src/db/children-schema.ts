import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file on its own and must not need the built shared package.
import type { Likeness } from '@littlestar/shared/likeness';
import type { TrainingStatus } from '@littlestar/shared/children';
import { user } from './auth-schema.js';

/** A child profile with its likeness training state. Photos live in storage under `children/{id}/`. */
export const children = pgTable(
  'children',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in Devanagari, for books in Hindi (product.md#story-language); null: none given. */
    nameDevanagari: text('name_devanagari'),
    age: integer('age').notNull(),
    pronouns: text('pronouns').notNull(),
    trainingStatus: text('training_status')
      .$type<TrainingStatus>()
      .notNull()
      .default('not_started'),
    /** Null until training (or the parent) sets it; the default likeness applies meanwhile. */
    likeness: jsonb('likeness').$type<Likeness>(),
    trainingWarnings: jsonb('training_warnings').$type<string[]>().notNull().default([]),
    /** The traits the last training measured on the photos (the rest were defaults). */
    likenessMeasured: jsonb('likeness_measured').$type<(keyof Likeness)[]>().notNull().default([]),
    /** Keys of the clean photos the check found usable, the best first. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    /** A small square crop around the child's face in the best photo; kept after the photos go. */
    avatarKey: text('avatar_key'),
    /** The zip the browser was told to upload to (consumed by `start`). */
    uploadKey: text('upload_key'),
    /** Anything under `uploads/{id}/` is left over after this moment and is deleted. */
    uploadsDeleteAfter: timestamp('uploads_delete_after', { withTimezone: true }),
    /**
     * The character sheet: a portrait of the child in the books' style, drawn by a real image
     * provider from the photos (while they are kept) and the likeness, and passed as the
     * reference of every picture since. It outlives the photos, so no photo is sent again.
     */
    characterSheetKey: text('character_sheet_key'),
    characterSheetDrawnAt: timestamp('character_sheet_drawn_at', { withTimezone: true }),
    /** The parent's last request for a new sheet: one a day. */
    characterSheetRequestedAt: timestamp('character_sheet_requested_at', { withTimezone: true }),
    /** A new sheet the parent asked for is being drawn. */
    characterSheetRedrawing: boolean('character_sheet_redrawing').notNull().default(false),
    /**
     * What the picture judge compares a drawn page with: the usable photos' face descriptors
     * (biometric data) and difference hashes, sealed under APP_SECRET's likeness-reference key
     * (modules/children/likeness-reference.ts). Kept after the photos go; gone with the child,
     * or when the parent turns the likeness check off.
     */
    likenessReference: text('likeness_reference'),
    /**
     * The parent's likeness check switch. Off: no likeness reference is kept, and training
     * makes none (modules/children/likeness-check.ts).
     */
    isLikenessCheckEnabled: boolean('likeness_check_enabled').notNull().default(true),
    /** The provider's training id while it trains elsewhere (Replicate). */
    trainingExternalId: text('training_external_id'),
    /** A trained model the image provider can use (Replicate), if any. */
    modelVersion: text('model_version'),
    trainingStartedAt: timestamp('training_started_at', { withTimezone: true }),
    trainingFinishedAt: timestamp('training_finished_at', { withTimezone: true }),
    /** Source photos are deleted after this moment (PHOTO_RETENTION_DAYS after training). */
    photosDeleteAfter: timestamp('photos_delete_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('children_user_id_idx').on(table.userId, table.createdAt),
    index('children_photos_delete_after_idx').on(table.photosDeleteAfter),
    index('children_uploads_delete_after_idx').on(table.uploadsDeleteAfter),
    check('children_age_range', sql`${table.age} BETWEEN 3 AND 10`),
    check(
      'children_training_status_valid',
      sql`${table.trainingStatus} IN ('not_started', 'queued', 'training', 'completed', 'failed')`,
    ),
  ],
);

export type ChildRow = typeof children.$inferSelect;
