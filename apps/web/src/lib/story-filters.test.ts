import { describe, expect, it } from 'vitest';
import { createTestStory } from '@/test-utils/test-story';
import { filterStories } from './story-filters';

const monday = createTestStory({
  id: 'mon',
  status: 'complete',
  created_at: '2026-03-02T09:00:00Z',
});
const tuesday = createTestStory({
  id: 'tue',
  status: 'pending',
  created_at: '2026-03-03T09:00:00Z',
});
const wednesday = createTestStory({
  id: 'wed',
  status: 'error',
  created_at: '2026-03-04T09:00:00Z',
});
const thursday = createTestStory({
  id: 'thu',
  status: 'complete',
  created_at: '2026-03-05T09:00:00Z',
});
// As a server might send them: in no particular order.
const stories = [tuesday, thursday, monday, wednesday];
const ids = (list: { id: string }[]) => list.map((story) => story.id);

describe('filterStories (product.md#stories-list)', () => {
  it('Latest puts the newest story first', () => {
    expect(ids(filterStories(stories, 'latest'))).toEqual(['thu', 'wed', 'tue', 'mon']);
  });

  it('Oldest puts the first story made first', () => {
    expect(ids(filterStories(stories, 'oldest'))).toEqual(['mon', 'tue', 'wed', 'thu']);
  });

  it('Complete and Pending keep only that status, newest first', () => {
    expect(ids(filterStories(stories, 'complete'))).toEqual(['thu', 'mon']);
    expect(ids(filterStories(stories, 'pending'))).toEqual(['tue']);
  });

  it('leaves the list it was given as it was', () => {
    filterStories(stories, 'oldest');
    expect(ids(stories)).toEqual(['tue', 'thu', 'mon', 'wed']);
  });
});
