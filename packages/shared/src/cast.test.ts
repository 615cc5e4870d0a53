import { describe, expect, it } from 'vitest';
import { castMessages } from './cast.js';
import { storyInputSchema, storySchema } from './stories.js';

const story = { title: 'The Lost Star', theme: 'adventure', setting: 'forest' } as const;
const sibling = { child_id: '7b0c3a62-55d1-4a6b-9a8e-0f4f7c1d2e31' };
const dog = { name: 'Biscuit', kind: 'dog', colour: 'golden' } as const;

const messagesOf = (input: unknown) => {
  const result = storyInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the story input’s cast (product.md#cast)', () => {
  it('is optional: a story without one is the story as before', () => {
    const parsed = storyInputSchema.parse(story);
    expect(parsed.cast).toBeUndefined();
  });

  it('takes another child by id and companions described in words', () => {
    const parsed = storyInputSchema.parse({
      ...story,
      cast: [sibling, dog, { name: ' Grandma Rose ', kind: 'grandma', skin: 'light medium' }],
    });
    expect(parsed.cast).toEqual([
      sibling,
      dog,
      { name: 'Grandma Rose', kind: 'grandma', skin: 'light medium' },
    ]);
  });

  it('refuses more than three companions', () => {
    const cast = [sibling, dog, { name: 'Tom', kind: 'cat' }, { name: 'Ann', kind: 'mum' }];
    expect(messagesOf({ ...story, cast })).toContain(castMessages.tooMany);
  });

  it('refuses the same child twice', () => {
    expect(messagesOf({ ...story, cast: [sibling, { ...sibling }] })).toContain(
      castMessages.sameChildTwice,
    );
    // An id in capitals is the same child (a database matches it either way).
    const shouted = { child_id: sibling.child_id.toUpperCase() };
    expect(messagesOf({ ...story, cast: [sibling, shouted] })).toContain(
      castMessages.sameChildTwice,
    );
  });

  it('refuses a kind it does not know, a blank name and markup', () => {
    expect(
      storyInputSchema.safeParse({ ...story, cast: [{ name: 'Rex', kind: 'dragon' }] }).success,
    ).toBe(false);
    expect(
      storyInputSchema.safeParse({ ...story, cast: [{ name: '   ', kind: 'dog' }] }).success,
    ).toBe(false);
    expect(
      storyInputSchema.safeParse({ ...story, cast: [{ name: '<b>Rex</b>', kind: 'dog' }] }).success,
    ).toBe(false);
    expect(
      storyInputSchema.safeParse({
        ...story,
        cast: [{ name: 'Rex', kind: 'dog', colour: 'purple' }],
      }).success,
    ).toBe(false);
  });

  it('refuses a member that is neither a child nor described, and extra keys', () => {
    expect(storyInputSchema.safeParse({ ...story, cast: [{}] }).success).toBe(false);
    expect(
      storyInputSchema.safeParse({ ...story, cast: [{ ...sibling, name: 'Sam' }] }).success,
    ).toBe(false);
  });
});

describe('a story’s cast as the API answers it', () => {
  it('carries child companions with their name, and described ones as they were given', () => {
    const answered = {
      id: 's1',
      child_id: 'c1',
      title: 'The Lost Star',
      theme: 'adventure',
      setting: 'forest',
      conflict: null,
      moral: null,
      cast: [{ ...sibling, name: 'Sam' }, dog],
      language: 'en',
      status: 'pending',
      created_at: '2026-11-27T20:00:00.000Z',
      cover_url: null,
      pages: [],
      progress: null,
    };
    expect(storySchema.parse(answered).cast).toEqual([{ ...sibling, name: 'Sam' }, dog]);
    expect(storySchema.safeParse({ ...answered, cast: undefined }).success).toBe(false);
  });
});
