import type { ConflictBeats } from './conflict-beats.js';
import type { EverydayFocus, HabitId } from './everyday-focus.js';

/**
 * The middle of a story about a quarrel, a habit or a loss, in the story's own words.
 *
 * Every first try plants what the turning point pays off, so the ending follows from what
 * happened earlier: the little brother watches with hopeful eyes (and is remembered), the
 * grown-up sings a tidy-up song (and the child sings it), Grandma's scarf is found (and
 * a drawing is sent to her). Every line of the problem, the tries, the setback, the low
 * point, the turning point and the resolution names the other person, the habit or the
 * lost one, so the whole story is about it. Lines of nine words or fewer serve ages 3–4.
 *
 * Slots: {@worry} the thing ("the toys", "the vegetables", "Grandma"), {@person} the other
 * one ("{their} little brother"), and their pronouns {@personHe} {@personHim} {@personHis}.
 */
export interface EverydayLines extends ConflictBeats {
  statement: string[];
  still: string[];
  setback: string[];
  /** The youngest readers' turning point, after the plot's payoff. */
  turnWorry: string[];
  /** What the child did that ended it, never "and just like that". */
  resolved: string[];
}

const QUARREL_TOYS: EverydayLines = {
  statement: [
    'But {@person} always wanted {@worry}, and {name} got so cross.',
    '"Mine!" shouted {name} when {@person} came near.',
    'But whenever {@person} came near {@worry}, {name} went red and shouted, "Mine!"',
    'There was just one problem: {@person} loved {@worry} too, and {name} did not want to share at all.',
  ],
  problemFeel: [
    '{name} stamped {their} feet and frowned at {@person}.',
    '{name} frowned at {@person}.',
    '{name} hugged {@worry} tight, far out of reach of {@person}.',
    '{name} felt hot and cross inside, like a kettle about to whistle, whenever {@person} came close.',
  ],
  tries: [
    [
      '{@person} watched {name} with big, hopeful eyes.',
      'First, {name} played with {@worry} all alone, while {@person} watched with big, hopeful eyes.',
      'First, {name} built a wall around {@worry}, and {@person} peeped over it with big, hopeful eyes.',
    ],
    [
      '{name} hid {@worry} from {@person}.',
      'Next, {name} hid {@worry} under the bed, but {@person} looked so sad that it was no fun.',
      'Next, {name} gave {@person} the oldest, most broken one, and {@personHe} began to cry.',
    ],
    [
      '{name} gave {@person} one, then took it back.',
      '{name} would not give {@person} a turn.',
      'Once more, {name} almost gave {@person} a turn, then held on tight.',
    ],
  ],
  nearMisses: [
    '{name} let {@person} hold one, just for a moment.',
    'This time {name} let {@person} touch {@worry}, and {@personHe} smiled a great big smile.',
  ],
  setback: [
    'Then {@person} knocked everything over, and {name} shouted, "Go away!" so loudly that {@person} cried.',
    'Then {@person} grabbed the very best one, {name} grabbed it right back, and both ended up in tears.',
  ],
  lowpoint: [
    '{name} sat with {@worry}, far from {@person}, and felt lonely.',
    'Everything was there, but {@person} would not come near {name} now, and a tear rolled down {their} cheek.',
    '{name} hugged {@worry} tight and listened to {@person} crying in the next room, and {they} did not feel happy at all.',
  ],
  turning: [
    "Then {name} remembered {@person}'s big, hopeful eyes, and had an idea: a game for two!",
    'Then {name} thought of the way {@person} had watched and watched, and {they} had an idea: a game for two.',
  ],
  turnWorry: [
    '{name} thought of {@person} and had an idea: a turn each!',
    '"Let\'s play together," {name} said to {@person}.',
  ],
  resolved: [
    '{@person} and {name} played with {@worry} together.',
    '{name} shared {@worry} with {@person}.',
    '{name} showed {@person} the game for two, and the two played with {@worry} together until teatime.',
    '{name} took one turn and {@person} took the next, and the game was twice as much fun.',
  ],
  still: ['{@person} still wanted a turn.', '{name} still kept {@worry} all to {themselves}.'],
};

const QUARREL_TURNS: EverydayLines = {
  ...QUARREL_TOYS,
  statement: [
    'But {name} and {@person} always argued about who went first.',
    '"Me first!" said {name}. "No, me!" said {@person}.',
    '{@person} and {name} both wanted to go first.',
    'But every single day, {name} and {@person} argued about whose turn it was, and it always ended in tears.',
  ],
  problemFeel: [
    '{name} folded {their} arms and frowned at {@person}.',
    '{name} frowned at {@person}.',
    '{name} wanted to go first every time, and waiting for {@person} felt like forever.',
  ],
  tries: [
    [
      '{@person} waited with big, hopeful eyes.',
      'First, {name} went first again, while {@person} waited and watched with big, hopeful eyes.',
    ],
    [
      '{name} pushed in front of {@person}.',
      'Next, {name} pushed in front of {@person}, but the game was no fun with {@personHim} sulking.',
    ],
    [
      'Once more, {name} nearly let {@person} go first, then rushed ahead.',
      '{name} said, "Your turn," then went first anyway.',
    ],
  ],
  resolved: [
    '{name} let {@person} go first this time.',
    "{name} let {@person} go first, and then it was {name's} turn.",
    '{@person} and {name} took turns with {@worry}, one and then the other, and nobody cried.',
    '{name} counted, "Your turn, my turn," and {@person} laughed, and the two played like that until teatime.',
  ],
  // Nothing to hold in a quarrel about who goes first: the near miss is a turn given.
  nearMisses: [
    '{name} let {@person} go first, just once.',
    'This time {name} let {@person} have a turn, and {@personHe} smiled a great big smile.',
  ],
  // "Hardly ever": a turn given just once (the near miss) is not taken back.
  still: ['{@person} still hardly ever got a turn.', '{name} still wanted to go first.'],
};

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

function habitBeats(habit: HabitId): EverydayLines {
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

/** Someone far away (Grandma who moved, a best friend): missed, remembered, reached. */
const FARAWAY: EverydayLines = {
  statement: [
    '{name} missed {@worry}, who lived {@far} now.',
    'But {@worry} had moved {@far}, and {name} missed {@personHim} very much.',
    'The trouble was, {@worry} lived {@far} now, and the house felt too quiet without {@personHim}.',
  ],
  problemFeel: [
    '{name} looked at the empty chair where {@worry} used to sit.',
    'The house felt quiet without {@worry}.',
    'Everything {name} saw made {them} think of {@worry}, and {their} heart felt heavy.',
  ],
  tries: [
    [
      "{name} found {@worry}'s old red scarf.",
      "First, {name} found {@worry}'s old red scarf in a drawer, but a scarf could not give hugs.",
    ],
    [
      '{name} tried not to think of {@worry}.',
      'Next, {name} tried not to think about {@worry} at all, but that only made it worse.',
    ],
    [
      "{name} sang {@worry}'s song, very softly.",
      'Once more, {name} sang the song {@worry} used to sing, and {their} voice went all wobbly.',
    ],
  ],
  nearMisses: [
    "{name} tried to remember {@worry}'s laugh, and it felt a little closer.",
    '{name} hugged a pillow and pretended it was {@worry}.',
  ],
  setback: [
    'Then the phone rang, but it was not {@worry}, and the sad feeling came rushing back.',
    'Then {name} found the card {@worry} had sent last birthday, and missed {@personHim} more than ever.',
  ],
  lowpoint: [
    '{name} missed {@worry} so much that {their} tummy ached.',
    '{name} looked out of the window and wished and wished that {@worry} would come.',
    'Maybe {@worry} had forgotten all about {them}, {name} thought, and a tear rolled down {their} cheek.',
  ],
  turning: [
    "Then {name} wrapped {@worry}'s red scarf round {their} neck and had an idea: a picture of the whole day, to send far away.",
    'Then {name} held {@worry}\'s old red scarf and thought, "I can tell {@personHim} everything!"',
  ],
  turnWorry: [
    "{name} hugged {@worry}'s red scarf and smiled.",
    '{name} had an idea for {@worry}: a picture of the day.',
  ],
  resolved: [
    '{name} called {@worry} and told {@personHim} everything.',
    'That night, {name} drew a picture of the whole day and posted it to {@worry}, with a kiss on the back.',
    '{name} called {@worry} on the phone, wearing the red scarf, and the two laughed about the whole day.',
  ],
  still: ['{name} still missed {@worry}.', '{name} still wished {@worry} were here.'],
};

/** A pet that died or ran away: missed, remembered, kept close. */
const PET_GONE: EverydayLines = {
  statement: [
    'But {@worry} was gone, and {name} missed {@worry} so much.',
    '{@worry} had died, and the house felt empty.',
    'But {@worry} had died, and without {@worry} the house felt much too quiet.',
  ],
  problemFeel: [
    "{name} looked at {@worry}'s empty basket.",
    "{name} kept looking at {@worry}'s empty basket by the door, and {their} heart felt heavy.",
  ],
  tries: [
    [
      "{name} found {@worry}'s old collar.",
      "First, {name} found {@worry}'s old collar under the sofa, and held it for a long time.",
    ],
    [
      '{name} tried not to think of {@worry}.',
      'Next, {name} tried not to think about {@worry} at all, but that only made it worse.',
    ],
    [
      "{name} sat by {@worry}'s basket.",
      "Once more, {name} sat by {@worry}'s empty basket and waited, but nobody came.",
    ],
  ],
  nearMisses: ['{name} remembered {@worry} chasing leaves, and nearly smiled.'],
  setback: [
    // Never a bark at the door: a child whose pet died is given no false hope.
    "Then {name} passed {@worry}'s favourite spot by the window, empty now, and the sad feeling came rushing back.",
  ],
  lowpoint: [
    '{name} missed {@worry} so much that {they} cried.',
    "{name} curled up by {@worry}'s empty basket and cried and cried, because {@worry} was not coming back.",
  ],
  turning: [
    "Then {name} held {@worry}'s old collar and had an idea: a memory box, full of all the happy times.",
    "Then {name} looked at {@worry}'s collar, and remembered all the happy days, and {they} knew what to do.",
  ],
  turnWorry: ["{name} held {@worry}'s collar and remembered."],
  resolved: [
    "{name} made a memory box for {@worry}'s collar.",
    "{name} put {@worry}'s collar in a memory box with a drawing of every happy day, and it felt like a hug.",
    '{name} and {@grownup} planted a yellow flower for {@worry}, and told stories about the happy days.',
  ],
  still: ['{name} still missed {@worry}.', "{@worry}'s basket was still empty."],
};

const PET_RAN: EverydayLines = {
  ...PET_GONE,
  statement: [
    '{name} missed {@worry}, who had run away.',
    '{@worry} had run away, and the house felt empty.',
    'But {@worry} had run away and had not come back, and the house felt much too quiet.',
  ],
  // Looked for, not mourned: a pet that ran away may yet come home.
  tries: [
    [
      '{name} called for {@worry} in the garden.',
      'First, {name} called for {@worry} in the garden, again and again, but nothing came.',
    ],
    [
      "{name} shook {@worry}'s food bowl at the door.",
      "Next, {name} shook {@worry}'s food bowl at the door, the way that always worked, but nothing came.",
    ],
    [
      "{name} sat by {@worry}'s basket and waited.",
      "Once more, {name} sat by {@worry}'s empty basket and waited and waited.",
    ],
  ],
  nearMisses: ['{name} heard a rustle in the bushes, but it was only the wind.'],
  setback: [
    'Then it grew dark, and still there was no sign of {@worry}, and the sad feeling came rushing back.',
  ],
  lowpoint: [
    '{name} missed {@worry} so much that {they} cried.',
    "{name} curled up by {@worry}'s empty basket and cried, and wondered where {@worry} could be.",
  ],
  turning: [
    'Then {name} had an idea: a poster with a picture of {@worry}, so the whole street could help look.',
    'Then {name} sat up and thought, "If everyone looks, someone will find {@worry}!"',
  ],
  turnWorry: [
    '{name} drew a picture of {@worry}.',
    '{name} had an idea: a poster to find {@worry}.',
  ],
  resolved: [
    '{@worry} came home at last!',
    '{name} and {@grownup} pinned a poster of {@worry} in every street, and the very next morning a neighbour knocked: {@worry} had been found, curled up in her shed.',
    '{name} put up posters of {@worry} everywhere, and by teatime there was a scratch at the door: {@worry} was home!',
  ],
  still: ['{@worry} was still not home.', "{@worry}'s basket was still empty."],
};

/** A lost teddy or blanket: looked for, remembered where, found. */
const LOST_TOY: EverydayLines = {
  statement: [
    '{name} had lost {@worry}!',
    'But {@worry} was lost, and {name} could not sleep without it.',
    'There was one big problem: {@worry} was lost, and nowhere felt right without it.',
  ],
  problemFeel: [
    '{name} felt cross and sad about {@worry}.',
    'Without {@worry}, everything felt wrong, and {name} could not stop thinking about it.',
  ],
  tries: [
    [
      '{name} hugged {@worry} last at the picnic.',
      'First, {name} tried to remember: the last hug with {@worry} had been at the picnic, on the old bench.',
    ],
    [
      '{name} looked for {@worry} under the bed.',
      'Next, {name} looked under the bed and behind the sofa, but {@worry} was not there.',
    ],
    [
      '{name} looked for {@worry} in every drawer.',
      'Once more, {name} emptied the whole toy box, but {@worry} was not there either.',
    ],
  ],
  nearMisses: ['{name} found a sock that looked like {@worry}, but it was only a sock.'],
  setback: [
    'Then {name} found the empty picnic basket, but {@worry} was not in it, and the sad feeling came rushing back.',
  ],
  lowpoint: [
    '{name} cried for {@worry}.',
    'Maybe {@worry} was gone for good, {name} thought, and hugged an empty pillow instead.',
  ],
  turning: [
    'Then {name} remembered the picnic on the old bench, the last place {they} had hugged {@worry}.',
    'Then {name} sat up and thought of the picnic: {@worry} had been there, on the old bench.',
  ],
  turnWorry: ['{name} remembered {@worry} at the picnic.'],
  resolved: [
    '{name} found {@worry} on the old bench.',
    '{name} ran back to the old bench from the picnic, and there was {@worry}, waiting in the grass.',
  ],
  still: ['{@worry} was still lost.', '{name} still missed {@worry}.'],
};

/**
 * The lines of a quarrel, a habit or a loss. The short turning lines of the youngest may
 * also turn an older reader's story round; a page for the youngest never needs a long one.
 */
export function everydayLines(focus: EverydayFocus): EverydayLines {
  const lines = linesOf(focus);
  return { ...lines, turning: [...lines.turning, ...lines.turnWorry] };
}

function linesOf(focus: EverydayFocus): EverydayLines {
  switch (focus.kind) {
    case 'quarrel':
      return focus.over === 'turns' ? QUARREL_TURNS : QUARREL_TOYS;
    case 'habit':
      return habitBeats(focus.habit);
    case 'loss':
      if (focus.loss === 'toy') return LOST_TOY;
      if (focus.loss === 'pet') return focus.gone === 'ran away' ? PET_RAN : PET_GONE;
      return FARAWAY;
  }
}

const PRONOUNS = {
  he: { personHe: 'he', personHim: 'him', personHis: 'his' },
  she: { personHe: 'she', personHim: 'her', personHis: 'her' },
  they: { personHe: 'they', personHim: 'them', personHis: 'their' },
} as const;

/** The story slots a quarrel, a habit or a loss brings: who the other one is, and their pronouns. */
export function everydaySlots(focus: EverydayFocus): Record<string, string> {
  if (focus.kind === 'habit') return { person: '', ...PRONOUNS.they };
  return { person: focus.person, ...PRONOUNS[focus.pronoun] };
}

/** Things a habit's lines name, so they belong to the story (the toys of a messy room). */
export function everydayThings(focus: EverydayFocus): string {
  return focus.kind === 'habit' && focus.habit === 'tidying' ? 'toys' : '';
}

/** What a picture's brief shows on the problem pages: the other one, the habit's thing. */
export const HABIT_SCENE: Record<HabitId, string> = {
  vegetables: 'a plate of green vegetables',
  bedtime: 'a cosy bed at bedtime',
  nails: 'a little squishy star',
  tidying: 'a messy pile of toys',
  screens: 'a glowing tablet',
  teeth: 'a toothbrush',
  whining: 'a cross face',
};

/** The grown-up beside a child who misses someone: comfort, not "You can do it!". */
export const GROWN_UP_COMFORT = [
  '{@grownup} gave {name} a gentle hug.',
  '{@grownup} sat down beside {name} and held {their} hand.',
  '"It is all right to feel sad," said {@grownup} softly.',
];
