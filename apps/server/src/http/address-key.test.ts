import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limits.js';

describe('addressKey (what a per-address rate limit counts)', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      '2001:db8:1:2:a::b%eth0',
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells different /64 networks apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an address it cannot parse as itself', () => {
    expect(addressKey('not:an::address::')).toBe('not:an::address::');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
