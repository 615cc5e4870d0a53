// Runs on PostgreSQL too: pg-boss lanes: free stories wait, a paid one doesn't.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import { stories } from '../../db/schema.js';
import { createVerifiedTestUser, nextIp, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';
import { seedDemo } from '../free-trial/service.js';

/*
 * Free stories run in a lane of their own (`free-story.*` queues, one job at a time): a flood
 * of them waits there, and a paying parent's story, asked for after all of them, is made by
 * the paid lane's workers as if the free ones were not there.
 */

const t = appWith({
  startWorkers: true,
  env: {
    TRUST_PROXY: 'true',
    // Every offline picture takes a while, as a real one would.
    OFFLINE_ILLUSTRATION_DELAY_MS: '150',
    STORY_IMAGES_CONCURRENCY: '2',
  },
});

const post = (user: SignedIn, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...authed(user), 'x-forwarded-for': nextIp() },
    ...(payload ? { payload } : {}),
  });

describe('the free lane', () => {
  it('never delays a paid story: asked for after a flood of free ones, it is made first', async () => {
    // The seeded shelves are made in the free lane too: they are the first of the flood.
    await seedDemo(t.runtime.context);
    const children = (await t.app.inject({ method: 'GET', url: '/api/demo/children' })).json<
      DemoChild[]
    >();
    const freeIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const user = await createVerifiedTestUser(t);
      for (const child of children) {
        const created = await post(user, `/api/demo/children/${child.id}/stories`, {
          title: `Free story ${index}`,
          theme: 'magic',
          setting: 'forest',
        });
        expect(created.statusCode, created.body).toBe(201);
        const storyId = created.json<DemoStory>().id;
        const generated = await post(user, `/api/demo/stories/${storyId}/generate`);
        expect(generated.statusCode, generated.body).toBe(200);
        freeIds.push(storyId);
      }
    }

    const { user, storyId } = await generateStory(t);
    const paid = await waitUntilFinished(t, user, storyId, 60);
    expect(paid.status).toBe('complete');

    // The free stories asked for before it are still waiting their turn.
    const free = await t.runtime.context.database.db
      .select({ status: stories.status })
      .from(stories)
      .where(inArray(stories.id, freeIds));
    expect(free).toHaveLength(freeIds.length);
    expect(free.map((row) => row.status)).toEqual(
      freeIds.map(() => expect.stringMatching(/^generating/) as string),
    );
  });
});
