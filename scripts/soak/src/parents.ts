// The parents of the soak: each one, concurrently, signs up and in, buys a plan (simulated
// checkout), adds a child, uploads the photos (a form straight to S3, as the browser does),
// starts the training and waits for it, then keeps a few stories generating until told to
// stop: create, generate, poll the child's list as the web app does, open each finished story
// and download its PDF. A call that fails for a fault is tried again the way a careful client
// would: reads are repeated, and a write whose answer was lost is looked up before it is sent
// again, so the soak never makes a duplicate on its own.
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiClient, isTransient } from './api-client.mjs';

const PASSWORD = 'storytime please soak';
const CHILD = { name: 'Maya', age: 6, pronouns: 'she/her' };
const THEMES = ['adventure', 'friendship', 'courage'];
const SETTINGS = ['forest', 'ocean', 'space'];
const IDEA = {
  conflict: 'A lost fox cub cannot find its den',
  moral: 'Being brave means helping even when you are scared',
};
const PLAN_ID = 'standard';

/**
 * Tries `attempt` until it returns something other than undefined, on transient failures:
 * for a minute, longer than the soak's faults can overlap (an API process coming back under
 * load, then PostgreSQL away).
 */
async function retry(parent, step, attempt, { tries = 30, delayMs = 2000 } = {}) {
  for (let round = 1; ; round += 1) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (round >= tries) throw new Error(`${step}: no answer after ${tries} tries`);
    parent.transientFailures += 1;
    await sleep(delayMs);
  }
}

/** The answer if it is one of `expected`; undefined when transient; otherwise an error. */
function expectStatus(parent, step, response, expected) {
  if (expected.includes(response.status)) return response;
  if (isTransient(response)) return undefined;
  const detail = typeof response.body === 'object' ? response.body?.detail : '';
  throw new Error(`${step}: ${response.status} ${detail ?? ''}`.trim());
}

export function createParent({ index, runId, baseUrl }) {
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  return {
    index,
    email: `soak.${runId}.${index}@example.com`,
    api: createApiClient({ baseUrl, origin: baseUrl, ip }),
    userId: null,
    bearer: null,
    childId: null,
    creditsBought: 0,
    childrenMade: 0,
    /** Story id → what the parent knows of it. */
    stories: new Map(),
    storiesCreated: 0,
    transientFailures: 0,
    /** Calls that failed for good (their step and status), for the report. */
    failures: [],
    onboardedAt: null,
  };
}

/** Sign up, sign in, buy, add the child, upload and train: resolves once the child is ready. */
export async function onboard(parent, { photoZip, planCredits, trainingTimeoutMs }) {
  const { api } = parent;
  await retry(parent, 'sign-up', async () => {
    const response = await api.call('POST', '/api/auth/sign-up/email', {
      json: { email: parent.email, password: PASSWORD, name: '' },
    });
    // 422: the first try's answer was lost, but the account was made.
    return expectStatus(parent, 'sign-up', response, [200, 422]);
  });
  const signedIn = await retry(parent, 'sign-in', async () =>
    expectStatus(
      parent,
      'sign-in',
      await api.call('POST', '/api/auth/sign-in/email', {
        json: { email: parent.email, password: PASSWORD },
      }),
      [200],
    ),
  );
  parent.userId = signedIn.body.user.id;
  parent.bearer = signedIn.headers.get('set-auth-token');
  api.signIn(parent.bearer);

  const order = await retry(parent, 'create-order', async () =>
    expectStatus(
      parent,
      'create-order',
      await api.call('POST', '/api/payments/create-order', {
        json: { plan_id: PLAN_ID, currency: 'USD' },
      }),
      [200],
    ),
  );
  const proof = await retry(parent, 'simulated pay', async () =>
    expectStatus(
      parent,
      'simulated pay',
      await api.call('POST', '/api/payments/simulated/pay', {
        json: { order_id: order.body.order_id },
      }),
      [200],
    ),
  );
  // Verifying twice grants once, so a lost answer is simply verified again.
  const verified = await retry(parent, 'verify payment', async () =>
    expectStatus(
      parent,
      'verify payment',
      await api.call('POST', '/api/payments/verify', { json: proof.body }),
      [200],
    ),
  );
  if (verified.body.status !== 'completed') {
    throw new Error(`verify payment: ${verified.body.status}`);
  }
  parent.creditsBought = planCredits;

  parent.childId = await retry(parent, 'create child', async () => {
    const response = await api.call('POST', '/api/children', { json: CHILD });
    if (response.status === 201) return response.body.id;
    if (!isTransient(response)) return expectStatus(parent, 'create child', response, [201]);
    // The answer may have been lost after the child was made: look before making another.
    const list = await api.call('GET', '/api/children');
    return list.status === 200
      ? list.body.find((child) => child.name === CHILD.name)?.id
      : undefined;
  });
  parent.childrenMade = 1;

  await retry(parent, 'upload photos', async () => {
    const upload = await api.call('POST', `/api/training/${parent.childId}/upload-url`);
    if (!expectStatus(parent, 'upload-url', upload, [200])) return undefined;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.upload_fields)) form.append(name, value);
    form.append('file', new Blob([photoZip], { type: 'application/zip' }), 'photos.zip');
    const posted = await api.call('POST', upload.body.upload_url, { form, as: 'none' });
    if (posted.status >= 200 && posted.status < 300) return true;
    if (posted.status === 0 || posted.status >= 500) return undefined;
    throw new Error(`upload photos: ${posted.status}`);
  });
  await retry(parent, 'start training', async () =>
    expectStatus(
      parent,
      'start training',
      await api.call('POST', `/api/training/${parent.childId}/start`),
      [200],
    ),
  );
  const deadline = Date.now() + trainingTimeoutMs;
  while (Date.now() < deadline) {
    const child = await api.call('GET', `/api/children/${parent.childId}`);
    if (child.status === 200 && child.body.training_status === 'completed') break;
    if (child.status === 200 && child.body.training_status === 'failed') {
      throw new Error('training failed');
    }
    await sleep(1000);
  }
  if (Date.now() >= deadline) throw new Error('training did not finish in time');
  parent.onboardedAt = Date.now();
}

/** Creates one story and starts its generation; false when the parent could not. */
async function startStory(parent) {
  const { api } = parent;
  parent.storiesCreated += 1;
  const number = parent.storiesCreated;
  const title = `Maya and the Lantern Trail ${number}`;
  const input = {
    title,
    theme: THEMES[number % THEMES.length],
    setting: SETTINGS[(number + parent.index) % SETTINGS.length],
    ...IDEA,
  };
  const storyId = await retry(parent, 'create story', async () => {
    const response = await api.call('POST', `/api/children/${parent.childId}/stories`, {
      json: input,
    });
    if (response.status === 201) return response.body.id;
    if (!isTransient(response)) return expectStatus(parent, 'create story', response, [201]);
    const list = await api.call('GET', `/api/children/${parent.childId}/stories`);
    return list.status === 200 ? list.body.find((story) => story.title === title)?.id : undefined;
  });
  const story = { id: storyId, title, createdAt: Date.now(), generatedAt: null, status: 'pending' };
  parent.stories.set(storyId, story);
  const generated = await retry(parent, 'generate', async () => {
    const response = await api.call('POST', `/api/stories/${storyId}/generate`);
    if (response.status === 200) return true;
    if (!isTransient(response)) {
      parent.failures.push({ step: 'generate', status: response.status });
      return false;
    }
    // Lost answer: the story says whether the generation began.
    const now = await api.call('GET', `/api/stories/${storyId}`);
    if (now.status === 200 && now.body.status !== 'pending') return true;
    return undefined;
  });
  if (!generated) return false;
  story.generatedAt = Date.now();
  story.status = 'generating';
  return true;
}

/** Opens a finished story and downloads its PDF, as a parent does; records whether it came. */
async function readFinishedStory(parent, story) {
  const { api } = parent;
  await api.call('GET', `/api/stories/${story.id}`);
  const pdf = await api.call('GET', `/api/stories/${story.id}/pdf`, { as: 'bytes' });
  story.pdfDownloaded =
    pdf.status === 200 && pdf.body.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Keeps `inFlight` stories generating until `generateUntil` (at most `maxStories` in all), then
 * waits for the last ones until `settleBy`, polling the child's list every `pollMs`. A parent
 * whose child was ready late (a busy machine) still starts `minStories` after `generateUntil`,
 * so a run always has stories for its faults to land on and its checks to look at.
 */
export async function makeStories(
  parent,
  { inFlight, minStories, maxStories, generateUntil, settleBy, pollMs },
) {
  const { api } = parent;
  const generating = () =>
    [...parent.stories.values()].filter((story) => story.generatedAt && !isSettled(story));
  const mayStart = () =>
    (Date.now() < generateUntil || parent.storiesCreated < minStories) &&
    parent.storiesCreated < maxStories &&
    Date.now() < settleBy;
  for (;;) {
    while (mayStart() && generating().length < inFlight) {
      if (!(await startStory(parent))) break;
    }
    if (generating().length === 0 && !mayStart()) return;
    if (Date.now() >= settleBy) return;
    await sleep(pollMs);
    const list = await api.call('GET', `/api/children/${parent.childId}/stories`);
    if (list.status !== 200) continue;
    for (const seen of list.body) {
      const story = parent.stories.get(seen.id);
      if (!story || !story.generatedAt || isSettled(story)) continue;
      story.status = seen.status;
      if (isSettled(story)) {
        story.settledSeenAt = Date.now();
        if (story.status === 'complete') await readFinishedStory(parent, story);
      }
    }
  }
}

const isSettled = (story) => story.status === 'complete' || story.status === 'error';
