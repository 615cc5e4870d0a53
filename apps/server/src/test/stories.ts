import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import type { Story } from '@littlestar/shared/stories';
import type { AppContext } from '../app-context.js';
import { createTestUser, type SignedIn } from './accounts.js';
import { authed, createReadyChild, giveCredits } from './children.js';
import { storyUsage } from '../db/schema.js';
import type { TestApp } from './test-app.js';
import { testStoryInput } from './written-stories.js';

export function callAs(
  t: TestApp,
  user: SignedIn,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: authed(user), ...(payload ? { payload } : {}) });
}

/** A parent with a ready six-year-old (Maya unless named), one credit left, and a story asked for. */
export async function generateStory(
  t: TestApp,
  input: object = testStoryInput,
  options: { childName?: string; childAge?: number; likenessReference?: string } = {},
): Promise<{ user: SignedIn; storyId: string }> {
  const user = await createTestUser(t.app);
  const child = await createReadyChild(
    t.runtime.context,
    t.app,
    user,
    { name: options.childName ?? 'Maya', age: options.childAge ?? 6 },
    options.likenessReference ?? null,
  );
  await giveCredits(t.runtime.context, user.userId, 1);
  const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, input);
  expect(created.statusCode, created.body).toBe(201);
  const storyId = created.json<Story>().id;
  const generated = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
  expect(generated.statusCode, generated.body).toBe(200);
  return { user, storyId };
}

/** The story once it is complete or failed (or as it is after `seconds`). */
export async function waitUntilFinished(
  t: TestApp,
  user: SignedIn,
  storyId: string,
  seconds = 25,
): Promise<Story> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const story = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    if (story.status === 'complete' || story.status === 'error' || Date.now() > deadline) {
      return story;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The parent's refunds, and their balance: a failed story gives its credit back once. */
export async function refundsAndBalance(t: TestApp, user: SignedIn) {
  const usage = await callAs(t, user, 'GET', '/api/payments/credit-usage?page_size=50');
  const entries = usage.json<CreditUsagePage>().items;
  const credits = await callAs(t, user, 'GET', '/api/payments/credits');
  return {
    refunds: entries.filter((entry) => entry.type === 'refund').length,
    balance: credits.json<{ total_credits: number }>().total_credits,
  };
}

/** What making the story cost, as stored for the operator (`story_usage`). */
export function usageOf(t: TestApp, storyId: string) {
  return t.runtime.context.database.db
    .select()
    .from(storyUsage)
    .where(eq(storyUsage.storyId, storyId));
}

/** The files a finished offline book leaves in its story's folder: the PDF and every picture. */
export const bookFiles = (pageCount: number, generation = 1) =>
  [
    `g${generation}/book.pdf`,
    `g${generation}/cover.svg`,
    ...Array.from(
      { length: pageCount },
      (_, index) => `g${generation}/page-${String(index + 1).padStart(2, '0')}.svg`,
    ),
  ].sort();

/**
 * The context with a database that refuses every transaction ("the database went away"), as
 * a step meets it after drawing and storing a picture but before recording it.
 */
export function withTransactionsRefused<T extends { database: AppContext['database'] }>(
  context: T,
): T {
  return {
    ...context,
    database: {
      ...context.database,
      db: new Proxy(context.database.db, {
        get: (target, property, receiver) =>
          property === 'transaction'
            ? () => Promise.reject(new Error('Connection terminated unexpectedly'))
            : (Reflect.get(target, property, receiver) as unknown),
      }),
    },
  };
}

/**
 * The files under `prefix` in the local store, relative to it and sorted. Read from the
 * directory entries alone: a file the server deletes meanwhile (a book replaced by its next
 * edition) is either listed or not, never an error.
 */
export async function storedFiles(t: TestApp, prefix: string): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files', prefix);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
