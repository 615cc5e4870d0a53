import type { EverydayFocus, HabitId } from './everyday-focus.js';
import type { PlotId } from './plots.js';
import { OLDER_CALL, QUARREL } from './quarrel-lines.js';

/**
 * What a story about a quarrel, a habit or a loss is after, in place of the theme's own goal.
 *
 * A storyteller does not send a child to find the golden acorn while her little brother waits
 * at home for a turn: the parent's problem is the story. So the pages that would call the
 * child to a treasure, walk toward it and reach it tell instead of the other one, the habit
 * or the one missed: met early and gently (the call), still there on the way (the echo),
 * mended by what was planted (the trick, the helper, the little book) and remembered at the
 * end. Lines of nine words or fewer serve ages 3–4.
 *
 * Slots as in everyday-beats: {@worry}, {@person} and their pronouns, plus the plot's
 * {@grownup}, {@theHelper} and {@theTool}.
 */
export interface MendLines {
  /** Brings the other one, the habit or the missed one in, before anything goes wrong. */
  call: string[];
  /** Said back, so the dialogue answers what was said. */
  callAnswer: string[];
  /** The problem named again on a page of the day. */
  echo: string[];
  /** More of the day, where a quest would head for its goal. */
  day: string[];
  /** How the trick, the helper or the tool mended it, said on the resolution page. */
  because: Record<PlotId, string[]>;
  becauseShort: Record<PlotId, string[]>;
  celebration: string[];
  /** What the child was, said on the happy pages, in place of the theme's virtue. */
  virtue: string[];
  /** What the story learned, when the parent gave no moral of their own. */
  moral: string[];
  /** The last page remembers it (the bedtime line comes after). */
  ending: string[];
}

/** The feeling that grows small at the end: a cross child calms, a sad one is comforted. */
const FEELING: Record<EverydayFocus['kind'], string> = {
  quarrel: 'cross',
  habit: 'grumpy',
  loss: 'sad',
};

export function becauseLines(feeling: string): Pick<MendLines, 'because' | 'becauseShort'> {
  const smaller = `the ${feeling} feeling [grew small|went quiet|grew a little smaller]`;
  // The child mends it, with the trick said as it is used; a helper or a tool is beside them,
  // never the one that does it.
  return {
    because: {
      practice: [
        `{name} remembered {@grownup}'s trick and {@trickDid}, and ${smaller}.`,
        `{name} {@trickDid}, just as {@grownup} had shown {them}, and ${smaller}.`,
        // After a turning page that used the trick already.
        `The trick worked, just as {@grownup} had said, and ${smaller}.`,
      ],
      kindness: [
        `{name} thought of how good it had felt to help {@theHelper}, and ${smaller}.`,
        `With {@theHelper} close by, {name} counted slowly to five, and ${smaller}.`,
      ],
      quest: [
        `{name} held {@theTool} tight and remembered what {@grownup} had said, and ${smaller}.`,
        `{name} looked at {@theTool}, thought of {@grownup}, and ${smaller}.`,
      ],
    },
    becauseShort: {
      practice: ['{name} sang the little song and felt calm.', '{name} sang the little song.'],
      kindness: [
        '{name} sat close to {@theHelper} and smiled.',
        '{@theHelper} sat close while {name} counted to five.',
      ],
      quest: ['{name} held {@theTool} tight.', '{name} looked at {@theTool} and smiled.'],
    },
  };
}

/** Each habit met on an ordinary day, before it turns into trouble. */
const HABIT_CALL: Record<HabitId, string[]> = {
  vegetables: [
    'Every night, there were vegetables for dinner.',
    '{@grownup} was making a big pot of soup, full of carrots and peas and beans.',
  ],
  bedtime: [
    'Every night at seven, it was bedtime.',
    '{name} loved the daytime so much that {they} never wanted it to end.',
  ],
  nails: [
    '{name} nibbled {their} nails whenever {they} felt worried.',
    '{@grownup} looked at {name\'s} little fingers and gave a small, thoughtful "Hmm."',
  ],
  tidying: [
    "{name's} room was full of toys.",
    "{name's} room was full of toys, on the floor, on the bed and even under the rug.",
  ],
  screens: [
    '{name} loved the tablet more than anything.',
    'The tablet glowed and beeped, and {name} could watch it all day long.',
  ],
  teeth: [
    "{@grownup} put a new toothbrush in {name's} cup.",
    'Every morning and every night, the toothbrush waited by the sink.',
  ],
  whining: [
    '{name} wanted lots of things, all day long.',
    'Some days, everything seemed to go wrong for {name}, from breakfast to bedtime.',
  ],
};

/** The day of a habit, and of a fear at home: the two get on with it together. */
export const HOME_DAY = [
  '{name} helped {@grownup} with the jobs of the day.',
  '{@grownup} hummed as the two of them got on with the day.',
  '{name} asked {@grownup} a hundred questions, and {@grownup} answered every one.',
  'It was a busy day, full of little jobs and little chats, and it went by quickly.',
];

const HABIT: Omit<MendLines, 'because' | 'becauseShort' | 'call'> = {
  callAnswer: [
    '"We will find a way together," said {@grownup}.',
    '"Today could be a good day," said {@grownup}. {name} was not so sure.',
    '"What if it goes wrong?" asked {name}. "Then we try again," said {@grownup}.',
  ],
  echo: [
    '{name} tried not to think about it.',
    '{@grownup} had a gentle plan, and waited for the right moment.',
    'All day long, {name} could not quite stop thinking about it.',
  ],
  day: HOME_DAY,
  celebration: [
    '{@grownup} gave {name} a big high five.',
    '{name} did a happy little dance, right there and then.',
    '{@grownup} told everyone how well {name} had done, and {name} grinned.',
  ],
  virtue: [
    'It had not been easy, but {name} had kept on trying.',
    '{name} felt warm and proud, right down to {their} toes.',
  ],
  moral: [
    'Little tries add up to big changes.',
    'Every small try makes the next one easier.',
    'Hard things get easier, one small try at a time.',
  ],
  ending: [
    '{name} felt proud, and so did {@grownup}.',
    'It was not so hard after all, and {name} felt proud.',
    'Tomorrow, {name} would do it again, all by {themselves}.',
  ],
};

/** Someone or something missed: comforted and kept close, never "all better". */
const MISSED: Omit<MendLines, 'because' | 'becauseShort'> = {
  call: [
    '{name} thought of {@worry} every day.',
    '{name} kept a picture of {@worry} by {their} bed.',
    'Every night, {name} looked at the picture of {@worry} by {their} bed.',
  ],
  // Told, not quoted: in the grown-up's mouth "her dog" would be the wrong person's.
  callAnswer: [
    '{@grownup} gave {name} a long, warm hug.',
    '{name} told {@grownup} all about {@worry}, and {@grownup} listened to every word.',
  ],
  echo: [
    '{name} thought of {@worry} again.',
    'Now and then, {name} thought of {@worry}, and went quiet.',
    'Everything {name} saw that day made {them} think of {@worry}.',
  ],
  day: [
    '{name} stayed close to {@grownup} all day.',
    "{@grownup} held {name's} hand a little longer than usual.",
    '{name} and {@grownup} talked about all the good days.',
    'It was an ordinary sort of day, but every now and then it felt a little too quiet.',
  ],
  celebration: [
    '{name} felt warm inside, like a hug.',
    '{@grownup} wrapped {name} in a big, warm hug.',
    '{name} smiled, a small smile, but a real one.',
  ],
  virtue: [
    'Missing someone is hard, and {name} had been gentle with {their} own sad heart.',
    '{name} felt warm inside, right down to {their} toes.',
  ],
  moral: [
    'Love does not stop, even far away.',
    'It is all right to feel sad, and it is all right to smile again.',
    'The ones we love stay in our hearts.',
  ],
  ending: [
    '{name} kept {@worry} close in {their} heart.',
    'Missing {@worry} still hurt sometimes, but {name} knew what to do now.',
    '{name} would always love {@worry}, near or far.',
  ],
};

/** A pet that died is not "far away", and one that ran away comes home. */
const PET_GONE_END = {
  moral: [
    'It is all right to feel sad, and it is all right to smile again.',
    'The ones we love stay in our hearts.',
  ],
  ending: [
    '{name} kept {@worry} close in {their} heart.',
    'Missing {@worry} still hurt sometimes, but {name} knew what to do now.',
  ],
};
const PET_HOME_END = {
  moral: ['When everyone helps, lost things find their way home.', 'Never stop hoping.'],
  ending: [
    '{@worry} curled up in {their} basket, home at last.',
    '{name} gave {@worry} a big, gentle cuddle, and {@worry} wriggled with joy.',
  ],
};

/** A lost toy is found, so its ending keeps it safe. */
const FOUND_ENDING = [
  '{@worry} was never left behind again.',
  '{name} held {@worry} tight all the way to bed.',
];

/**
 * A child missing someone is not coached to "try just one more time": where another story
 * steadies itself to try again, this one is gentle.
 */
export const GRIEF_STEADY = [
  '{name} let the sad feeling be there for a while.',
  '{name} cuddled up close to {@grownup} for a while.',
  '{name} took a slow breath, and then another.',
  'Some days are sad days, and that is all right.',
  '{name} looked out of the window and thought about the happy days.',
  '{@grownup} made {name} a warm drink, and they sat together quietly.',
  '{name} sat quietly for a long time, holding on to all the happy memories, and that was all right.',
  '{@grownup} wrapped a soft blanket round {name}, and the two of them sat together without saying anything at all.',
  'Some days are sad days, and that is all right, even for the bravest children in the whole wide world.',
  '{name} drew a picture of a happy day, slowly, with all {their} favourite colours.',
  "{@grownup} stroked {name's} hair and hummed a soft, old song that {name} knew by heart.",
  '{name} told {@grownup} about the funniest day of all, and the two of them laughed a little, even through the tears.',
  'Outside, the world went on as usual, but inside, {name} needed a little quiet time.',
  '{name} hugged {their} softest pillow and listened to the rain of feelings slowly ease.',
  '{@grownup} said that feelings are like weather: they come, and they pass, and the sun comes back.',
  '{name} wrote a little note about everything {they} wanted to remember, so nothing would be forgotten.',
  '{name} curled up in the big armchair, and {@grownup} tucked a warm blanket all around.',
];

/** The turning point and the happy end of a story about going to bed happen at bedtime. */
export const BEDTIME_CALM = [
  'The house was quiet, and the night-light glowed softly.',
  'Outside, the stars came out one by one, and the whole world was getting sleepy.',
  'The curtains swayed a little, and somewhere an owl called softly.',
  'Everything was calm and cosy, and the moon peeped in at the window.',
];

/** The morning after, when a child who slept at last is cheered. */
export const BEDTIME_MORNING = [
  'The next morning, {@grownup} gave {name} a big high five.',
  'In the morning, {name} woke up bright and bouncy, ready for the day.',
  'The next morning, {name} bounced out of bed, full of beans, and {@grownup} laughed.',
];

/** What a quarrel, a habit or a loss is after, in the story's words (see MendLines). */
export function mendLines(focus: EverydayFocus): MendLines {
  const because = becauseLines(FEELING[focus.kind]);
  switch (focus.kind) {
    case 'quarrel':
      return {
        ...QUARREL,
        ...(/\b(?:big|older)\b/.test(focus.person) ? { call: OLDER_CALL } : {}),
        ...because,
      };
    case 'habit':
      return { ...HABIT, call: HABIT_CALL[focus.habit], ...because };
    case 'loss':
      return {
        ...MISSED,
        ...(focus.loss === 'toy'
          ? {
              // A teddy is not "thought of every day" before it is lost: it is loved.
              // The picnic by the old bench, where the turning point remembers it, is planted here.
              call: [
                '{name} took {@worry} everywhere.',
                '{name} took {@worry} everywhere, even on picnics by the old bench.',
                'That day, {name} and {@worry} had a picnic by the old bench.',
              ],
              // "Auntie May smiled at her teddy" would be Auntie May's teddy.
              callAnswer: ['{@grownup} laughed, because the two of them were never apart.'],
              // Before it is lost, the teddy is with the child, not thought of.
              echo: [
                '{name} hugged {@worry} tight.',
                '{@worry} went everywhere {name} went that day.',
              ],
              day: [
                '{name} and {@worry} played all morning.',
                '{name} held {@worry} by one paw.',
                '{name} and {@worry} watched the clouds drift by, and made up a story about each one.',
                '{name} told {@worry} a secret, the way {they} always did when nobody else was listening.',
              ],
              moral: [
                'What we love is worth looking for.',
                'Thinking back, step by step, helps find what is lost.',
              ],
              ending: FOUND_ENDING,
            }
          : focus.loss === 'pet'
            ? focus.gone === 'ran away'
              ? PET_HOME_END
              : PET_GONE_END
            : {}),
        ...because,
      };
  }
}

/** A title for a story with no title of its own: about the problem, not the theme's goal. */
export function mendTitle(focus: EverydayFocus): string {
  switch (focus.kind) {
    case 'quarrel':
      return focus.over === 'turns' ? '{name} Takes Turns' : '{name} and the Game for Two';
    case 'habit':
      return '{name} Gives It a Try';
    case 'loss':
      return focus.loss === 'toy' ? '{name} Looks High and Low' : "{name}'s Brave Heart";
  }
}
