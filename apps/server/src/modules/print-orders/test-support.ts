import type { LightMyRequestResponse } from 'fastify';
import type { ShippingAddress } from '@littlestar/shared/print-orders';
import type { PrintFiles } from '@littlestar/shared/stories';
import { startFakeLulu, type FakeLulu } from '@littlestar/fakes/fake-lulu';
import { startFakeRazorpay, type FakeRazorpay } from '@littlestar/fakes/fake-razorpay';
import { mailsIn, recipientOf } from '../../test/outbox.js';
import type { SignedIn } from '../../test/accounts.js';
import { callAs, generateStory, waitUntilFinished } from '../../test/stories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * What the print-orders API tests share: the app with PRINT=lulu against Lulu's fake, paid
 * through the simulated checkout or through Razorpay's fake, and the signed deliveries of
 * both services' webhooks to the app's real routes.
 */

export const testAddress: ShippingAddress = {
  name: 'Asha Rao',
  street1: '1 Main Street',
  street2: '',
  city: 'Springfield',
  state_code: 'IL',
  postcode: '62701',
  country_code: 'US',
  phone_number: '+1 217 555 0100',
};

export interface PrintTestApp {
  t: TestApp;
  lulu: FakeLulu;
  /** Only with `payments: 'razorpay'`; the simulated checkout otherwise. */
  razorpay: FakeRazorpay | undefined;
  /** A signed delivery of Lulu's status webhook. */
  luluWebhook(delivery: { body: string; signature: string }): Promise<LightMyRequestResponse>;
  /** A signed delivery of Razorpay's webhook under an event id (Razorpay's retries repeat it). */
  razorpayWebhook(
    delivery: { body: string; signature: string },
    eventId: string,
  ): Promise<LightMyRequestResponse>;
  /** The mails about printed books sent to `email` whose subject passes `isWanted`. */
  printOrderMails(
    email: string,
    isWanted: (subject: string) => boolean,
  ): Promise<Awaited<ReturnType<typeof mailsIn>>>;
  close(): Promise<void>;
}

/** Starts the fakes and the app (with its job workers) wired to them. */
export async function startPrintTestApp(
  options: { payments?: 'simulated' | 'razorpay'; env?: Record<string, string> } = {},
): Promise<PrintTestApp> {
  const lulu = await startFakeLulu();
  const razorpay = options.payments === 'razorpay' ? await startFakeRazorpay() : undefined;
  const t = await createTestApp({
    startWorkers: true,
    env: {
      TRUST_PROXY: 'true',
      PRINT: 'lulu',
      LULU_API_URL: lulu.url,
      LULU_CLIENT_KEY: lulu.clientKey,
      LULU_CLIENT_SECRET: lulu.clientSecret,
      ...(razorpay
        ? {
            PAYMENTS: 'razorpay',
            RAZORPAY_KEY_ID: razorpay.keyId,
            RAZORPAY_KEY_SECRET: razorpay.keySecret,
            RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
            RAZORPAY_API_URL: razorpay.url,
          }
        : {}),
      ...options.env,
    },
  });
  return {
    t,
    lulu,
    razorpay,
    luluWebhook: (delivery) =>
      t.app.inject({
        method: 'POST',
        url: '/api/print-orders/webhook/lulu',
        headers: { 'content-type': 'application/json', 'lulu-hmac-sha256': delivery.signature },
        payload: delivery.body,
      }),
    razorpayWebhook: (delivery, eventId) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': eventId,
        },
        payload: delivery.body,
      }),
    printOrderMails: async (email, isWanted) =>
      (await mailsIn(t.config.dataDir, (mail) => isWanted(mail.subject ?? ''))).filter(
        (mail) => recipientOf(mail) === email,
      ),
    async close() {
      await t.close();
      await lulu.close();
      await razorpay?.close();
    },
  };
}

/** Waits until `check` holds (jobs run on workers that share the machine with other tests). */
export async function until(check: () => Promise<boolean>, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A parent's finished story with its print files ready: what a printed book is ordered of. */
export async function storyWithPrintFiles(
  t: TestApp,
): Promise<{ user: SignedIn; storyId: string }> {
  const { user, storyId } = await generateStory(t);
  // Generous: the story and its print files share the machine's cores with other tests.
  const finished = await waitUntilFinished(t, user, storyId, 90);
  if (finished.status !== 'complete') throw new Error(`story ended ${finished.status}`);
  const asked = await callAs(t, user, 'POST', `/api/stories/${storyId}/print-files`);
  if (asked.statusCode !== 202) throw new Error(`print files answered ${asked.statusCode}`);
  await until(
    async () =>
      (await callAs(t, user, 'GET', `/api/stories/${storyId}/print-files`)).json<PrintFiles>()
        .status === 'ready',
  );
  return { user, storyId };
}
