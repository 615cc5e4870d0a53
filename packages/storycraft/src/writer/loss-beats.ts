import type { EverydayLines } from './everyday-beats.js';

/**
 * The middle of a story about a loss: someone far away, a pet that died or ran away, a lost
 * toy. See EverydayLines for the slots.
 */
/** Someone far away (Grandma who moved, a best friend): missed, remembered, reached. */
export const FARAWAY: EverydayLines = {
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
export const PET_GONE: EverydayLines = {
  statement: [
    'But {@worry} was gone, and {name} missed {@worry} so much.',
    '{@worry} had died, and the house felt empty.',
    'But {@worry} had died, and without {@worry} the house felt much too quiet.',
  ],
  problemFeel: [
    "{name} looked at {@worry}'s empty {@petBed}.",
    "{name} kept looking at {@worry}'s empty {@petBed} by the door, and {their} heart felt heavy.",
  ],
  tries: [
    [
      "{name} found {@worry}'s {@keepsake}.",
      "First, {name} found {@worry}'s {@keepsake}, and held it for a long time.",
    ],
    [
      '{name} tried not to think of {@worry}.',
      'Next, {name} tried not to think about {@worry} at all, but that only made it worse.',
    ],
    [
      "{name} sat by {@worry}'s {@petBed}.",
      "Once more, {name} sat by {@worry}'s empty {@petBed} and waited, but nobody came.",
    ],
  ],
  nearMisses: ['{name} remembered {@worry} chasing leaves, and nearly smiled.'],
  setback: [
    // Never a bark at the door: a child whose pet died is given no false hope.
    "Then {name} passed {@worry}'s favourite spot by the window, empty now, and the sad feeling came rushing back.",
  ],
  lowpoint: [
    '{name} missed {@worry} so much that {they} cried.',
    "{name} curled up by {@worry}'s empty {@petBed} and cried and cried, because {@worry} was not coming back.",
  ],
  turning: [
    "Then {name} held {@worry}'s {@keepsake} and had an idea: a memory box, full of all the happy times.",
    "Then {name} looked at {@worry}'s {@keepsake}, and remembered all the happy days, and {they} knew what to do.",
  ],
  turnWorry: ["{name} held {@worry}'s {@keepsake} and remembered."],
  resolved: [
    "{name} made a memory box for {@worry}'s {@keepsake}.",
    "{name} put {@worry}'s {@keepsake} in a memory box with a drawing of every happy day, and it felt like a hug.",
    '{name} and {@grownup} planted a yellow flower for {@worry}, and told stories about the happy days.',
  ],
  still: ['{name} still missed {@worry}.', "{@worry}'s {@petBed} was still empty."],
};

export const PET_RAN: EverydayLines = {
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
      "{name} sat by {@worry}'s {@petBed} and waited.",
      "Once more, {name} sat by {@worry}'s empty {@petBed} and waited and waited.",
    ],
  ],
  nearMisses: ['{name} heard a rustle in the bushes, but it was only the wind.'],
  setback: [
    'Then it grew dark, and still there was no sign of {@worry}, and the sad feeling came rushing back.',
  ],
  lowpoint: [
    '{name} missed {@worry} so much that {they} cried.',
    "{name} curled up by {@worry}'s empty {@petBed} and cried, and wondered where {@worry} could be.",
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
  still: ['{@worry} was still not home.', "{@worry}'s {@petBed} was still empty."],
};

/** A lost teddy or blanket: looked for, remembered where, found. */
export const LOST_TOY: EverydayLines = {
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
