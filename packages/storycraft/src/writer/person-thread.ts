import { findThings } from './story-things.js';

/** The family titles that read as a name ("Grandpa"), not as "her grandpa". */
const NAMED = new Set(['grandma', 'grandpa', 'mama', 'papa']);

/** Someone the parent's problem names, and the lines that keep them in the story. */
export interface PersonThread {
  person: string;
  /** Said in the story's words, when the parent's own would be copied ("share toys with his"). */
  statement?: string[];
  still?: string[];
  /** The middle of the story about them: one bank per try, and the low point. */
  tries?: [string[], string[], string[]];
  lowpoint?: string[];
  /** The last try, which nearly works, and the older readers' setback. */
  nearMisses?: string[];
  setback?: string[];
  turn: string[];
  resolved: string[];
}

/** A problem about sharing with someone: the toys kept, and shared at last. */
const SHARING: Omit<PersonThread, 'person'> = {
  statement: [
    'When {@person} reached for a toy, {name} said, "Mine!"',
    "The toys were all {name's}, and {@person} could not have one.",
  ],
  still: [
    '{name} still kept every toy to {themselves}.',
    'And {@person} still had nothing to play with.',
  ],
  tries: [
    [
      '{name} played with {their} blocks away from {@person}, but it was not much fun.',
      '{name} hid the toys from {@person}.',
      '{name} hid the toys under the bed, but {@person} looked so sad.',
      'First, {name} gave {@person} the oldest, most broken toy, but {@person} began to cry.',
    ],
    [
      'Next, {name} built a tall tower all alone, and {@person} did not clap.',
      '{name} would not give {@person} a turn.',
      'Next, {name} let {@person} look at the teddy, but not touch it, and that did not feel fair.',
      '{name} tried to play with {@person} and keep every toy, but that did not work.',
    ],
    [
      '{name} held out a car to {@person}, then snatched it back.',
      '{name} gave {@person} one old block.',
      'Once more, {name} almost gave {@person} a turn, then held on tight to the toy.',
    ],
  ],
  nearMisses: [
    '{name} let {@person} hold one little car, just for a moment.',
    'This time {name} let {@person} touch the teddy, and {@person} smiled a great big smile.',
  ],
  setback: [
    'Then {@person} knocked over {name\'s} tall tower, and {name} shouted, "Go away!"',
    'Then {@person} grabbed the best toy, and {name} grabbed it right back, and they both cried.',
  ],
  lowpoint: [
    '{name} sat with all the toys, far from {@person}, and felt lonely.',
    'The toys were all there, but {@person} would not play with {name} now, and a tear rolled down {their} cheek.',
    '{name} hugged the toys tight and listened to {@person} crying, and {they} did not feel happy at all.',
  ],
  turn: [
    '{name} remembered how {@person} had looked at the toys.',
    '{name} thought of {@person}, who only wanted one turn with the toys.',
  ],
  resolved: [
    'That evening, {name} shared {their} toys with {@person}, and {@person} [laughed|giggled|clapped].',
    '{name} gave {@person} a turn with {their} [best|favourite] toys, and it felt good.',
    // Short for the youngest, and not the parent's "toys with his baby sister".
    '{name} let {@person} play too.',
  ],
};

/** Someone missed, far away: thought of, and called at last. */
const MISSING: Omit<PersonThread, 'person'> = {
  statement: [
    '{name} missed {@person}, who lived {@far} now.',
    'The trouble was, {@person} lived {@far} now, and {name} missed {@person} very much.',
  ],
  still: ['{name} still missed {@person}.', '{name} still wished {@person} were here.'],
  tries: [
    [
      "{name} looked at {@person}'s empty chair and felt sad.",
      '{name} missed {@person} all day.',
      'First, {name} tried not to think about {@person}, but that only made it worse.',
    ],
    [
      'Next, {name} drew a picture of {@person}, but a picture could not give hugs.',
      '{name} drew {@person} a picture.',
      '{name} hugged the blanket {@person} had made, but it was not the same.',
      "Next, {name} played {@person}'s favourite game all alone, but it was not the same.",
    ],
    [
      '{name} sang the song {@person} used to sing, and {their} voice went all wobbly.',
      "{name} sang {@person}'s song, very softly.",
      'Once more, {name} looked at the photo of {@person}, and wished it could talk.',
    ],
  ],
  nearMisses: [
    "Once more, {name} tried to remember {@person}'s laugh, and it felt a little closer.",
    "{name} wrapped up in {@person}'s old scarf, and for a moment it felt like a hug.",
  ],
  setback: [
    'Then the phone rang, but it was not {@person}, and the sad feeling came rushing back.',
    'Then {name} found the card {@person} had sent last birthday, and missed {@person} more than ever.',
  ],
  lowpoint: [
    '{name} missed {@person} so much that {their} tummy ached.',
    'Maybe {@person} had forgotten all about {them}, {name} thought, and a tear rolled down {their} cheek.',
    '{name} looked out of the window and wished and wished that {@person} would come.',
  ],
  turn: [
    '{name} thought of {@person}, far away, and smiled.',
    'Somewhere far away, {@person} was thinking of {name} too.',
  ],
  resolved: [
    'That night, {name} called {@person} and told [the whole story|everything].',
    '{name} drew a picture of the whole day to send to {@person}.',
    '{name} called {@person} on the phone.',
  ],
};

/**
 * A parent's problem about someone ("won't share toys with his baby sister", "misses grandpa
 * who moved away") that is no fear or skill: the story thinks of them at the turning point
 * and goes back to them at the end, so the one the problem named is not dropped after the
 * problem page. Null when the words name no one.
 */
export function personThread(conflict: string): PersonThread | null {
  const found = findThings(conflict).find((thing) => thing.kind === 'person');
  if (!found) return null;
  const word = found.word.toLowerCase();
  const person = NAMED.has(found.id)
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : `{their} ${word}`;
  if (/\bshar(?:e|es|ed|ing)\b/i.test(conflict)) {
    return { person, ...SHARING };
  }
  if (/\bmiss(?:es|ed|ing)?\b|moved away|far away|went away/i.test(conflict)) {
    return { person, ...MISSING };
  }
  return {
    person,
    turn: ['{name} thought about {@person}, and felt a little sorry.'],
    resolved: [
      '{name} gave {@person} a big hug, and everything felt better.',
      '{name} and {@person} made up, and played together all evening.',
      '{name} gave {@person} a big hug.',
    ],
  };
}
