import { z } from 'zod';

/**
 * The likeness profile: what the illustrator needs to draw a child so a parent recognises
 * them. It is small on purpose — four colours, a hair style and glasses — so it can come
 * from the profile editor's swatches or from colours sampled from the child's photos.
 */

export const HAIR_STYLES = [
  'short',
  'long',
  'curly',
  'wavy',
  'braids',
  'ponytail',
  'afro',
  'bun',
  'buzz',
] as const;
export const hairStyleSchema = z.enum(HAIR_STYLES);
export type HairStyle = z.infer<typeof hairStyleSchema>;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour; stored lowercase so equal colours compare equal. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR, 'Use a colour written as #rrggbb')
  .transform((value) => value.toLowerCase());

export interface ColorSwatch {
  readonly name: string;
  readonly hex: string;
}

export const SKIN_TONE_SWATCHES: readonly ColorSwatch[] = [
  { name: 'Fair', hex: '#fbe3d0' },
  { name: 'Light', hex: '#f3cfb3' },
  { name: 'Light medium', hex: '#e8b48f' },
  { name: 'Medium', hex: '#d39b73' },
  { name: 'Tan', hex: '#b97a55' },
  { name: 'Brown', hex: '#94603f' },
  { name: 'Deep brown', hex: '#6f4530' },
  { name: 'Deep', hex: '#4a2e22' },
];

export const HAIR_COLOR_SWATCHES: readonly ColorSwatch[] = [
  { name: 'Black', hex: '#1f1a17' },
  { name: 'Dark brown', hex: '#3b2618' },
  { name: 'Brown', hex: '#6a4328' },
  { name: 'Light brown', hex: '#9a6a3f' },
  { name: 'Auburn', hex: '#8e3b1e' },
  { name: 'Red', hex: '#b5522b' },
  { name: 'Strawberry blond', hex: '#d09a5e' },
  { name: 'Blond', hex: '#e2c27a' },
  { name: 'Platinum', hex: '#efe2c0' },
  { name: 'Grey', hex: '#b9b4ad' },
];

export const EYE_COLOR_SWATCHES: readonly ColorSwatch[] = [
  { name: 'Dark brown', hex: '#3a2414' },
  { name: 'Brown', hex: '#5b3a1e' },
  { name: 'Amber', hex: '#b07a2a' },
  { name: 'Hazel', hex: '#8a6a3a' },
  { name: 'Green', hex: '#4f7d4a' },
  { name: 'Blue', hex: '#4a7fb5' },
  { name: 'Grey', hex: '#7d8a93' },
];

export const FAVORITE_COLOR_SWATCHES: readonly ColorSwatch[] = [
  { name: 'Pink', hex: '#ff69b4' },
  { name: 'Red', hex: '#e4574f' },
  { name: 'Orange', hex: '#f39a3d' },
  { name: 'Yellow', hex: '#f5c842' },
  { name: 'Green', hex: '#58b368' },
  { name: 'Teal', hex: '#2fb3a6' },
  { name: 'Blue', hex: '#4a90d9' },
  { name: 'Purple', hex: '#8e6bd1' },
];

export const likenessSchema = z.object({
  skinTone: hexColorSchema,
  hairColor: hexColorSchema,
  eyeColor: hexColorSchema,
  favoriteColor: hexColorSchema,
  hairStyle: hairStyleSchema,
  glasses: z.boolean(),
});
export type Likeness = z.infer<typeof likenessSchema>;

/** What a client may send: any field may be left out and falls back to the default. */
export const likenessInputSchema = likenessSchema.partial();
export type LikenessInput = z.input<typeof likenessInputSchema>;

export const DEFAULT_LIKENESS: Likeness = {
  skinTone: '#e8b48f',
  hairColor: '#3b2618',
  eyeColor: '#5b3a1e',
  favoriteColor: '#4a90d9',
  hairStyle: 'short',
  glasses: false,
};

/**
 * Where a child has no likeness yet: the default, with the hair of the default avatar the
 * spec draws for the child's pronouns, so the first pictures agree with the child's card.
 */
export function defaultLikenessFor(pronouns: string): Likeness {
  return pronouns === 'she/her' ? { ...DEFAULT_LIKENESS, hairStyle: 'ponytail' } : DEFAULT_LIKENESS;
}

/**
 * A complete profile from whatever is stored: each missing or malformed field takes its
 * friendly default on its own, so one bad colour never throws away the rest of a likeness.
 */
export function resolveLikeness(input: unknown): Likeness {
  const source: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const pick = <K extends keyof Likeness>(key: K): Likeness[K] => {
    const parsed = likenessSchema.shape[key].safeParse(source[key]);
    return parsed.success ? (parsed.data as Likeness[K]) : DEFAULT_LIKENESS[key];
  };
  return {
    skinTone: pick('skinTone'),
    hairColor: pick('hairColor'),
    eyeColor: pick('eyeColor'),
    favoriteColor: pick('favoriteColor'),
    hairStyle: pick('hairStyle'),
    glasses: pick('glasses'),
  };
}
