import { describe, expect, it } from 'vitest';
import { EDITABLE_STORY_STATUSES, storyStatusSchema } from '@littlestar/shared/stories';
import { canMoveStory, STORY_TRANSITIONS, storyStatusesBefore } from './story-transitions.js';

describe('story status transitions', () => {
  it('allows exactly these moves', () => {
    const allowed = storyStatusSchema.options.flatMap((from) =>
      storyStatusSchema.options
        .filter((to) => canMoveStory(from, to))
        .map((to) => `${from} → ${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'error → generating',
        'generating → error',
        'generating → generating_images',
        'generating_images → complete',
        'generating_images → error',
        'pending → generating',
      ].sort(),
    );
  });

  it('has a row for every status, and a complete story goes nowhere', () => {
    expect(Object.keys(STORY_TRANSITIONS).sort()).toEqual([...storyStatusSchema.options].sort());
    expect(STORY_TRANSITIONS.complete).toEqual([]);
  });

  it('generates only a story the parent may still edit', () => {
    expect(storyStatusesBefore('generating').sort()).toEqual([...EDITABLE_STORY_STATUSES].sort());
  });

  it('fails only a story being made', () => {
    expect(storyStatusesBefore('error').sort()).toEqual(['generating', 'generating_images']);
  });
});
