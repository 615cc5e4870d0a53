import type { EverydayLines } from './everyday-beats.js';
import type { HabitId } from './everyday-focus.js';

/**
 * The middle of a story about a habit (vegetables, bedtime, bitten nails …), in the story's
 * own words: the grown-up's plan planted first, tries, a setback, the low point and what the
 * child did in the end. See EverydayLines for the slots.
 */
interface HabitLines {
  statement: string[];
  plant: string[];
  tries: [string[], string[]];
  nearMisses: string[];
  setback: string[];
  lowpoint: string[];
  turning: string[];
  turnWorry: string[];
  resolved: string[];
  still: string[];
}

const HABIT_LINES: Record<HabitId, HabitLines> = {
  vegetables: {
    statement: [
      'But {name} would not eat {their} vegetables.',
      'At dinner, {name} pushed the peas away.',
      'But at dinner every night, {name} pushed the green vegetables to the very edge of {their} plate.',
    ],
    plant: [
      '{name} helped {@grownup} wash the carrots.',
      'First, {@grownup} let {name} help pick carrots from the garden, but {they} still would not eat one.',
    ],
    tries: [
      [
        '{name} hid the peas under {their} spoon.',
        'Next, {name} hid the peas under {their} spoon, but {@grownup} spotted the peas at once.',
      ],
      [
        '{name} sniffed a green bean and frowned.',
        'Once more, {name} sniffed a green bean, pulled a face and put it back.',
      ],
    ],
    nearMisses: [
      '{name} licked one pea, just to see.',
      '{name} put one pea in {their} mouth, then took it out again.',
    ],
    setback: [
      'Then {name} knocked the bowl of peas onto the floor, and peas rolled all over the kitchen.',
    ],
    lowpoint: [
      '{name} sat alone with the cold vegetables, cross and hungry.',
      '{name} sat alone at the table with the cold vegetables, feeling cross and hungry and sad.',
    ],
    turning: [
      'Then {name} remembered the carrots {they} had washed {themselves}, and took one tiny, crunchy bite.',
      'Then {name} spotted a carrot {they} had picked {themselves}, and it looked so bright that {they} tried a bite.',
    ],
    turnWorry: ['{name} tried a carrot {they} had washed.'],
    resolved: [
      '{name} ate a carrot and three peas.',
      '{name} ate a whole crunchy carrot and three green beans, and asked for more.',
    ],
    still: ['The peas were still on the plate.', 'The vegetables still sat there, untouched.'],
  },
  bedtime: {
    statement: [
      'But every night, {name} would not go to bed.',
      'When bedtime came, {name} ran off and hid, and would not get into bed at all.',
    ],
    plant: [
      '{@grownup} read a story about a sleepy owl.',
      'First, {@grownup} read a story about a sleepy owl, but {name} bounced on the bed instead.',
    ],
    tries: [
      [
        '{name} wanted one more drink of water.',
        'Next, {name} asked for one more drink of water, and then another, and then a snack.',
      ],
      [
        '{name} tiptoed out of bed again.',
        'Once more, {@grownup} switched off the light, but {name} tiptoed out to play.',
      ],
    ],
    nearMisses: [
      '{name} lay down for one whole minute.',
      '{name} lay down and closed one eye, then sat up again.',
    ],
    setback: ['Then an owl hooted loudly outside, and {name} was wide awake all over again.'],
    lowpoint: [
      '{name} was so tired that {they} cried.',
      '{name} was so tired and grumpy that {they} cried, but still {they} would not lie down.',
    ],
    turning: [
      'Then {name} remembered the sleepy owl in the story, who closed its eyes and listened to the quiet night, and {they} made a plan for bedtime.',
      'Then {name} thought of the sleepy owl, and decided that tonight {they} would be just as sleepy.',
    ],
    turnWorry: ['Tonight, {name} would be like the sleepy owl.'],
    resolved: [
      'That night, {name} snuggled down and fell asleep.',
      'That night, {name} snuggled down like the sleepy owl, listened to the quiet, and was soon fast asleep.',
    ],
    still: ['{name} was still wide awake.', 'Bedtime still felt much too early.'],
  },
  nails: {
    statement: [
      'But {name} bit {their} nails, nibble, nibble.',
      'Whenever {name} felt worried, {their} fingers crept up to {their} mouth, and {they} nibbled {their} nails.',
    ],
    plant: [
      '{@grownup} gave {name} a squishy star.',
      'First, {@grownup} gave {name} a little squishy star to hold, but {name} forgot all about it.',
    ],
    tries: [
      [
        '{name} sat on {their} hands.',
        'Next, {name} sat on {their} hands, but soon {their} fingers crept up again.',
      ],
      [
        'Nibble, nibble, went {name} again.',
        'Once more, {name} tried to stop, but the nibbling crept back before {they} even noticed.',
      ],
    ],
    nearMisses: [
      '{name} stopped just before a nibble.',
      '{name} stopped just before the first nibble, then nibbled anyway.',
    ],
    setback: [
      'Then thunder rumbled overhead, and without even thinking, {name} nibbled every nail again.',
    ],
    lowpoint: [
      '{name} looked at {their} sore fingers and sniffed.',
      '{name} looked at {their} sore, nibbled fingers and felt like crying.',
    ],
    turning: [
      'Then, as {their} fingers crept up again, {name} remembered the squishy star and gave it a big squeeze instead.',
      'Then {name} found the squishy star in {their} pocket, and squeezed it, and squeezed it, instead of nibbling.',
    ],
    turnWorry: ['{name} squeezed the squishy star instead.'],
    resolved: [
      "{name's} nails grew long and strong.",
      'Every time {name} wanted to nibble, {they} squeezed the squishy star, and soon {their} nails grew long enough to paint.',
    ],
    still: [
      '{name} still nibbled {their} nails.',
      "{name's} fingers still crept up to {their} mouth.",
    ],
  },
  tidying: {
    statement: [
      "But {name's} room was a big mess.",
      "Toys covered every bit of {name's} floor, and {name} would not tidy up, not even one sock.",
    ],
    plant: [
      '{@grownup} sang a silly tidy-up song.',
      'First, {@grownup} sang a silly tidy-up song, but {name} just covered {their} ears.',
    ],
    tries: [
      [
        '{name} hid the mess under the bed.',
        'Next, {name} pushed everything under the bed, but it all spilled straight back out.',
      ],
      [
        '{name} picked up one sock, then stopped.',
        'Once more, {name} picked up one sock, then flopped down on the floor.',
      ],
    ],
    nearMisses: [
      '{name} put three blocks in the box.',
      '{name} put three blocks back in the box, then stopped.',
    ],
    setback: [
      'Then {name} tripped over a toy car and landed, bump, right in the middle of the mess.',
    ],
    lowpoint: [
      '{name} could not find {their} favourite toy.',
      '{name} could not find {their} favourite toy anywhere in the mess, and {they} felt cross and sad.',
    ],
    turning: [
      "Then {name} remembered {@grownup}'s silly tidy-up song, and began to sing it, and {their} hands began to tidy.",
      'Then {name} hummed the silly tidy-up song, and tidying turned into a dance.',
    ],
    turnWorry: ['{name} sang the silly tidy-up song.'],
    resolved: [
      '{name} put every toy back in its box.',
      '{name} sang and tidied until every toy was back in its box, and there was {their} favourite toy!',
    ],
    still: ['The mess was still everywhere.', 'The floor was still covered in toys.'],
  },
  screens: {
    statement: [
      'But {name} only wanted the tablet.',
      'But {name} only wanted to play on the tablet, all day long, and did not look up once.',
    ],
    plant: [
      '{@grownup} put a box of chalks by the door.',
      'First, {@grownup} put a box of bright chalks by the door, but {name} did not even look up.',
    ],
    tries: [
      [
        '{name} put the tablet down, then picked it up.',
        'Next, {name} put the tablet down for one minute, then picked it straight back up.',
      ],
      [
        '"One more game!" begged {name}.',
        'Once more, {name} begged for just one more game, and then one more after that.',
      ],
    ],
    nearMisses: [
      '{name} looked up from the tablet.',
      '{name} looked up from the tablet and out of the window, just for a moment.',
    ],
    setback: ['Then the tablet ran out of battery, and {name} stamped {their} feet and cried.'],
    lowpoint: [
      "{name's} eyes felt tired and itchy.",
      "{name's} eyes felt tired and itchy from the tablet, and {they} did not feel happy at all.",
    ],
    turning: [
      'Then {name} spotted the box of chalks by the door, and went outside to draw a big green dragon.',
      'Then {name} remembered the bright chalks by the door, switched off the tablet and ran outside.',
    ],
    turnWorry: ['{name} spotted the box of chalks.'],
    resolved: [
      '{name} drew a chalk dragon outside.',
      '{name} drew a whole chalk zoo on the path outside, and forgot all about the tablet.',
    ],
    still: ['The tablet still glowed in {their} hands.', '{name} still wanted the tablet.'],
  },
  teeth: {
    statement: [
      'But {name} would not brush {their} teeth.',
      'Every night, {name} pressed {their} lips shut tight and would not let the toothbrush in.',
    ],
    plant: [
      '{@grownup} sang a funny brushing song.',
      'First, {@grownup} sang a funny brushing song, but {name} shook {their} head.',
    ],
    tries: [
      [
        '{name} brushed one tooth and ran.',
        'Next, {name} brushed one tooth, very fast, and ran away.',
      ],
      [
        '{name} held the toothbrush, mouth shut.',
        'Once more, {name} held the toothbrush but would not open {their} mouth.',
      ],
    ],
    nearMisses: [
      '{name} opened {their} mouth a little.',
      '{name} opened {their} mouth, just a little, for one quick brush.',
    ],
    setback: [
      'Then the toothpaste squirted all over the mirror, and {name} said, "No more brushing, ever!"',
    ],
    lowpoint: [
      "{name's} teeth felt fuzzy and yucky.",
      "{name's} teeth felt fuzzy and yucky, and {they} felt grumpy and cross.",
    ],
    turning: [
      'Then {name} remembered the funny brushing song, and brushed along to it, up and down and round and round.',
      'Then {name} hummed the funny brushing song, and the toothbrush danced along.',
    ],
    turnWorry: ['{name} hummed the funny brushing song.'],
    resolved: [
      'That night, {name} brushed every tooth, all shiny.',
      '{name} brushed every tooth, top and bottom, right to the end of the song.',
    ],
    still: ['The toothbrush was still dry.', 'The toothbrush still sat dry in its cup.'],
  },
  whining: {
    statement: [
      'But {name} whined and whined.',
      'But whenever things went wrong, {name} whined and moaned, and nobody could understand a word.',
    ],
    plant: [
      '"Use your big voice," said {@grownup}.',
      'First, {@grownup} said, "Use your big, clear voice, and I will always listen," but {name} whined anyway.',
    ],
    tries: [
      [
        '{name} whined even louder.',
        'Next, {name} whined even louder, but that did not help at all.',
      ],
      [
        '{name} stamped and moaned again.',
        'Once more, {name} stamped {their} feet and moaned, and everyone covered both ears.',
      ],
    ],
    nearMisses: [
      '{name} began to whine, then stopped.',
      '{name} began to whine, then stopped and took a breath.',
    ],
    setback: ["Then {name's} tall tower fell down, and the whining came back louder than ever."],
    lowpoint: [
      'Nobody understood {name}, and {they} felt alone.',
      'Nobody could understand what {name} wanted through all the whining, and {they} felt very alone.',
    ],
    turning: [
      "Then {name} remembered {@grownup}'s words, took a deep breath and spoke in {their} big, clear voice.",
      'Then {name} took a deep breath and tried the big, clear voice {@grownup} had talked about, and it worked.',
    ],
    turnWorry: ['{name} used {their} big, clear voice.'],
    resolved: [
      '{name} asked nicely in {their} big voice.',
      '"Please can you help me?" asked {name} in a big, clear voice, and {@grownup} helped at once.',
    ],
    still: ['{name} still whined and moaned.', 'The whining still came back.'],
  },
};

const HABIT_FEEL = [
  '{name} folded {their} arms and frowned.',
  '{name} stuck out {their} bottom lip.',
  // One pair of folded arms a page: this line keeps its hands free.
  '{name} stuck out {their} bottom lip and made {their} grumpiest face.',
  '{name} flopped down on the floor and made a long, grumbly noise, like a tired old bear.',
  '{name} felt all prickly and grumbly inside, and nothing seemed right at all.',
  '"I don\'t want to!" said {name}, and {they} stamped {their} foot.',
];

/** Habits that are a doing, not a refusal: nothing was asked, so nothing is refused. */
const HABIT_WITHOUT_REFUSAL: ReadonlySet<HabitId> = new Set(['nails', 'whining']);

export function habitBeats(habit: HabitId): EverydayLines {
  const lines = HABIT_LINES[habit];
  return {
    statement: lines.statement,
    // Nobody asked a nail-biter to do anything: no "I don't want to!".
    problemFeel: HABIT_WITHOUT_REFUSAL.has(habit)
      ? HABIT_FEEL.filter((line) => !line.includes('want to'))
      : HABIT_FEEL,
    tries: [lines.plant, ...lines.tries],
    nearMisses: lines.nearMisses,
    setback: lines.setback,
    lowpoint: lines.lowpoint,
    turning: lines.turning,
    turnWorry: lines.turnWorry,
    resolved: lines.resolved,
    still: lines.still,
  };
}
