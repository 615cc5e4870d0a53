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
import {
  COMPANION_COLOURS,
  COMPANION_KINDS,
  COMPANION_SKIN_TONES,
  MAX_CAST,
  type CompanionColour,
  type CompanionKind,
  type CompanionSkin,
} from '@littlestar/shared/cast';
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
  /** Who else is in the story (product.md#cast): up to three, in the parent's order. */
  cast?: CraftCastMember[] | null;
  /** Same input and seed, same story, byte for byte. */
  seed: string | number;
}

/** A companion as the caller knows it: another child (with a likeness), or a pet or grown-up. */
export type CraftCastMember =
  | {
      kind: 'child';
      name: string;
      age: number;
      pronouns: Pronouns;
      likeness?: LikenessInput | null;
    }
  | {
      kind: CompanionKind;
      name: string;
      colour?: CompanionColour | null;
      skin?: CompanionSkin | null;
    };

/** A companion after cleaning. */
export type Companion =
  | { kind: 'child'; name: string; age: number; pronouns: Pronouns; likeness: Likeness }
  | { kind: CompanionKind; name: string; colour?: CompanionColour; skin?: CompanionSkin };

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
  /** Companions with a usable name, at most three, none named as the hero. */
  cast: Companion[];
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
    cast: normalizeCast(input.cast, cleanName(input.child.name)),
    seed: String(input.seed),
  };
}

/** Companions cleaned like the hero; a nameless one, or one named as someone before, is left out. */
export function normalizeCast(cast: CraftStoryInput['cast'], heroName: string): Companion[] {
  const names = new Set([heroName.toLowerCase()]);
  const companions: Companion[] = [];
  for (const member of Array.isArray(cast) ? cast : []) {
    if (companions.length === MAX_CAST) break;
    if (typeof member !== 'object' || member === null) continue;
    const name = cleanName(member.name, '');
    if (!name || names.has(name.toLowerCase())) continue;
    names.add(name.toLowerCase());
    if (member.kind === 'child') {
      const age = Number(member.age);
      companions.push({
        kind: 'child',
        name,
        age: Number.isFinite(age)
          ? Math.min(MAX_CHILD_AGE, Math.max(MIN_CHILD_AGE, Math.round(age)))
          : MIN_CHILD_AGE,
        pronouns: oneOf(member.pronouns, PRONOUNS, 'they/them'),
        likeness: resolveLikeness(member.likeness),
      });
      continue;
    }
    const kind = oneOf(member.kind, COMPANION_KINDS, 'friend');
    const colour = member.colour ? oneOf(member.colour, COMPANION_COLOURS, 'brown') : undefined;
    const skin = member.skin ? oneOf(member.skin, COMPANION_SKIN_TONES, 'medium') : undefined;
    companions.push({
      kind,
      name,
      ...(colour ? { colour } : {}),
      ...(skin ? { skin } : {}),
    });
  }
  return companions;
}
