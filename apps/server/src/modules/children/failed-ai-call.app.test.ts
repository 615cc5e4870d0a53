import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { createTestUser } from '../../test/accounts.js';
import {
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { makePhotoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';
import { findChildById } from './service.js';

/**
 * A failed AI call whose request carried the child's photos (Gemini drawing the character
 * sheet) and whose error answer echoes the prompt: neither the photos nor the prompt reach
 * the logs or the job tables, where pg-boss keeps what a failed job threw.
 */

const KEY = 'test-image-key';
const PROMPT_MARK = 'A character portrait for a picture book';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
beforeAll(async () => {
  gemini = await startFakeGemini({ apiKey: KEY });
});
afterAll(async () => {
  await gemini?.close();
});

const t = appWith(() => ({
  startWorkers: true,
  logLevel: 'trace',
  env: {
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_BASE_URL: gemini.baseUrl,
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: KEY,
    JOB_RETRY_LIMIT: '0',
  },
}));

async function jobTablesText(): Promise<string> {
  const { rows } = await t.runtime.context.database.sql.executeSql(
    `SELECT name, state, data, output FROM pgboss.job
     UNION ALL SELECT name, state, data, output FROM pgboss.archive`,
    [],
  );
  return JSON.stringify(rows);
}

describe('a provider that fails with the child’s photos in the request', () => {
  it('leaves no photo and no prompt in the logs or the job tables', async () => {
    // Gemini fails on its side and, as some services do, quotes what it was sent. A 5xx is
    // retryable, so the job fails as pg-boss records it (a 4xx would end it at once, as done);
    // the SDK's own retries wait as Retry-After-Ms says.
    gemini.answerWith((request) => ({
      status: 500,
      headers: { 'retry-after-ms': '10' },
      body: {
        error: {
          code: 500,
          message: 'Internal error encountered.',
          status: 'INTERNAL',
          details: [{ echo: String(request.fields.text) }],
        },
      },
    }));
    const user = await createTestUser(t.app);
    await giveCredits(t.runtime.context, user.userId, 1);
    const child = await createTestChild(t.app, user, { name: 'Maya', age: 5 });
    await uploadZip(t.app, user, child.id, await makePhotoZip(5));
    expect((await startTrainingRequest(t.app, user, child.id)).statusCode).toBe(200);

    // The sheet's job fails once (no retries) and is recorded as failed by pg-boss.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await t.runtime.context.database.sql.executeSql(
        `SELECT output FROM pgboss.job WHERE name = 'children.character-sheet' AND state = 'failed'
         UNION ALL SELECT output FROM pgboss.archive
           WHERE name = 'children.character-sheet' AND state = 'failed'`,
        [],
      );
      if (rows.length > 0) {
        // What is kept still tells an operator what went wrong.
        expect(JSON.stringify(rows[0])).toContain('Internal error encountered.');
        break;
      }
      if (Date.now() > deadline) throw new Error('the character sheet job never failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sheetRequests = gemini.requests.filter((request) =>
      String(request.fields.text).includes(PROMPT_MARK),
    );
    expect(sheetRequests.length).toBeGreaterThan(0);
    expect(sheetRequests[0]?.images.length).toBeGreaterThan(0);

    const row = await findChildById(t.runtime.context.database.db, child.id);
    const photos = await Promise.all(
      (row?.photoKeys ?? []).map((key) => t.runtime.context.storage.get(key)),
    );
    const pieces = photos.flatMap((photo) => {
      if (!photo) return [];
      const base64 = photo.toString('base64');
      // Any stretch of the encoded photo, from its start, middle and end.
      const middle = Math.floor(base64.length / 2);
      return [base64.slice(0, 80), base64.slice(middle, middle + 80), base64.slice(-80)];
    });
    expect(pieces.length).toBeGreaterThan(0);

    const logs = JSON.stringify(t.logs);
    expect(logs).toContain('story picture call failed');
    // Sealed mail payloads are ciphertext (jobs/sealed-payload.ts), not a photo: left out of
    // the look for long base64 runs.
    const tables = (await jobTablesText()).replace(/"sealed":"[^"]*"/g, '"sealed":"…"');
    for (const [where, text] of [
      ['logs', logs],
      ['job tables', tables],
    ] as const) {
      for (const piece of pieces) expect(text.includes(piece), `${where} hold a photo`).toBe(false);
      expect(text, `${where} hold base64`).not.toMatch(/[A-Za-z0-9+/]{200,}/);
      expect(text, `${where} hold the prompt`).not.toContain(PROMPT_MARK);
      expect(text, `${where} hold the request body`).not.toMatch(
        /requestBodyValues|responseBody|inlineData|inline_data/,
      );
    }
  });
});
