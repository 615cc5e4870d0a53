import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castMessages } from '@littlestar/shared/cast';
import type { Child } from '@littlestar/shared/children';
import type { Story } from '@littlestar/shared/stories';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';
import { startFakeOpenAiImages } from '@littlestar/fakes/fake-openai-images';
import { createTestUser, type SignedIn } from '../../test/accounts.js';
import { authed, createReadyChild, createTestChild, giveCredits } from '../../test/children.js';
import { callAs, waitUntilFinished } from '../../test/stories.js';
import { appWith, type TestApp } from '../../test/test-app.js';
import { testStoryInput } from '../../test/written-stories.js';

/*
 * product.md#cast: a story with companions beside its hero, through the API, the offline
 * engine and the local servers of real image providers.
 */

const dog = { name: 'Biscuit', kind: 'dog', colour: 'golden' } as const;

/** A parent with Maya (the hero) and two more ready children, Sam and Leo. */
async function family(t: TestApp) {
  const user = await createTestUser(t.app);
  const { context } = t.runtime;
  const maya = await createReadyChild(context, t.app, user, { name: 'Maya', age: 6 });
  const sam = await createReadyChild(context, t.app, user, {
    name: 'Sam',
    age: 4,
    pronouns: 'he/him',
  });
  const leo = await createReadyChild(context, t.app, user, {
    name: 'Leo',
    age: 8,
    pronouns: 'he/him',
  });
  await giveCredits(context, user.userId, 2);
  return { user, maya, sam, leo };
}

const createStory = (t: TestApp, user: SignedIn, child: Child, input: object) =>
  callAs(t, user, 'POST', `/api/children/${child.id}/stories`, { ...testStoryInput, ...input });

describe('a story with a cast, written offline', () => {
  const t = appWith({ startWorkers: true });
  // One family for the whole file: sign-ups are rate limited.
  let parent: Awaited<ReturnType<typeof family>>;
  beforeAll(async () => {
    parent = await family(t);
  });

  it('takes two child companions and a dog, answers them back and is made', async () => {
    const { user, maya, sam, leo } = parent;
    const created = await createStory(t, user, maya, {
      cast: [{ child_id: sam.id }, { child_id: leo.id }, dog],
    });
    expect(created.statusCode, created.body).toBe(201);
    const expected = [{ child_id: sam.id, name: 'Sam' }, { child_id: leo.id, name: 'Leo' }, dog];
    const story = created.json<Story>();
    expect(story.cast).toEqual(expected);
    expect((await callAs(t, user, 'GET', `/api/stories/${story.id}`)).json<Story>().cast).toEqual(
      expected,
    );
    // The list answers it too.
    const listed = await callAs(t, user, 'GET', `/api/children/${maya.id}/stories`);
    expect(listed.json<Story[]>()[0]?.cast).toEqual(expected);

    // A child companion is answered with the name they have today.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/children/${sam.id}`,
      headers: authed(user),
      payload: { name: 'Sammy', age: 4, pronouns: 'he/him' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const generated = await callAs(t, user, 'POST', `/api/stories/${story.id}/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    const finished = await waitUntilFinished(t, user, story.id, 60);
    expect(finished.status).toBe('complete');
    expect(finished.cast).toEqual([{ child_id: sam.id, name: 'Sammy' }, expected[1], dog]);
    expect(finished.pages.length).toBeGreaterThan(0);
    // The offline engine gives each companion a part: named on several pages.
    for (const name of ['Sammy', 'Leo', 'Biscuit']) {
      const pages = finished.pages.filter((page) => page.text.includes(name));
      expect(pages.length, name).toBeGreaterThanOrEqual(2);
    }
    // Nothing the parent typed about the cast reaches the logs.
    expect(JSON.stringify(t.logs)).not.toContain('Biscuit');

    // A finished story is past editing: 409 at once, before its cast's names are checked (each
    // check may cost a moderation call).
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      headers: authed(user),
      payload: { ...testStoryInput, cast: [{ name: 'Bullshit', kind: 'dog' }] },
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'story_complete' });
  });

  it('refuses another parent’s child, the hero, a child not ready and a fourth companion', async () => {
    const { user, maya, sam, leo } = parent;
    const storiesBefore = (await callAs(t, user, 'GET', `/api/children/${maya.id}/stories`)).json<
      Story[]
    >().length;
    const stranger = await createTestUser(t.app);
    const theirs = await createReadyChild(t.runtime.context, t.app, stranger, { name: 'Zoe' });
    const untrained = await createTestChild(t.app, user, { name: 'Nia', age: 5 });

    const refusals = [
      { cast: [{ child_id: theirs.id }], detail: castMessages.childNotFound },
      { cast: [{ child_id: maya.id }], detail: castMessages.heroInCast },
      // The same hero, spelled in capitals: a database matches it all the same.
      { cast: [{ child_id: maya.id.toUpperCase() }], detail: castMessages.heroInCast },
      { cast: [{ child_id: untrained.id }], detail: castMessages.childNotReady('Nia') },
    ];
    for (const { cast, detail } of refusals) {
      const refused = await createStory(t, user, maya, { cast });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ detail, code: 'cast_refused' });
    }
    const tooMany = await createStory(t, user, maya, {
      cast: [{ child_id: sam.id }, { child_id: leo.id }, dog, { name: 'Nan', kind: 'grandma' }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ detail: string }>().detail).toContain(castMessages.tooMany);
    // Nothing was made by any refusal.
    const listed = await callAs(t, user, 'GET', `/api/children/${maya.id}/stories`);
    expect(listed.json<Story[]>()).toHaveLength(storiesBefore);
  });

  it("refuses a pet's or grown-up's name the content check refuses, before anything is saved", async () => {
    const { user, maya } = parent;
    const list = async () =>
      (await callAs(t, user, 'GET', `/api/children/${maya.id}/stories`)).json<Story[]>();
    const before = (await list()).length;
    const refused = await createStory(t, user, maya, {
      cast: [dog, { name: 'Shit', kind: 'cat' }],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ detail: castMessages.nameRefused(2), code: 'cast_refused' });
    expect(await list()).toHaveLength(before);

    // An edit is refused the same way, and the story keeps the cast it had.
    const created = await createStory(t, user, maya, { cast: [dog] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Story>().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${id}`,
      headers: authed(user),
      payload: { ...testStoryInput, title: 'Changed', cast: [{ name: 'Bullshit', kind: 'dog' }] },
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toEqual({ detail: castMessages.nameRefused(1), code: 'cast_refused' });
    const kept = (await callAs(t, user, 'GET', `/api/stories/${id}`)).json<Story>();
    expect(kept).toMatchObject({ title: testStoryInput.title, cast: [dog], status: 'pending' });
    // Where each refused name was, never the name itself, reaches the logs.
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: "a companion's name refused by the content check" }),
    );
    expect(JSON.stringify(t.logs)).not.toContain('Bullshit');
  });

  it("puts a child companion's name through the content check before anything is charged", async () => {
    const { user, maya } = parent;
    // A child's name is the parent's own words too: as the hero's, it is checked with the idea.
    const rude = await createReadyChild(t.runtime.context, t.app, user, { name: 'Shit', age: 5 });
    const created = await createStory(t, user, maya, { cast: [{ child_id: rude.id }] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Story>().id;
    // Enough for the story: a parent who cannot pay is refused before any check is made.
    await giveCredits(t.runtime.context, user.userId, 1);
    const balance = async () =>
      (await callAs(t, user, 'GET', '/api/payments/credits')).json<{ total_credits: number }>()
        .total_credits;
    const credits = await balance();
    const refused = await callAs(t, user, 'POST', `/api/stories/${id}/generate`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        "Some words in this story idea can't go in a children's book (in the companions' names). " +
        'Please change them and try again.',
      code: 'idea_refused',
    });
    expect(await balance()).toBe(credits);
    expect((await callAs(t, user, 'GET', `/api/stories/${id}`)).json<Story>().status).toBe(
      'pending',
    );
  });

  it('keeps the cast when an edit does not name it, and empties it when told', async () => {
    const { user, maya, leo } = parent;
    const created = await createStory(t, user, maya, { cast: [{ child_id: leo.id }, dog] });
    const id = created.json<Story>().id;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/stories/${id}`, headers: authed(user), payload });
    const kept = await put({ ...testStoryInput, title: 'A New Title' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Story>().cast).toEqual([{ child_id: leo.id, name: 'Leo' }, dog]);
    const hero = await put({ ...testStoryInput, cast: [{ child_id: maya.id }] });
    expect(hero.json()).toEqual({ detail: castMessages.heroInCast, code: 'cast_refused' });
    const emptied = await put({ ...testStoryInput, cast: [] });
    expect(emptied.json<Story>().cast).toEqual([]);
  });
});

const KEY = 'test-image-key';
let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAiImages>>;
beforeAll(async () => {
  [gemini, openai] = await Promise.all([
    startFakeGemini({ apiKey: KEY }),
    startFakeOpenAiImages({ apiKey: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([gemini?.close(), openai?.close()]);
});

describe.each([
  { kind: 'gemini', model: 'gemini-2.5-flash-image', fake: () => gemini },
  { kind: 'openai', model: 'gpt-image-1', fake: () => openai },
])('a story with a cast, illustrated by STORY_IMAGES=$kind', ({ kind, model, fake }) => {
  const t = appWith(() => ({
    startWorkers: true,
    env: {
      STORY_IMAGES: kind,
      STORY_IMAGES_BASE_URL: fake().baseUrl,
      STORY_IMAGES_MODEL: model,
      STORY_IMAGES_API_KEY: KEY,
    },
  }));

  it("sends both children's character sheets with every picture, and says who is who", async () => {
    fake().answerWith(() => 'picture');
    const before = fake().requests.length;
    const { user, maya, sam } = await family(t);
    const created = await createStory(t, user, maya, { cast: [{ child_id: sam.id }, dog] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Story>().id;
    expect((await callAs(t, user, 'POST', `/api/stories/${id}/generate`)).statusCode).toBe(200);
    const story = await waitUntilFinished(t, user, id, 90);
    expect(story.status).toBe('complete');

    const requests = fake().requests.slice(before);
    const textOf = (request: (typeof requests)[number]) => JSON.stringify(request.fields);
    const sheetOf = (name: string) =>
      requests.find(
        (request) =>
          textOf(request).includes('character portrait') &&
          textOf(request).includes(`The hero: ${name},`),
      )?.answeredDigest;
    const mayaSheet = sheetOf('Maya');
    const samSheet = sheetOf('Sam');
    expect(mayaSheet).toBeDefined();
    expect(samSheet).toBeDefined();
    expect(mayaSheet).not.toEqual(samSheet);
    const pictures = requests.filter((request) => !textOf(request).includes('character portrait'));
    // The cover and every page.
    expect(pictures).toHaveLength(story.pages.length + 1);
    for (const picture of pictures) {
      expect(picture.imageDigests).toEqual([mayaSheet, samSheet]);
      expect(textOf(picture)).toContain('reference 1 is Maya, reference 2 is Sam');
      expect(textOf(picture)).toContain("Biscuit, the family's golden dog");
    }
    expect(story.cast).toEqual([{ child_id: sam.id, name: 'Sam' }, dog]);
    expect(JSON.stringify(t.logs)).not.toContain('Biscuit');
  });
});
