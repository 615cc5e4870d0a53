// Runs on PostgreSQL too: ten parents race for the day's last free stories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoStory } from '@littlestar/shared/demo';
import { storyMessages } from '@littlestar/shared/stories';
import { buildApp } from '../../app.js';
import { createVerifiedTestUser, nextIp, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { DEMO_CHILDREN } from './catalog.js';
import { seedDemo } from './service.js';

/*
 * FREE_STORIES_PER_DAY: free stories cost real AI calls, and sign-ups are cheap, so all
 * users together may start only so many a day, counted in the database (so every process
 * shares the one budget).
 */

const freeStory = { title: "Mia's Adventure", theme: 'magic', setting: 'forest' };

function postAs(app: FastifyInstance, user: SignedIn, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authed(user), 'x-forwarded-for': nextIp() },
    ...(payload ? { payload } : {}),
  });
}

/** A new user's free story on a demo child, created and not yet generated. */
async function newFreeStory(t: TestApp, childIndex = 1) {
  const app = t.app;
  const user = await createVerifiedTestUser(t);
  const childId = DEMO_CHILDREN[childIndex]?.id ?? '';
  const created = await postAs(app, user, `/api/demo/children/${childId}/stories`, freeStory);
  expect(created.statusCode, created.body).toBe(201);
  return { user, storyId: created.json<DemoStory>().id };
}

function expectUntilMidnight(response: { headers: Record<string, unknown> }) {
  const seconds = Number(response.headers['retry-after']);
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  expect(seconds).toBeGreaterThan(0);
  expect(Math.abs(seconds - (midnight - now.getTime()) / 1000)).toBeLessThan(60);
}

describe('a daily budget of free stories', () => {
  const t = appWith({ env: { TRUST_PROXY: 'true', FREE_STORIES_PER_DAY: '3' } });
  let secondProcess: FastifyInstance;
  beforeAll(async () => {
    await seedDemo(t.runtime.context);
    secondProcess = await buildApp(t.runtime.context);
    await secondProcess.ready();
  });
  afterAll(async () => {
    await secondProcess?.close();
  });

  it('is shared by all users and processes, and answers 429 until midnight UTC once spent', async () => {
    const first = await newFreeStory(t);
    expect(
      (await postAs(t.app, first.user, `/api/demo/stories/${first.storyId}/generate`)).statusCode,
    ).toBe(200);

    // Ten users race for the last two: exactly two start, the others are told plainly.
    const racers = await Promise.all(Array.from({ length: 10 }, () => newFreeStory(t)));
    const answers = await Promise.all(
      racers.map(({ user, storyId }, index) =>
        postAs(index % 2 ? secondProcess : t.app, user, `/api/demo/stories/${storyId}/generate`),
      ),
    );
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 429)).toHaveLength(8);
    for (const response of answers.filter((answer) => answer.statusCode === 429)) {
      expect(response.json()).toEqual({
        detail: storyMessages.freeStoriesSpent,
        code: 'rate_limited',
      });
      expectUntilMidnight(response);
    }
    // A refused story was not started: it waits, as it was, for tomorrow.
    const refused = racers[codes.indexOf(429)];
    const story = await t.app.inject({
      method: 'GET',
      url: `/api/demo/stories/${refused?.storyId}`,
      headers: authed(refused!.user),
    });
    expect(story.json<DemoStory>().status).toBe('pending');
  });
});

describe('FREE_STORIES_PER_DAY=0', () => {
  const t = appWith({ env: { TRUST_PROXY: 'true', FREE_STORIES_PER_DAY: '0' } });
  beforeAll(async () => {
    await seedDemo(t.runtime.context);
  });

  it('pauses the free trial with a clear answer and a time to try again', async () => {
    const { user, storyId } = await newFreeStory(t);
    const refused = await postAs(t.app, user, `/api/demo/stories/${storyId}/generate`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: storyMessages.freeStoriesPaused,
      code: 'rate_limited',
    });
    expectUntilMidnight(refused);
  });
});
