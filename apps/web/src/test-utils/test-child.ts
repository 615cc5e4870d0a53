import type { Child } from '@littlestar/shared/children';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';

/** A child as the API returns it, with overrides. */
export function createTestChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 'child-1',
    name: 'Arjun',
    name_devanagari: null,
    age: 6,
    pronouns: 'he/him',
    training_status: 'not_started',
    imageUrl: null,
    photo_count: 0,
    likeness: DEFAULT_LIKENESS,
    training_warnings: [],
    likeness_measured: [],
    character_sheet: null,
    likeness_check: { enabled: true, has_reference: false },
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
