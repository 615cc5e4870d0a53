import type { PlotId } from './plots.js';

/**
 * The resolution follows from what the child did earlier: the helper they set free leads the
 * way, the grown-up's tool shows it, the trick they learned carries them there. Said on the
 * resolution page, before the goal is reached, for goals out there (to rescue, find or reach).
 */
export const BECAUSE: Record<PlotId, string[]> = {
  kindness: [
    '{@theHelper} that {name} had helped [led the way|showed the way] to {@landmark}, and {name} followed close behind.',
    '{name} had helped {@theHelper}, and now it helped {them} back, leading the way to {@landmark}.',
    'There was {@theHelper} again, [waiting|circling|bobbing] just ahead, and it [took|led] {name} [straight|safely|all the way] to {@landmark}.',
  ],
  quest: [
    '{name} {@toolFollow}, all the way to {@landmark}.',
    'With {@theTool} from {@grownup}, {name} [found|knew] the way to {@landmark}.',
    'Thanks to {@theTool}, {name} [came|got|made it] [safely|at last|step by step] to {@landmark}.',
  ],
  practice: [
    "Remembering {@grownup}'s trick, {name} [kept going|kept on|walked on] all the way to {@landmark}.",
    '{name} used the trick {@grownup} had taught {them}, and [step by step|bit by bit|little by little] {they} reached {@landmark}.',
    'The trick worked again and again, and [soon|before long|at last] {name} was [standing|right there] by {@landmark}.',
  ],
};

/** For the youngest: the payoff and the goal reached in one short line. */
export const BECAUSE_SHORT: Record<PlotId, string[]> = {
  kindness: [
    '{@theHelper} [led|took] {name} [to|right to] {@theGoal}!',
    '{@theHelper} showed {name} the way to {@theGoal}.',
  ],
  quest: [
    '{@theTool} showed {name} the way to {@theGoal}.',
    'With {@theTool}, {name} [found|got to] {@theGoal}!',
  ],
  practice: [
    '[Singing|Humming] the [little|happy] song, {name} [reached|got to] {@theGoal}!',
    '{name} sang the song and [found|got to] {@theGoal}.',
  ],
};

/** What following the quest's tool looks like, after "{name} ". */
export const TOOL_FOLLOW: Record<string, string> = {
  'the little lantern': 'followed the warm glow of the little lantern',
  'the old map': 'followed the red path on the old map',
  'the little blue book': 'did just what the picture in the little blue book showed',
};

/**
 * The same for goals the child reaches by doing: a skill learned, a friend made, the wand
 * woken. The turning point's trick, helper or tool is what does it, and the line says what
 * the child did, never "and just like that".
 */
export const EARNED: Record<'learn' | 'befriend' | 'magic', Record<PlotId, string[]>> = {
  learn: {
    practice: [
      "{name} used {@grownup}'s trick, {@trickDid}, and tried {@theGoal} once more, and this time it worked.",
      'Just as {@grownup} had shown {them}, {name} went slowly, one small piece at a time, and this time {@theGoal} worked.',
    ],
    kindness: [
      'With {@theHelper} watching close by, {name} tried {@theGoal} once more, slowly and carefully, and this time it worked.',
    ],
    quest: [
      '{name} did just what {@theTool} showed, one small step at a time, and this time {@theGoal} worked.',
    ],
  },
  befriend: {
    practice: [
      "{name} remembered {@grownup}'s trick, {@trickDid}, and asked {@friend} to play.",
      'Using the trick from {@grownup}, {name} walked right up to {@friend} and said, "Do you want to play?"',
    ],
    kindness: [
      '{@theHelper} that {name} had helped went straight over to {@friend}, and {name} followed and said hello.',
    ],
    quest: [
      '{name} showed {@friend} {@theTool}, and soon {name} and {@friend} were looking at it together.',
    ],
  },
  magic: {
    practice: [
      "{name} used {@grownup}'s trick, held the wand very still and waved it slowly, and at last it began to glow.",
    ],
    kindness: [
      '{@theHelper} that {name} had helped came close and touched the wand, and at last it began to glow.',
    ],
    quest: ['{name} {@toolFollow}, waved the wand slowly, and at last it began to glow.'],
  },
};

export const EARNED_SHORT: Record<'learn' | 'befriend' | 'magic', Record<PlotId, string[]>> = {
  // The youngest hear what was tried, not "got it right": the thing feared or learned is named.
  learn: {
    practice: [
      'Singing the song, {name} tried {@theGoal} at last!',
      '{name} sang and tried {@theGoal}!',
    ],
    kindness: [
      'With {@theHelper} close by, {name} tried {@theGoal}!',
      '{name} tried {@theGoal} at last!',
    ],
    quest: [
      'With {@theTool}, {name} tried {@theGoal} at last!',
      '{name} tried {@theGoal} at last!',
    ],
  },
  befriend: {
    practice: ['Humming the song, {name} said hello to {@friend}.'],
    kindness: ['{@theHelper} led {name} right to {@friend}.'],
    quest: ['{name} showed {@friend} {@theTool}.'],
  },
  magic: {
    practice: ['{name} sang the little song, and the wand glowed!'],
    kindness: ['{@theHelper} came close, and the wand glowed!'],
    quest: ['{name} held {@theTool} close, and the wand glowed!'],
  },
};
