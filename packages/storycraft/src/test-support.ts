import type { Pronouns, Setting, Theme } from '@littlestar/shared/catalog';
import type { CraftStoryInput } from './request.js';

/** A story request with sensible defaults; tests override what they care about. */
export function createTestInput(
  overrides: {
    name?: string;
    age?: number;
    pronouns?: Pronouns;
    theme?: Theme;
    setting?: Setting;
    title?: string;
    conflict?: string;
    moral?: string;
    seed?: string | number;
    likeness?: CraftStoryInput['child']['likeness'];
  } = {},
): CraftStoryInput {
  return {
    child: {
      name: overrides.name ?? 'Mia',
      age: overrides.age ?? 5,
      pronouns: overrides.pronouns ?? 'she/her',
      likeness: overrides.likeness ?? null,
    },
    story: {
      title: overrides.title ?? 'A Test Story',
      theme: overrides.theme ?? 'courage',
      setting: overrides.setting ?? 'ocean',
      conflict: overrides.conflict,
      moral: overrides.moral,
    },
    seed: overrides.seed ?? 'test-seed',
  };
}

/** Splits plain story text into sentences (quotes stay with their sentence). */
export function sentencesOf(text: string): string[] {
  // '"Help!" said Mia.' is one sentence: a new one starts with a capital (or a quote).
  return text
    .split(/(?<=[.!?]["']?)\s+(?=["']?[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const PRONOUN_WORDS: Record<'he' | 'she' | 'they', RegExp> = {
  he: /\b(?:he|him|his|himself)\b/i,
  she: /\b(?:she|her|hers|herself)\b/i,
  they: /\b(?:they|them|their|theirs|themselves|themself)\b/i,
};

/** Which pronoun families appear in the text. */
export function pronounFamilies(text: string): Array<'he' | 'she' | 'they'> {
  return (Object.keys(PRONOUN_WORDS) as Array<'he' | 'she' | 'they'>).filter((family) =>
    PRONOUN_WORDS[family].test(text),
  );
}

/**
 * The sentences of a text without its refrain: the youngest readers' stories repeat one
 * line on purpose, and only that line may repeat.
 */
export function withoutRefrain(sentences: string[], refrain: string | null): string[] {
  return refrain ? sentences.filter((sentence) => sentence !== refrain) : sentences;
}
