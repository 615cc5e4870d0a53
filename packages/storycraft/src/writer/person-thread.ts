import { findThings } from './story-things.js';

/** The family titles that read as a name ("Grandpa"), not as "her grandpa". */
const NAMED = new Set(['grandma', 'grandpa', 'mama', 'papa']);

/**
 * A parent's problem about someone ("won't share toys with his baby sister", "misses grandpa
 * who moved away") that is no fear or skill: the story thinks of them at the turning point
 * and goes back to them at the end, so the one the problem named is not dropped after the
 * problem page. Null when the words name no one.
 */
export function personThread(conflict: string): {
  person: string;
  /** Said in the story's words, when the parent's own would be copied ("share toys with his"). */
  statement?: string[];
  still?: string[];
  turn: string[];
  resolved: string[];
} | null {
  const found = findThings(conflict).find((thing) => thing.kind === 'person');
  if (!found) return null;
  const word = found.word.toLowerCase();
  const person = NAMED.has(found.id)
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : `{their} ${word}`;
  if (/\bshar(?:e|es|ed|ing)\b/i.test(conflict)) {
    return {
      person,
      statement: [
        'When {@person} reached for a toy, {name} said, "Mine!"',
        "The toys were all {name's}, and {@person} could not have one.",
      ],
      still: ['{name} still kept every toy to {themselves}.'],
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
  }
  if (/\bmiss(?:es|ed|ing)?\b|moved away|far away|went away/i.test(conflict)) {
    return {
      person,
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
