import { childNameIn } from './story-language.js';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { bookKey, childOf, storeBook } from './pipeline.js';
import { findStoryRow, markEdited, recordBookEdition } from './story-rows.js';

/*
 * Binding an edited book again. Every change to a complete story moves its
 * `edition` on and queues `story.rebind` for that edition in the same transaction; the book
 * of each edition has its own file (`bookKey`), so a bind that finishes late, for an edition
 * already replaced, deletes what it rendered instead of overwriting the newer book. The
 * story keeps its status throughout: the download renders the current edition on the spot
 * if its file is not there yet, so it always matches what the reader shows.
 */

type Context = Pick<AppContext, 'database' | 'storage' | 'queue' | 'log'>;

const payload = z.object({
  storyId: z.uuid(),
  generation: z.number().int().min(1),
  edition: z.number().int().min(1),
});

export const rebindStoryJob = defineJob({
  name: 'story.rebind',
  payload,
  // Rendering a book is work for a core, and an edit is never urgent.
  concurrency: () => 1,
  handle: ({ context, payload: job }) => rebindBook(context, job),
});

const isAt = (story: StoryRow | undefined, job: z.infer<typeof payload>): story is StoryRow =>
  story !== undefined &&
  story.status === 'complete' &&
  story.generation === job.generation &&
  story.edition === job.edition;

async function rebindBook(context: Context, job: z.infer<typeof payload>) {
  const story = await findStoryRow(context.database.db, job.storyId);
  // Edited again (a newer bind is queued) or deleted: nothing of this edition to bind.
  if (!isAt(story, job)) return;
  const child = await childOf(context, story);
  if (!child) return;
  await storeBook(context, story, childNameIn(child, story.language));
  const replaced = await recordBookEdition({ db: context.database.db, ...job });
  if (replaced === undefined) {
    await context.storage.delete(bookKey(story));
    return;
  }
  if (replaced !== null && replaced !== job.edition) {
    await context.storage.delete(bookKey({ ...story, edition: replaced }));
  }
}

/**
 * Marks a complete story edited and queues its new bind, in the caller's transaction (with
 * the change itself). Undefined when the story is no longer complete at this generation.
 */
export async function beginEdit(
  context: Pick<Context, 'queue'>,
  tx: Database,
  story: Pick<StoryRow, 'id' | 'generation'>,
): Promise<StoryRow | undefined> {
  const edited = await markEdited({ db: tx, storyId: story.id, generation: story.generation });
  if (!edited) return undefined;
  await context.queue.enqueue(
    rebindStoryJob,
    { storyId: edited.id, generation: edited.generation, edition: edited.edition },
    { tx },
  );
  return edited;
}
