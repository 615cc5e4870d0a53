import type { PlotId, ThemeGoalKind } from './plots.js';

/**
 * Sentences that fill a page by moving the story on, where a list of sights ("a rabbit
 * peeked out from behind a log") used to stand: the child heads for the goal, the helper,
 * the tool or the trick from earlier comes along, the grown-up hears how it went. A line
 * naming someone is only used once the story has brought them in.
 */

/** On the way to a place or thing, before the problem: the child gets closer. */
const TRAVEL = [
  '{name} set off toward {@landmark}[| at once| without waiting].',
  '"This way," said {name}, and {they} [headed|turned] toward {@landmark}.',
  'Step by step, {name} [got|came] closer to {@landmark}.',
  '{name} [stopped|paused] to look around, then [kept going|walked on] toward {@landmark}.',
  'The closer {name} got to {@landmark}, the faster {their} heart beat.',
  'With every [step|stride|few steps], {@theGoal} [felt|seemed] a little [closer|nearer].',
  '{name} asked {@grownup} which way to go, and {@grownup} pointed toward {@landmark}.',
  '{name} told {@grownup} the plan, and {@grownup} [nodded|smiled|gave a thumbs up].',
  '"[Will you wait for me|Will you be here when I get back|Will you wait here]?" [asked|said] {name}. "[Right here|I will be right here|Of course I will]," said {@grownup}.',
];

/**
 * Getting ready, where the goal is no place to walk to: a skill to learn, a friend to
 * make, a wand to wake. "Set off toward the clock tower" would lead nowhere.
 */
export const ONWARD: Record<ThemeGoalKind, readonly string[]> = {
  rescue: TRAVEL,
  find: TRAVEL,
  reach: TRAVEL,
  learn: [
    '{name} watched {@grownup} show how, [twice|once more|very slowly].',
    '"[Like this|Is this right]?" asked {name}. "[Just like that|Nearly, try again]," said {@grownup}.',
    '{name} got everything ready, and took a deep breath.',
    '{name} told {@grownup} the plan, and {@grownup} [nodded|smiled|gave a thumbs up].',
    '{name} asked {@grownup} to show {them} one more time, and watched every little move very carefully.',
    'Every evening, {name} practised a little, even when {they} felt [tired|grumpy|like stopping].',
  ],
  befriend: [
    '{name} thought [hard|for a long time] about what to say to {@friend}.',
    '{name} practised a little [wave|smile|hello], just in case.',
    '{name} asked {@grownup} how to make a new friend, and {@grownup} said a smile is a good start.',
    '{name} thought of all the games {they} could play with {@friend}, if only {they} dared to ask.',
    '"What if {@friend} does not want to play?" asked {name}. "Only one way to find out," said {@grownup}.',
  ],
  magic: [
    '{name} turned the wand over and over, looking for a [secret button|hidden switch|tiny clue].',
    '"Maybe it needs a [magic|special|secret] word," [said|whispered] {name}.',
    '{name} held the wand [carefully|very still|with both hands] and waited.',
    '{name} tried the wand on a [pebble|leaf|flower], but nothing happened, not even a single sparkle.',
    '{name} asked {@grownup} about the wand, and {@grownup} said that real magic wakes up slowly.',
  ],
};

/** Who or what came along, still there on a later page. */
export const COMPANION = [
  '{@theHelper} stayed close beside {name}, watching [every step|closely].',
  '{@theHelper} [kept|stayed] close to {name} all the way.',
  '{name} held on to {@theTool}, just in case.',
  '{name} checked that {@theTool} was still safe.',
  "{name} thought of {@grownup}'s {@trickWord} and [smiled|{@trickFeel}].",
  '{name} practised the {@trickWord} [once more|under {their} breath].',
  '{name} practised the {@trickWord} as {they} walked.',
];

/** After the goal is reached: the grown-up hears of it. */
export const SHARE = [
  '{name} [ran|hurried|raced] to tell {@grownup} [all about it|everything|the whole story].',
  '{@grownup} [clapped|cheered] so loudly that {name} [laughed|giggled].',
  '"You did it!" [said|cried|called] {@grownup}. "I [knew|just knew|always knew] you [could|would|had it in you]."',
  '{@grownup} [listened|smiled] as {name} told the whole story, from start to finish.',
];

/**
 * A fear that lives at home (the cupboard under the stairs, the bath) in a story set
 * elsewhere: the problem page brings the child home to it, so the tries make sense.
 */
export const HOME_FEAR = [
  'That evening, {name} went back home, where {@worry} was waiting.',
  'Back home that night, {name} had to go past {@worry}.',
  '[At home that evening|Home again that night|That night at home], {name} had to face {@worry}.',
  '[That night|That evening|Later], {name} had to [face|go near|pass] {@worry}.',
];

/** Home in the evening, where a quarrel, a habit or a loss lives. */
export const HOME_EVERYDAY = [
  'That evening, {name} went back home.',
  'Back home that evening, the lamps were lit and tea was nearly ready.',
  'At home that evening, everyone was tired and a little grumpy.',
];

/**
 * The day of the occasion the parent named (the school play, the swimming race): it happens
 * in the story, on the page where the child does it, so the worry is met there.
 */
export const EVENT_DAY = [
  'Then came the day of {@event}, and {name} was ready.',
  'On the day of {@event}, {name} took a deep breath and stepped out in front of everyone.',
  'At last it was time for {@event}, and {name} went out with {their} head held high.',
];

export const EVENT_DAY_SHORT = ['Then came the day of {@event}.', 'It was the day of {@event}.'];

/**
 * An occasion the title names beside a problem that is not about it ("The Big School Play"
 * and a fear of the dentist): looked forward to from the start, and the happy day after.
 */
export const EVENT_SOON = [
  'Soon it would be {@event}, and {name} could hardly wait.',
  '{name} was counting the days until {@event}.',
];
export const EVENT_AFTER = {
  short: ['Then came {@event}!', 'At last, it was {@event}!'],
  middle: [
    'A few days later came {@event}, and {name} joined in with all {their} heart.',
    'At last it was {@event}, and {name} had the best time of all.',
  ],
};

/** The setback of a fear at home: indoors, where the place's wind and rain never reach. */
export const HOME_FEAR_SETBACK = [
  'Then the hall light flickered and went out, and {@worry} looked darker and bigger than ever.',
  'Then something inside {@worry} went bump, and {name} ran all the way back to bed.',
  'Just then a door creaked somewhere in the house, and all the brave feeling rushed away.',
];

/** Night in the house, for the low point of a fear at home. */
export const HOME_FEAR_NIGHT = [
  // Read before or after "the whole house was dark": the moon is already up.
  'Outside the window, the moon sailed slowly across the sky.',
  'The clock in the hall ticked slowly, and the whole house was dark.',
  'Everyone else was asleep, and only a thin line of light showed under a door.',
];

/** The house around the fear, where the place's own weather no longer reaches. */
export const HOME_FEAR_FEEL = [
  'The house was [very quiet|still and dark|so quiet], and every little [creak|sound|bump] made {name} jump.',
  '{name} stood [very still|quite still] for a long time, not moving at all.',
  'Even with the lights on, {@worry} felt much too [big|close|near].',
  '{name} could hear {their} own heart going thump, thump, thump.',
  '{name} pulled the blanket right up to {their} nose and listened to the quiet house.',
  '{name} kept looking over at {@worry}, just in case something moved.',
  '[Down the hall|Far off|Somewhere], the kitchen tap went drip, drip, drip in the dark.',
];

/**
 * Morning in the house, for the turning point of a story mended at home: the quarrel, the
 * vegetables or the cupboard are at home, so their morning is too, not on the mountain.
 */
export const HOME_LIGHT = [
  'Morning sunshine peeped in through the curtains.',
  'The sun came up, and a warm stripe of light fell across the floor.',
  'Birds sang outside the window, and the house began to wake up.',
  'Soft morning light filled the house, and everything looked new again.',
  'The curtains glowed gold as the sun came up.',
];

/** The house waking up, after its sunrise. */
export const HOME_MORNING = [
  'Downstairs, the kettle began to sing.',
  'Somewhere in the kitchen, a spoon clinked in a bowl.',
  'The smell of warm toast drifted up from the kitchen.',
  'Outside, a bird hopped along the windowsill and sang.',
];

/** The bright, happy house of the resolution (a story mended at home). */
export const HOME_BRIGHT = [
  'Sunshine poured in through the window, warm and golden.',
  'The whole house felt warm and bright.',
  'Outside, the birds sang, and inside, everything felt just right.',
  'Even the house seemed to smile.',
  'The kitchen smelled of warm pancakes, and everyone was smiling.',
];

/** What in a fear's words says it lives at home. */
export const HOME_PLACE =
  /\b(?:cupboard|closet|wardrobe|cellar|basement|attic|loft|stairs|staircase|bath|bathtub|shower|toilet|potty|bed|bedroom|hallway|garage|hoover|vacuum)\b/i;

/**
 * The grown-up at bedtime, with what the plot brought in: the helper waves goodnight, the
 * tool hangs by the bed. Short enough for the youngest readers.
 */
export function bedtimeHugs(plot: PlotId): string[] {
  switch (plot) {
    case 'kindness':
      return [
        '{@theHelper} and {@grownup} said goodnight.',
        '{@grownup} tucked {name} in, and {@theHelper} [came to say|said] goodnight.',
      ];
    case 'quest':
      return [
        '{@grownup} put {@theTool} by the bed.',
        '{@grownup} put {@theTool} by {name} and tucked {them} in.',
      ];
    case 'practice':
      return [
        '{@grownup} gave {name} a [big|warm|sleepy] hug.',
        '{@grownup} tucked {name} in [with a kiss|and smiled|snug and warm].',
        '"I am proud of you," said {@grownup}[| softly| with a hug].',
      ];
  }
}
