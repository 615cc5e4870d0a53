import { adoptChildPronouns } from './child-pronouns.js';
import { lowerFirstWord, trimToPhrase } from './conflict.js';
import { hasStrayFearWord } from './conflict-focus.js';
import {
  ADVERBS,
  DANGLING_WORDS,
  bareWord,
  FUNCTION_WORDS,
  IMPERATIVE_STARTERS,
  VIRTUES,
  isDescribingWord,
  isGerund,
  looksLikeClause,
  pastTense,
} from './lexicon.js';

/**
 * The parent's moral as the story's closing thought. "Be kind to others" becomes
 * "… learned to be kind to others"; "being kind matters" becomes "… learned that being kind
 * matters"; "kindness" becomes "… learned all about kindness". Returns sentence templates,
 * or null when the text cannot be woven in.
 */
/** Words that only join a lesson's words together and are never one on their own. */
const GLUE_WORDS: ReadonlySet<string> = new Set(
  'is are was were be am been and so or but the a an to of it its that this not no yes very too then'.split(
    ' ',
  ),
);

export function parseMoral(text: string, name: string): string[] | null {
  // The subject goes: "my daughter is afraid of the bath" is left as a worry, not a lesson,
  // and "he learns that sharing is fun" keeps only what he learns.
  let phrase = trimToPhrase(text, name)
    .replace(/^(?:the )?(?:moral|lesson)(?: of the story)?(?: is)?\s*:?\s*/i, '')
    .replace(/^(?:learns?|learned|will learn|needs to learn|should learn|must learn) that\s+/i, '')
    .replace(/^(?:that|remember|remember that)\s+/i, '')
    .trim();
  if (!/[a-z]/i.test(phrase)) return null;
  phrase = lowerFirstWord(phrase, (word) => /^[a-z']+$/.test(word) && word !== 'i');
  const words = phrase.split(' ');
  while (words.length > 1 && DANGLING_WORDS.has(bareWord(words.at(-1) ?? ''))) words.pop();
  phrase = words.join(' ').replace(/[\s,]+$/, '');
  words.splice(0, words.length, ...phrase.split(' '));
  // "IS" or "and so" holds no lesson: "learned all about IS" would be printed in the book.
  if (words.every((word) => GLUE_WORDS.has(bareWord(word).toLowerCase()))) return null;

  // "I can do hard things" stays in the child's own voice rather than becoming "learned that I…".
  if (words.some((word) => /^(?:i|i'm|i'll|i've|me|my|we|we're|us|our)$/i.test(word))) {
    const spoken = phrase.charAt(0).toUpperCase() + phrase.slice(1);
    return [`{name} said it with a big smile: "${spoken}."`];
  }
  const templates = weave(phrase, words);
  if (!templates) return null;
  // "Believe in yourself" is about the child: "… learned to believe in herself".
  const adopted = templates.map((template) => adoptChildPronouns(template, { secondPerson: true }));
  if (adopted.every((template) => template !== null)) return adopted;
  // A "you" whose verb cannot agree ("if you keep trying, you can") stays a saying.
  const saying = adoptChildPronouns(phrase, { secondPerson: false }) ?? phrase;
  return [`{name} would always remember: ${saying}.`];
}

function weave(phrase: string, words: readonly string[]): string[] | null {
  // "sharing of scared" or "scared dark is dark" is no lesson: its fear word lost its sentence.
  if (hasStrayFearWord(words)) return null;
  const told = toldLesson(phrase, words);
  return told === undefined ? saidLesson(phrase, words) : told;
}

/**
 * A lesson told as an order ("learn to share", "to be kind", "don't give up", "never lie",
 * "always say sorry", "be brave") as what the child learned to do; null when what follows
 * the order is no doing, undefined when the lesson is no order.
 */
function toldLesson(phrase: string, words: readonly string[]): string[] | null | undefined {
  const [first = '', second = ''] = words;
  if (/^(?:learn|learns|learned|learning)$/.test(first) && second === 'to' && words.length > 2) {
    return toInfinitive(words.slice(2).join(' '));
  }
  if (first === 'to' && words.length > 1) return toInfinitive(words.slice(1).join(' '));
  if (first === "don't") return notTo(words.slice(1));
  if (first === 'do' && second === 'not') return notTo(words.slice(2));
  if (first === 'never' && words.length > 1) return neverTo(words.slice(1));
  if (first === 'always' && IMPERATIVE_STARTERS.has(second)) return toInfinitive(phrase);
  if (IMPERATIVE_STARTERS.has(first) && !looksLikeClause(words) && !saidOfIt(words)) {
    return toInfinitive(phrase);
  }
  return undefined;
}

/** After "never" or "don't" comes a verb: "never give up", not "never scared". */
function isAction(rest: readonly string[]): boolean {
  const next = bareWord(rest[0] ?? '');
  if (IMPERATIVE_STARTERS.has(next)) return true;
  return next !== '' && !isDescribingWord(next) && !FUNCTION_WORDS.has(next) && !ADVERBS.has(next);
}

function notTo(rest: readonly string[]): string[] | null {
  if (!isAction(rest)) return null;
  const action = rest.join(' ');
  return action
    ? [`{name} learned not to ${action}.`, `And so {name} learned not to ${action}.`]
    : null;
}

function neverTo(rest: readonly string[]): string[] | null {
  if (!isAction(rest)) return null;
  const action = rest.join(' ');
  return [`{name} learned never to ${action}.`, `And {name} learned never, ever to ${action}.`];
}

/** A lesson said as a truth ("sharing is fun"), a doing, a quality to be or a thing. */
function saidLesson(phrase: string, words: readonly string[]): string[] | null {
  const first = words[0] ?? '';
  if (
    looksLikeClause(words) ||
    saidOfIt(words) ||
    /^(?:it|that|there|what|everyone|everybody|you|we|who)'(?:s|re)$/.test(first)
  ) {
    return [
      `{name} learned that ${phrase}.`,
      `And that day, {name} learned something important: ${phrase}.`,
      `{name} knew it now: ${phrase}.`,
    ];
  }
  if (isGerund(first)) {
    return [
      `{name} learned how much ${phrase} matters.`,
      `{name} learned that ${phrase} really matters.`,
    ];
  }
  // "Brave" or "kind and honest": a quality to be.
  if (words.every((word) => VIRTUES.has(bareWord(word)) || word === 'and')) {
    return toInfinitive(`be ${phrase}`);
  }
  return isNounPhrase(words)
    ? [`{name} learned all about ${phrase}.`, `And {name} learned something about ${phrase}.`]
    : null;
}

/**
 * Only a thing can follow "learned all about": not "is", "sometimes", "scared" or
 * "is scared of the dark".
 */
function isNounPhrase(phraseWords: readonly string[]): boolean {
  const words = phraseWords.map(bareWord);
  const [first = '', second] = words;
  if (words.every((word) => FUNCTION_WORDS.has(word) || ADVERBS.has(word))) return false;
  if (ADVERBS.has(first) || isDescribingWord(first) || VIRTUES.has(first)) return false;
  if (FUNCTION_WORDS.has(first) && !/^(?:the|a|an|all|every|each|some|more)$/.test(first)) {
    return false;
  }
  return pastTense(first, second) === null;
}

function toInfinitive(phrase: string): string[] {
  return [`{name} learned to ${phrase}.`, `And so {name} learned to ${phrase}.`];
}

/** Verbs a lesson says of a thing that are not also things to tell a child to do. */
const SAID_OF = new Set(['light', 'heal', 'last', 'conquer', 'travel', 'beat', 'win', 'carry']);

/**
 * "Love reaches across any distance", "courage finds a way": a thing and what it does is a
 * clause, though its first word can also be an order ("love your sister"). Told by the second
 * word, a verb with its -s ("reaches", "finds", "carries").
 */
function saidOfIt(words: readonly string[]): boolean {
  const second = bareWord(words[1] ?? '').toLowerCase();
  if (words.length < 3 || !/s$/.test(second)) return false;
  const stems = [second.slice(0, -1), second.replace(/es$/, ''), second.replace(/ies$/, 'y')];
  return stems.some((stem) => IMPERATIVE_STARTERS.has(stem) || SAID_OF.has(stem));
}
