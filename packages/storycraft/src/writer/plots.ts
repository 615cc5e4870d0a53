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

/** Opening lines that introduce the grown-up, so later lines may lean on them. */
export const HOME = [
  '{name} lived with {@grownup}.',
  '{name} lived with {@grownup} in {@home}.',
  '[Every morning|Each morning|Every day], {name} had [breakfast|porridge|toast|pancakes] with {@grownup}.',
  '{@grownup} and {name} [did lots of things together|always had fun together|liked to sing together].',
  '{name} and {@grownup} lived in {@home}, and had porridge together every morning.',
  '{name} lived in {@home} with {@grownup}, who always had time for a story and a hug.',
];

export const CALL: Record<ThemeGoalKind, string[]> = {
  rescue: [
    'Then {name} heard a [cry|squeak|little shout]. It was {@goal}!',
    'Something [went|called] "Help!" It was {@goal}.',
    '{name} [spotted|saw|found] {@goal}, stuck [fast|tight|and scared].',
    'Oh no! {@goal} was stuck [and could not get out|all alone|and calling for help]!',
    '"Help!" cried {@goal}, stuck near {@landmark}.',
    'One day, {name} heard a tiny cry for help, and there, stuck near {@landmark}, was {@goal}.',
    'Near {@landmark}, {name} found {@goal}, stuck and calling for help.',
    'Just then a small voice called for help, and {name} saw {@goal}, stuck near {@landmark}.',
  ],
  find: [
    '{name} [wanted|longed|hoped] to find {@theGoal} [one day|more than anything|today].',
    '{name} [dreamed|thought] of finding {@theGoal} [every day|all day long|one day].',
    'Where, oh where, [was|could be] {@theGoal}?',
    '{@grownup} told {name} a secret: {@theGoal} was near {@landmark}.',
    'One morning, {@grownup} told {name} a secret: {@theGoal} was hidden somewhere near {@landmark}.',
    'More than anything, {name} wanted to find {@theGoal}, and today {they} would try.',
  ],
  reach: [
    'Far [away|off|in the distance] stood {@theGoal}.',
    '{name} [wanted|longed|hoped] to get to {@theGoal} [one day|more than anything|today].',
    'Far away stood {@theGoal}, and {name} wanted to get there more than anything.',
    'Every day {name} looked at {@theGoal} and wondered what it was like up close.',
  ],
  befriend: [
    'A new kid called {@friend} sat all alone.',
    'Near {@landmark} sat a new kid called {@friend}, all alone.',
    'That day a new kid called {@friend} came along, and {name} wanted to say hello.',
  ],
  // The magic theme's own calls (the wand is found at once) are used instead.
  magic: [],
  learn: [
    '{@grownup} wanted to help {name} with {@theGoal}.',
    'That day, {@grownup} said it was time for {name} to try {@theGoal}.',
    '{name} wanted to get good at {@theGoal}, just like the big kids.',
  ],
};

/** Said back when someone speaks, so the dialogue answers what was said. */
export const CALL_ANSWER: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '"I am coming!" [called|shouted|cried] {name}.',
    '"Hold on, I will help[!| you!| now!]" [said|called] {name}.',
    '{name} [ran|hurried|raced] as fast as {they} could.',
    '"Do not worry[!| now!|, I am here!]" called {name}.',
    '"I am on my way!" called {name}. "Thank you!" came a small voice.',
    '"Where are you?" called {name}. "Over here, by the big rock!" came the answer.',
    '"Hold on!" called {name}. "I am coming!"',
    '"Who is there?" called {name}. "Me, down here!" came a small voice.',
    '"Are you stuck?" asked {name}. "Yes, and I cannot get out," came [the|a] [small|tiny|little] reply.',
  ],
  find: [
    '"I will find it[!| today!| for sure!]" said {name}.',
    '"Let\'s [look|go and look|start looking]!" said {name}.',
    '"I will look [everywhere|high and low|all over]," said {name}.',
    '"Will you help me look?" asked {name}. "You can do it," said {@grownup}. "Be home before dark."',
    '"Is it big or small?" asked {name}. "Just the right size," said {@grownup} with a smile.',
    '"Where should I look?" asked {name}. "Start near {@landmark}," said {@grownup}.',
    '"Is it really there?" asked {name}. "Go and see," said {@grownup} with a wink.',
  ],
  reach: [
    '"I will get there[!| one day!| today!]" said {name}.',
    '"I want to go there[| so much| one day]," said {name}.',
    '"Can I go?" asked {name}. "Yes, with care," said {@grownup}.',
    '"How far is it?" asked {name}. "Far, but not too far," said {@grownup}.',
  ],
  befriend: [
    '{name} gave {@friend} a little wave.',
    '"Hello," said {name}. {@friend} smiled.',
    '"Who is that?" asked {name}. "That is {@friend}," said {@grownup}. "{@friend} is new."',
    '"Should I say hello?" asked {name}. "That is a lovely idea," said {@grownup}.',
    '"Hello," said {name} [very quietly|in a tiny voice|softly].',
    '"Do you think {@friend} is lonely?" asked {name}. "Maybe a little," said {@grownup}.',
  ],
  magic: [
    '"[What can it do|Is it really magic|Does it work]?" asked {name}[| softly| with a grin].',
    '{name} gave the wand a [little|gentle|careful] wave.',
    '"What can it do?" asked {name}. The wand only gave a tiny, sleepy fizz.',
    '"Hello, wand," whispered {name}. The wand answered with one small sparkle.',
  ],
  learn: [
    '"I want to [try|have a go|learn]!" said {name}.',
    '"Show me how[|, please| to do it]," said {name}.',
    '"When can we start?" asked {name}. "Right now," said {@grownup}.',
    '"Can I really do it?" asked {name}. "Yes, one step at a time," said {@grownup}.',
    '"Is it hard?" asked {name}. "A little, at first," said {@grownup}.',
    '"Can you show me?" asked {name}. "We will learn it together," said {@grownup}.',
  ],
};

/** The goal named again on the way, so it stays in the story and in the pictures. */
export const GOAL_ECHO: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{@theGoal} was still [waiting|stuck|calling for help].',
    '[Somewhere ahead|Not far away|Out there], {@theGoal} was still waiting for help.',
    '{name} thought of {@theGoal}, still [stuck and waiting|waiting for help|stuck and scared].',
  ],
  find: [
    '{@theGoal} was out there [somewhere|waiting|, hidden away].',
    '[Somewhere out there|Not far away|Somewhere close by], {@theGoal} was waiting to be [found|discovered].',
    '{name} kept [thinking|wondering] about {@theGoal}.',
    'Where [could|might] {@theGoal} be[| hiding]?',
  ],
  reach: [
    '{@theGoal} still looked [far away|very far|so far away].',
    '[Up ahead|In the distance], {@theGoal} still looked [very far away|a long way off|far, far away].',
    '{name} could still see {@theGoal}, [far away|so far off].',
  ],
  befriend: [
    '{@friend} was still sitting all alone.',
    '{name} wondered what games {@friend} liked to play.',
    'Every now and then, {name} looked back at {@friend}, still sitting quietly nearby.',
  ],
  learn: ['{name} still wanted to get good at {@theGoal}.', '{@theGoal} still looked hard.'],
  magic: [
    'The wand felt [cold and quiet|still and sleepy|dull and cold].',
    'The magic wand lay [cold and quiet|still and silent|dull and sleepy], [waiting|not even fizzing|as if it were asleep].',
  ],
};

export const REACHED: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{name} [helped|lifted|pulled] {@theGoal} out at last.',
    '{name} reached {@theGoal} and helped it out, safe and sound.',
    'At last {name} reached {@theGoal}, and gently helped it to safety.',
    '{name} lifted {@theGoal} free, as gently as {they} could.',
    'With one last careful step, {name} reached {@theGoal} and set it free.',
    '{name} got to {@theGoal} at last, and it snuggled into {their} arms.',
  ],
  find: [
    '{name} found {@theGoal} at last[!|, hooray!|, right there!]',
    'And there it was, near {@landmark}: {@theGoal}!',
    'At last, {name} found {@theGoal}, right where the story said it would be.',
    '{name} looked down, and there was {@theGoal}!',
    'Just where {name} had not thought to look, {@theGoal} was waiting.',
    '{name} spotted {@theGoal} at last, and gave a happy shout.',
  ],
  reach: [
    '{name} made it to {@theGoal}[!| at last!|, hooray!]',
    'Step by step, {name} made it all the way to {@theGoal}.',
    '{name} [got|made it] to {@theGoal} at last.',
    'One more step, and {name} was right there at {@theGoal}.',
  ],
  befriend: [
    '{name} and {@friend} played all day.',
    'Soon {name} and {@friend} were laughing together like old friends.',
  ],
  learn: [
    '{name} could do it at last[!|, hooray!|, all by {themselves}!]',
    'At last {name} had got the hang of {@theGoal}, and it felt wonderful.',
  ],
  magic: [
    'The magic wand began to [glow|shine|sparkle]!',
    "At last the magic wand glowed bright and warm in {name's} hand.",
    '[Sparkles|Bright sparks|Glitter] burst out of the wand like tiny [stars|bubbles|flowers].',
    'The wand hummed, and a shower of sparkles filled the air.',
  ],
};

/** The ending remembers the goal (the page's bedtime line comes after). */
export const GOAL_ENDING: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{@theGoal} was safe and sound [now|at last|again].',
    '{@theGoal} was safe and sound now, and {name} had helped.',
    'Far away, {@theGoal} was safe and sound again, thanks to {name}.',
  ],
  find: [
    '{name} held {@theGoal} [close|tight|very gently].',
    '{name} carried {@theGoal} home and held it [close|tight|carefully] all the way.',
    '{@theGoal} was safe with {name} [now|at last].',
    'Back home, {name} showed {@theGoal} to [everyone|{@grownup}|the whole family].',
  ],
  reach: [
    '{name} would [never forget|always remember] {@theGoal}.',
    '{name} looked back at {@theGoal} and smiled a big, proud smile.',
  ],
  befriend: [
    '{name} and {@friend} walked home together.',
    '{name} and {@friend} walked home side by side, already planning tomorrow.',
  ],
  learn: [
    '{@theGoal} was [fun|easy|great fun] now.',
    "Now {@theGoal} was one of {name's} favourite things to do.",
  ],
  magic: [
    'The magic wand glowed [softly|warmly|gently].',
    "The magic wand glowed [softly|gently|brightly] in {name's} hand, [warm as a hug|warm as toast|as if it were smiling].",
  ],
};

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
