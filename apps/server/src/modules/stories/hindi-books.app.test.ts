import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child } from '@littlestar/shared/children';
import { devanagariNameMessages, storyLanguageMessages } from '@littlestar/shared/languages';
import type { SiteFacts } from '@littlestar/shared/site-facts';
import type { Story } from '@littlestar/shared/stories';
import { poppler, skipPdfTests, writeTemporaryPdf } from '@littlestar/bookbinder/poppler';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { startFakeModeration } from '@littlestar/fakes/fake-moderation';
import { stories } from '../../db/schema.js';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import { authed, createReadyChild, giveCredits } from '../../test/children.js';
import { callAs, refundsAndBalance, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { createTestHindiStory, testStoryInput } from '../../test/written-stories.js';

/**
 * product.md#story-language: books in Hindi. A language model (here the OpenAI-protocol fake)
 * writes them; the offline writer writes English only and says so before anything is charged.
 */

const API_KEY = 'sk-test-key';
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function parentWithChild(t: TestApp, child: Record<string, string> = {}) {
  const user = await createTestUser(t.app);
  const created = await createReadyChild(t.runtime.context, t.app, user, {
    name: 'Maya',
    ...child,
  });
  await giveCredits(t.runtime.context, user.userId, 1);
  return { user, child: created };
}

function putChild(t: TestApp, user: SignedIn, childId: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/children/${childId}`,
    headers: authed(user),
    payload: { name: 'Maya', age: 6, pronouns: 'she/her', ...payload },
  });
}

describe('a book in Hindi, written by a language model', () => {
  let chat: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let moderation: Awaited<ReturnType<typeof startFakeModeration>>;
  beforeAll(async () => {
    chat = await startFakeChatCompletions({ apiKey: API_KEY });
    moderation = await startFakeModeration({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await chat?.close();
    await moderation?.close();
  });
  const t = appWith(() => ({
    startWorkers: true,
    env: {
      STORY_TEXT: 'openai',
      STORY_TEXT_BASE_URL: chat.baseUrl,
      STORY_TEXT_MODEL: 'llama3.1',
      STORY_TEXT_API_KEY: API_KEY,
      MODERATION: 'openai',
      MODERATION_BASE_URL: moderation.baseUrl,
      MODERATION_API_KEY: API_KEY,
    },
  }));

  it('is offered: the site facts list Hindi beside English', async () => {
    const facts = (await t.app.inject({ method: 'GET', url: '/api/site-facts' })).json<SiteFacts>();
    expect(facts.story_languages).toEqual(['en', 'hi']);
  });

  it('is generated, completed and bound: the PDF reads back as the story, word for word', async () => {
    const written = createTestHindiStory();
    chat.answerWith(() => ({ content: JSON.stringify(written) }));
    const { user, child } = await parentWithChild(t, { name_devanagari: 'माया' });
    expect(child.name_devanagari).toBe('माया');
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
      // The parent's title is the book's: a parent making a Hindi book may give it in Hindi.
      title: 'माया और जंगल की लालटेन',
      language: 'hi',
    });
    expect(created.statusCode, created.body).toBe(201);
    const storyId = created.json<Story>().id;
    expect(created.json<Story>().language).toBe('hi');
    const generated = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    const story = await waitUntilFinished(t, user, storyId, 60);
    expect(story.status).toBe('complete');
    expect(story.pages.map((page) => page.text)).toEqual(written.pages.map((page) => page.text));

    // The model was asked for Hindi, for the child named in Devanagari.
    const [request, ...more] = chat.requests;
    expect(more).toEqual([]);
    const sent = JSON.stringify(request?.body);
    expect(sent).toContain('never write English and translate it');
    expect(sent).toContain('\\"child_name\\": \\"माया\\"');
    // The finished story was checked as Hindi: its pages went to the service as written.
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'moderation call', what: 'finished story', language: 'hi' }),
    );
    const checked = moderation.requests.flatMap((call) => call.input);
    expect(checked).toEqual(expect.arrayContaining(written.pages.map((page) => page.text)));

    if (skipPdfTests) return;
    const pdf = await callAs(t, user, 'GET', `/api/stories/${storyId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const file = await writeTemporaryPdf(pdf.rawPayload);
    const pageText = async (page: number) =>
      words(
        await poppler('pdftotext', ['-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, file, '-']),
      );
    // Cover, then each page's picture and its words (with the page number under them).
    expect(await pageText(1)).toBe('माया और जंगल की लालटेन मुख्य किरदार: माया');
    for (const [index, page] of story.pages.entries()) {
      expect(await pageText(3 + 2 * index)).toBe(`${words(page.text)} ${index + 1}`);
    }
    expect(await pageText(2 + 2 * story.pages.length)).toBe('समाप्त अगले रोमांच तक, माया!');
  });

  it('uses the Latin name when the child has no name in Devanagari', async () => {
    const written = createTestHindiStory({ name: 'Maya' });
    chat.answerWith(() => ({ content: JSON.stringify(written) }));
    const { user, child } = await parentWithChild(t);
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
      language: 'hi',
    });
    const storyId = created.json<Story>().id;
    await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    const story = await waitUntilFinished(t, user, storyId, 60);
    expect(story.status).toBe('complete');
    expect(JSON.stringify(chat.requests[0]?.body)).toContain('\\"child_name\\": \\"Maya\\"');
  });
});

describe('a book in Hindi on the offline writer', () => {
  const t = appWith();

  it('is not offered: the site facts list English only', async () => {
    const facts = (await t.app.inject({ method: 'GET', url: '/api/site-facts' })).json<SiteFacts>();
    expect(facts.story_languages).toEqual(['en']);
  });

  it('is refused with its own 400 before anything is saved or charged', async () => {
    const { user, child } = await parentWithChild(t);
    const before = await refundsAndBalance(t, user);
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
      language: 'hi',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      detail: storyLanguageMessages.hindiUnavailable,
      code: 'language_unavailable',
    });
    const list = await callAs(t, user, 'GET', `/api/children/${child.id}/stories`);
    expect(list.json<Story[]>()).toEqual([]);
    expect(await refundsAndBalance(t, user)).toEqual(before);
  });

  it('refuses to make a Hindi story saved before, and to switch a story to Hindi, charging nothing', async () => {
    const { user, child } = await parentWithChild(t);
    const created = await callAs(t, user, 'POST', `/api/children/${child.id}/stories`, {
      ...testStoryInput,
    });
    expect(created.json<Story>().language).toBe('en');
    const storyId = created.json<Story>().id;
    const before = await refundsAndBalance(t, user);
    expect(before.balance).toBe(1);

    const switched = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${storyId}`,
      headers: authed(user),
      payload: { ...testStoryInput, language: 'hi' },
    });
    expect(switched.statusCode).toBe(400);
    expect(switched.json<{ code: string }>().code).toBe('language_unavailable');

    // Saved in Hindi while a language model wrote this server's stories.
    await t.runtime.context.database.db
      .update(stories)
      .set({ language: 'hi' })
      .where(eq(stories.id, storyId));
    const generated = await callAs(t, user, 'POST', `/api/stories/${storyId}/generate`);
    expect(generated.statusCode).toBe(400);
    expect(generated.json<{ code: string }>().code).toBe('language_unavailable');
    expect(await refundsAndBalance(t, user)).toEqual(before);
    const story = (await callAs(t, user, 'GET', `/api/stories/${storyId}`)).json<Story>();
    expect(story.status).toBe('pending');
  });
});

describe("a child's name in Devanagari", () => {
  const t = appWith();

  it('is refused in other letters, in words the parent can act on, and charges nothing', async () => {
    const user = await createTestUser(t.app);
    await giveCredits(t.runtime.context, user.userId, 1);
    const before = await refundsAndBalance(t, user);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: authed(user),
      payload: { name: 'Maya', age: 6, pronouns: 'she/her', name_devanagari: 'Maya' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain(
      devanagariNameMessages.notDevanagari,
    );
    expect(await refundsAndBalance(t, user)).toEqual(before);
  });

  it('is kept by an edit that leaves it out, changed by one that gives it, cleared by a blank', async () => {
    const { user, child } = await parentWithChild(t, { name_devanagari: 'माया' });
    const kept = await putChild(t, user, child.id, { age: 7 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Child>()).toMatchObject({ age: 7, name_devanagari: 'माया' });
    const changed = await putChild(t, user, child.id, { name_devanagari: 'माया शर्मा' });
    expect(changed.json<Child>().name_devanagari).toBe('माया शर्मा');
    const cleared = await putChild(t, user, child.id, { name_devanagari: '' });
    expect(cleared.json<Child>().name_devanagari).toBeNull();
  });
});
