// The parents of the soak: each one, concurrently, signs up and in, buys a plan (simulated
// checkout), adds a child, uploads the photos (a form straight to S3, as the browser does),
// starts the training and waits for it, then keeps a few stories generating until told to
// stop: create, generate, poll the child's list as the web app does, open each finished story
// and download its PDF. A call that fails for a fault is tried again the way a careful client
// would: reads are repeated, and a write whose answer was lost is looked up before it is sent
// again, so the soak never makes a duplicate on its own.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Child, UploadUrl } from '@littlestar/shared/children';
import type {
  OrderResponse,
  PaymentProof,
  PaymentStatusResponse,
} from '@littlestar/shared/payments';
import type { Story, StoryStatus } from '@littlestar/shared/stories';
import type { ApiAnswer, ApiClient } from './api-client.js';
import { createApiClient, isTransient } from './api-client.js';

const PASSWORD = 'storytime please soak';
const CHILD = { name: 'Maya', age: 6, pronouns: 'she/her' };
const THEMES = ['adventure', 'friendship', 'courage'];
const SETTINGS = ['forest', 'ocean', 'space'];
const IDEA = {
  conflict: 'A lost fox cub cannot find its den',
  moral: 'Being brave means helping even when you are scared',
};
const PLAN_ID = 'standard';

/** What a parent knows of one of its stories. */
export interface ParentStory {
  id: string;
  title: string;
  createdAt: number;
  generatedAt: number | null;
  status: StoryStatus;
  /** When the parent's poll first saw it complete or error. */
  settledSeenAt?: number;
  pdfDownloaded?: boolean;
}

export interface Parent {
  index: number;
  email: string;
  api: ApiClient;
  userId: string | null;
  bearer: string | null;
  childId: string | null;
  creditsBought: number;
  childrenMade: number;
  /** Story id → what the parent knows of it. */
  stories: Map<string, ParentStory>;
  storiesCreated: number;
  transientFailures: number;
  /** Calls that failed for good (their step and status), for the report. */
  failures: { step: string; status: number | string }[];
  onboardedAt: number | null;
}

/** Better Auth's answer to a sign-in: the user (the bearer token comes in a header). */
interface SignedIn {
  user: { id: string };
}

/**
 * Tries `attempt` until it returns something other than undefined, on transient failures:
 * for a minute, longer than the soak's faults can overlap (an API process coming back under
 * load, then PostgreSQL away).
 */
async function retry<Result>(
  parent: Parent,
  step: string,
  attempt: () => Promise<Result | undefined>,
  { tries = 30, delayMs = 2000 } = {},
): Promise<Result> {
  for (let round = 1; ; round += 1) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (round >= tries) throw new Error(`${step}: no answer after ${tries} tries`);
    parent.transientFailures += 1;
    await sleep(delayMs);
  }
}

/** The error of an answer that is neither expected nor transient: its status and detail. */
function unexpectedAnswer(step: string, response: ApiAnswer<unknown>): Error {
  const { body } = response;
  // The API's errors are `{ detail }` (docs/architecture.md); anything else is shown bare.
  const detail =
    typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : '';
  return new Error(`${step}: ${response.status} ${detail}`.trim());
}

/** The answer if it is one of `expected`; undefined when transient; otherwise an error. */
function expectStatus<Body>(
  step: string,
  response: ApiAnswer<Body>,
  expected: number[],
): ApiAnswer<Body> | undefined {
  if (expected.includes(response.status)) return response;
  if (isTransient(response)) return undefined;
  throw unexpectedAnswer(step, response);
}

export function createParent({
  index,
  runId,
  baseUrl,
}: {
  index: number;
  runId: string;
  baseUrl: string;
}): Parent {
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
export async function onboard(
  parent: Parent,
  {
    photoZip,
    planCredits,
    trainingTimeoutMs,
  }: { photoZip: Buffer; planCredits: number; trainingTimeoutMs: number },
): Promise<void> {
  const { api } = parent;
  await retry(parent, 'sign-up', async () => {
    const response = await api.call('POST', '/api/auth/sign-up/email', {
      json: { email: parent.email, password: PASSWORD, name: '' },
    });
    // 422: the first try's answer was lost, but the account was made.
    return expectStatus('sign-up', response, [200, 422]);
  });
  const signedIn = await retry(parent, 'sign-in', async () =>
    expectStatus(
      'sign-in',
      await api.call<SignedIn>('POST', '/api/auth/sign-in/email', {
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
      'create-order',
      await api.call<OrderResponse>('POST', '/api/payments/create-order', {
        json: { plan_id: PLAN_ID, currency: 'USD' },
      }),
      [200],
    ),
  );
  const proof = await retry(parent, 'simulated pay', async () =>
    expectStatus(
      'simulated pay',
      await api.call<PaymentProof>('POST', '/api/payments/simulated/pay', {
        json: { order_id: order.body.order_id },
      }),
      [200],
    ),
  );
  // Verifying twice grants once, so a lost answer is simply verified again.
  const verified = await retry(parent, 'verify payment', async () =>
    expectStatus(
      'verify payment',
      await api.call<PaymentStatusResponse>('POST', '/api/payments/verify', { json: proof.body }),
      [200],
    ),
  );
  if (verified.body.status !== 'completed') {
    throw new Error(`verify payment: ${verified.body.status}`);
  }
  parent.creditsBought = planCredits;

  const childId = await retry(parent, 'create child', async () => {
    const response = await api.call<Child>('POST', '/api/children', { json: CHILD });
    if (response.status === 201) return response.body.id;
    if (!isTransient(response)) throw unexpectedAnswer('create child', response);
    // The answer may have been lost after the child was made: look before making another.
    const list = await api.call<Child[]>('GET', '/api/children');
    return list.status === 200
      ? list.body.find((child) => child.name === CHILD.name)?.id
      : undefined;
  });
  parent.childId = childId;
  parent.childrenMade = 1;

  await retry(parent, 'upload photos', async () => {
    const upload = await api.call<UploadUrl>('POST', `/api/training/${childId}/upload-url`);
    if (!expectStatus('upload-url', upload, [200])) return undefined;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.upload_fields)) form.append(name, value);
    form.append('file', new Blob([photoZip], { type: 'application/zip' }), 'photos.zip');
    const posted = await api.call('POST', upload.body.upload_url, { form, as: 'none' });
    if (posted.status >= 200 && posted.status < 300) return true;
    if (posted.status === 0 || posted.status >= 500) return undefined;
    throw new Error(`upload photos: ${posted.status}`);
  });
  await retry(parent, 'start training', async () =>
    expectStatus('start training', await api.call('POST', `/api/training/${childId}/start`), [200]),
  );
  await waitForTraining(parent, childId, trainingTimeoutMs);
  parent.onboardedAt = Date.now();
}

async function waitForTraining(parent: Parent, childId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const child = await parent.api.call<Child>('GET', `/api/children/${childId}`);
    if (child.status === 200 && child.body.training_status === 'completed') break;
    if (child.status === 200 && child.body.training_status === 'failed') {
      throw new Error('training failed');
    }
    await sleep(1000);
  }
  if (Date.now() >= deadline) throw new Error('training did not finish in time');
}

/** Creates one story and starts its generation; false when the parent could not. */
async function startStory(parent: Parent, childId: string): Promise<boolean> {
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
    const response = await api.call<Story>('POST', `/api/children/${childId}/stories`, {
      json: input,
    });
    if (response.status === 201) return response.body.id;
    if (!isTransient(response)) throw unexpectedAnswer('create story', response);
    const list = await api.call<Story[]>('GET', `/api/children/${childId}/stories`);
    return list.status === 200 ? list.body.find((story) => story.title === title)?.id : undefined;
  });
  const story: ParentStory = {
    id: storyId,
    title,
    createdAt: Date.now(),
    generatedAt: null,
    status: 'pending',
  };
  parent.stories.set(storyId, story);
  const generated = await retry(parent, 'generate', async () => {
    const response = await api.call('POST', `/api/stories/${storyId}/generate`);
    if (response.status === 200) return true;
    if (!isTransient(response)) {
      parent.failures.push({ step: 'generate', status: response.status });
      return false;
    }
    // Lost answer: the story says whether the generation began.
    const now = await api.call<Story>('GET', `/api/stories/${storyId}`);
    if (now.status === 200 && now.body.status !== 'pending') return true;
    return undefined;
  });
  if (!generated) return false;
  story.generatedAt = Date.now();
  story.status = 'generating';
  return true;
}

/** Opens a finished story and downloads its PDF, as a parent does; records whether it came. */
async function readFinishedStory(parent: Parent, story: ParentStory) {
  const { api } = parent;
  await api.call('GET', `/api/stories/${story.id}`);
  const pdf = await api.call('GET', `/api/stories/${story.id}/pdf`, { as: 'bytes' });
  story.pdfDownloaded =
    pdf.status === 200 && pdf.body.subarray(0, 5).toString('latin1') === '%PDF-';
}

const isSettled = (story: ParentStory) => story.status === 'complete' || story.status === 'error';

/**
 * Keeps `inFlight` stories generating until `generateUntil` (at most `maxStories` in all), then
 * waits for the last ones until `settleBy`, polling the child's list every `pollMs`. A parent
 * whose child was ready late (a busy machine) still starts `minStories` after `generateUntil`,
 * so a run always has stories for its faults to land on and its checks to look at.
 */
export async function makeStories(
  parent: Parent,
  {
    inFlight,
    minStories,
    maxStories,
    generateUntil,
    settleBy,
    pollMs,
  }: {
    inFlight: number;
    minStories: number;
    maxStories: number;
    generateUntil: number;
    settleBy: number;
    pollMs: number;
  },
): Promise<void> {
  const { api, childId } = parent;
  if (!childId) throw new Error('no child to make stories for');
  const generating = () =>
    [...parent.stories.values()].filter((story) => story.generatedAt && !isSettled(story));
  const mayStart = () =>
    (Date.now() < generateUntil || parent.storiesCreated < minStories) &&
    parent.storiesCreated < maxStories &&
    Date.now() < settleBy;
  for (;;) {
    while (mayStart() && generating().length < inFlight) {
      if (!(await startStory(parent, childId))) break;
    }
    if (generating().length === 0 && !mayStart()) return;
    if (Date.now() >= settleBy) return;
    await sleep(pollMs);
    const list = await api.call<Story[]>('GET', `/api/children/${childId}/stories`);
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
