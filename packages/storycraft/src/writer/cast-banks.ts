/**
 * What the companions of the cast say and do at each moment (cast-lines.ts weaves them in):
 * a pet by its kind, another child, a grown-up, a friend; and for the youngest, one line for
 * everyone at once. {C} is the companion, {hero} the child.
 */

export type Moment = 'intro' | 'with' | 'help' | 'cheer';
export type Lines = Record<Moment, { young: string[]; older: string[] }>;

const PET_MOVES: Record<string, { move: string; sound: string; happy: string }> = {
  dog: { move: 'trotted', sound: '"Woof!"', happy: 'wagged and wagged' },
  cat: { move: 'padded', sound: '"Meow!"', happy: 'purred and purred' },
  rabbit: { move: 'hopped', sound: 'Hop, hop!', happy: 'did a happy hop' },
};

export function petLines(kind: string): Lines {
  const pet = PET_MOVES[kind] ?? PET_MOVES['dog'];
  const { move, sound, happy } = pet as { move: string; sound: string; happy: string };
  const said = sound.startsWith('"') ? `${sound.replace(/!"$/, '," ')}said {C}.` : `${sound}`;
  return {
    intro: {
      young: ['{C} the {kind} came too.', '{C} the {kind} came along.'],
      older: [
        `{C}, the family's {colour}{kind}, ${move} along beside {hero}.`,
        `{C}, the family's {colour}{kind}, followed at {hero's} heels.`,
      ],
    },
    with: {
      young: [`{C} ${move} close.`, sound.startsWith('"') ? said : `{C} ${move} close by.`],
      older: [
        `{C} ${move} close to {hero}, nose in the air.`,
        `{C} stayed right by {hero's} feet and would not leave.`,
      ],
    },
    help: {
      young: [`{C} ${move} right behind {hero}.`, `{C} came to help too.`],
      older: [
        `{C} ${move} right behind {hero}, as if to say, "I'm with you."`,
        `{C} followed {hero} every step of the way.`,
      ],
    },
    cheer: {
      young: [`{C} ${happy}.`],
      older: [`{C} ${happy}, as happy as {hero}.`, `{C} ${happy} and would not stop.`],
    },
  };
}

export const CHILD_LINES: Lines = {
  intro: {
    young: ['{C} came too.', '{C} came along too.'],
    older: [
      '{C} was coming too, ready for anything.',
      '{C} tagged along too, holding on to {hero}.',
    ],
  },
  with: {
    young: ["{C} held {hero's} hand.", '"Wait for me!" said {C}.'],
    older: [
      '"Wait for me!" called {C}, and {hero} waited.',
      "{C} held {hero's} hand and looked around with {their} big eyes.",
    ],
  },
  help: {
    young: ['{C} did it too.', '{C} helped.'],
    older: [
      '{C} watched {hero}, then did just the same, all by {themselves}.',
      '{C} held on tight and copied {hero}, step by step.',
    ],
  },
  cheer: {
    young: ['"Hooray!" said {C}.', '"You did it!" said {C}.'],
    older: [
      '"You did it, {hero}!" cried {C}, and {they} hugged {hero} tight.',
      '"Hooray for {hero}!" shouted {C}, jumping up and down.',
    ],
  },
};

export const GROWN_UP_LINES: Lines = {
  intro: {
    young: ['{C} came too.'],
    older: ['{C} joined them, with a big warm smile.', '{C} was there as well, as always.'],
  },
  with: {
    young: ['"I\'m here," said {C}.'],
    older: [
      '"I\'m right here," said {C}, and {hero} felt a little braver.',
      '{C} stayed close, ready to help.',
    ],
  },
  help: {
    young: ["{C} held {hero's} hand."],
    older: [
      '{C} held out a steady hand and let {hero} lead the way.',
      '{C} stood close behind, and let {hero} do it all alone.',
    ],
  },
  cheer: {
    young: ['{C} gave a big hug.', '"Well done!" said {C}.'],
    older: ['"I\'m so proud of you," said {C}.', '{C} gave {hero} the biggest hug of all.'],
  },
};

export const FRIEND_LINES: Lines = {
  intro: {
    young: ['{C} came too.'],
    older: ["{hero's} best friend, {C}, was there too.", "{C}, {hero's} best friend, joined in."],
  },
  with: {
    young: ['"We can do it," said {C}.'],
    older: ['"We can do this," whispered {C}.', '{C} stayed right next to {hero}.'],
  },
  help: {
    young: ['{C} helped too.'],
    older: ['{C} cheered {hero} on, then helped too.', '{C} did just what {hero} did.'],
  },
  cheer: {
    young: ['"Yay!" said {C}.'],
    older: ['"That was amazing!" said {C}.', '"Best day ever!" laughed {C}.'],
  },
};

/** The youngest hear one short line naming everyone at once, not three in a row. */
export const GROUP_LINES: Record<Moment, string[]> = {
  intro: ['{all} came too.', '{all} came along.'],
  with: ['{all} stayed close.', '{all} stayed close by.'],
  help: ['{all} helped too.', '{all} did it too.'],
  cheer: ['{all} cheered!', '"Hooray!" cheered {all}.'],
};
