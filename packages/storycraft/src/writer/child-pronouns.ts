/**
 * A parent's phrase speaks of the child in whatever pronouns came to mind ("bites his
 * nails"), and a moral often speaks to them ("believe in yourself"). Inside the story both
 * must become the pronouns the family chose, so those words turn into the voice's tokens
 * ({their}, {themselves} …) and the renderer picks the right word and verb agreement.
 *
 * "they", "them" and "their" stay as typed: in a parent's phrase they usually mean other
 * people ("gets upset when they tease him"), and a they/them child needs no swap anyway.
 */

/** Verbs after "he"/"she"/"you" that must agree with the child's pronoun. */
const AGREEING = new Map([
  ['is', '{is}'],
  ['are', '{is}'],
  ['was', '{was}'],
  ['were', '{was}'],
  ["isn't", "{isn't}"],
  ["aren't", "{isn't}"],
  ["wasn't", "{wasn't}"],
  ["weren't", "{wasn't}"],
  ['has', '{has}'],
  ['have', '{has}'],
  ['does', '{does}'],
  ['do', '{does}'],
  ["doesn't", "{doesn't}"],
  ["don't", "{doesn't}"],
]);

/** Words after a subject that read the same for every pronoun. */
const SAME_FOR_ALL =
  /^(?:can|could|will|would|should|must|might|may|can't|couldn't|won't|wouldn't|shouldn't|did|didn't|had|hadn't|always|never|still|really|also|just|[a-z]+ed)$/;

/** After "her", these show it is the object ("takes her to school"), not "her toys". */
const AFTER_OBJECT = new Set(
  `to at in on with when and or but because if so up out off away back too very anymore
  again alone down about from for of like yet the a an more much that this it all`.split(/\s+/),
);

/** Words before "you" that make it the subject of what follows ("… when you try"). */
const BEFORE_SUBJECT =
  /^(?:that|when|whenever|if|because|and|but|so|or|what|where|how|until|unless|while|as|though|although)$/i;

const WORD = /[A-Za-z']+/g;

/** A word in the text and the words around it. */
interface InPlace {
  word: string;
  index: number;
  next: string | undefined;
  previous: string | undefined;
  /** The word and the character right after it. */
  withNext: string;
}

/** A word as the child's token; `agreesNext`: the verb after it must agree with it. */
interface Swap {
  text: string;
  agreesNext?: boolean;
  unsayable?: boolean;
}

const always = (text: string) => (): Swap => ({ text });

/** "he" or "she" is the child; an "is" or "was" right after agrees with the child's pronoun. */
function subject({ next }: InPlace): Swap {
  return { text: '{they}', agreesNext: next !== undefined && AGREEING.has(next) };
}

/** "her toys" is a possessive, "takes her to school" or "… hugs her." an object. */
function her({ next, withNext }: InPlace): Swap {
  const isPossessive = next && !AFTER_OBJECT.has(next) && !/[.,!?;:]$/.test(withNext);
  return { text: isPossessive ? '{their}' : '{them}' };
}

/** "you" as a subject takes "they"'s agreement, which only some verbs show the same. */
function you({ word, index, next, previous }: InPlace): Swap {
  const isSubject = index === 0 || BEFORE_SUBJECT.test(previous ?? '');
  if (!isSubject) return { text: '{them}' };
  if (next && AGREEING.has(next)) return { text: '{they}', agreesNext: true };
  if (!next || SAME_FOR_ALL.test(next)) return { text: '{they}' };
  return { text: word, unsayable: true };
}

/**
 * The child's third-person words as tokens. Always lower case: the phrase sits inside a
 * template, and tidySentence capitalises a sentence's first letter whatever it is.
 */
const THIRD_PERSON = new Map<string, (word: InPlace) => Swap>([
  ['he', subject],
  ['she', subject],
  ["he's", always("{they're}")],
  ["she's", always("{they're}")],
  ['his', always('{their}')],
  ['him', always('{them}')],
  ['her', her],
  ['hers', always('{theirs}')],
  ['himself', always('{themselves}')],
  ['herself', always('{themselves}')],
  ['themselves', always('{themselves}')],
  ['themself', always('{themselves}')],
]);

/** A moral that speaks to the child ("believe in yourself") in the child's pronouns. */
const SECOND_PERSON = new Map<string, (word: InPlace) => Swap>([
  ['your', always('{their}')],
  ['yours', always('{theirs}')],
  ['yourself', always('{themselves}')],
  ['yourselves', always('{themselves}')],
  ["you're", always("{they're}")],
  ['you', you],
]);

/**
 * The text with the child's pronouns as voice tokens, or null when a "you" is the subject
 * of a verb whose agreement cannot be told ("you keep going" → she keeps / they keep).
 */
export function adoptChildPronouns(
  text: string,
  options: { secondPerson: boolean },
): string | null {
  const words = [...text.matchAll(WORD)];
  let failed = false;
  let skipNext = -1;
  const replaced = text.replace(WORD, (word: string, offset: number) => {
    const index = words.findIndex((match) => match.index === offset);
    if (index === skipNext) return agreeing(word) ?? word;
    const lower = word.toLowerCase();
    const swapOf =
      THIRD_PERSON.get(lower) ?? (options.secondPerson ? SECOND_PERSON.get(lower) : undefined);
    const swap = swapOf?.({
      word,
      index,
      next: words[index + 1]?.[0].toLowerCase(),
      previous: words[index - 1]?.[0],
      withNext: textAfter(text, offset, word),
    });
    if (!swap) return word;
    if (swap.agreesNext) skipNext = index + 1;
    if (swap.unsayable) failed = true;
    return swap.text;
  });
  return failed ? null : replaced;
}

function agreeing(word: string): string | null {
  return AGREEING.get(word.toLowerCase()) ?? null;
}

/** The character right after a word, to see whether it ends a clause ("… hugs her."). */
function textAfter(text: string, offset: number, word: string): string {
  return text.slice(offset, offset + word.length + 1);
}
