// Runs on PostgreSQL too: three requests at once make one job; a deletion meanwhile.
import { describe, expect, it } from 'vitest';
import type { PrintFiles } from '@littlestar/shared/stories';
import { poppler, skipPdfTests, writeTemporaryPdf } from '@littlestar/bookbinder/poppler';
import { createTestUser } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { callAs, generateStory, waitUntilFinished } from '../../test/stories.js';
import { appWith } from '../../test/test-app.js';

const testApp = appWith({ startWorkers: true, env: { TRUST_PROXY: 'true' } });

async function printFilesWhenSettled(storyOf: () => Promise<PrintFiles>): Promise<PrintFiles> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const files = await storyOf();
    if (files.status !== 'making' || Date.now() > deadline) return files;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function until(check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('print files of a story', () => {
  it('are made once when asked for, pass the preflight and download as 8.75 in pages', async () => {
    const t = testApp;
    const { user, storyId } = await generateStory(t);
    const url = `/api/stories/${storyId}/print-files`;

    // Not before the story is complete.
    const early = await callAs(t, user, 'POST', url);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: 'Print files can be made once the story is complete.',
      code: 'story_not_complete',
    });
    expect((await waitUntilFinished(t, user, storyId)).status).toBe('complete');
    expect((await callAs(t, user, 'GET', url)).json()).toEqual({
      status: 'none',
      interior_url: null,
      cover_url: null,
      preflight: null,
    });

    // Asked for three times at once: one job.
    const asked = await Promise.all([1, 2, 3].map(() => callAs(t, user, 'POST', url)));
    for (const response of asked) expect(response.statusCode, response.body).toBe(202);
    expect(asked.map((response) => response.json<PrintFiles>().status)).toContain('making');
    const files = await printFilesWhenSettled(async () =>
      (await callAs(t, user, 'GET', url)).json<PrintFiles>(),
    );
    expect(files.status).toBe('ready');
    expect(files.preflight).toMatchObject({
      ok: true,
      problems: [],
      page_size_inches: 8.75,
      bleed_inches: 0.125,
    });
    const { rows } = await t.runtime.context.database.sql.executeSql(
      "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'story.print-files' AND data->>'storyId' = $1",
      [storyId],
    );
    expect(rows[0]?.count).toBe(1);

    // Asked again once ready: the same files, no new job.
    expect((await callAs(t, user, 'POST', url)).json<PrintFiles>().status).toBe('ready');

    const download = await t.app.inject({
      method: 'GET',
      url: new URL(files.interior_url!).pathname + new URL(files.interior_url!).search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('_interior.pdf');
    if (!skipPdfTests) {
      const info = await poppler('pdfinfo', [await writeTemporaryPdf(download.rawPayload)]);
      expect(info).toMatch(/^Page size:\s+630 x 630 pts/m);
      expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBe(files.preflight?.page_count);
    }
    const cover = await t.app.inject({
      method: 'GET',
      url: new URL(files.cover_url!).pathname + new URL(files.cover_url!).search,
    });
    expect(cover.statusCode).toBe(200);
  });

  it("are another parent's business only as a 404", async () => {
    const t = testApp;
    const { storyId } = await generateStory(t);
    const stranger = await createTestUser(t.app);
    for (const method of ['GET', 'POST'] as const) {
      const response = await callAs(t, stranger, method, `/api/stories/${storyId}/print-files`);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('print files of a story deleted meanwhile', () => {
  it('leave nothing in storage when the story is deleted while they are stored', async () => {
    const t = testApp;
    const { user, storyId } = await generateStory(t);
    const story = await waitUntilFinished(t, user, storyId);
    expect(story.status).toBe('complete');
    const folder = `children/${story.child_id}/stories/${storyId}/g1/print/`;
    const { storage } = t.runtime.context;
    const put = storage.put.bind(storage);
    let reachStore = () => {};
    const storing = new Promise<void>((resolve) => {
      reachStore = resolve;
    });
    let letStore = () => {};
    const stored = new Promise<void>((resolve) => {
      letStore = resolve;
    });
    // The job has rendered the files and is about to store them when the parent deletes.
    storage.put = async (key, body, contentType) => {
      if (key.startsWith(folder)) {
        reachStore();
        await stored;
      }
      return put(key, body, contentType);
    };
    try {
      const asked = await callAs(t, user, 'POST', `/api/stories/${storyId}/print-files`);
      expect(asked.statusCode).toBe(202);
      await storing;
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/stories/${storyId}`,
        headers: authed(user),
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
    } finally {
      letStore();
      storage.put = put;
    }
    await until(async () => {
      const { rows } = await t.runtime.context.database.sql.executeSql(
        "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'story.print-files' AND data->>'storyId' = $1 AND state = 'completed'",
        [storyId],
      );
      return rows[0]?.count === 1;
    });
    expect(await storage.exists(`${folder}interior.pdf`)).toBe(false);
    expect(await storage.exists(`${folder}cover.pdf`)).toBe(false);
  });
});
