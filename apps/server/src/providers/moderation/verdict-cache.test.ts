import { describe, expect, it } from 'vitest';
import { createVerdictCache } from './verdict-cache.js';

describe('the remembered verdicts of the moderation service', () => {
  const clean = { flagged: false, categories: [] };

  it('answers a text seen lately, and forgets it once its time is up', () => {
    let now = 1_000;
    const cache = createVerdictCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.set('Biscuit', { flagged: true, categories: ['violence'] });
    expect(cache.get('Biscuit')).toEqual({ flagged: true, categories: ['violence'] });
    expect(cache.get('biscuit')).toBeUndefined();
    now += 59_999;
    expect(cache.get('Biscuit')).toBeDefined();
    now += 1;
    expect(cache.get('Biscuit')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest first', () => {
    const cache = createVerdictCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('one', clean);
    cache.set('two', clean);
    cache.set('three', clean);
    expect(cache.size).toBe(2);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toEqual(clean);
    expect(cache.get('three')).toEqual(clean);
  });
});
