import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links that match their own route pattern', () => {
    const samples: [keyof typeof paths, string][] = [
      ['childStories', paths.childStories.href('c1')],
      ['editChild', paths.editChild.href('c1')],
      ['createStory', paths.createStory.href('c1')],
      ['storyPreview', paths.storyPreview.href(42)],
      ['editStory', paths.editStory.href(42)],
      ['orderPrint', paths.orderPrint.href('s1')],
      ['orders', paths.orders.href()],
      ['demoChildStories', paths.demoChildStories.href('d1')],
      ['demoCreateStory', paths.demoCreateStory.href('d1')],
      ['demoEditChild', paths.demoEditChild.href('d1')],
      ['demoStoryPreview', paths.demoStoryPreview.href('s1')],
      ['paymentComplete', paths.paymentComplete.href('order_Abc123')],
      ['sharedBook', paths.sharedBook.href('tok_9-x')],
    ];
    for (const [name, href] of samples) {
      expect(matchPath(paths[name].path, href), `${name}: ${href}`).not.toBeNull();
    }
  });

  it('matches the routes of product.md#routes', () => {
    expect(paths.childStories.href('abc')).toBe('/child/abc/stories');
    expect(paths.demoStoryPreview.href(9)).toBe('/demo/story/9/preview');
    expect(paths.home.href('pricing')).toBe('/#pricing');
    expect(paths.details.href('refunds')).toBe('/details#refunds');
    expect(paths.details.href()).toBe('/details');
  });

  it("opens the child wizard's photo step with ?step=photos", () => {
    expect(paths.editChild.href('c1', { step: 'photos' })).toBe('/child/c1/edit?step=photos');
    expect(paths.editChild.href('c1', { step: 'details' })).toBe('/child/c1/edit');
    expect(paths.editChild.href('c1', { step: 'photos', isNew: true })).toBe(
      '/child/c1/edit?step=photos&new=1',
    );
    expect(matchPath(paths.editChild.path, '/child/c1/edit')).not.toBeNull();
  });

  it('escapes ids so they stay one path segment', () => {
    expect(paths.storyPreview.href('a/b c')).toBe('/story/a%2Fb%20c/preview');
  });

  it('defines every path once', () => {
    const patterns = Object.values(paths).map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
