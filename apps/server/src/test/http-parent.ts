import type { Child, TrainingStatusResponse, UploadUrl } from '@littlestar/shared/children';
import type { CreditUsagePage } from '@littlestar/shared/credits';
import type { Story } from '@littlestar/shared/stories';
import type { ParsedMail } from 'mailparser';
import { nextIp, sessionCookie, uniqueEmail } from './accounts.js';
import { mailsIn, recipientOf, waitForMail } from './outbox.js';
import { makePhotoZip } from './photos.js';
import { PUBLIC_ORIGIN } from './processes.js';
import { testStoryInput } from './written-stories.js';

/**
 * A parent driving running server processes over real HTTP, as the web app does: for tests of
 * the production topology, where nothing can be reached in-process. Each call names the API
 * process it goes to; they all share one public origin.
 */
export interface HttpParent {
  email: string;
  cookie: string;
  /** One made-up client address per parent, so rate limits of one test do not leak into another. */
  address: string;
}

export async function call(
  baseUrl: string,
  parent: HttpParent | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      origin: PUBLIC_ORIGIN,
      'x-forwarded-for': parent?.address ?? nextIp(),
      ...(parent ? { cookie: parent.cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    // A bound for a request that hangs, not a speed goal: starting a training checks six photos
    // in freshly forked face-model processes, which took over 30 s in CI's PostgreSQL pass
    // beside Lighthouse and the soak (whose own face processes share the two cores).
    signal: AbortSignal.timeout(120_000),
  });
}

async function expectOk(response: Response, what: string, status = 200): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Signs a new parent up and in. */
export async function signUpParent(baseUrl: string): Promise<HttpParent> {
  const address = nextIp();
  const credentials = { email: uniqueEmail(), password: 'correct horse battery' };
  const anonymous = { email: credentials.email, cookie: '', address };
  await expectOk(
    await call(baseUrl, anonymous, 'POST', '/api/auth/sign-up/email', {
      ...credentials,
      name: 'Test Parent',
    }),
    'sign-up',
  );
  const signIn = await call(baseUrl, anonymous, 'POST', '/api/auth/sign-in/email', credentials);
  await expectOk(signIn, 'sign-in');
  return {
    email: credentials.email,
    cookie: sessionCookie(signIn.headers.getSetCookie()),
    address,
  };
}

/** Buys a plan through the simulated checkout: order, pay, verify. */
export async function buyCredits(baseUrl: string, parent: HttpParent, planId = 'standard') {
  const order = (await expectOk(
    await call(baseUrl, parent, 'POST', '/api/payments/create-order', {
      plan_id: planId,
      currency: 'USD',
    }),
    'create order',
  )) as { order_id: string };
  const proof = (await expectOk(
    await call(baseUrl, parent, 'POST', '/api/payments/simulated/pay', {
      order_id: order.order_id,
    }),
    'pay',
  )) as object;
  await expectOk(await call(baseUrl, parent, 'POST', '/api/payments/verify', proof), 'verify');
}

/** The signed upload URL of a child's photos, on the given API process. */
export async function uploadUrlOf(
  baseUrl: string,
  parent: HttpParent,
  childId: string,
): Promise<string> {
  const upload = (await expectOk(
    await call(baseUrl, parent, 'POST', `/api/training/${childId}/upload-url`),
    'upload url',
  )) as UploadUrl;
  if (upload.upload_method !== 'PUT') throw new Error('process tests expect local storage');
  // Signed for the public origin: the same path and query, sent to this process.
  const signed = new URL(upload.upload_url);
  return `${baseUrl}${signed.pathname}${signed.search}`;
}

export async function createChild(baseUrl: string, parent: HttpParent, age = 6): Promise<Child> {
  return (await expectOk(
    await call(baseUrl, parent, 'POST', '/api/children', {
      name: 'Maya',
      age,
      pronouns: 'she/her',
    }),
    'create child',
    201,
  )) as Child;
}

/**
 * A child made, given five photos and trained, as a parent does it in the web app. Training is
 * a job: some worker process must be running.
 */
export async function createTrainedChild(
  baseUrl: string,
  parent: HttpParent,
  options: { age?: number; seconds?: number } = {},
): Promise<Child> {
  const child = await createChild(baseUrl, parent, options.age ?? 6);
  const put = await fetch(await uploadUrlOf(baseUrl, parent, child.id), {
    method: 'PUT',
    headers: { 'content-type': 'application/zip' },
    body: await makePhotoZip(5),
  });
  await expectOk(put, 'upload', 204);
  await expectOk(
    await call(baseUrl, parent, 'POST', `/api/training/${child.id}/start`),
    'start training',
  );
  const deadline = Date.now() + (options.seconds ?? 120) * 1000;
  for (;;) {
    const status = (await expectOk(
      await call(baseUrl, parent, 'GET', `/api/training/${child.id}/status`),
      'training status',
    )) as TrainingStatusResponse;
    if (status.training_status === 'completed') return child;
    if (status.training_status === 'failed' || Date.now() > deadline) {
      throw new Error(`training ended as ${status.training_status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A story asked for and confirmed (one credit spent): its `story.write` is queued. */
export async function generateStory(
  baseUrl: string,
  parent: HttpParent,
  childId: string,
): Promise<string> {
  const created = (await expectOk(
    await call(baseUrl, parent, 'POST', `/api/children/${childId}/stories`, testStoryInput),
    'create story',
    201,
  )) as Story;
  await expectOk(
    await call(baseUrl, parent, 'POST', `/api/stories/${created.id}/generate`),
    'generate',
  );
  return created.id;
}

/** The story as its parent sees it, or undefined while that API process does not answer. */
export async function readStory(
  baseUrl: string,
  parent: HttpParent,
  storyId: string,
): Promise<Story | undefined> {
  try {
    const response = await call(baseUrl, parent, 'GET', `/api/stories/${storyId}`);
    return response.ok ? ((await response.json()) as Story) : undefined;
  } catch {
    return undefined;
  }
}

/** Polls until `isDone` holds; the story as last read (possibly not done) after `seconds`. */
export async function waitForStory(
  baseUrl: string,
  parent: HttpParent,
  storyId: string,
  isDone: (story: Story) => boolean,
  seconds: number,
): Promise<Story | undefined> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const story = await readStory(baseUrl, parent, storyId);
    if ((story && isDone(story)) || Date.now() > deadline) return story;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const isFinished = (story: Story) => story.status === 'complete' || story.status === 'error';

/** How often the parent was charged for a story, and refunded. */
export async function chargesOf(baseUrl: string, parent: HttpParent) {
  const usage = (await expectOk(
    await call(baseUrl, parent, 'GET', '/api/payments/credit-usage?page_size=50'),
    'credit usage',
  )) as CreditUsagePage;
  return {
    storyCharges: usage.items.filter((entry) => entry.type === 'story creation').length,
    refunds: usage.items.filter((entry) => entry.type === 'refund').length,
  };
}

/**
 * The "story is ready" mails the parent got (from the outbox in DATA_DIR), once the first has
 * come: a retried step must not send a second.
 */
export async function storyReadyMails(dataDir: string, parent: HttpParent): Promise<number> {
  const isReadyMail = (mail: ParsedMail) =>
    recipientOf(mail).includes(parent.email) &&
    (mail.subject ?? '').includes(`"${testStoryInput.title}" is ready`);
  await waitForMail(dataDir, isReadyMail, 30_000).catch(() => null);
  return (await mailsIn(dataDir, isReadyMail)).length;
}
