import { describe, expect, it } from 'vitest';
import { defaultViewMode, resolveViewMode } from './view-mode';

describe('view mode (product.md#reader)', () => {
  it('scrolls under 768 px and is a flipbook from 768 px', () => {
    expect(defaultViewMode(390)).toBe('scroll');
    expect(defaultViewMode(767)).toBe('scroll');
    expect(defaultViewMode(768)).toBe('flip');
    expect(defaultViewMode(1280)).toBe('flip');
  });

  it("follows the width until the parent chooses, then keeps the parent's choice", () => {
    expect(resolveViewMode({ width: 1280, chosen: null })).toBe('flip');
    expect(resolveViewMode({ width: 390, chosen: null })).toBe('scroll');
    expect(resolveViewMode({ width: 390, chosen: 'flip' })).toBe('flip');
    expect(resolveViewMode({ width: 1280, chosen: 'scroll' })).toBe('scroll');
  });
});
