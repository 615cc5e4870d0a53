import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { createTestStory } from './test-story';

/** A demo child as the API returns it, with overrides. */
export function createTestDemoChild(overrides: Partial<DemoChild> = {}): DemoChild {
  return {
    id: 'demo-1',
    name: 'Zoe',
    age: 5,
    pronouns: 'she/her',
    training_status: 'completed',
    likeness: DEFAULT_LIKENESS,
    imageUrl: null,
    avatar_url:
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    description: 'Loves puddles, dragons and asking why.',
    ...overrides,
  };
}

/** A demo story (seeded unless `free: true`), with overrides. */
export function createTestDemoStory(overrides: Partial<DemoStory> = {}): DemoStory {
  return { ...createTestStory({ child_id: 'demo-1' }), free: false, ...overrides };
}
