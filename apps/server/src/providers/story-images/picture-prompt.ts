import type { Pronouns } from '@littlestar/shared/catalog';
import {
  EYE_COLOR_SWATCHES,
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  SKIN_TONE_SWATCHES,
  type ColorSwatch,
  resolveLikeness,
  type Likeness,
} from '@littlestar/shared/likeness';
import { isPetKind, type CompanionKind } from '@littlestar/shared/cast';
import { cleanFreeText, cleanName } from '@littlestar/storycraft';
import type { IllustrationRequest } from './story-images-provider.js';

/** Briefs reach the model at this length at most (the story's own are one or two sentences). */
const BRIEF_MAX_LENGTH = 400;

/**
 * One style for every picture of every book: the pages of a book look like one artist drew
 * them, and no picture carries text (image models garble lettering).
 */
export const PICTURE_STYLE =
  "A warm, gentle children's picture-book illustration: soft watercolour and gouache " +
  'textures, rounded friendly shapes, cosy light, rich but calm colours. Square composition ' +
  'with the child clearly visible. No text, letters, words, numbers, signs, labels, captions ' +
  'or speech bubbles anywhere in the picture. Natural hands with five fingers; no extra limbs.';

const CHILD_NOUN: Record<Pronouns, string> = {
  'he/him': 'boy',
  'she/her': 'girl',
  'they/them': 'child',
  other: 'child',
};

const HAIR: Record<Likeness['hairStyle'], string> = {
  short: 'short',
  long: 'long',
  curly: 'curly',
  wavy: 'wavy',
  braids: 'braided',
  ponytail: 'ponytailed',
  afro: 'afro-textured',
  bun: 'bun-tied',
  buzz: 'buzz-cut',
};

/** The swatch name nearest to a colour: models follow 'dark brown' better than '#3b2618'. */
export function colourName(hex: string, swatches: readonly ColorSwatch[]): string {
  const rgb = (value: string) =>
    [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  const [r, g, b] = rgb(hex);
  let best = swatches[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const swatch of swatches) {
    const [sr, sg, sb] = rgb(swatch.hex);
    const distance =
      ((r ?? 0) - (sr ?? 0)) ** 2 + ((g ?? 0) - (sg ?? 0)) ** 2 + ((b ?? 0) - (sb ?? 0)) ** 2;
    if (distance < bestDistance) {
      best = swatch;
      bestDistance = distance;
    }
  }
  return (best?.name ?? 'brown').toLowerCase();
}

/**
 * The child as every picture shows them: the same face, hair and outfit on every page. The
 * outfit is fixed by the likeness (a top in the child's favourite colour), so it never drifts.
 */
export function describeChild(child: IllustrationRequest['child']): string {
  const { likeness } = child;
  const noun = CHILD_NOUN[child.pronouns];
  return [
    `${cleanName(child.name)}, a ${child.age}-year-old ${noun}`,
    `with ${colourName(likeness.skinTone, SKIN_TONE_SWATCHES)} skin,`,
    `${HAIR[likeness.hairStyle]} ${colourName(likeness.hairColor, HAIR_COLOR_SWATCHES)} hair`,
    `and ${colourName(likeness.eyeColor, EYE_COLOR_SWATCHES)} eyes${likeness.glasses ? ', wearing round glasses' : ''},`,
    `dressed in a plain ${colourName(likeness.favoriteColor, FAVORITE_COLOR_SWATCHES)} top,`,
    'blue trousers and white trainers',
  ].join(' ');
}

/**
 * What an image model is asked for one picture. `gentle` is the second try after a refusal:
 * the page's own brief (whose peril a moderation filter may misread) gives way to a calm
 * scene of the child in the story's setting.
 */
export function buildPicturePrompt(
  request: IllustrationRequest,
  options: { gentle?: boolean; withReferences?: boolean } = {},
): string {
  const child = describeChild(request.child);
  const scene = options.gentle
    ? `${cleanName(request.child.name)} smiling, calm and safe, exploring the ${request.story.setting} on a sunny day.`
    : cleanFreeText(request.brief, BRIEF_MAX_LENGTH);
  const part =
    request.pageIndex < 0
      ? `The cover of the picture book '${cleanFreeText(request.story.title, 120)}', showing the hero front and centre.`
      : `Page ${request.pageIndex + 1} of ${request.pageCount} of a picture book about ${request.story.theme}.`;
  const names = request.referenceNames ?? [];
  return [
    PICTURE_STYLE,
    part,
    `The hero, the same on every page: ${child}.`,
    ...describeCast(request),
    ...(options.withReferences
      ? names.length > 1
        ? [
            `The reference images show who is who: ${names
              .map((name, index) => `reference ${index + 1} is ${cleanName(name)}`)
              .join(', ')}. Keep each one's face, hair and outfit exactly as in their reference.`,
          ]
        : ['The reference image shows the hero: keep the face, hair and outfit exactly as in it.']
      : []),
    `The scene: ${scene}`,
  ].join('\n');
}

const PERSON_NOUN: Record<Exclude<CompanionKind, 'dog' | 'cat' | 'rabbit'>, string> = {
  grandma: 'grandmother',
  grandpa: 'grandfather',
  mum: 'mother',
  dad: 'father',
  friend: 'friend',
};

/**
 * product.md#cast: the companions in words, the same on every page where the scene has them
 * (a child companion also by their likeness, as the hero is; pets and grown-ups from the few
 * look choices the parent made). Only names reach the prompt from what the parent typed.
 */
function describeCast(request: IllustrationRequest): string[] {
  const cast = request.cast ?? [];
  if (cast.length === 0) return [];
  return [
    'Also in the story, the same on every page where the scene has them:',
    ...cast.map((member) => {
      if (member.kind === 'child') {
        return `- ${describeChild({ ...member, likeness: resolveLikeness(member.likeness), modelVersion: null })}.`;
      }
      const name = cleanName(member.name);
      if (isPetKind(member.kind)) {
        return `- ${name}, the family's ${member.colour ? `${member.colour} ` : ''}${member.kind}.`;
      }
      const looks = [
        member.skin ? `${member.skin} skin` : '',
        member.colour ? `${member.colour} hair` : '',
      ].filter(Boolean);
      const noun = PERSON_NOUN[member.kind as keyof typeof PERSON_NOUN];
      return `- ${name}, the hero's ${noun}${looks.length ? `, with ${looks.join(' and ')}` : ''}.`;
    }),
  ];
}

/**
 * What an image model is asked for the child's character sheet: the hero alone, whole and
 * facing us, on a plain background, so that every later picture can copy them from it. With
 * photos, the face comes from them; the outfit always comes from the likeness.
 */
export function buildCharacterSheetPrompt(
  child: IllustrationRequest['child'],
  options: { withPhotos: boolean },
): string {
  return [
    PICTURE_STYLE,
    'A character portrait for a picture book: the hero alone, the whole figure from head to ' +
      'toe, standing and facing the viewer with a warm, natural smile, on a plain soft cream ' +
      'background with nothing else in the picture.',
    `The hero: ${describeChild(child)}.`,
    ...(options.withPhotos
      ? [
          "The photos show the real child: draw this child's own face, face shape, skin tone, " +
            'hair and eyes in the picture-book style, so that their family recognises them. ' +
            'Use the photos only for the child: leave out their clothes, other people and ' +
            'backgrounds.',
        ]
      : []),
  ].join('\n');
}
