import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random.js';

describe('seeded randomness', () => {
  it('repeats exactly for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('keeps forked streams independent of draws made before the fork', () => {
    const first = createRandom('seed');
    const second = createRandom('seed');
    second.next();
    second.next();
    expect(first.fork('trees').next()).toBe(second.fork('trees').next());
  });

  it('stays within bounds', () => {
    const random = createRandom(42);
    for (let index = 0; index < 1000; index += 1) {
      const value = random.int(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
    expect(hashString('x')).toBe(hashString('x'));
  });
});
