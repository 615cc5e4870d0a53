import {
  ADVERBS,
  FEELINGS,
  INTENSIFIERS,
  clauseToPast,
  hasFiniteVerb,
  isDescribingWord,
  isGerund,
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
}

const MAX_WORDS = 14;

const SUBJECTS =
  /^(?:(?:he|she|they)(?:'s|'re)?|(?:my|our|the) (?:little )?(?:son|daughter|child|kid|boy|girl|one|baby|toddler)(?:'s)?)\s+/i;

/** Cuts a parent's text down to one speakable phrase; '' when nothing usable is left. */
export function trimToPhrase(text: string, name: string, dropSubject = true): string {
  let phrase = text.split(/[.!?;]\s|[.!?;]$|\n/)[0] ?? '';
  // Stray punctuation left inside the phrase ("?A", "so , yes") would break the sentence it joins.
  phrase = phrase
    .replace(/(?<![\p{L}\p{N}])[.!?;:]+|[.!?;:]+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s*,[\s,]*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:\-/&()'.!?]+|[\s,:\-/&('.!?]+$/g, '');
  if (phrase.split(' ').length > MAX_WORDS) phrase = phrase.split(',')[0]?.trim() ?? '';
  if (phrase.split(' ').length > MAX_WORDS) return '';
  // Brackets that do not close inside the phrase would dangle mid-sentence.
  if ((phrase.match(/\(/g)?.length ?? 0) !== (phrase.match(/\)/g)?.length ?? 0)) {
    phrase = phrase.replace(/[()]/g, '');
  }
  const startsWithName = new RegExp(`^${escapeRegExp(name)}(?:'s)?\\s+`, 'i');
  const subjectMatch = phrase.match(startsWithName) ?? phrase.match(SUBJECTS);
  if (dropSubject && subjectMatch) {
    const contracted = /'s\s+$/i.test(subjectMatch[0])
      ? 'is '
      : /'re\s+$/i.test(subjectMatch[0])
        ? 'are '
        : '';
    phrase = contracted + phrase.slice(subjectMatch[0].length);
  }
  phrase = phrase.replace(/^that\s+/i, '').trim();
  return /[a-z]/i.test(phrase) ? phrase : '';
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

export function parseConflict(text: string, name: string): ConflictPhrases | null {
  const phrase = trimToPhrase(text, name);
  if (!phrase) return null;
  const known = (word: string) =>
    pastTense(word, undefined) !== null ||
    isDescribingWord(word) ||
    ADVERBS.has(word) ||
    isGerund(word) ||
    /^(?:the|a|an|fear|trouble|being|no|too|not|his|her|their)$/.test(word);
  const words = pastenSubordinateClauses(lowerFirstWord(phrase, known).split(' '));
  let adverb = '';
  if (words.length > 1 && ADVERBS.has(words[0] ?? '') && pastTense(words[1] ?? '', words[2])) {
    adverb = `${words.shift()} `;
  }
  const [first = '', ...restWords] = words;
  const rest = restWords.join(' ');

  if (first === 'fear' && restWords[0] === 'of') return copula(`afraid ${rest}`);
  if (isDescribingWord(first)) return copula(words.join(' '));

  const past = pastTense(first, restWords[0]);
  if (past) {
    if (past === '{was}' || past === "{wasn't}") {
      return past === '{was}' ? copula(rest) : predicate(`{wasn't} ${rest}`, true);
    }
    return verbPhrase(past, restWords, adverb);
  }
  if (isGerund(first)) return gerund(words.join(' '));
  if (hasFiniteVerb(words)) {
    const clause = clauseToPast(words);
    return {
      statement: [`But something was wrong: ${clause}.`, `But there was a problem: ${clause}.`],
      still: [],
      resolved: [],
    };
  }
  return noun(words.join(' '));
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
  if (!description) return noun('a big worry');
  const phrases = predicate(`{was} ${description}`, true);
  const plain = description.replace(INTENSIFIERS, '');
  const feeling = plain.split(' ')[0] ?? '';
  if (FEELINGS.has(feeling) || (feeling === 'too' && FEELINGS.has(plain.split(' ')[1] ?? ''))) {
    phrases.resolved = [
      `{name} {wasn't} ${plain} anymore.`,
      `And just like that, {name} {was} not ${plain} anymore.`,
    ];
  }
  return phrases;
}

function predicate(pred: string, canRepeat: boolean): ConflictPhrases {
  // "was still scared", "could still", but "still had", "still couldn't".
  const stillPred = pred
    .replace(/^(\{was\}|could)\s/, '$1 still ')
    .replace(/^(\{wasn't\}|had|couldn't|didn't|wouldn't)\s/, 'still $1 ');
  return {
    statement: [
      `But there was one problem: {name} ${pred}.`,
      `The trouble was, {name} ${pred}.`,
      `But {name} ${pred}.`,
    ],
    still: canRepeat && stillPred !== pred ? [`{They} ${stillPred}.`] : [],
    resolved: [],
  };
}

function verbPhrase(past: string, restWords: string[], adverb: string): ConflictPhrases {
  const rest = restWords.join(' ');
  const phrases = predicate(`${adverb}${past} ${rest}`.trim(), adverb === '');
  const [next = '', ...after] = restWords;
  const tail = after.join(' ');
  if ((past === "couldn't" || past === 'could') && restWords[0] === 'not' && restWords.length > 1) {
    phrases.resolved = [`At last, {name} could ${restWords.slice(1).join(' ')}.`];
  } else if (past === "couldn't" && rest) {
    phrases.resolved = [`At last, {name} could ${rest}.`];
  } else if (past === "didn't" && tail) {
    const now = new Map([
      ['want', 'wanted'],
      ['like', 'liked'],
      ['know', 'knew'],
      ['believe', 'believed'],
      ['enjoy', 'enjoyed'],
      ['trust', 'trusted'],
      ['understand', 'understood'],
    ]);
    const positive = now.get(next);
    if (positive) phrases.resolved = [`Now {name} ${positive} ${tail}.`];
  } else if (
    (past === 'felt' || past === 'got') &&
    FEELINGS.has(rest.replace(INTENSIFIERS, '').split(' ')[0] ?? '')
  ) {
    const verb = past === 'felt' ? 'feel' : 'get';
    phrases.resolved = [`{name} did not ${verb} ${rest.replace(INTENSIFIERS, '')} anymore.`];
  } else if (past === 'had' && /^(?:trouble|a hard time)\b/.test(rest)) {
    phrases.resolved = [`{name} did not have ${rest} anymore.`];
  }
  if (
    !/^(?:had|could|couldn't|didn't|wouldn't|felt|got)$/.test(past) &&
    !/^(?:hated|disliked|feared|worried|missed|needed|wanted|struggled|dreaded)$/.test(past)
  ) {
    phrases.still = [];
  } else if (phrases.still.length === 0 && adverb === '') {
    phrases.still = [`{They} still ${past} ${rest}.`];
  }
  return phrases;
}

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
