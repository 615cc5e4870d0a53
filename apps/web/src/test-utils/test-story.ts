import type { Story } from '@littlestar/shared/stories';

/** A story as the API returns it, with overrides. */
export function createTestStory(overrides: Partial<Story> = {}): Story {
  return {
    id: 'story-1',
    child_id: 'child-1',
    title: 'Maya and the Moonlit Forest',
    theme: 'adventure',
    setting: 'forest',
    conflict: null,
    moral: null,
    cast: [],
    language: 'en',
    status: 'pending',
    created_at: '2026-01-01T10:00:00.000Z',
    cover_url: null,
    pages: [],
    progress: null,
    ...overrides,
  };
}
