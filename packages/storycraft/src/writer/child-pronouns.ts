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
    const next = words[index + 1]?.[0].toLowerCase();
    const previous = words[index - 1]?.[0];
    // Always lower case: the phrase sits inside a template, and tidySentence capitalises a
    // sentence's first letter whatever it is.
    const token = (plain: string) => `{${plain}}`;
    switch (lower) {
      case 'he':
      case 'she':
        if (next && AGREEING.has(next)) skipNext = index + 1;
        return token('they');
      case "he's":
      case "she's":
        return token("they're");
      case 'his':
        return token('their');
      case 'him':
        return '{them}';
      case 'her':
        return next && !AFTER_OBJECT.has(next) && !/[.,!?;:]$/.test(textAfter(text, offset, word))
          ? token('their')
          : '{them}';
      case 'hers':
        return '{theirs}';
      case 'himself':
      case 'herself':
      case 'themselves':
      case 'themself':
        return '{themselves}';
    }
    if (!options.secondPerson) return word;
    switch (lower) {
      case 'your':
        return token('their');
      case 'yours':
        return '{theirs}';
      case 'yourself':
      case 'yourselves':
        return '{themselves}';
      case "you're":
        return token("they're");
      case 'you': {
        const isSubject = index === 0 || BEFORE_SUBJECT.test(previous ?? '');
        if (!isSubject) return '{them}';
        if (next && AGREEING.has(next)) {
          skipNext = index + 1;
          return token('they');
        }
        if (!next || SAME_FOR_ALL.test(next)) return token('they');
        failed = true;
        return word;
      }
    }
    return word;
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
