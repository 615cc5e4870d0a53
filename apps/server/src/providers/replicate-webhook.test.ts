import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeReplicate } from '@littlestar/fakes/fake-replicate';
import { readReplicateDelivery } from './replicate-webhook.js';

// The real functions, watched: the signature must be compared by timingSafeEqual.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
beforeAll(async () => {
  fake = await startFakeReplicate({ token: 'r8_test_token' });
});
afterAll(() => fake.close());

const read = (body: string, headers: Record<string, string | undefined>) =>
  readReplicateDelivery(fake.secret, { headers, rawBody: body });

describe("Replicate's webhook deliveries (trainings and predictions alike)", () => {
  it('reads the id of a correctly signed delivery, and refuses a forged, tampered or replayed one', async () => {
    const body = JSON.stringify({ id: 'tr_1', status: 'succeeded' });
    expect(await read(body, fake.sign(body))).toEqual({ id: 'tr_1' });

    const forged = { ...fake.sign(body), 'webhook-signature': 'v1,bm90LWEtcmVhbC1zaWduYXR1cmU=' };
    expect(await read(body, forged)).toBe('forged');
    expect(await read(body.replace('succeeded', 'failed'), fake.sign(body))).toBe('forged');
    const replayed = fake.sign(body, Math.floor(Date.now() / 1000) - 3600);
    expect(await read(body, replayed)).toBe('forged');
    expect(await read(body, { ...fake.sign(body), 'webhook-signature': 'not base64 at all' })).toBe(
      'forged',
    );
  });

  it('tells a genuine delivery that names nothing from a forged one', async () => {
    for (const body of ['{not json', '{"status":"succeeded"}', '[]', 'null', '{"id":""}']) {
      expect(await read(body, fake.sign(body))).toBe('unreadable');
    }
  });

  it('checks without ever calling Replicate, and refuses every delivery without a secret', async () => {
    const before = fake.requests.length;
    const body = JSON.stringify({ id: 'tr_2', status: 'succeeded' });
    const unsigned = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Date.now() / 1000) };
    expect(await read(body, unsigned)).toBe('forged');
    expect(await read(body, fake.sign(body))).toEqual({ id: 'tr_2' });
    // A server without the secret (config refuses to start so when Replicate is used) never
    // asks for it.
    expect(
      await readReplicateDelivery(undefined, { headers: fake.sign(body), rawBody: body }),
    ).toBe('forged');
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it('compares signatures in constant time, any of several, and only v1 ones', async () => {
    const body = JSON.stringify({ id: 'tr_3', status: 'succeeded' });
    const signed = fake.sign(body);
    const good = signed['webhook-signature'];
    const value = good.slice('v1,'.length);
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(await read(body, signed)).toEqual({ id: 'tr_3' });
    expect(compare).toHaveBeenCalledTimes(1);

    // Rotated secrets send several: any one that matches will do.
    const several = `v1,${Buffer.alloc(32).toString('base64')} ${good}`;
    expect(await read(body, { ...signed, 'webhook-signature': several })).toEqual({ id: 'tr_3' });
    // A shorter or longer one is refused without comparing (and without throwing).
    for (const wrongLength of [`v1,${value.slice(0, 20)}`, `v1,${value}${value}`]) {
      compare.mockClear();
      expect(await read(body, { ...signed, 'webhook-signature': wrongLength })).toBe('forged');
      expect(compare).not.toHaveBeenCalled();
    }
    // The right bytes under another version label are not a v1 signature.
    expect(await read(body, { ...signed, 'webhook-signature': `v2,${value}` })).toBe('forged');
  });
});
