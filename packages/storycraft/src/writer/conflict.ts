import { adoptChildPronouns } from './child-pronouns.js';
import {
  detectConflictFocus,
  hasStrayFearWord,
  mendFearWords,
  type ConflictFocus,
} from './conflict-focus.js';
import {
  ADVERBS,
  DANGLING_WORDS,
  bareWord,
  FEELINGS,
  FUNCTION_WORDS,
  INTENSIFIERS,
  clauseToPast,
  hasFiniteVerb,
  isDescribingWord,
  isGerund,
  looksLikeClause,
  pastTense,
} from './lexicon.js';

/**
 * The story's problem, as sentence templates (see voice.ts for the tokens). A parent may
 * write "is scared of deep water", "Scared of deep water", "my son gets angry when he
 * loses", "the dark" or "her dog ran away"; each becomes a past-tense phrase that fits
 * after the child's name, or the phrase is refused and the theme's own problem is used.
 */
export interface ConflictPhrases {
  /** Sentences that state the problem (one is used). */
  statement: string[];
  /** Reminders on later pages that the problem is still there; empty when none fit. */
  still: string[];
  /** Sentences saying the problem is over; empty when the phrase cannot be turned round. */
  resolved: string[];
  /** A fear, a skill or shyness, so the middle of the story can be about it; absent otherwise. */
  focus?: ConflictFocus;
}

const MAX_WORDS = 14;
/** Longer "words" are keyboard mashing or a pasted link, never something to read aloud. */
const MAX_WORD_LENGTH = 25;

const SUBJECTS =
  /^(?:(?:he|she|they)(?:'s|'re)?|(?:my|our|the) (?:little )?(?:son|daughter|child|kid|boy|girl|one|baby|toddler)(?:'s)?)\s+/i;

/**
 * "is&0" or "a1b": letters run together with digits or symbols are no word to read aloud.
 * Quotes and brackets around a word, apostrophes and hyphens inside it are fine.
 */
function isGarbledWord(token: string): boolean {
  const core = token.replace(/^[("'“‘[]+|[)"'”’\],]+$/gu, '');
  return /\p{L}/u.test(core) && /[^\p{L}\p{M}'’-]/u.test(core);
}

/** Cuts a parent's text down to one speakable phrase; '' when nothing usable is left. */
export function trimToPhrase(text: string, name: string, dropSubject = true): string {
  const phrase = shortened(tidied(text.split(/[.!?;]\s|[.!?;]$|\n/)[0] ?? ''));
  if (!isSpeakable(phrase)) return '';
  const closed = withClosedBrackets(unshouted(phrase));
  const trimmed = (dropSubject ? withoutSubject(closed, name) : closed)
    .replace(/^that\s+/i, '')
    .trim();
  return /[a-z]/i.test(trimmed) ? trimmed : '';
}

/** Stray punctuation left inside the phrase ("?A", "so , yes") would break the sentence it joins. */
function tidied(phrase: string): string {
  return phrase
    .replace(/(?<![\p{L}\p{N}])[.!?;:]+|[.!?;:]+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s*,[\s,]*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:\-/&()'.!?]+|[\s,:\-/&('.!?]+$/g, '');
}

/** A phrase too long to read aloud keeps what comes before its first comma. */
function shortened(phrase: string): string {
  return phrase.split(' ').length > MAX_WORDS ? (phrase.split(',')[0]?.trim() ?? '') : phrase;
}

function isSpeakable(phrase: string): boolean {
  const words = phrase.split(' ');
  return (
    words.length <= MAX_WORDS &&
    !words.some((word) => [...word].length > MAX_WORD_LENGTH) &&
    !words.some(isGarbledWord)
  );
}

/** "SHE IS SCARED OF THE DARK" is shouted, not a row of acronyms. */
function unshouted(phrase: string): string {
  const isShouted =
    /\p{Lu}.*\p{Lu}/u.test(phrase) && phrase === phrase.toUpperCase() && phrase.includes(' ');
  return isShouted ? phrase.toLowerCase() : phrase;
}

/** Brackets that do not close inside the phrase would dangle mid-sentence. */
function withClosedBrackets(phrase: string): string {
  const opened = phrase.match(/\(/g)?.length ?? 0;
  const closed = phrase.match(/\)/g)?.length ?? 0;
  return opened === closed ? phrase : phrase.replace(/[()]/g, '');
}

/** "Mia is scared …", "she's scared …" → "is scared …": the phrase follows the child's name. */
function withoutSubject(phrase: string, name: string): string {
  const startsWithName = new RegExp(`^${escapeRegExp(name)}(?:'s)?\\s+`, 'i');
  const subject = (phrase.match(startsWithName) ?? phrase.match(SUBJECTS))?.[0];
  if (subject === undefined) return phrase;
  const contracted = /'s\s+$/i.test(subject) ? 'is ' : /'re\s+$/i.test(subject) ? 'are ' : '';
  return contracted + phrase.slice(subject.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Lowercases the first word when it is an ordinary word; names and acronyms ("Grandpa",
 * "TV") keep their capitals.
 */
export function lowerFirstWord(phrase: string, knownWord: (word: string) => boolean): string {
  const [first = '', ...rest] = phrase.split(' ');
  const lower = first.toLowerCase();
  const isAcronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  if (isAcronym || first === 'I') return phrase;
  const looksOrdinary = knownWord(lower) || first === lower || /^[A-Z][a-z]+s$/.test(first);
  return looksOrdinary ? [lower, ...rest].join(' ') : phrase;
}

/**
 * The parent's conflict as sentence templates in the child's pronouns, or null when it
 * cannot be woven into a real sentence (the theme's own problem is used then).
 */
export function parseConflict(text: string, name: string): ConflictPhrases | null {
  const phrases = parsePhrase(text, name);
  if (!phrases) return null;
  const adopt = (templates: string[]) =>
    templates.map((template) => adoptChildPronouns(template, { secondPerson: false }) ?? template);
  const focus = detectConflictFocus(trimToPhrase(text, name));
  return {
    statement: adopt(phrases.statement),
    still: adopt(phrases.still),
    resolved: adopt(phrases.resolved),
    ...(focus ? { focus } : {}),
  };
}

/** After a describing word, these keep it describing the child: "shy at school", "scared of". */
const DESCRIPTION_GOES_ON =
  /^(?:of|about|to|at|with|when|whenever|and|or|but|in|on|around|near|if|because|for|by|without|after|before|during|since|while|sometimes|lately|anymore|again|too|at|now|yet)$/;

/** A fear word that is no describing word before a noun: "a scared dark" is a garbled fear. */
const FEAR_WORD = /^(?:scared|afraid|frightened|terrified)$/;

/** The little words that may open a worry ("the dark", "no friends"); no other little word may. */
const DETERMINER_WORD = /^(?:the|a|an|my|our|his|her|their|some|all|every|no|too)$/;

/** The phrase read by its first word: a fear, a description, a verb, a doing or a worry. */
function parsePhrase(text: string, name: string): ConflictPhrases | null {
  const words = phraseWords(text, name);
  if (!words) return null;
  let adverb = '';
  if (words.length > 1 && ADVERBS.has(words[0] ?? '') && pastTense(words[1] ?? '', words[2])) {
    adverb = `${words.shift()} `;
  }
  const [first = '', ...restWords] = words;
  if (first === 'fear' && restWords[0] === 'of') return copula(`afraid ${restWords.join(' ')}`);
  if (isDescribingWord(first)) return describedPhrase(words);
  const past = pastTense(first, restWords[0]);
  if (past) return pastPhrase(past, restWords, adverb);
  if (isGerund(first)) {
    // "being kind matters" is a moral, not a worry: nothing fits after "found … hard".
    return looksLikeClause(words) || hasFiniteVerb(words) ? null : gerund(words.join(' '));
  }
  return worryPhrase(words);
}

/** The phrase's words in the past, without dangling ends; null when its shape is lost. */
function phraseWords(text: string, name: string): string[] | null {
  const phrase = mendFearWords(trimToPhrase(text, name));
  if (!phrase) return null;
  const known = (word: string) =>
    pastTense(word, undefined) !== null ||
    isDescribingWord(word) ||
    ADVERBS.has(word) ||
    isGerund(word) ||
    /^(?:the|a|an|fear|trouble|being|no|too|not|his|her|their)$/.test(word);
  // A comma or dash standing alone between words says nothing and breaks what follows.
  const words = pastenSubordinateClauses(
    lowerFirstWord(phrase, known)
      .split(' ')
      .filter((word) => /[\p{L}\p{N}]/u.test(word)),
  );
  // "monsters under the" or "the dark and": a dangling little word ends no sentence.
  while (words.length > 0 && DANGLING_WORDS.has(bareWord(words.at(-1) ?? ''))) words.pop();
  if (words.length === 0) return null;
  // "is of scared" or "sharing scared sharing" has lost its shape on the way.
  if (hasStrayFearWord(words, { mayLead: true })) return null;
  words[words.length - 1] = (words.at(-1) ?? '').replace(/,+$/, '');
  return words;
}

/** "scared of the dark" is how the child is; "loud noises" or "picky eater" is a worry. */
function describedPhrase(words: string[]): ConflictPhrases | null {
  const [first = '', ...restWords] = words;
  // "Loud noises" is a thing the child fears, not what the child is.
  const isNounPhrase =
    !INTENSIFIERS.test(`${first} `) &&
    !/^(?:too|not|so)$/.test(first) &&
    restWords.length > 0 &&
    !DESCRIPTION_GOES_ON.test(restWords[0] ?? '');
  if (!isNounPhrase) return copula(words.join(' '));
  // What mendFearWords could not read as a fear ("scared never") is no worry to name.
  if (FEAR_WORD.test(first)) return null;
  // "picky eater" needs its article to follow "one big worry:"; "loud noises" does not.
  const isPlural = /[^s]s$/.test(words.at(-1) ?? '');
  return noun(
    isPlural ? words.join(' ') : `${/^[aeiou]/.test(first) ? 'an' : 'a'} ${words.join(' ')}`,
  );
}

/** A phrase that opens with a verb, now in the past: "{was} shy", "couldn't swim". */
function pastPhrase(past: string, restWords: string[], adverb: string): ConflictPhrases | null {
  const rest = restWords.join(' ');
  if (past === '{was}' || past === "{wasn't}") {
    // "is is kind" or "is be brave" has lost its shape on the way.
    if (!rest || /^(?:is|are|am|was|were|be|been)$/i.test(bareWord(restWords[0] ?? ''))) {
      return null;
    }
    return past === '{was}' ? copula(rest) : predicate(`{wasn't} ${rest}`, true);
  }
  // "can't" or "bites" alone leaves the sentence waiting for its object.
  if (!rest && !/ed$/.test(past)) return null;
  return verbPhrase(past, restWords, adverb);
}

/** Neither a description, a verb nor a doing: a clause, a worry named, or nothing to use. */
function worryPhrase(words: string[]): ConflictPhrases | null {
  const [first = '', ...restWords] = words;
  // "and is kind" or "is" have lost their subject; neither a clause nor a noun follows.
  // "IS" shouted is still "is".
  const firstWord = bareWord(first).toLowerCase();
  if (FUNCTION_WORDS.has(firstWord) && !DETERMINER_WORD.test(firstWord)) return null;
  if (hasFiniteVerb(words)) return clausePhrase(words);
  // Only a noun can follow "one big worry:"; "sometimes", "is" or "very" alone cannot.
  const bare = words.map((word) => bareWord(word).toLowerCase());
  if (bare.every((word) => FUNCTION_WORDS.has(word) || ADVERBS.has(word))) return null;
  if (ADVERBS.has(bare[0] ?? '')) {
    // "never is kind": after the adverb comes a verb or a little word, not a worry.
    const next = bare[1] ?? '';
    if ((FUNCTION_WORDS.has(next) && !DETERMINER_WORD.test(next)) || pastTense(next, bare[2])) {
      return null;
    }
    return noun(restWords.join(' '));
  }
  if (/^[a-z]+ly$/.test(first) && words.length === 1) return null;
  // "the scared" names no worry: a feeling is how the child is, said with "was".
  if (FEELINGS.has(bare.at(-1) ?? '')) return null;
  return noun(words.join(' '));
}

/** "my brother teases him" → "But something was wrong: his brother teased him." */
function clausePhrase(words: string[]): ConflictPhrases | null {
  const clause = clauseToPast(words);
  if (/\b(?:was|were|is|are) (?:is|are|was|were|be)\b/i.test(clause)) return null;
  return {
    statement: [`But something was wrong: ${clause}.`, `But there was a problem: ${clause}.`],
    still: [],
    resolved: [],
  };
}

const SUBORDINATORS = /^(?:when|whenever|if|because|while|since|until|before|after|as)$/;

/** "gets angry when he loses" → "… when he lost": the whole phrase moves into the past. */
function pastenSubordinateClauses(words: string[]): string[] {
  return words.map((word, index) => {
    if (index < 2 || !SUBORDINATORS.test(words[index - 2] ?? '')) return word;
    const subject = words[index - 1] ?? '';
    const past = pastTense(word, words[index + 1]);
    if (!past) return word;
    const plural =
      /^(?:they|we|you|people|others)$/i.test(subject) ||
      (/[^su]s$/i.test(subject) && !/^(?:his|its|this)$/i.test(subject));
    return past
      .replace('{was}', plural ? 'were' : 'was')
      .replace("{wasn't}", plural ? "weren't" : "wasn't");
  });
}

/** "{was} scared of deep water" and friends. */
function copula(description: string): ConflictPhrases {
  const phrases = predicate(`{was} ${description}`, true);
  const plain = description.replace(INTENSIFIERS, '');
  const feeling = plain.split(' ')[0] ?? '';
  if (FEELINGS.has(feeling) || (feeling === 'too' && FEELINGS.has(plain.split(' ')[1] ?? ''))) {
    phrases.resolved = [
      `{name} {wasn't} ${plain} anymore.`,
      `{name} had kept on trying, and now {they} {was} not ${plain} anymore.`,
    ];
  }
  return phrases;
}

function predicate(pred: string, canRepeat: boolean): ConflictPhrases {
  // "was still scared", "could still", but "still had", "still couldn't".
  const withStill = pred
    .replace(/^(\{was\}|could)\s/, '$1 still ')
    .replace(/^(\{wasn't\}|had|couldn't|didn't|wouldn't)\s/, 'still $1 ');
  // "still couldn't ride a bike yet" says "not yet" twice.
  const stillPred = withStill.replace(/\s+yet$/, '');
  return {
    statement: [
      `But there was one problem: {name} ${pred}.`,
      `The trouble was, {name} ${pred}.`,
      `But {name} ${pred}.`,
    ],
    still: canRepeat && withStill !== pred ? [`{They} ${stillPred}.`] : [],
    resolved: [],
  };
}

function verbPhrase(past: string, restWords: string[], adverb: string): ConflictPhrases {
  const rest = restWords.join(' ');
  const phrases = predicate(`${adverb}${past} ${rest}`.trim(), adverb === '');
  const resolved = RESOLVED_AFTER.get(past)?.(restWords);
  if (resolved) phrases.resolved = resolved;
  if (!LINGERING_VERBS.has(past)) phrases.still = [];
  else if (phrases.still.length === 0 && adverb === '') {
    phrases.still = [`{They} still ${past} ${rest}.`];
  }
  return phrases;
}

/** Verbs whose problem can still be there on a later page: "{They} still hated …". */
const LINGERING_VERBS = new Set(
  "had could couldn't didn't wouldn't felt got hated disliked feared worried missed needed wanted struggled dreaded".split(
    ' ',
  ),
);

/** "can't ride a bike yet" is resolved as "could ride a bike", not "could ride a bike yet". */
const withoutYet = (words: string[]) => words.join(' ').replace(/\s+yet$/, '');

/** "couldn't swim" (or "could not swim") ends "At last, Mia could swim". */
function couldAtLast(restWords: string[], cannot: boolean): string[] | undefined {
  if (restWords[0] === 'not' && restWords.length > 1) {
    return [`At last, {name} could ${withoutYet(restWords.slice(1))}.`];
  }
  return cannot && restWords.join(' ') !== ''
    ? [`At last, {name} could ${withoutYet(restWords)}.`]
    : undefined;
}

/** "didn't want to share" can end "Now Mia wanted to share". */
function nowWilling(restWords: string[]): string[] | undefined {
  const [next = '', ...after] = restWords;
  if (!after.join(' ')) return undefined;
  // Not liking vegetables ends in not minding them: "Now Mia liked being lost" is a promise
  // no story can keep.
  if (/^(?:like|enjoy|love)$/.test(next)) {
    return after[0] === 'to'
      ? [`Now {name} {was} happy ${withoutYet(after)}.`]
      : [`{name} did not mind ${withoutYet(after)} so much anymore.`];
  }
  const positive = NOW_WILLING.get(next);
  return positive ? [`Now {name} ${positive} ${withoutYet(after)}.`] : undefined;
}

/** "felt shy" or "got angry" ends "Mia did not feel shy anymore". */
function feelingGone(verb: 'feel' | 'get', restWords: string[]): string[] | undefined {
  const feeling = restWords.join(' ').replace(INTENSIFIERS, '');
  return FEELINGS.has(feeling.split(' ')[0] ?? '')
    ? [`{name} did not ${verb} ${feeling} anymore.`]
    : undefined;
}

/** After "didn't": the verb the child is willing to now. */
const NOW_WILLING = new Map([
  ['want', 'wanted'],
  ['know', 'knew'],
  ['believe', 'believed'],
  ['trust', 'trusted'],
  ['understand', 'understood'],
]);

/** The problem over, by the verb that told it; none when the verb cannot be turned round. */
const RESOLVED_AFTER = new Map<string, (restWords: string[]) => string[] | undefined>([
  ['could', (restWords) => couldAtLast(restWords, false)],
  ["couldn't", (restWords) => couldAtLast(restWords, true)],
  ["didn't", nowWilling],
  ['felt', (restWords) => feelingGone('feel', restWords)],
  ['got', (restWords) => feelingGone('get', restWords)],
  [
    'had',
    (restWords) => {
      const rest = restWords.join(' ');
      return /^(?:trouble|a hard time)\b/.test(rest)
        ? [`{name} did not have ${rest} anymore.`]
        : undefined;
    },
  ],
]);

function gerund(phrase: string): ConflictPhrases {
  return {
    statement: [
      `But {name} found ${phrase} very hard.`,
      `The trouble was, ${phrase} felt very hard to {name}.`,
    ],
    still: [`{They} still found ${phrase} hard.`],
    resolved: [`${phrase} did not seem so hard anymore.`],
  };
}

function noun(phrase: string): ConflictPhrases {
  return {
    statement: [
      `But {name} had one big worry: ${phrase}.`,
      `There was just one worry on {name's} mind: ${phrase}.`,
    ],
    still: [],
    resolved: [],
  };
}
