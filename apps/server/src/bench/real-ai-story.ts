/**
 * How long a parent waits for a book made by real AI providers, with local servers speaking
 * their protocols and answering as slowly as the real ones (15 s for the story's text, 8 s a
 * picture): from the generate call to `complete` for a 10-page story (a child of 6) at the
 * default picture concurrency, twice: the child's first story, whose character sheet is drawn
 * while the text is written, and a second one, drawn from that sheet. The figures follow the
 * formula it prints.
 * A third story is judged (docs/pictures.md): the child has a likeness reference from five
 * photos and every picture is a 1024-pixel page showing the child, so each passes through the
 * face model and the OCR on this machine's cores as it arrives.
 * `npm run bench` in apps/server. Goal: under 30 seconds, the text plus one round of
 * pictures, all of a story's pictures drawn at once; judged as well.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Story } from '@littlestar/shared/stories';
import { pageCountForAge } from '@littlestar/shared/story';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { buildApp } from '../app.js';
import { createRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging/logging.js';
import { createTestUser, ORIGIN } from '../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../test/children.js';
import { pageShowing, soloPhoto } from '../test/face-photos.js';
import { sealedReferenceOf } from '../test/likeness-reference.js';
import { createTestWrittenStory, testStoryInput } from '../test/written-stories.js';
import { timeGeneration } from './time-generation.js';

const TEXT_SECONDS = 15;
const PICTURE_SECONDS = 8;
const CHILD_AGE = 6;
const KEY = 'bench-key';

async function main() {
  const pages = pageCountForAge(CHILD_AGE);
  const text = await startFakeChatCompletions({ apiKey: KEY });
  text.answerWith(() => ({
    content: JSON.stringify(createTestWrittenStory({ pageCount: pages })),
  }));
  text.delayAnswers(TEXT_SECONDS * 1000);
  const pictures = await startFakeGemini({ apiKey: KEY });
  pictures.delayAnswers(PICTURE_SECONDS * 1000);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-bench-ai-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    STORY_TEXT: 'openai',
    STORY_TEXT_BASE_URL: text.baseUrl,
    STORY_TEXT_MODEL: 'bench-writer',
    STORY_TEXT_API_KEY: KEY,
    STORY_IMAGES: 'gemini',
    STORY_IMAGES_BASE_URL: pictures.baseUrl,
    STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
    STORY_IMAGES_API_KEY: KEY,
  });
  const runtime = await createRuntime({ config, log: createLogger({ level: 'silent' }) });
  await runtime.startWorkers();
  const app = await buildApp(runtime.context);
  await app.ready();
  try {
    const user = await createTestUser(app);
    const child = await createReadyChild(runtime.context, app, user, {
      name: 'Maya',
      age: CHILD_AGE,
    });
    const photos = await Promise.all(
      [0, 1, 2, 3, 4].map((variant) => soloPhoto({ sample: 1, face: 1, variant })),
    );
    const judgedChild = await createReadyChild(
      runtime.context,
      app,
      user,
      { name: 'Maya', age: CHILD_AGE },
      await sealedReferenceOf(runtime.context, photos),
    );
    const page = await pageShowing(await soloPhoto({ sample: 1, face: 1, variant: 7 }));
    const headers = authed(user);
    let lastStoryId = '';
    const timeOneStory = async (childId = child.id) => {
      await giveCredits(runtime.context, user.userId, 1);
      const created = await app.inject({
        method: 'POST',
        url: `/api/children/${childId}/stories`,
        headers,
        payload: testStoryInput,
      });
      const storyId = created.json<Story>().id;
      lastStoryId = storyId;
      return (
        (await timeGeneration(app, headers, storyId, { pollMs: 100, limitMs: 300_000 })) / 1000
      );
    };
    const first = await timeOneStory();
    const second = await timeOneStory();
    pictures.drawWith(() => Promise.resolve(page));
    const judged = await timeOneStory(judgedChild.id);
    const judgedStory = (
      await app.inject({ method: 'GET', url: `/api/stories/${lastStoryId}`, headers })
    ).json<Story>();
    const scores = [judgedStory.cover_judged, ...judgedStory.pages.map((each) => each.judged)];

    const concurrency = config.storyImages.concurrency;
    const rounds = Math.ceil((pages + 1) / concurrency);
    const expected = Math.max(TEXT_SECONDS, PICTURE_SECONDS) + rounds * PICTURE_SECONDS;
    console.log(
      `\nA story by real AI providers (local protocol servers: text ${TEXT_SECONDS} s, ` +
        `${PICTURE_SECONDS} s a picture; ${runtime.context.database.kind}, node ${process.version}, ` +
        `${os.cpus().length} cores)`,
    );
    console.log(
      `  formula: max(text, sheet) + ⌈(pages + cover) / concurrency⌉ × picture = ` +
        `max(${TEXT_SECONDS}, ${PICTURE_SECONDS}) + ⌈${pages + 1}/${concurrency}⌉ × ${PICTURE_SECONDS} = ${expected} s`,
    );
    for (const [label, seconds] of [
      ["the child's first story (its character sheet drawn meanwhile)", first],
      ['a later story (from the stored sheet)', second],
      ['a story judged page by page (1024-pixel pages with the child, face model and OCR)', judged],
    ] as const) {
      console.log(
        `  ${label}: generate → complete ${seconds.toFixed(1)} s ` +
          `(${(seconds - expected).toFixed(1)} s of queue, storage and binding; goal: under 30 s)`,
      );
    }
    console.log(
      `  judged: ${scores.filter((score) => typeof score?.likeness === 'number').length} of ` +
        `${scores.length} pictures measured, the book's likeness ${judgedStory.likeness ?? '—'} %`,
    );
  } finally {
    await app.close();
    await runtime.close();
    await Promise.all([text.close(), pictures.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
