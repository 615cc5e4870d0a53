import type { Setting, Theme } from '@littlestar/shared/catalog';
import {
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  HAIR_STYLES,
  SKIN_TONE_SWATCHES,
  type Likeness,
} from '@littlestar/shared/likeness';
import type { Beat, PagePlan } from '../arc.js';
import { createRandom, hashString, type Random } from '../random.js';
import { drawChild, type HeldProp } from './child.js';
import {
  drawCreature,
  drawLittleStar,
  drawOwl,
  drawRocket,
  drawTreasureChest,
  sparkles,
} from './companions.js';
import { drawCast, type CastLook } from './cast.js';
import { drawGrownUp } from './grown-up.js';
import { likenessWithNote, readNote } from './note.js';
import { paletteFor, toner } from './palette.js';
import { SCENE_PAINTERS } from './painters.js';
import { paintHome } from './scenes/home.js';
import { HEIGHT, WIDTH, type SceneContext } from './scene.js';
import { drawProp, propLayer, type SiblingLook } from './props.js';
import { circle, group, rect } from './svg.js';
import type { PropId } from '../writer/story-things.js';

export interface IllustrationRequest {
  likeness: Likeness;
  theme: Theme;
  setting: Setting;
  seed: string;
  plan: PagePlan;
  /** 0-based page number; -1 for the cover. */
  pageIndex: number;
  /** The family grown-up the text names ("Grandpa"); a generic grown-up when unknown. */
  grownUp?: string;
  /** What this page's words name (the feared cupboard, the kite, Grandma, the helper bird). */
  props?: readonly PropId[];
  /** The page's words name the grown-up, so they stand in the picture too. */
  showsGrownUp?: boolean;
  /** The page's words are at home with the fear (the cupboard under the stairs): drawn indoors. */
  indoors?: boolean;
  /** The page's words name the place's creature (the little fox to rescue). */
  showsCreature?: boolean;
  /**
   * The animal the creature to rescue is drawn as when the words name one the pictures know
   * ("a little grey kitten" in a story of the big dog next door), instead of the place's own.
   */
  creatureAs?: PropId;
  /**
   * People the words remember rather than meet ("Maya remembered what Grandma always said"):
   * drawn small in a thought cloud over the child, never standing beside them.
   */
  remembered?: readonly PropId[];
  /** The page's words remember the family grown-up (not one the title names): in the cloud too. */
  remembersGrownUp?: boolean;
  /** The adventure's treasure chest at the end; false when the goal is a thing drawn itself. */
  showsTreasure?: boolean;
  /**
   * The parent's quarrel, habit or loss took the place of the theme's goal: no creature to
   * rescue, little lost star, new friend or treasure is drawn, as none is in the words.
   */
  withoutThemeGoal?: boolean;
  /** Things the story calls big ("the big dog"), drawn big on every page that shows them. */
  bigProps?: readonly PropId[];
  /** The brother or sister the words name, drawn as the words say. */
  sibling?: SiblingLook;
  /**
   * A picture drawn again (issue #30): another version of the same page, the child on the
   * other side and the page's details scattered anew, while the book's seed keeps the cast.
   */
  variant?: string;
  /** A parent's note for a picture drawn again: the expression and colours it names. */
  note?: string;
  /** The story's companions as drawn (product.md#cast), and which of them this page shows. */
  cast?: readonly CastLook[];
  showsCast?: readonly number[];
  /** The companion who is also the story's grown-up: drawn in their own looks, not the usual. */
  grownUpInCast?: number;
}

const CHILD_SCALE = 1.3;
const AFTER_CALL: ReadonlySet<Beat> = new Set([
  'call',
  'journey',
  'problem',
  'try',
  'lowpoint',
  'turning',
  'resolution',
  'celebration',
]);
const HAPPY_END: ReadonlySet<Beat> = new Set(['resolution', 'celebration']);

/** The friend of a friendship story: a look of its own, never the child's. */
function friendLikeness(child: Likeness, random: Random): Likeness {
  const pickOther = <T>(items: readonly T[], avoid: T): T =>
    random.pick(items.filter((item) => item !== avoid));
  return {
    skinTone: random.pick(SKIN_TONE_SWATCHES).hex,
    hairColor: pickOther(
      HAIR_COLOR_SWATCHES.map((swatch) => swatch.hex),
      child.hairColor,
    ),
    eyeColor: '#5b3a1e',
    favoriteColor: pickOther(
      FAVORITE_COLOR_SWATCHES.map((swatch) => swatch.hex),
      child.favoriteColor,
    ),
    hairStyle: pickOther(HAIR_STYLES, child.hairStyle),
    glasses: false,
  };
}

function heldPropFor(theme: Theme, beat: Beat): HeldProp {
  if (beat === 'opening' && theme !== 'adventure') return null;
  switch (theme) {
    case 'magic':
      return 'wand';
    case 'learning':
      return 'book';
    case 'courage':
      return 'lantern';
    case 'adventure':
      return beat === 'resolution' || beat === 'celebration' ? null : 'map';
    default:
      return null;
  }
}

/**
 * One picture: the place (its light following the arc), the child in the beat's pose, and
 * the theme's companion and props. No text is ever drawn, so nothing a parent typed can
 * reach the SVG; every colour has already been validated as #rrggbb.
 */
export function drawIllustration(request: IllustrationRequest): string {
  const { plan, theme, setting, pageIndex } = request;
  const isCover = pageIndex < 0;
  const palette = paletteFor(plan.time, plan.gloom);
  const basePageKey = isCover ? 'cover' : `page-${pageIndex}`;
  const pageKey = request.variant ? `${basePageKey}/v${request.variant}` : basePageKey;
  const noted = readNote(request.note);
  const likeness = likenessWithNote(request.likeness, noted);
  const prefix = `ls${hashString(`${request.seed}/${pageKey}`).toString(36)}`;
  const defs: string[] = [];
  const layoutRoot = createRandom(`${request.seed}/layout`);
  const context: SceneContext = {
    palette,
    tone: toner(palette),
    layoutFor: (label) => layoutRoot.fork(label),
    page: createRandom(`${request.seed}/${pageKey}`),
    id: (name) => `${prefix}-${name}`,
    pan: isCover ? 0 : ((pageIndex % 3) - 1) * 36,
    defs,
  };
  const scene = request.indoors ? paintHome(context) : SCENE_PAINTERS[setting](context);
  const groundY = scene.groundY;

  const usualSide = isCover || plan.pose === 'sleeping' ? true : pageIndex % 2 === 0;
  // A redrawn page stands the child on the other side, so the new picture is plainly another.
  const childOnLeft = request.variant && plan.pose !== 'sleeping' ? !usualSide : usualSide;
  const childX = plan.pose === 'sleeping' ? 520 : isCover ? 420 : childOnLeft ? 380 : 620;
  const otherX = childOnLeft ? childX + 250 : childX - 250;
  const facing: 1 | -1 = childOnLeft ? 1 : -1;
  const beat = plan.beat;
  const hugging = plan.pose === 'hugging';
  const companionX = hugging ? childX + facing * 150 : otherX;

  let behind = '';
  let companions = '';
  const cast = createRandom(`${request.seed}/cast`);
  const inCallOrLater = AFTER_CALL.has(beat) || isCover;

  if (theme === 'space' && plan.pose !== 'sleeping') {
    const rocketX = childOnLeft ? 860 : 140;
    behind += drawRocket(
      rocketX,
      groundY - (beat === 'resolution' ? 160 : 0),
      1.05,
      beat === 'resolution' || beat === 'turning',
    );
    if (inCallOrLater && !request.withoutThemeGoal)
      companions += drawLittleStar(
        otherX,
        groundY - 300,
        0.9,
        HAPPY_END.has(beat) || beat === 'turning' || isCover,
      );
  }
  if (
    theme === 'friendship' &&
    inCallOrLater &&
    plan.pose !== 'sleeping' &&
    !request.withoutThemeGoal
  ) {
    const friend = friendLikeness(request.likeness, cast);
    const apart = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawChild({
      likeness: friend,
      pose: hugging
        ? 'hugging'
        : apart
          ? 'worried'
          : HAPPY_END.has(beat) || isCover
            ? 'triumphant'
            : 'walking',
      x: hugging ? childX + facing * 170 : apart ? (childOnLeft ? 860 : 140) : otherX,
      y: groundY - (apart ? 40 : 0),
      scale: CHILD_SCALE * (apart ? 0.85 : 0.98),
      facing: hugging ? (facing === 1 ? -1 : 1) : facing === 1 ? -1 : 1,
      helmet: scene.needsHelmet ?? false,
    });
  }
  // A lantern or book the words name is drawn once: in the child's hand when the pose can
  // hold it, beside the child otherwise; the theme's own held lantern then steps aside.
  const canHold = plan.pose !== 'worried' && plan.pose !== 'sleeping' && plan.pose !== 'hugging';
  const named = request.props ?? [];
  const namedHeld = canHold ? named.find((id) => id === 'lantern' || id === 'book') : undefined;
  const themeHeld = heldPropFor(theme, beat);
  const holding: HeldProp = namedHeld ?? (named.includes(themeHeld as PropId) ? null : themeHeld);
  const props = named.filter((id) => id !== namedHeld);
  const isBig = (id: PropId) => request.bigProps?.includes(id) ?? false;
  const allPlaces = props.filter((id) => propLayer(id) === 'place');
  // "The dark cupboard" is the cupboard, drawn dark inside; "the dark" alone gets its own prop.
  const places = (allPlaces.length > 1 ? allPlaces.filter((id) => id !== 'dark') : allPlaces).slice(
    0,
    2,
  );
  const beside = props.filter((id) => propLayer(id) === 'beside').slice(0, 2);
  // Two things a page names (the kite and the lantern) are both drawn, side by side.
  const near = props.filter((id) => propLayer(id) === 'near').slice(0, 2);
  places.forEach((id, index) => {
    // A second place stands further off, smaller, between the child and the first.
    behind += drawProp({
      id,
      x: index === 0 ? (childOnLeft ? 790 : 210) : 500,
      y: groundY + (index === 0 ? 10 : -60),
      scale: index === 0 ? 0.85 : 0.5,
      facing: 1,
      child: request.likeness,
    });
  });
  beside.forEach((id, index) => {
    companions += drawProp({
      id,
      x: otherX + index * facing * 130,
      y: groundY + index * 20,
      scale: 1.1,
      facing: facing === 1 ? -1 : 1,
      child: request.likeness,
      big: isBig(id),
      ...(request.sibling ? { sibling: request.sibling } : {}),
    });
  });
  for (const [index, id] of near.entries()) {
    companions += drawProp({
      id,
      x: childX - facing * (150 + index * 110),
      y: groundY + 30,
      scale: 1,
      facing,
      child: request.likeness,
      big: isBig(id),
      ...(request.sibling ? { sibling: request.sibling } : {}),
    });
  }
  const familyBeat =
    theme === 'family' &&
    (beat === 'opening' || beat === 'call' || beat === 'turning' || HAPPY_END.has(beat) || isCover);
  const grownUpDrawnAsProp = beside.some((id) =>
    ['grandma', 'grandpa', 'mama', 'papa'].includes(id),
  );
  const shown = new Set(request.showsCast ?? []);
  const grownUpIsCast = request.grownUpInCast !== undefined;
  if (grownUpIsCast && (familyBeat || request.showsGrownUp))
    shown.add(request.grownUpInCast as number);
  if (
    (familyBeat || request.showsGrownUp) &&
    !grownUpIsCast &&
    !grownUpDrawnAsProp &&
    beside.length < 2
  ) {
    companions += group(
      drawGrownUp({
        role: request.grownUp ?? '',
        child: request.likeness,
        x: hugging ? childX + facing * 140 : beside.length > 0 ? otherX + facing * 130 : otherX,
        y: groundY,
        scale: 1.15,
        facing: facing === 1 ? -1 : 1,
      }),
      undefined,
      'data-cast="grown-up"',
    );
  }
  // A page whose words are known shows the creature when they name it; a picture for words
  // written elsewhere falls back on where the page stands in the arc.
  const creatureShows =
    !request.withoutThemeGoal &&
    (request.showsCreature ??
      (((theme === 'courage' || theme === 'nature') && inCallOrLater) ||
        ((theme === 'adventure' || theme === 'magic') &&
          (beat === 'turning' || HAPPY_END.has(beat) || isCover))));
  if (creatureShows && request.creatureAs) {
    // A creature the words name as an animal the pictures know (the kitten rescued in a story
    // of the big dog) is drawn as that animal, and it is there at bedtime when the words say
    // it is safe.
    const far = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawProp({
      id: request.creatureAs,
      // A step further out than a feared thing the page names, which stands beside the child.
      x: far ? (childOnLeft ? 840 : 160) : companionX + facing * 150,
      y: groundY - (far ? 60 : 0) + 20,
      scale: far ? 0.8 : 1,
      facing: facing === 1 ? -1 : 1,
      child: request.likeness,
      mark: `data-creature="${request.creatureAs}"`,
    });
  } else if (creatureShows && plan.pose !== 'sleeping') {
    const far = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawCreature(
      setting,
      far ? (childOnLeft ? 820 : 180) : companionX,
      groundY - (far ? 60 : 0),
      far ? 0.8 : 1.05,
      facing === 1 ? -1 : 1,
    );
  }
  if (theme === 'adventure' && HAPPY_END.has(beat) && request.showsTreasure !== false)
    companions += drawTreasureChest(childOnLeft ? childX + 160 : childX - 160, groundY + 10, 1.1);
  if (theme === 'learning' && (beat === 'turning' || HAPPY_END.has(beat)))
    companions += drawOwl(otherX, groundY - 10, 1.3);
  if (theme === 'magic' && (beat === 'turning' || HAPPY_END.has(beat) || isCover))
    companions += sparkles(childX, groundY - 300, 260, 14, pageIndex);
  if (theme === 'nature' && HAPPY_END.has(beat))
    companions += sparkles(childX, groundY - 260, 240, 8, pageIndex);

  // Behind everything else beside the hero: the cast stands back, on the free side.
  if (request.cast && shown.size > 0)
    companions =
      drawCast(request.cast, {
        shown,
        childX,
        groundY,
        facing,
        isSleeping: plan.pose === 'sleeping',
      }) + companions;
  const rememberedId = request.remembered?.[0];
  if (rememberedId || request.remembersGrownUp) {
    const cloudX = childX + facing * 170;
    const cloudY = groundY - 560;
    const person = rememberedId
      ? drawProp({
          id: rememberedId,
          x: cloudX,
          y: cloudY + 95,
          scale: 0.38,
          facing: 1,
          child: request.likeness,
        })
      : drawGrownUp({
          role: request.grownUp ?? '',
          child: request.likeness,
          x: cloudX,
          y: cloudY + 95,
          scale: 0.38,
          facing: 1,
        });
    companions += thoughtCloud(cloudX, cloudY, facing, person);
  }

  const glow = palette.isNight || palette.isStorm ? softGlow(context, childX, groundY - 200) : '';
  const child = drawChild({
    likeness,
    pose: plan.pose,
    ...(noted.expression ? { expression: noted.expression } : {}),
    x: childX,
    y: groundY,
    scale: plan.pose === 'sleeping' ? 1.25 : CHILD_SCALE,
    facing,
    helmet: (scene.needsHelmet ?? false) && plan.pose !== 'sleeping',
    holding: plan.pose === 'worried' || hugging ? null : holding,
    holdingNamed: namedHeld !== undefined,
    backpack: theme === 'adventure' && plan.pose !== 'sleeping',
  });
  const vignette = plan.gloom >= 0.4 ? vignetteFor(context, plan.gloom) : '';
  // Read last: the glow and vignette above add their gradients to defs.
  const body = scene.back + behind + glow + companions + child + scene.front + vignette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs>${defs.join('')}</defs>${body}</svg>`
  );
}

/** A thought cloud with someone remembered in it, its little bubbles trailing to the child. */
function thoughtCloud(x: number, y: number, facing: 1 | -1, person: string): string {
  const puff = (dx: number, dy: number, r: number) =>
    circle(x + dx, y + dy, r, '#ffffff', 'opacity="0.92"');
  const cloud =
    puff(-70, 10, 60) +
    puff(0, -20, 75) +
    puff(70, 10, 60) +
    puff(0, 40, 70) +
    circle(x - facing * 80, y + 110, 14, '#ffffff', 'opacity="0.92"') +
    circle(x - facing * 100, y + 145, 9, '#ffffff', 'opacity="0.92"');
  return group(cloud + person, undefined, 'data-memory="true"');
}

/** Darkens the edges on the hardest pages, so the child stays lit in the middle. */
function vignetteFor(context: SceneContext, gloom: number): string {
  const id = context.id('vignette');
  context.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.55" r="0.75"><stop offset="0.55" stop-color="#0b1030" stop-opacity="0"/><stop offset="1" stop-color="#0b1030" stop-opacity="${(0.25 + gloom * 0.3).toFixed(2)}"/></radialGradient>`,
  );
  return rect(0, 0, WIDTH, HEIGHT, `url(#${id})`);
}

/** A soft pool of light around the child on dark pages, like a night-light. */
function softGlow(context: SceneContext, x: number, y: number): string {
  const id = context.id('glow');
  context.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.3"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>`,
  );
  return circle(x, y, 300, `url(#${id})`);
}
