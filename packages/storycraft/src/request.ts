import {
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  PRONOUNS,
  SETTINGS,
  THEMES,
  type Pronouns,
  type Setting,
  type Theme,
} from '@littlestar/shared/catalog';
import { resolveLikeness, type Likeness, type LikenessInput } from '@littlestar/shared/likeness';
import { cleanFreeText, cleanName, cleanTitle } from './text-safety.js';

/** What a caller passes to craftStory: the child, the parent's choices and a seed. */
export interface CraftStoryInput {
  child: {
    name: string;
    age: number;
    pronouns: Pronouns;
    /** Missing or malformed fields fall back to friendly defaults. */
    likeness?: LikenessInput | null;
  };
  story: {
    title: string;
    theme: Theme;
    setting: Setting;
    conflict?: string | null;
    moral?: string | null;
  };
  /** Same input and seed, same story, byte for byte. */
  seed: string | number;
}

/** The input after cleaning: every field present, safe and within range. */
export interface StoryRequest {
  name: string;
  age: number;
  pronouns: Pronouns;
  likeness: Likeness;
  title: string;
  theme: Theme;
  setting: Setting;
  conflict: string;
  moral: string;
  seed: string;
}

const FREE_TEXT_MAX_LENGTH = 240;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const normalized = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (allowed as readonly string[]).includes(normalized) ? (normalized as T) : fallback;
}

/**
 * Cleans an input that may come from a database row or an API body: storycraft never
 * throws on odd values, it falls back to something sensible so a story always comes out.
 */
export function normalizeRequest(input: CraftStoryInput): StoryRequest {
  const age = Number(input.child.age);
  return {
    name: cleanName(input.child.name),
    age: Number.isFinite(age)
      ? Math.min(MAX_CHILD_AGE, Math.max(MIN_CHILD_AGE, Math.round(age)))
      : MIN_CHILD_AGE,
    pronouns: oneOf(input.child.pronouns, PRONOUNS, 'they/them'),
    likeness: resolveLikeness(input.child.likeness),
    title: cleanTitle(input.story.title),
    theme: oneOf(input.story.theme, THEMES, 'adventure'),
    setting: oneOf(input.story.setting, SETTINGS, 'forest'),
    conflict: cleanFreeText(input.story.conflict, FREE_TEXT_MAX_LENGTH),
    moral: cleanFreeText(input.story.moral, FREE_TEXT_MAX_LENGTH),
    seed: String(input.seed),
  };
}
