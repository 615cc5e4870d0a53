import { z } from 'zod';

/** Story themes as sent on the wire (lowercase); the UI shows them capitalised (product.md#story-form). */
export const THEMES = [
  'adventure',
  'friendship',
  'courage',
  'learning',
  'family',
  'magic',
  'nature',
  'space',
] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

/** Story settings as sent on the wire (lowercase, spaces kept: 'magical kingdom'). */
export const SETTINGS = [
  'forest',
  'ocean',
  'space',
  'magical kingdom',
  'city',
  'mountain',
  'jungle',
  'desert',
  'school',
  'underwater',
] as const;
export const settingSchema = z.enum(SETTINGS);
export type Setting = z.infer<typeof settingSchema>;

export const PRONOUNS = ['he/him', 'she/her', 'they/them', 'other'] as const;
export const pronounsSchema = z.enum(PRONOUNS);
export type Pronouns = z.infer<typeof pronounsSchema>;

export const MIN_CHILD_AGE = 3;
export const MAX_CHILD_AGE = 10;
export const DEFAULT_CHILD_AGE = 5;
export const DEFAULT_PRONOUNS: Pronouns = 'she/her';

/** 'magical kingdom' → 'Magical Kingdom' */
export function toDisplayLabel(value: string): string {
  return value.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
