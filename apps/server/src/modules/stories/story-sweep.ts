import { and, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { stories } from '../../db/stories-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { failGeneration, laneFor } from './pipeline.js';
import { patienceMsOf, type Context } from './pipeline-parts.js';
import { findStoryPages, markResumed } from './story-rows.js';

/** How often the sweep may restart one generation's missing steps before it fails it. */
export const MAX_RESUMES = 2;

/**
 * The safety net for generations whose jobs are gone (every attempt died with its worker, or
 * a job was lost): a story that has not moved for longer than its jobs could take is resumed
 * from where it stopped (its steps are idempotent), at most MAX_RESUMES times; then it fails
 * and is refunded. No story stays generating forever.
 */
export async function sweepStuckStories(options: { context: Context; now?: Date }) {
  const { context } = options;
  const patienceMs = patienceMsOf(context);
  const cutoff = new Date((options.now ?? new Date()).getTime() - patienceMs);
  const stuck = await context.database.db
    .select()
    .from(stories)
    .where(
      and(
        inArray(stories.status, ['generating', 'generating_images']),
        lt(stories.updatedAt, cutoff),
      ),
    );
  for (const story of stuck) {
    const payload = { storyId: story.id, generation: story.generation };
    if (story.resumes >= MAX_RESUMES) {
      await failGeneration(context, { ...payload, error: new Error('The story stopped moving.') });
      continue;
    }
    // A seeded demo story (not free, not a parent's) resumes in the paid lane: rare, and small.
    const lane = laneFor(story);
    await context.database.db.transaction(async (tx) => {
      await markResumed({ db: tx, ...payload });
      if (story.status === 'generating') {
        await context.queue.enqueue(lane.write, payload, { tx });
        return;
      }
      const pages = await findStoryPages(tx, story.id);
      const missing = [
        ...(story.coverKey ? [] : [-1]),
        ...pages.filter((page) => !page.imageKey).map((page) => page.position),
      ];
      if (missing.length === 0) await context.queue.enqueue(lane.bind, payload, { tx });
      for (const page of missing) {
        await context.queue.enqueue(lane.illustrate, { ...payload, page }, { tx });
      }
    });
  }
  return stuck.length;
}

export const sweepStoriesJob = defineJob({
  name: 'story.sweep',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  async handle({ context }) {
    const swept = await sweepStuckStories({ context });
    if (swept > 0) context.log.warn({ swept }, 'looked again at stories that stopped moving');
  },
});
