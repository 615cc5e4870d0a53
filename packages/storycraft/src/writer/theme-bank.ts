import type { Theme } from '@littlestar/shared/catalog';
import type { ConflictPhrases } from './conflict.js';
import { ADVENTURE } from './themes/adventure.js';
import { COURAGE } from './themes/courage.js';
import { FAMILY } from './themes/family.js';
import { FRIENDSHIP } from './themes/friendship.js';
import { LEARNING } from './themes/learning.js';
import { MAGIC } from './themes/magic.js';
import { NATURE } from './themes/nature.js';
import { SPACE } from './themes/space.js';

/**
 * What a theme gives the story: the call that starts it, how the child tries, what turns
 * it round, and how it ends. Sentences borrow the setting's nouns through {@slots}, so
 * "Courage" in the ocean and "Courage" in the desert read differently.
 *
 * Only the child is ever "he", "she" or "they" (through tokens); everyone else is named,
 * so a pronoun in the story always means the child.
 */
export interface ThemeBank {
  /** An adjective and a noun for the quality the story is about. */
  virtue: string;
  virtueNoun: string;
  call: string[];
  callReaction: string[];
  problemFeel: string[];
  /** One bank per attempt, so the tries escalate in order. */
  tries: [string[], string[], string[]];
  /**
   * Last tries that nearly work ("got a little further than before"); the composer never
   * follows one with "It did not work."
   */
  nearMisses: string[];
  lowpoint: string[];
  turning: string[];
  turnAction: string[];
  resolution: string[];
  celebration: string[];
  /** The moral in the story's own words, used when the parent gave none. */
  morals: string[];
  /** Problems that fit the theme, used when the parent gave none. */
  problems: ConflictPhrases[];
}

export const THEME_BANKS: Record<Theme, ThemeBank> = {
  adventure: ADVENTURE,
  friendship: FRIENDSHIP,
  courage: COURAGE,
  learning: LEARNING,
  family: FAMILY,
  magic: MAGIC,
  nature: NATURE,
  space: SPACE,
};
