import { z } from 'zod';
import { plainText } from './plain-text.js';

/**
 * product.md#cast: who else is in a story besides its hero. Up to three companions: another
 * child of the same account (drawn from their own likeness and character sheet), or a pet or a
 * grown-up described in words. The story form sends `cast`; the story answers it back.
 */
export const MAX_CAST = 3;
export const CAST_NAME_MAX_LENGTH = 40;

/** The companions a parent describes in words (another child is chosen from their children). */
export const COMPANION_KINDS = [
  'dog',
  'cat',
  'rabbit',
  'grandma',
  'grandpa',
  'mum',
  'dad',
  'friend',
] as const;
export const companionKindSchema = z.enum(COMPANION_KINDS);
export type CompanionKind = z.infer<typeof companionKindSchema>;

export const PET_KINDS: readonly CompanionKind[] = ['dog', 'cat', 'rabbit'];
export const isPetKind = (kind: CompanionKind) => PET_KINDS.includes(kind);

/** What the picker shows for each kind. */
export const COMPANION_KIND_LABELS: Record<CompanionKind, string> = {
  dog: 'Dog',
  cat: 'Cat',
  rabbit: 'Rabbit',
  grandma: 'Grandma',
  grandpa: 'Grandpa',
  mum: 'Mum',
  dad: 'Dad',
  friend: 'Friend',
};

/** A pet's fur or a grown-up's hair: the few look choices a described companion has. */
export const COMPANION_COLOURS = ['black', 'brown', 'golden', 'ginger', 'grey', 'white'] as const;
export const companionColourSchema = z.enum(COMPANION_COLOURS);
export type CompanionColour = z.infer<typeof companionColourSchema>;

/** A grown-up's or friend's skin, by the names of the likeness swatches (lower case). */
export const COMPANION_SKIN_TONES = [
  'fair',
  'light',
  'light medium',
  'medium',
  'tan',
  'brown',
  'deep brown',
  'deep',
] as const;
export const companionSkinSchema = z.enum(COMPANION_SKIN_TONES);
export type CompanionSkin = z.infer<typeof companionSkinSchema>;

export const castMessages = {
  tooMany: `A story can have at most ${MAX_CAST} companions`,
  nameRequired: 'Please enter a name for each companion',
  sameChildTwice: 'Each child can be in the cast only once',
  heroInCast: "The story's hero is already in the story",
  childNotFound: 'That child is not one of yours',
  /** A pet's or grown-up's name the content check refused (position: 1 to 3, in the form's order). */
  nameRefused: (position: number) =>
    `The name of companion ${position} can't go in a children's book. Please choose another name.`,
  /** The companion child's likeness is not made yet, so they cannot be drawn. */
  childNotReady: (name: string) =>
    `${name} is not ready yet: ${name}'s photos must be trained before they can join a story`,
} as const;

/** Another child of the same account, by id. */
export const castChildInputSchema = z
  // Lower case: ids are compared as text (the hero, the same child twice), and a database
  // matches a UUID in capitals too.
  .object({ child_id: z.string().trim().toLowerCase().min(1) })
  .strict();

/** A pet or a grown-up described in words. */
export const castDescribedInputSchema = z
  .object({
    name: plainText('Companion name', {
      max: CAST_NAME_MAX_LENGTH,
      min: { length: 1, message: castMessages.nameRequired },
    }),
    kind: companionKindSchema,
    colour: companionColourSchema.optional(),
    skin: companionSkinSchema.optional(),
  })
  .strict();

export const castMemberInputSchema = z.union([castChildInputSchema, castDescribedInputSchema]);
export type CastMemberInput = z.infer<typeof castMemberInputSchema>;

/** The story input's `cast`: optional, at most three, no child twice, no two of one name. */
export const castInputSchema = z
  .array(castMemberInputSchema)
  .max(MAX_CAST, castMessages.tooMany)
  .refine((cast) => {
    const ids = cast.flatMap((member) => ('child_id' in member ? [member.child_id] : []));
    return new Set(ids).size === ids.length;
  }, castMessages.sameChildTwice);
export type CastInput = z.infer<typeof castInputSchema>;

/** The cast as a story answers it: a child companion carries the name it has today. */
export const castMemberSchema = z.union([
  z.object({ child_id: z.string(), name: z.string() }),
  z.object({
    name: z.string(),
    kind: companionKindSchema,
    colour: companionColourSchema.optional(),
    skin: companionSkinSchema.optional(),
  }),
]);
export type CastMember = z.infer<typeof castMemberSchema>;

/** The line a story shows under its title: 'With Sam, Biscuit'; null without a cast. */
export const castLine = (cast: readonly { name: string }[]): string | null =>
  cast.length > 0 ? `With ${cast.map((member) => member.name).join(', ')}` : null;
