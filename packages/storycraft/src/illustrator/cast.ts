import {
  FAVORITE_COLOR_SWATCHES,
  HAIR_STYLES,
  SKIN_TONE_SWATCHES,
  type Likeness,
} from '@littlestar/shared/likeness';
import type { CompanionColour, CompanionKind } from '@littlestar/shared/cast';
import { hashString } from '../random.js';
import type { Companion } from '../request.js';
import { drawChild } from './child.js';
import { darken, lighten } from './color.js';
import { drawGrownUp } from './grown-up.js';
import { circle, ellipse, group, n, path, polygon, rect, stroke } from './svg.js';

/**
 * The story's companions (product.md#cast) as the pictures show them. Each look is worked
 * out once a story from the companion alone (a pet's fur, a grown-up's hair and skin,
 * another child's likeness), so a companion wears the same colours on every page.
 */

export type CastLook =
  | { index: number; kind: 'child'; likeness: Likeness; scale: number }
  | { index: number; kind: 'pet'; animal: 'dog' | 'cat' | 'rabbit'; fur: string; scale: number }
  | { index: number; kind: 'grownUp'; role: string; hair: string; skin: string; scale: number };

/** The hero's scale; a companion child is drawn larger or smaller by age from it. */
export const HERO_SCALE = 1.3;
/** As the family grown-up is drawn: taller than the tallest child companion. */
const GROWN_UP_SCALE = 1.15;
const PET_SCALE = 1;

const FUR: Record<CompanionColour, string> = {
  black: '#2f2b30',
  brown: '#8a5a3c',
  golden: '#d9a441',
  ginger: '#d9782d',
  grey: '#9a9aa5',
  white: '#f2eee6',
};
const DEFAULT_FUR = { dog: '#c98f5a', cat: '#8d8d99', rabbit: '#c9b8a6' } as const;

const HAIR: Record<CompanionColour, string> = {
  black: '#1f1a17',
  brown: '#6a4328',
  golden: '#e2c27a',
  ginger: '#b5522b',
  grey: '#b9b4ad',
  white: '#efe9e0',
};

const ELDER_HAIR = '#d3cec7';

/** A child's height by age, relative: a three-year-old stands about three quarters of an eight. */
const heightAt = (age: number) => 0.62 + 0.048 * age;

function skinNamed(name: string | undefined): string | undefined {
  if (!name) return undefined;
  return SKIN_TONE_SWATCHES.find((swatch) => swatch.name.toLowerCase() === name)?.hex;
}

/** Another child's look: their own likeness, sized by their age beside the hero's. */
function childLook(index: number, age: number, likeness: Likeness, heroAge: number): CastLook {
  // Never taller than a grown-up, never so small they read as a baby.
  const ratio = Math.min(1.15, Math.max(0.72, heightAt(age) / heightAt(heroAge)));
  return { index, kind: 'child', likeness, scale: HERO_SCALE * ratio };
}

/**
 * A friend described in words is drawn as a child of the hero's age, their look fixed by
 * their name so it never changes from page to page.
 */
function friendLook(
  index: number,
  name: string,
  colour: CompanionColour | undefined,
  skinName: string | undefined,
  hero: Likeness,
): CastLook {
  const hash = hashString(`friend/${name}`);
  const likeness: Likeness = {
    skinTone:
      skinNamed(skinName) ?? (SKIN_TONE_SWATCHES[hash % SKIN_TONE_SWATCHES.length]?.hex as string),
    hairColor: colour ? HAIR[colour] : '#3b2618',
    eyeColor: '#5b3a1e',
    favoriteColor: (
      FAVORITE_COLOR_SWATCHES.filter((swatch) => swatch.hex !== hero.favoriteColor)[
        (hash >>> 4) % (FAVORITE_COLOR_SWATCHES.length - 1)
      ] ?? FAVORITE_COLOR_SWATCHES[0]
    )?.hex as string,
    hairStyle: HAIR_STYLES[(hash >>> 8) % HAIR_STYLES.length] ?? 'short',
    glasses: false,
  };
  return { index, kind: 'child', likeness, scale: HERO_SCALE };
}

/** How a grown-up companion is called in the pictures' marks: Mum and Dad by name. */
const GROWN_UP_ROLES: Partial<Record<CompanionKind, string>> = { mum: 'Mum', dad: 'Dad' };
const ELDERS: ReadonlySet<CompanionKind> = new Set(['grandma', 'grandpa']);

/** A grown-up of the family: the hero's own skin and, for a parent, hair, unless chosen. */
function grownUpLook(
  index: number,
  kind: CompanionKind,
  colour: CompanionColour | undefined,
  skinName: string | undefined,
  hero: Likeness,
): CastLook {
  const elderOrOwn = ELDERS.has(kind) ? ELDER_HAIR : hero.hairColor;
  return {
    index,
    kind: 'grownUp',
    role: GROWN_UP_ROLES[kind] ?? kind,
    hair: colour ? HAIR[colour] : elderOrOwn,
    skin: skinNamed(skinName) ?? darken(hero.skinTone, 0.06),
    scale: GROWN_UP_SCALE,
  };
}

/** Every companion's look for one story, from the companions and the hero alone. */
export function castLooks(
  cast: readonly Companion[],
  hero: { age: number; likeness: Likeness },
): CastLook[] {
  return cast.map((companion, index): CastLook => {
    if (companion.kind === 'child')
      return childLook(index, companion.age, companion.likeness, hero.age);
    const colour = 'colour' in companion ? companion.colour : undefined;
    const skinName = 'skin' in companion ? companion.skin : undefined;
    if (companion.kind === 'dog' || companion.kind === 'cat' || companion.kind === 'rabbit') {
      return {
        index,
        kind: 'pet',
        animal: companion.kind,
        fur: colour ? FUR[colour] : DEFAULT_FUR[companion.kind],
        scale: PET_SCALE,
      };
    }
    if (companion.kind === 'friend')
      return friendLook(index, companion.name, colour, skinName, hero.likeness);
    return grownUpLook(index, companion.kind, colour, skinName, hero.likeness);
  });
}

/** A family pet in the books' round style, feet at (0, 0), facing right. */
function drawPet(animal: 'dog' | 'cat' | 'rabbit', fur: string): string {
  const line = stroke(darken(fur, 0.35), 2.5);
  const inner = lighten(fur, 0.45);
  const ears =
    animal === 'dog'
      ? ellipse(22, -84, 10, 22, darken(fur, 0.2), line) +
        ellipse(60, -84, 10, 22, darken(fur, 0.2), line)
      : animal === 'cat'
        ? polygon(
            [
              [20, -92],
              [24, -124],
              [42, -98],
            ],
            fur,
            line,
          ) +
          polygon(
            [
              [42, -98],
              [58, -124],
              [62, -90],
            ],
            fur,
            line,
          )
        : ellipse(28, -124, 9, 34, fur, line) +
          ellipse(28, -124, 4, 24, inner) +
          ellipse(52, -124, 9, 34, fur, line) +
          ellipse(52, -124, 4, 24, inner);
  const tail =
    animal === 'rabbit'
      ? circle(-44, -40, 12, lighten(fur, 0.6), line)
      : path(
          animal === 'cat' ? 'M-40 -40 Q-76 -58 -64 -96' : 'M-40 -44 Q-66 -70 -58 -84',
          'none',
          stroke(fur, 9),
        );
  return (
    ellipse(0, 4, 46, 8, '#000000', 'opacity="0.12"') +
    tail +
    ellipse(0, -34, 42, 28, fur, line) +
    ellipse(4, -26, 24, 14, inner) +
    rect(-30, -18, 12, 18, fur, `rx="5" ${line}`) +
    rect(16, -18, 12, 18, fur, `rx="5" ${line}`) +
    ears +
    circle(40, -74, 28, fur, line) +
    ellipse(50, -64, 13, 9, inner) +
    circle(32, -80, 4.5, '#2b2233') +
    circle(50, -80, 4.5, '#2b2233') +
    circle(58, -66, 4, '#2b2233')
  );
}

export interface CastPlacement {
  /** The companions this page's words name (indexes into the looks). */
  shown: ReadonlySet<number>;
  childX: number;
  groundY: number;
  /** The hero's facing: companions stand behind the hero, on the side they face away from. */
  facing: 1 | -1;
  isSleeping: boolean;
}

/**
 * Where each companion stands: beside the hero, on the side the page's other figures leave
 * free, far enough out that nobody covers the hero's face. Pets sit in front at the hero's
 * feet; people stand further out. A third person goes to the far side of the page.
 */
export function castSpots(
  looks: readonly CastLook[],
  placement: Omit<CastPlacement, 'shown'>,
): Array<{ look: CastLook; x: number; y: number; facing: 1 | -1 }> {
  // Asleep the hero lies in bed to the left; the cast gathers at the bed's foot.
  const back: 1 | -1 = placement.isSleeping ? 1 : placement.facing === 1 ? -1 : 1;
  const peopleOut = placement.isSleeping ? [330, 450, 210] : [200, 310, -460];
  const petsOut = placement.isSleeping ? [290, 400, 180] : [130, 245, -350];
  let people = 0;
  let pets = 0;
  return looks.map((look) => {
    const isPet = look.kind === 'pet';
    const out = isPet ? petsOut[pets++ % 3] : peopleOut[people++ % 3];
    const x = placement.childX + back * (out ?? 200);
    const side: 1 | -1 = x < placement.childX ? 1 : -1;
    return { look, x, y: placement.groundY + (isPet ? 24 : 0), facing: side };
  });
}

/** The companions this page's words name, each in a group marked with their place in the cast. */
export function drawCast(looks: readonly CastLook[], placement: CastPlacement): string {
  if (placement.shown.size === 0) return '';
  return castSpots(looks, placement)
    .filter(({ look }) => placement.shown.has(look.index))
    .map(({ look, x, y, facing }) => {
      let figure: string;
      if (look.kind === 'child') {
        figure = drawChild({
          likeness: look.likeness,
          // One pose and face on every page: a second pose would change their colours.
          pose: 'walking',
          expression: 'smile',
          x,
          y,
          scale: look.scale,
          facing,
        });
      } else if (look.kind === 'pet') {
        figure = group(
          drawPet(look.animal, look.fur),
          `translate(${n(x)} ${n(y)}) scale(${n(look.scale * facing)} ${n(look.scale)})`,
        );
      } else {
        figure = drawGrownUp({
          role: look.role,
          child: { skinTone: look.skin, hairColor: look.hair },
          hair: look.hair,
          skin: look.skin,
          x,
          y,
          scale: look.scale,
          facing,
        });
      }
      const kind = look.kind === 'pet' ? look.animal : look.kind === 'child' ? 'child' : look.role;
      return group(
        figure,
        undefined,
        `data-companion="${look.index + 1}" data-companion-kind="${kind.toLowerCase()}"`,
      );
    })
    .join('');
}
