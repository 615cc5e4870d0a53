import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLICATE_DELIVERY_HOSTS, isReplicateDeliveryUrl } from './replicate-delivery.js';

const allowed = (url: string, hosts = DEFAULT_REPLICATE_DELIVERY_HOSTS) =>
  isReplicateDeliveryUrl(url, hosts);

describe("the hosts Replicate's pictures are downloaded from", () => {
  it('takes replicate.delivery and its subdomains over https', () => {
    expect(allowed('https://replicate.delivery/xezq/abc/out-0.png')).toBe(true);
    expect(allowed('https://pbxt.replicate.delivery/abc/out-0.png')).toBe(true);
    expect(allowed('https://PBXT.Replicate.Delivery/abc/out-0.png')).toBe(true);
  });

  it('refuses every other host, plain http, credentials and non-URLs', () => {
    for (const url of [
      'https://evilreplicate.delivery/out.png',
      'https://replicate.delivery.evil.example/out.png',
      'https://169.254.169.254/latest/meta-data/',
      'http://replicate.delivery/out.png',
      'https://user:pass@replicate.delivery/out.png',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it("takes a test's fake on this machine over http only when its host is named", () => {
    expect(allowed('http://127.0.0.1:4010/files/p.png')).toBe(false);
    expect(allowed('http://127.0.0.1:4010/files/p.png', ['127.0.0.1'])).toBe(true);
    expect(allowed('http://10.0.0.5/files/p.png', ['10.0.0.5'])).toBe(false);
  });
});
