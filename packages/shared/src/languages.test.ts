import { describe, expect, it } from 'vitest';
import { childInputSchema } from './children.js';
import { devanagariNameMessages, isDevanagariName } from './languages.js';
import { storyInputSchema } from './stories.js';

const child = { name: 'Aarav', age: 5, pronouns: 'he/him' as const };

describe("a child's name in Devanagari", () => {
  it('is optional, and kept as the parent typed it (normalised, spaces tidied)', () => {
    expect(childInputSchema.parse(child).name_devanagari).toBeUndefined();
    expect(childInputSchema.parse({ ...child, name_devanagari: '  आरव   शर्मा ' })).toMatchObject({
      name_devanagari: 'आरव शर्मा',
    });
    // Conjuncts, matras, nukta and the joiners that pick a conjunct's form are letters of a name.
    for (const name of ['क्षितिज', 'ज़ोया', 'श्रुति', 'अर्\u200dजुन'])
      expect(isDevanagariName(name)).toBe(true);
  });

  it('is cleared by a blank or null', () => {
    expect(childInputSchema.parse({ ...child, name_devanagari: '  ' }).name_devanagari).toBeNull();
    expect(childInputSchema.parse({ ...child, name_devanagari: null }).name_devanagari).toBeNull();
  });

  it('refuses Latin letters, digits, dandas and a lone vowel sign, in words the parent can act on', () => {
    for (const name of ['Aarav', 'आरव1', 'आरव।', 'आरव ji', 'ा', '१२३']) {
      const result = childInputSchema.safeParse({ ...child, name_devanagari: name });
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(devanagariNameMessages.notDevanagari);
    }
  });
});

describe("a story's language", () => {
  it('is English or Hindi, and may be left out', () => {
    const story = { title: 'T', theme: 'friendship', setting: 'forest' };
    expect(storyInputSchema.parse({ ...story, language: 'hi' }).language).toBe('hi');
    expect(storyInputSchema.parse(story).language).toBeUndefined();
    expect(storyInputSchema.safeParse({ ...story, language: 'fr' }).success).toBe(false);
  });
});
