import type { EverydayFocus, HabitId } from './everyday-focus.js';

/**
 * Lines that keep the parent's problem and what the story is after one thread: the title's
 * thing is longed for because of the fear, and held as the fear is faced; the magic wand is
 * wished on for the problem, and the child, not the wand, mends it.
 */

/** Why the child longs for the title's thing: it might make the fear smaller. */
export const GOAL_WHY = {
  short: ['{@theGoal} could help with {@worry}.', 'It could make {@worry} feel small.'],
  middle: [
    '{name} had heard that {@theGoal} could make even {@worry} feel small.',
    'With {@theGoal}, {name} thought, even {@worry} might not seem so scary.',
  ],
};

/** The title's thing in the child's hands as the fear is faced (the fear is still there). */
export const GOAL_HELD = [
  '{name} held {@theGoal} close, and {@worry} did not seem so big any more.',
  'With {@theGoal} safe in {their} hands, {name} felt brave right down to {their} toes.',
];

/**
 * A fear of something out there and a place the title names: the way there means facing it
 * (the dogs, the deep water, the thunder), and the end says it was worth it.
 */
export const REACH_WHY = {
  short: ['To get there, {name} must face {@worry}.'],
  middle: [
    'To get to {@theGoal}, {name} would have to face {@worry}.',
    'The way to {@theGoal} meant facing {@worry}, and that made {name} feel wobbly inside.',
  ],
};
// Said after the fear is faced ("Ravi faced dogs, and it was not so big"): not "faced" again.
export const REACH_HELD = [
  '{@worry} had been scary, but {@theGoal} was worth every wobbly step.',
  'Being brave had been hard, but {@theGoal} was worth it.',
];

/**
 * Shyness and the title's thing: it is a job for two, so finding it means asking someone, and
 * the child holds it with the friend they asked.
 */
export const SHY_GOAL_WHY = {
  short: ['{name} {was} too shy to ask about {@theGoal}.'],
  middle: [
    '{name} longed to find {@theGoal}, but it was a job for two, and {name} felt too shy to ask anyone to help.',
    'Finding {@theGoal} was a job for two, and asking someone to help made {name} feel shy.',
  ],
};
export const SHY_GOAL_HELD = [
  'With {@friend} beside {them}, {name} held {@theGoal} up high.',
  '{name} and {@friend} took turns holding {@theGoal}.',
];

/**
 * A fear and someone to rescue: the child knows how scary the feared thing is, so helping
 * means facing it; and the end says so.
 */
export const RESCUE_WHY = {
  short: [
    '{@theGoal} was [scared|frightened] of {@worry} too.',
    '{@theGoal} did not like {@worry} [either|one bit].',
    '{@worry} [scared|frightened] {@theGoal} too.',
    'How scary {@worry} must be for {@theGoal}!',
  ],
  middle: [
    '{name} knew how scary {@worry} could be, so {they} had to help.',
    '{@theGoal} needed help, even if it meant facing {@worry}.',
  ],
};
export const RESCUE_HELD = [
  '{name} had faced {@worry} to help {@theGoal}, and {they} felt proud right down to {their} toes.',
  'Facing {@worry} had been hard, but {@theGoal} was safe because of it.',
];

/**
 * A fear and a friend to make (the friendship theme): the new friend fears it too, so making
 * friends and facing it are one thread, and the two face it side by side.
 */
export const FRIEND_WHY = {
  short: ['{@friend} was scared of {@worry} too.', '{@friend} did not like {@worry} either.'],
  middle: [
    '{@friend} was scared of {@worry} too, and {name} wanted to help.',
    'It turned out that {@friend} did not like {@worry} either.',
  ],
};
export const FRIEND_HELD = [
  'Side by side, {name} and {@friend} were not so scared of {@worry} any more.',
  "{name} took {@friend}'s hand, and together the two friends faced {@worry}.",
];

/** The wish made on the wand as soon as it is found, for the parent's problem. */
export function wishLines(everyday: EverydayFocus | null, short: boolean): readonly string[] {
  // A fear or a habit: the wand is asked to help with it.
  if (!everyday || everyday.kind === 'habit')
    return short
      ? ['"Can you help with {@worry}?" asked {name}.']
      : ['{name} wished the wand could help with {@worry}.'];
  if (everyday.kind === 'loss') {
    if (everyday.loss === 'faraway')
      return short
        ? ['"Help me reach {@worry}," wished {name}.']
        : [
            '"If only you could help me reach {@worry}," {name} whispered to the wand.',
            '{name} thought of {@worry}, {@far}, and wished the wand could help.',
          ];
    if (everyday.loss === 'toy' || everyday.gone === 'ran away')
      return short
        ? ['"Can you find {@worry}?" asked {name}.']
        : ['"Can you help me find {@worry}?" {name} asked the wand.'];
    return short
      ? ['{name} wished the sad feeling away.']
      : ['{name} wished the wand could make the sad feeling go away.'];
  }
  // A quarrel.
  return short
    ? ['"Can you fix the cross feeling?" asked {name}.']
    : [
        '{name} wished the wand could make the cross feeling go away.',
        '"Can you fix things with {@person}?" {name} whispered to the wand.',
      ];
}

/** The end of a wish story: the wand helped, the child did it. */
export const WISH_DONE = [
  'The wand had helped a little, but it was {name} who had found the way.',
  // Not "smiled": the line before it has often just said so ("He faced dogs and smiled").
  "In the end, the best magic had been {name's} own.",
];

/**
 * A habit or a loss, and a thing the title names that no word list knows ("The Secret of the
 * Silver Spoon"): not a second errand but the child's keepsake, given by the grown-up when the
 * problem is at its hardest and held as the child mends it.
 */
export const KEEPSAKE = {
  given: {
    short: ['{@grownup} gave {name} {@keepThing} to hold.'],
    middle: [
      '{@grownup} gave {name} {@keepThing} to hold on the hard days.',
      '{@grownup} put {@keepThing} into {name\'s} hands. "Hold it tight when things feel hard," {@grownup} said.',
    ],
  },
  held: {
    short: ['{name} held {@keepThing} tight.'],
    middle: [
      '{name} held {@keepThing} tight, just as {@grownup} had said.',
      'With {@keepThing} held tight, {name} felt a little calmer.',
    ],
  },
};

/**
 * A quarrel in a story whose title promises a place or thing ("Maya and the Glass Mountain"):
 * one thread, not two. The grown-up promises the trip for when the two can play nicely, the
 * quarrel is mended at home, and the two reach the place (or find the thing) together.
 */
export const TOGETHER: Record<
  'reach' | 'find',
  { promise: string[]; reached: string[]; ending: string[] }
> = {
  reach: {
    promise: [
      '"We can all go to {@theGoal} together," said {@grownup}, "once you two play nicely."',
      '{@grownup} had a plan: a trip to {@theGoal}, once {name} and {@person} could play nicely.',
    ],
    reached: [
      'Then {name} and {@person} set off for {@theGoal} together, and they made it all the way.',
      'Hand in hand, {name} and {@person} made it to {@theGoal}.',
      'Together, the two of them made it to {@theGoal}.',
      // Nine words or fewer, for the youngest.
      'Together, they got to {@theGoal}.',
    ],
    ending: [
      '{name} and {@person} looked back at {@theGoal} and smiled.',
      'From then on, {name} and {@person} went everywhere together, even to {@theGoal}.',
    ],
  },
  find: {
    promise: [
      '"We can all look for {@theGoal} together," said {@grownup}, "once you two play nicely."',
      '{@grownup} had a plan: a hunt for {@theGoal}, once {name} and {@person} could play nicely.',
    ],
    reached: [
      'Then {name} and {@person} looked for {@theGoal} together, and they found it.',
      'Together, {name} and {@person} found {@theGoal}.',
      'Together, they found {@theGoal}.',
    ],
    ending: [
      '{name} and {@person} took turns holding {@theGoal} all the way home.',
      '{name} and {@person} kept {@theGoal} safe, together.',
    ],
  },
};

/**
 * A fear that lives at home in a story whose title promises a place or thing ("Lily and the
 * Lighthouse" and the cupboard): the cupboard is faced at home first, and only then, brave,
 * the child goes all the way there. Reaching the lighthouse never mends the cupboard.
 */
export const FEAR_TRIP: Record<'reach' | 'find', string[]> = {
  reach: [
    'Then, brave as anything, {name} set off for {@theGoal}, and made it all the way.',
    'After that, {name} made it all the way to {@theGoal}.',
    'Then {name} went all the way to {@theGoal}.',
  ],
  find: [
    'Then, brave as anything, {name} went looking for {@theGoal}, and found it.',
    'Then {name} found {@theGoal} at last.',
  ],
};

/**
 * What the grown-up's promise waits for, for each habit: as the grown-up says it, and as the
 * story tells it.
 */
const HABIT_DONE: Record<HabitId, { said: string; told: string }> = {
  vegetables: {
    said: 'you have tried your vegetables',
    told: '{name} had tried {their} vegetables',
  },
  bedtime: {
    said: "you have had a good night's sleep",
    told: "{name} had had a good night's sleep",
  },
  nails: {
    said: 'your fingers have had a rest from nibbling',
    told: "{name's} fingers had had a rest from nibbling",
  },
  tidying: { said: 'your room is tidy', told: "{name's} room was tidy" },
  screens: { said: 'the tablet is put away', told: 'the tablet was put away' },
  teeth: { said: 'your teeth are brushed', told: "{name's} teeth were brushed" },
  whining: {
    said: 'you ask in your big, clear voice',
    told: '{name} asked in {their} big, clear voice',
  },
};

/**
 * A habit in a story whose title promises a place or thing ("The Monsoon Kite" and the
 * toothbrush): one thread, as with a quarrel. The grown-up promises the trip for when the
 * habit is mended, it is mended at home, and the two go there (or find the thing) together.
 */
export function habitTrip(
  habit: HabitId,
  kind: 'reach' | 'find',
): { promise: string[]; reached: string[]; ending: string[] } {
  const { said, told } = HABIT_DONE[habit];
  return kind === 'reach'
    ? {
        promise: [
          `"We can go to {@theGoal} together," said {@grownup}, "once ${said}."`,
          `{@grownup} had a plan: a trip to {@theGoal}, once ${told}.`,
        ],
        reached: [
          'The very next day, {name} and {@grownup} set off for {@theGoal}, and made it all the way.',
          'The next morning, {name} and {@grownup} went all the way to {@theGoal}.',
          'Next day, they got to {@theGoal}.',
        ],
        ending: [
          '{name} would never forget the day {they} got to {@theGoal}.',
          'Some days, {name} still thought about {@theGoal}, and smiled.',
        ],
      }
    : {
        promise: [
          `"We can look for {@theGoal} together," said {@grownup}, "once ${said}."`,
          `{@grownup} had a plan: a hunt for {@theGoal}, once ${told}.`,
        ],
        reached: [
          'The very next day, {name} and {@grownup} went looking for {@theGoal}, and found it.',
          'The next morning, {name} and {@grownup} found {@theGoal} together.',
          'Next day, they found {@theGoal}.',
        ],
        ending: [
          '{name} kept {@theGoal} safe, right beside {their} bed.',
          '{name} held {@theGoal} tight and smiled.',
        ],
      };
}

/**
 * Someone missed (Grandpa far away, a pet that died) in a story whose title promises a place
 * or thing: it is theirs, the place the two went together or the thing they loved, so going
 * there is a way to feel close, not a second errand. Told, not promised on a condition: a sad
 * child is not asked to cheer up first. "{@worry}" is told, never quoted: in the grown-up's
 * mouth "his dog" would be the wrong person's.
 */
export function lossTrip(kind: 'reach' | 'find'): {
  promise: string[];
  promiseShort: string[];
  reached: string[];
  ending: string[];
} {
  // For the youngest, nine words that tie the two: "Grandpa loved the Red Kite best of all."
  const promiseShort = ['{@worry} loved {@theGoal} best of all.'];
  return kind === 'reach'
    ? {
        promiseShort,
        promise: [
          '{@grownup} had a plan: a trip to {@theGoal}, where {name} and {@worry} had been so happy.',
          '{name} and {@worry} used to go to {@theGoal} together, and {@grownup} promised to take {name} there again soon.',
        ],
        reached: [
          'The next morning, {name} and {@grownup} went all the way to {@theGoal}, just as {name} and {@worry} used to.',
          'The very next day, {name} and {@grownup} made it all the way to {@theGoal}, the place {@worry} loved best.',
          'Next day, they went to {@theGoal}.',
        ],
        ending: [
          'Whenever {name} thought of {@theGoal}, {they} thought of {@worry} too, and smiled.',
          'At {@theGoal}, {name} had felt close to {@worry} again.',
        ],
      }
    : {
        promiseShort,
        promise: [
          '{@grownup} had a plan: a hunt for {@theGoal}, which {@worry} had always loved.',
          '{@worry} had always loved {@theGoal}, and {@grownup} promised to help {name} look for it.',
        ],
        reached: [
          'The next morning, {name} and {@grownup} went looking for {@theGoal}, and found it.',
          'The very next day, {name} and {@grownup} found {@theGoal} together.',
          'Next day, they found {@theGoal}.',
        ],
        ending: [
          'Holding {@theGoal}, {name} felt close to {@worry} again.',
          '{name} kept {@theGoal} safe, and it always made {them} think of {@worry}.',
        ],
      };
}
