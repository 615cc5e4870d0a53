import type { Pronouns, Setting, Theme } from '@littlestar/shared/catalog';
import type { Likeness } from '@littlestar/shared/likeness';
import type { Pose, TimeOfDay, Beat } from '../arc.js';
import { nameColor, nameSkinTone } from '../illustrator/color.js';
import type { ConflictFocus } from './conflict-focus.js';

/**
 * Illustration briefs: a plain description of each picture, in the words an image model
 * (or a human illustrator) needs. They describe the same picture storycraft draws.
 */

const HAIR: Record<Likeness['hairStyle'], (color: string) => string> = {
  short: (color) => `short ${color} hair`,
  long: (color) => `long ${color} hair`,
  curly: (color) => `curly ${color} hair`,
  wavy: (color) => `wavy ${color} hair`,
  braids: (color) => `${color} hair in two braids`,
  ponytail: (color) => `${color} hair in a ponytail`,
  afro: (color) => `a ${color} afro`,
  bun: (color) => `${color} hair in a bun`,
  buzz: (color) => `buzz-cut ${color} hair`,
};

/** Each place with its own preposition: "on a sandy beach", "at a red-brick school". */
const PLACES: Record<Setting, string> = {
  forest:
    'in a green forest of tall pines with a great old oak tree and red mushrooms by a dirt path',
  ocean:
    'on a sandy beach by the sea, with a red and white lighthouse on the rocks and a little sailboat on the waves',
  space:
    'in outer space, standing on a cratered moon, with a ringed purple planet, the blue Earth and twinkling stars',
  'magical kingdom':
    'in a magical kingdom with a castle of pink towers on a green hill and a cobbled path',
  city: 'on a busy city street with colourful shops, a tall clock tower and a skyline behind',
  mountain: 'in a mountain meadow below snowy peaks, with pine trees and boulders',
  jungle: 'in a lush jungle with huge leaves, hanging vines and a great waterfall',
  desert: 'in a golden desert of rolling dunes with tall cacti and a red rock arch',
  school: 'at a red-brick school with a bell tower, big windows, a playground swing and a tree',
  underwater: 'on the sea floor, among a rainbow coral reef, seaweed and bright fish',
};

const POSES: Record<Pose, string> = {
  walking: 'walks happily',
  discovering: 'points in wonder at something',
  worried: 'stands worried, hands clasped,',
  trying: 'leans forward, trying hard,',
  triumphant: 'jumps for joy with both arms up',
  hugging: 'shares a warm hug',
  sleeping: 'sleeps snugly, tucked under a starry blanket,',
};

const LIGHT: Record<TimeOfDay, string> = {
  dawn: 'at sunrise, the light turning pink and gold',
  morning: 'on a fresh, bright morning',
  day: 'in full, cheerful sunshine',
  golden: 'in warm golden evening light',
  dusk: 'at dusk under a purple sky',
  storm: 'under dark storm clouds, the colours dim',
  night: 'at night under the moon and stars',
};

export interface BriefRequest {
  name: string;
  age: number;
  pronouns: Pronouns;
  likeness: Likeness;
  theme: Theme;
  setting: Setting;
  beat: Beat | 'cover';
  pose: Pose;
  time: TimeOfDay;
  friend: string;
  grownUp: string;
  /** The parent's problem (a fear, a skill, shyness), shown on the pages about it. */
  focus?: { kind: ConflictFocus['kind']; object: string } | null;
}

export function describeChild(
  request: Pick<BriefRequest, 'name' | 'age' | 'pronouns' | 'likeness'>,
): string {
  const { likeness } = request;
  const kind =
    request.pronouns === 'he/him' ? 'boy' : request.pronouns === 'she/her' ? 'girl' : 'child';
  const glasses = likeness.glasses ? ', round glasses' : '';
  return `${request.name}, a ${request.age}-year-old ${kind} with ${HAIR[likeness.hairStyle](nameColor(likeness.hairColor))}, ${nameColor(likeness.eyeColor)} eyes${glasses} and ${nameSkinTone(likeness.skinTone)} skin, wearing a ${nameColor(likeness.favoriteColor)} top with a little star on it`;
}

/** The opening and the ending frame the story: before the call and after it all. */
const isBookend = (beat: BriefRequest['beat']) => beat === 'opening' || beat === 'ending';
const isHappy = (beat: BriefRequest['beat']) =>
  beat === 'resolution' || beat === 'celebration' || beat === 'cover';

/** What each theme adds to the picture, by page: the friend, the grown-up, the book, the wand … */
const EXTRAS: Record<Theme, (request: BriefRequest) => string> = {
  friendship: ({ beat, friend }) => (isBookend(beat) ? '' : `, with a new friend, ${friend}`),
  family: ({ beat, grownUp }) =>
    beat === 'opening' || beat === 'call' || beat === 'turning' || isHappy(beat)
      ? `, with ${grownUp}`
      : '',
  learning: ({ beat }) => (isBookend(beat) ? '' : ', holding an open book'),
  magic: ({ beat }) => (isBookend(beat) ? '' : ', holding a sparkling star-tipped wand'),
  courage: ({ beat }) =>
    isBookend(beat) ? '' : ', with a small glowing lantern and a little animal who needs help',
  adventure: ({ beat }) =>
    `, wearing a backpack${isHappy(beat) ? ' beside an open treasure chest' : ' and holding a treasure map'}`,
  nature: ({ beat }) => (isBookend(beat) ? '' : ', gently caring for a little lost animal'),
  space: ({ beat }) =>
    beat === 'ending' ? '' : ', with a red and white rocket and a small smiling star',
};

/** On the problem, try and low-point pages the picture shows what the child is up against. */
function focusOf(request: BriefRequest): string {
  const { focus, beat } = request;
  if (!focus || !(beat === 'problem' || beat === 'try' || beat === 'lowpoint')) return '';
  switch (focus.kind) {
    case 'fear':
      return `, facing ${focus.object}`;
    case 'skill':
      return `, practising ${focus.object}`;
    case 'social':
      // The friendship theme already shows the friend on these pages.
      return request.theme === 'friendship' ? '' : `, with another child, ${focus.object}, nearby`;
    case 'quarrel':
      return `, with ${focus.object}`;
    case 'habit':
      return `, with ${focus.object}`;
    case 'loss':
      return `, thinking of ${focus.object}`;
  }
}

export function writeBrief(request: BriefRequest): string {
  const scene = `${describeChild(request)}, ${POSES[request.pose]} ${PLACES[request.setting]}${EXTRAS[request.theme](request)}${focusOf(request)}, ${LIGHT[request.time]}.`;
  const cover = request.beat === 'cover' ? 'Book cover picture, with calm sky at the top. ' : '';
  return `${cover}${scene} Warm, flat-vector children's-book illustration, soft palette, no text or lettering.`;
}
