import type { EverydayFocus, HabitId } from './everyday-focus.js';
import type { PlotId } from './plots.js';

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

function becauseLines(feeling: string): Pick<MendLines, 'because' | 'becauseShort'> {
  const smaller = `the ${feeling} feeling [grew small|went quiet|grew a little smaller]`;
  return {
    because: {
      practice: [
        `{name} used {@grownup}'s trick, and ${smaller}.`,
        `The trick worked, just as {@grownup} had said, and ${smaller}.`,
      ],
      kindness: [
        `With {@theHelper} close beside {them}, ${smaller}.`,
        `{@theHelper} stayed close, and ${smaller}.`,
      ],
      quest: [`Thanks to {@theTool}, ${smaller}.`, `{name} kept {@theTool} close, and ${smaller}.`],
    },
    becauseShort: {
      practice: ['{name} sang the little song and felt calm.', 'The little song helped.'],
      kindness: ['{@theHelper} sat close by.', '{@theHelper} stayed close to {name}.'],
      quest: ['{@theTool} showed {name} what to do.', '{name} held {@theTool} close.'],
    },
  };
}

const QUARREL: Omit<MendLines, 'because' | 'becauseShort'> = {
  call: [
    '{@person} [followed|copied] {name} everywhere.',
    '{@person} wanted to do everything {name} did.',
    'Every day, {name} played with {@worry}, and every day {@person} wanted to play too.',
    '{@person} thought {name} was the best at everything, and followed {them} from room to room.',
  ],
  callAnswer: [
    '"Play nicely, you two," said {@grownup}.',
    '"Maybe you two could play together today," said {@grownup}. {name} was not so sure.',
    '"Can I play too?" asked {@person}. {name} pretended not to hear.',
  ],
  echo: [
    // Said indoors or out, at home or in the playground: no room or door in them.
    '{@person} was never far from {name}.',
    '{name} could hear {@person} [humming|chattering|singing] nearby.',
    'All day long, {@person} stayed close to {name}, hoping for a turn.',
  ],
  day: [
    'Whatever {name} did, {@person} tried to do it too.',
    '{@person} sat as close to {name} as {@personHe} could.',
    '{@grownup} smiled at the two of them and hummed a little tune.',
  ],
  celebration: [
    '{name} and {@person} [laughed|giggled] until their tummies hurt.',
    '{@grownup} [clapped|cheered] for the two of them.',
    '{@person} gave {name} the biggest hug of the day.',
  ],
  moral: [
    'A game for two is twice the fun.',
    'Taking turns means everyone gets to play.',
    'Sharing is how a brother, a sister or a friend becomes a best friend.',
  ],
  ending: [
    'From then on, {name} and {@person} [played together|took turns] [most days|nearly every day].',
    "That night, {@person} fell asleep holding {name's} hand.",
    '{name} and {@person} [played together|took turns] all the next day too.',
  ],
};

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
  day: [
    '{name} helped {@grownup} with the jobs of the day.',
    '{@grownup} hummed as the two of them got on with the day.',
    '{name} asked {@grownup} a hundred questions, and {@grownup} answered every one.',
  ],
  celebration: [
    '{@grownup} gave {name} a big high five.',
    '{name} did a happy little dance round the kitchen.',
    '{@grownup} told everyone how well {name} had done, and {name} grinned.',
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
    '{name} [loved|thought of] {@worry} every day.',
    '{name} kept a picture of {@worry} by {their} bed.',
    'Every night, {name} looked at the picture of {@worry} by {their} bed.',
  ],
  callAnswer: [
    '"You miss {@personHim}, don\'t you?" said {@grownup} softly. {name} nodded.',
    '"Tell me about {@personHim}," said {@grownup}. So {name} did.',
    '"I miss {@personHim} too," said {@grownup}, and gave {name} a hug.',
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
  ],
  celebration: [
    '{name} felt warm inside, like a hug.',
    '{@grownup} wrapped {name} in a big, warm hug.',
    '{name} smiled, a small smile, but a real one.',
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

/** A lost toy is found, so its ending keeps it safe. */
const FOUND_ENDING = [
  '{@worry} was never left behind again.',
  '{name} held {@worry} tight all the way to bed.',
];

/** What a quarrel, a habit or a loss is after, in the story's words (see MendLines). */
export function mendLines(focus: EverydayFocus): MendLines {
  const because = becauseLines(FEELING[focus.kind]);
  switch (focus.kind) {
    case 'quarrel':
      return { ...QUARREL, ...because };
    case 'habit':
      return { ...HABIT, call: HABIT_CALL[focus.habit], ...because };
    case 'loss':
      return {
        ...MISSED,
        ...(focus.loss === 'toy'
          ? {
              // A teddy is not "thought of every day" before it is lost: it is loved.
              call: ['{name} took {@worry} everywhere.', '{name} loved {@worry} best of all.'],
              callAnswer: ['"Keep {@worry} safe," said {@grownup}. "I will," said {name}.'],
              // Before it is lost, the teddy is with the child, not thought of.
              echo: [
                '{name} hugged {@worry} tight.',
                '{@worry} went everywhere {name} went that day.',
              ],
              moral: [
                'What we love is worth looking for.',
                'Thinking back, step by step, helps find what is lost.',
              ],
              ending: FOUND_ENDING,
            }
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
