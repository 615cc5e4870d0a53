import type { ConflictFocus } from './conflict-focus.js';
import { everydayLines } from './everyday-beats.js';

/**
 * The middle of the story when the parent named a fear, a skill or a shyness: how the
 * child feels, tries, sinks and turns round, each line about that very problem. {@worry}
 * is what the child fears or is learning; {@friend} is the child to reach out to, and
 * {@friendIntro} introduces them when the theme has not ("a kid called").
 *
 * Every try and low-point line names the problem, so a parent hears it on every page of
 * the middle. Short lines (9 words or fewer, with a two-word {@worry}) serve ages 3–4,
 * long ones (10 or more) ages 8–10; the composer filters by length.
 */
export interface ConflictBeats {
  problemFeel: string[];
  /** One bank per attempt, so the tries escalate in order. */
  tries: [string[], string[], string[]];
  /** Last tries that nearly work; never followed by "It did not work." */
  nearMisses: string[];
  lowpoint: string[];
  turning: string[];
  /** The older readers' setback, about the problem itself; the plot's own when absent. */
  setback?: string[];
}

/** Works for anything feared, a thing ("the deep water") or a doing ("being lost"). */
const FEAR: ConflictBeats = {
  problemFeel: [
    'Just thinking about {@worry} made {name} [shiver|shake|go all quiet].',
    "{name's} tummy [flipped|did a somersault|went wibbly] at the thought of {@worry}.",
    "{name's} [knees|legs|hands] [began to wobble|went all wobbly|started to shake].",
    '{name} wanted to [run|hurry|dash] all the way [home|back home|back to {@grownup}].',
    '{name} tried to be brave, but thinking about {@worry} made {their} [knees feel like jelly|legs feel like noodles|heart beat like a drum].',
    "Just the idea of {@worry} made {name's} heart thump, and {they} wanted to run all the way home.",
    '{name} wished {they} could be [somewhere warm and safe|tucked up at home|back with {@grownup}], [a long way from here|far away from all of this|where nothing was scary].',
  ],
  tries: [
    [
      '{name} thought about {@worry} and [froze|stood still|held {their} breath].',
      '{name} tried to face {@worry}, but [froze|shook|turned back].',
      'First, {name} tried to be brave about {@worry}, but {their} feet would not move.',
      'First, {name} tried to think brave thoughts about {@worry}, but the scared thoughts were louder.',
    ],
    [
      '{name} tried again, but {@worry} [felt too scary|was still too big|made {them} shake].',
      'Next, {name} closed {their} eyes and tried to face {@worry}, but {their} heart pounded.',
      'Next, {name} sang a brave song about {@worry}, but {their} voice came out all wobbly.',
    ],
    [
      '{name} tried [once more|one more time|again] to face {@worry}.',
      'Once more, {name} tried to be brave about {@worry}, but the scared feeling came rushing back.',
      "{name} held {@grownup}'s hand and tried to face {@worry}, but {they} still wanted to hide.",
    ],
  ],
  nearMisses: [
    '{name} faced {@worry} a [tiny|little|teeny] bit longer.',
    '{name} tried to face {@worry} once more, and this time {they} felt a little braver.',
  ],
  lowpoint: [
    'Maybe {@worry} would [always be scary|never feel okay|stay scary forever].',
    '{name} [cried a little|sniffed and sniffed|felt sad and small] about {@worry}.',
    'Maybe {@worry} would always feel this scary, {name} thought, and a tear rolled down {their} cheek.',
    "{name} curled up small and wished with all {their} heart that {they} {wasn't} so scared of {@worry}.",
  ],
  turning: [
    'Then {@grownup} said, "[Scared is okay|It is okay to be scared|Being scared is allowed]."',
    'Then {name} had [an idea|a plan|a thought]: [go slowly|take tiny steps|go one step at a time].',
    'Then {@grownup} whispered, "I was scared of {@worry} once too, and I went slowly, one tiny step at a time."',
    'Then {name} had an idea: {they} did not have to face {@worry} all at once, just one tiny bit at a time.',
    'Then {name} remembered something: brave hearts feel scared too, and go [slowly|gently], one small step at a time.',
  ],
};

/** Only for a thing you can walk up to: "peeked at the deep water", not "at being lost". */
const FEAR_OF_THING: ConflictBeats = {
  problemFeel: ['{name} did not want to go anywhere near {@worry}, not even one little bit.'],
  tries: [
    [
      '{name} peeked at {@worry}, then [hid|ran back|ducked down].',
      'First, {name} tiptoed toward {@worry}, but {their} feet would not take another step.',
    ],
    [
      'Next, {name} [inched|crept|tiptoed] closer to {@worry}.',
      'Next, {name} took one step closer to {@worry}, and then ran all the way back again.',
    ],
    [
      '{name} [walked|stepped|crept] toward {@worry}, then stopped.',
      'Once more, {name} walked toward {@worry}, but halfway there {their} legs began to shake.',
    ],
  ],
  nearMisses: ['{name} got a [little|tiny bit|bit] closer to {@worry} than before.'],
  lowpoint: ['{name} sat far away from {@worry} and hugged {their} knees, feeling very small.'],
  turning: [
    'Then {name} looked at {@worry} [again|once more|one more time], and it did not look quite so [big|scary|huge].',
  ],
};

/** Water you can dip a toe in: the sea, a pool, the waves. */
const FEAR_OF_WATER: ConflictBeats = {
  problemFeel: [],
  tries: [
    [
      '{name} dipped one toe in {@worry}.',
      'First, {name} dipped one toe in {@worry}, then pulled it out again, fast.',
    ],
    [
      'Next, {name} stood at the edge of {@worry}.',
      'Next, {name} waded in up to {their} ankles, but {@worry} looked so big that {they} hurried back.',
    ],
    [
      'Once more, {name} stepped into {@worry}, but the cold made {them} gasp and hurry straight back out.',
    ],
  ],
  nearMisses: ['{name} waded into {@worry} up to {their} knees.'],
  lowpoint: [],
  turning: [],
};

/** The dark, the night: something to peek out into. */
const FEAR_OF_DARK: ConflictBeats = {
  problemFeel: [],
  tries: [
    [
      '{name} peeked out into {@worry}.',
      'First, {name} peeked out into {@worry}, then squeezed {their} eyes shut tight.',
    ],
    ['Next, {name} took one step out into {@worry}, then hurried back to the light.'],
    ['Once more, {name} looked out into {@worry}, but every shadow seemed to move.'],
  ],
  nearMisses: [],
  lowpoint: ['{name} hid {their} eyes from {@worry}.'],
  turning: [],
};

/** Something to learn, as a doing: "riding a bike", "tying {their} shoes", "reading". */
const SKILL: ConflictBeats = {
  problemFeel: [
    'Everyone else seemed [good at|so good at|to be great at] {@worry}.',
    '{name} [frowned|sighed|pouted] and scratched {their} head.',
    '{name} puffed out {their} cheeks [and sighed|and frowned|like a balloon].',
    '{name} wanted to be good at {@worry} right away, but it looked much harder than {they} had thought.',
    'Other kids made {@worry} look easy, and {name} wondered why it felt so tricky.',
    '{name} wanted to get it right [straight away|the very first time|all at once], and {their} tummy felt [tight and grumpy|knotted and cross|all twisty and grumpy].',
  ],
  tries: [
    [
      '{name} tried {@worry}, but it [went wrong|went all wobbly|did not work].',
      'First, {name} tried {@worry} really fast, and everything went wrong at once.',
      'First, {name} had a go at {@worry} without asking anyone for help, and it went all wrong.',
    ],
    [
      '{name} practised {@worry}, but [slipped up|got muddled|made a mistake].',
      '{name} tried {@worry} again. Oops!',
      'Next, {name} practised {@worry} a little slower, but still made a mistake.',
      'Next, {name} tried {@worry} with {their} eyes screwed up tight, but that only made it harder.',
    ],
    [
      '{name} tried {@worry} [once more|one more time|again, slowly].',
      'Once more, {name} tried {@worry}, but it was still much trickier than it looked.',
      '{name} tried {@worry} a brand new way, but it was even harder than before.',
    ],
  ],
  nearMisses: [
    '{name} tried {@worry} again and [nearly got it|almost did it|very nearly got it].',
    '{name} practised {@worry} again, and this time it went a tiny bit better.',
  ],
  lowpoint: [
    'Maybe {@worry} was [just too hard|only for big kids|too tricky].',
    '{name} sat down, [fed up|cross|grumpy] with {@worry}.',
    'Maybe {@worry} was only for bigger kids, {name} thought, and {they} felt like giving up.',
    '{name} felt like {they} would never be any good at {@worry}, and {they} wanted to stop trying.',
  ],
  turning: [
    'Then {@grownup} showed {name} a [trick|secret|clever way].',
    'Then {name} had [an idea|a plan]: [go slowly|try it slowly|take it bit by bit]!',
    'Then {@grownup} sat down beside {name} and said, "Let\'s try {@worry} one small step at a time."',
    'Then {name} noticed something: every try at {@worry} had been a little better than the one before.',
    'Then {name} watched {@grownup} very closely, and saw that the secret was to go slowly.',
  ],
};

/** Shyness and making friends: the story's other child is the one to reach. */
const SOCIAL: ConflictBeats = {
  problemFeel: [
    '{name} looked down at {their} [shoes|feet|toes].',
    "{name's} cheeks went [hot and pink|red and warm|pink as a rose].",
    'Other kids [laughed and played|ran and played|played tag] together, and {name} did not know how to join in.',
    'What if nobody wanted to play, {name} wondered, and {their} tummy felt [all fluttery|like jelly|full of butterflies].',
  ],
  tries: [
    [
      '{@friendIntro} {@friend} waved, but {name} hid.',
      '{name} tried to smile at {@friendIntro} {@friend}.',
      'First, {@friendIntro} {@friend} waved hello, and {name} tried to wave back, but {their} hand stayed down.',
      'First, {name} tried to smile at {@friendIntro} {@friend}, but the smile came out very small.',
    ],
    [
      '{name} said hello, but {@friend} did not hear.',
      'Next, {name} walked over to {@friend}, but at the last moment {they} turned around.',
      'Next, {name} tried to say hello to {@friend}, but it came out as a tiny whisper.',
    ],
    [
      '{name} tried to ask {@friend} to play.',
      'Once more, {name} thought of a game to play with {@friend}, but the words got stuck.',
    ],
  ],
  nearMisses: [
    '{name} almost said hello to {@friend}.',
    '{name} tried once more, and this time {@friend} looked up and nearly smiled.',
  ],
  lowpoint: [
    '{name} watched {@friend} play, [all alone|from far away|very quietly].',
    'Maybe {@friend} did not want [a friend|to play|to say hello].',
    '{name} sat all alone and watched {@friend} play, wishing {they} knew how to [join in|say hello].',
    'What if {@friend} never wanted to play, {name} wondered, feeling small and shy.',
  ],
  turning: [
    'Then {@friend} [smiled|waved|grinned] at {name}.',
    "Then {@friend} dropped a ball, and it rolled all the way to {name's} feet.",
    'Then {name} remembered that {@friend} might be feeling shy too.',
  ],
};

const WATER = /\b(?:water|sea|ocean|pool|waves?|lake|river|bath|swimming pool)\b/;
/** A fear of the dark itself (not of a dark cupboard). */
export const DARK = /^(?:the )?(?:dark|darkness|night|shadows)$/i;

const merge = (...banks: ConflictBeats[]): ConflictBeats => ({
  problemFeel: banks.flatMap((bank) => bank.problemFeel),
  tries: [0, 1, 2].map((attempt) => banks.flatMap((bank) => bank.tries[attempt] ?? [])) as [
    string[],
    string[],
    string[],
  ],
  nearMisses: banks.flatMap((bank) => bank.nearMisses),
  lowpoint: banks.flatMap((bank) => bank.lowpoint),
  turning: banks.flatMap((bank) => bank.turning),
});

/** The lines for a conflict's kind, with the extras its object allows. */
export function conflictBeatsFor(focus: ConflictFocus): ConflictBeats {
  switch (focus.kind) {
    case 'social':
      return SOCIAL;
    case 'quarrel':
    case 'habit':
    case 'loss':
      return everydayLines(focus);
    case 'skill':
      return SKILL;
    case 'fear': {
      if (!focus.isThing) return FEAR;
      const extras = [FEAR_OF_THING];
      if (WATER.test(focus.object)) extras.push(FEAR_OF_WATER);
      if (DARK.test(focus.object)) extras.push(FEAR_OF_DARK);
      return merge(FEAR, ...extras);
    }
  }
}
