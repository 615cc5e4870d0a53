import { describe, expect, it } from 'vitest';
import { photoCountText } from './photos.js';

describe('photoCountText', () => {
  it('says how many more photos the minimum needs, then only the count', () => {
    expect(photoCountText({ count: 0, minimum: 5 })).toBe('0 of 10 photos — add at least 5');
    expect(photoCountText({ count: 2, minimum: 5 })).toBe('2 of 10 photos — add at least 3 more');
    expect(photoCountText({ count: 4, minimum: 5 })).toBe('4 of 10 photos — add at least 1 more');
    expect(photoCountText({ count: 5, minimum: 5 })).toBe('5 of 10 photos');
    expect(photoCountText({ count: 10, minimum: 5 })).toBe('10 of 10 photos');
  });
});
