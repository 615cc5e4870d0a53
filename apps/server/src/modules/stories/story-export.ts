import { asc, eq } from 'drizzle-orm';
import type { CastMemberInput } from '@littlestar/shared/cast';
import { storyPdfFileName } from '@littlestar/shared/stories';
import { pageRedraws, stories } from '../../db/stories-schema.js';
import { findStoryPages } from './story-rows.js';
import { type Context, bookOf } from './story-access.js';

/** A story as the parent's data export holds it: its details, its text and, when complete, its book. */
export interface ExportedStory {
  story: {
    id: string;
    child_id: string;
    title: string;
    theme: string;
    setting: string;
    conflict: string | null;
    moral: string | null;
    cast: CastMemberInput[];
    status: string;
    free: boolean;
    created_at: string;
    completed_at: string | null;
    pages: { page: number; text: string }[];
    /** Every picture the parent asked to draw again, with the note they gave. */
    redraws: { page: number; note: string | null; status: string; created_at: string }[];
  };
  /** Read only when called, so a zip holds one book in memory at a time. */
  book: { fileName: string; read: () => Promise<Buffer> } | null;
}

/**
 * Every story of an account (free demo stories included), oldest first, each with a reader of
 * its book (read, or rendered again): for the parent's data export.
 */
export async function* exportStoriesOfUser(options: {
  context: Context;
  userId: string;
}): AsyncGenerator<ExportedStory> {
  const { context } = options;
  const { db } = context.database;
  const rows = await db
    .select()
    .from(stories)
    .where(eq(stories.userId, options.userId))
    .orderBy(asc(stories.createdAt));
  for (const row of rows) {
    const pages = await findStoryPages(db, row.id);
    const redraws = await db
      .select()
      .from(pageRedraws)
      .where(eq(pageRedraws.storyId, row.id))
      .orderBy(asc(pageRedraws.createdAt));
    yield {
      story: {
        id: row.id,
        child_id: row.childId,
        title: row.title,
        theme: row.theme,
        setting: row.setting,
        conflict: row.conflict,
        moral: row.moral,
        cast: row.cast,
        status: row.status,
        free: row.free,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        pages: [...pages]
          .sort((a, b) => a.position - b.position)
          .map((page) => ({ page: page.position + 1, text: page.text })),
        redraws: redraws.map((redraw) => ({
          page: redraw.page,
          note: redraw.note,
          status: redraw.status,
          created_at: redraw.createdAt.toISOString(),
        })),
      },
      book:
        row.status === 'complete'
          ? {
              fileName: storyPdfFileName(row.title),
              read: async () => (await bookOf(context, row)).data,
            }
          : null,
    };
  }
}
