import type { AgeBand } from '@littlestar/shared/story';
import type { Setting, Theme } from '@littlestar/shared/catalog';
import type { Beat } from '../arc.js';
import type { MendLines } from './everyday-goal.js';

/**
 * The plots a story can follow. Each is a different arc (which beats, in which order), and
 * each plants something early that the turning point pays off, so the ending follows from
 * what the child did:
 *
 * - practice: a grown-up teaches a trick (for the youngest, a little song that becomes the
 *   refrain); at the turning point the child remembers it and uses it.
 * - kindness: the child helps a small animal on the way; at the turning point it comes back
 *   and helps in return.
 * - quest: the child sets out for the goal with a tool from a grown-up (a lantern, a map, a
 *   book); at the turning point the tool shows the way.
 *
 * Every theme can follow all three; the seed chooses.
 */
export type PlotId = 'practice' | 'kindness' | 'quest';
export const PLOT_IDS: readonly PlotId[] = ['practice', 'kindness', 'quest'];

type BandId = AgeBand['id'];

export const PLOTS: Record<BandId, Record<PlotId, readonly Beat[]>> = {
  '3-4': {
    practice: ['opening', 'plant', 'call', 'problem', 'try', 'turning', 'resolution', 'ending'],
    kindness: ['opening', 'call', 'meet', 'problem', 'try', 'turning', 'resolution', 'ending'],
    quest: ['opening', 'call', 'plant', 'journey', 'problem', 'turning', 'resolution', 'ending'],
  },
  '5-7': {
    practice: [
      'opening',
      'plant',
      'call',
      'problem',
      'try',
      'try',
      'lowpoint',
      'turning',
      'resolution',
      'ending',
    ],
    kindness: [
      'opening',
      'meet',
      'call',
      'journey',
      'problem',
      'try',
      'lowpoint',
      'turning',
      'resolution',
      'ending',
    ],
    quest: [
      'opening',
      'call',
      'plant',
      'journey',
      'problem',
      'try',
      'try',
      'turning',
      'resolution',
      'ending',
    ],
  },
  '8-10': {
    practice: [
      'opening',
      'plant',
      'call',
      'journey',
      'problem',
      'try',
      'try',
      'setback',
      'lowpoint',
      'turning',
      'resolution',
      'ending',
    ],
    kindness: [
      'opening',
      'meet',
      'call',
      'journey',
      'problem',
      'try',
      'setback',
      'lowpoint',
      'turning',
      'resolution',
      'celebration',
      'ending',
    ],
    quest: [
      'opening',
      'call',
      'plant',
      'journey',
      'problem',
      'try',
      'setback',
      'try',
      'turning',
      'resolution',
      'celebration',
      'ending',
    ],
  },
};

/** The small animal of the kindness plot: met, helped, and back when it matters. */
export const HELPER_THANKS: Record<Setting, string> = {
  forest: 'chirped a happy thank-you',
  ocean: 'squawked a happy thank-you',
  space: 'beeped a happy thank-you',
  'magical kingdom': 'chirped a happy thank-you',
  city: 'cooed a happy thank-you',
  mountain: 'chirped a happy thank-you',
  jungle: 'squawked a happy thank-you',
  desert: 'chirped a happy thank-you',
  school: 'chirped a happy thank-you',
  underwater: 'blew a happy stream of bubbles',
};

export const HELPERS: Record<Setting, { helper: string; theHelper: string; trap: string }> = {
  forest: { helper: 'a little blue bird', theHelper: 'the little blue bird', trap: 'a bramble' },
  ocean: {
    helper: 'a little seagull',
    theHelper: 'the little seagull',
    trap: 'an old fishing net',
  },
  space: {
    helper: 'a little silver robot',
    theHelper: 'the little silver robot',
    trap: 'a moon crater',
  },
  'magical kingdom': {
    helper: 'a little bluebird',
    theHelper: 'the little bluebird',
    trap: 'a thorny rose bush',
  },
  city: { helper: 'a little pigeon', theHelper: 'the little pigeon', trap: 'a tangle of string' },
  mountain: { helper: 'a little robin', theHelper: 'the little robin', trap: 'a snowdrift' },
  jungle: { helper: 'a little parrot', theHelper: 'the little parrot', trap: 'a tangle of vines' },
  desert: { helper: 'a little sparrow', theHelper: 'the little sparrow', trap: 'a thorny bush' },
  school: {
    helper: 'a little sparrow',
    theHelper: 'the little sparrow',
    trap: 'a tangle of string',
  },
  underwater: {
    helper: 'a little yellow fish',
    theHelper: 'the little yellow fish',
    trap: 'an old net',
  },
};

/** The tool of the quest plot, and what it does when it matters. */
export interface Tool {
  tool: string;
  theTool: string;
  /** After "{name} " at the turning point. */
  use: string;
  useShort: string;
}

const LANTERN: Tool = {
  tool: 'a little lantern',
  theTool: 'the little lantern',
  use: 'held up the little lantern, and its warm light showed a safe way, one small step at a time',
  useShort: 'held up the lantern, and it glowed',
};
const MAP: Tool = {
  tool: 'an old map',
  theTool: 'the old map',
  use: 'unfolded the old map, and there was a path drawn in red, a slow and gentle way round',
  useShort: 'looked at the map and found a new way',
};
export const BOOK: Tool = {
  tool: 'a little blue book',
  theTool: 'the little blue book',
  use: 'opened the little blue book, and on the very last page was a picture that showed just what to do',
  useShort: 'opened the little book and saw what to do',
};

export const TOOLS: Record<Theme, Tool> = {
  adventure: LANTERN,
  courage: LANTERN,
  space: LANTERN,
  nature: MAP,
  family: LANTERN,
  friendship: MAP,
  magic: BOOK,
  learning: BOOK,
};

/**
 * What the story is after. "rescue": someone small is stuck and calls for help (found at
 * once, answered at the end); "find": a thing to find; "reach": a place to get to;
 * "befriend": a new friend; "learn": the setting's skill.
 */
export type ThemeGoalKind = 'rescue' | 'find' | 'reach' | 'befriend' | 'learn' | 'magic';

export interface ThemeGoal {
  kind: ThemeGoalKind;
  goal: string;
  theGoal: string;
}

/**
 * The parent's quarrel, habit or loss is what the story is after, and the theme's own goal
 * gives way to it: its lines come with it (everyday-goal.ts).
 */
export interface MendGoal {
  kind: 'mend';
  goal: string;
  theGoal: string;
  lines: MendLines;
}

export type Goal = ThemeGoal | MendGoal;

export function themeGoal(theme: Theme, setting: Setting): ThemeGoal {
  switch (theme) {
    case 'courage':
    case 'nature':
      return { kind: 'rescue', goal: '{@creature}', theGoal: '{@theCreature}' };
    case 'space':
      return {
        kind: 'rescue',
        goal: 'a little lost star',
        theGoal: 'the little lost star',
      };
    case 'adventure':
      return { kind: 'find', goal: '{@treasure}', theGoal: '{@theTreasure}' };
    case 'magic':
      return { kind: 'magic', goal: 'a magic wand', theGoal: 'the magic wand' };
    case 'family':
      return { kind: 'find', goal: 'a present for {@grownup}', theGoal: 'the present' };
    case 'friendship':
      return { kind: 'befriend', goal: '{@friend}', theGoal: '{@friend}' };
    case 'learning': {
      const skill = setting === 'school' ? 'reading long words' : '{@skillDoing}';
      return { kind: 'learn', goal: skill, theGoal: skill };
    }
  }
}

export const PLANT_TRICK = {
  short: [
    '{@grownup} taught {name} a little song [to sing|for hard days|for brave days].',
    '{@grownup} sang {name} a [little|happy|funny] song.',
  ],
  middle: [
    '{@grownup} taught {name} a trick: "{@trickTeach}."',
    'That morning, {@grownup} showed {name} a trick for hard days: "{@trickTeach}."',
  ],
  answer: [
    '"Will it really work?" asked {name}. "Try it and see," said {@grownup}.',
    '"Why?" asked {name}. "{@trickWhy}," said {@grownup}.',
  ],
};

export const PLANT_TOOL = {
  short: [
    '{@grownup} gave {name} {@tool} [to keep|for the way|, just in case].',
    '"Take {@tool}[| with you| for luck]," said {@grownup}.',
  ],
  middle: [
    'Before {name} set off, {@grownup} gave {them} {@tool}.',
    '{@grownup} pressed {@tool} into {name\'s} hands and said, "Keep this close. It will help."',
  ],
  answer: [
    '"What is it for?" asked {name}. "You will see," said {@grownup} with a wink.',
    '"Will I [need|use] it?" asked {name}. "When you do, you will know," said {@grownup}.',
  ],
};

export const MEET = {
  short: [
    '{name} [found|spotted|saw] {@helper}, stuck [|fast |tight ]in {@trap}.',
    '{@helper} was stuck [|fast |tight ]in {@trap}.',
  ],
  middle: [
    'On the way, {name} found {@helper} caught in {@trap}, and gently set it free.',
    '{name} spotted {@helper}, stuck fast in {@trap}, and carefully helped it out.',
  ],
  answer: [
    '"There you go," said {name}. {@theHelper} {@thanks}.',
    '"Are you all right?" asked {name}. {@theHelper} bobbed its head, as if to say, "Now I am!"',
    '{@theHelper} danced about happily, then stayed nearby, watching {name} closely.',
  ],
  shortAnswer: [
    '{name} set it free[| at once| very gently].',
    '"There you go[|, little one|, all free]," said {name}.',
    '{name} set it free with {their} [hands|fingers|gentle hands].',
    '{name} helped it out, very [gently|slowly|carefully].',
  ],
};

/** The turning point pays off what was planted. */
export const PAYOFF: Record<PlotId, { short: string[]; middle: string[] }> = {
  practice: {
    short: [
      '{name} sang the little [song|tune] [softly|again|very slowly].',
      'Then {name} remembered the [song|little song|happy song] from {@grownup}.',
    ],
    middle: [
      'Then {name} tried the trick {@grownup} had taught {them}.',
      "Then {name} remembered {@grownup}'s trick, so {they} {@trickDid}.",
    ],
  },
  kindness: {
    short: [
      'Then {@theHelper} came back to help[!| {name}!|, hooray!]',
      // "Flying back" would not do for the fish or the robot.
      '{@theHelper} came [back|hurrying back|back to help]!',
    ],
    middle: [
      'Then {@theHelper} came back, the very one {name} had helped, and stayed close beside {them}.',
      'Just then, {@theHelper} that {name} had set free came back and showed {them} a safer way.',
    ],
  },
  quest: {
    short: [
      '{name} held {@theTool} [up high|tight|very still].',
      '[Then|Just then|And then] {name} {@toolUseShort}.',
    ],
    middle: [
      "Just in time, {name} remembered {@grownup}'s gift and {@toolUse}.",
      'Then {name} {@toolUse}.',
      // Within the 16 words of a sentence at 5–7 (the lines above run to 20 and more).
      "{name} remembered {@grownup}'s gift and {@toolUseShort}.",
      '[Then|Just then|And then] {name} {@toolUseShort}, just in time.',
    ],
  },
};

/** A real setback for older readers: something goes wrong that is not the child's doing. */
export const SETBACK = [
  'Then, just as things were going better, a [gust of wind blew so hard|big wind came roaring so fiercely|sudden gust howled so loudly] that {name} had to turn back and start all over again.',
  'Just then, big drops of rain began to fall, and the way ahead turned [slippery and grey|muddy and slow|wet and dark].',
  'Then {name} slipped on a [wet stone|patch of mud|loose pebble] and bumped {their} [knee|elbow], and all the brave feelings came tumbling out at once.',
  'And then the light began to fade, and the way [back|home] looked even longer than [the way there|before].',
  'Then a loud [crash|bang|thud] made everyone jump, and all the hard work seemed to fall apart in one moment.',
];

/** A grown-up the parent named cheers the child on while they try … */
export const GROWN_UP_CHEER = [
  '"You can do it!" said {@grownup}.',
  '"Keep going, [I am right here|you are doing well]," said {@grownup}.',
  '{@grownup} [smiled|waved] and said, "Try again!"',
];

/** The refrain of the youngest readers' stories: the same line on several pages. */
export const REFRAINS = [
  'Slow and steady, {name} is ready!',
  'One small step, then one step more.',
  'Little by little, {name} can do it.',
  'Deep breath in, and out, and on!',
  'Tip, tap, tiptoe, on and on.',
  'Brave and slow, off we go!',
  'Hop and skip, and try again!',
  'Wiggle, wobble, never stop.',
];
