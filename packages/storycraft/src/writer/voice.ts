import type { Pronouns } from '@littlestar/shared/catalog';

/**
 * Renders sentence templates in the child's voice. Templates name the child with tokens
 * instead of words, so one bank serves every pronoun choice:
 *
 *   {name} {name's} {they} {They} {them} {their} {Their} {theirs} {themselves}
 *   {was} {wasn't} {is} {isn't} {has} {does} {doesn't} {they're} {They're}
 *   {@slot}  — a story-level value (the setting's landmark, the friend's name, …)
 *
 * Agreement tokens ({was}, {has}, …) agree with the most recent subject token, so
 * "{They} {was} brave" is "She was brave", "They were brave" and, for a child whose name is
 * the subject, "Mia was brave".
 */

interface PronounForms {
  subject: string;
  object: string;
  possessive: string;
  possessivePronoun: string;
  reflexive: string;
  plural: boolean;
}

const FORMS: Record<'he' | 'she' | 'they', PronounForms> = {
  he: {
    subject: 'he',
    object: 'him',
    possessive: 'his',
    possessivePronoun: 'his',
    reflexive: 'himself',
    plural: false,
  },
  she: {
    subject: 'she',
    object: 'her',
    possessive: 'her',
    possessivePronoun: 'hers',
    reflexive: 'herself',
    plural: false,
  },
  they: {
    subject: 'they',
    object: 'them',
    possessive: 'their',
    possessivePronoun: 'theirs',
    reflexive: 'themselves',
    plural: true,
  },
};

const AGREEMENT: Record<string, [singular: string, plural: string]> = {
  was: ['was', 'were'],
  "wasn't": ["wasn't", "weren't"],
  is: ['is', 'are'],
  "isn't": ["isn't", "aren't"],
  has: ['has', 'have'],
  does: ['does', 'do'],
  "doesn't": ["doesn't", "don't"],
};

export interface Voice {
  name: string;
  pronouns: Pronouns;
  slots: Readonly<Record<string, string>>;
}

function formsFor(pronouns: Pronouns): PronounForms {
  if (pronouns === 'he/him') return FORMS.he;
  if (pronouns === 'she/her') return FORMS.she;
  return FORMS.they;
}

const capitalize = (word: string): string =>
  word.length === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1);

const TOKEN = /\{(@?[A-Za-z']+)\}/g;

/**
 * What may follow the name as it opens a sentence but not a plural "they": "They and Mama
 * lived …" reads as a crowd, and a bank's "{name} was" or "{name} loves" would come out as
 * "They was" or "They loves".
 */
const ONLY_AFTER_A_NAME =
  /^ (?:and\b|(?:was|wasn't|is|isn't|has|hasn't|does|doesn't)\b|(?!always\b|sometimes\b|perhaps\b)[a-z]+s\b)/;

/**
 * Renders one template. For 'other' the child is "they" in the middle of a sentence and,
 * every other time, their name at the start of one — so the story never leans on a
 * pronoun the family did not choose, and never repeats the name on every line.
 *
 * Two rules hold for every pronoun choice, because a reader hears them at once:
 * - the child is named before any pronoun points at them ("She loved to explore" must not
 *   open a story);
 * - a sentence that would open with the name right after one that named the child, on the
 *   same page, opens with the pronoun instead ("Mia waved. Mia smiled." reads like a list).
 *   Only the child is ever a pronoun in these stories, so "she" cannot point at anyone else.
 */
export interface Renderer {
  (template: string, options?: { preview?: boolean }): string;
  /** Call before the first sentence of each page: the name may open a page's first line. */
  startPage(): void;
}

/** The pronouns the child's name stands in for until the child is named. */
const NAME_FOR_PRONOUN = new Set(['They', 'they', 'them']);
const NAME_FOR_POSSESSIVE = new Set(['their', 'Their', "They're", "they're"]);

const contracted = (forms: PronounForms): string =>
  forms.plural ? `${forms.subject}'re` : `${forms.subject}'s`;

/** The child's pronoun in the forms no subject agrees with. */
const PLAIN_FORMS = new Map<string, (forms: PronounForms) => string>([
  ["They're", (forms) => capitalize(contracted(forms))],
  ["they're", contracted],
  ['them', (forms) => forms.object],
  ['their', (forms) => forms.possessive],
  ['Their', (forms) => capitalize(forms.possessive)],
  ['theirs', (forms) => forms.possessivePronoun],
  ['themselves', (forms) => forms.reflexive],
]);

export function createRenderer(voice: Voice): Renderer {
  const forms = formsFor(voice.pronouns);
  const usesNameAtStarts = voice.pronouns === 'other';
  let sentenceStarts = 0;
  // Shared with nested slot renders: a slot's {was} agrees with the template's subject.
  let pluralSubject = false;
  let isNamed = false;
  let previousNamedChild = false;

  const pronounSubject = (): string => {
    pluralSubject = forms.plural;
    return capitalize(forms.subject);
  };

  /** Until the child has been named, a pronoun would point at nobody: the name stands in. */
  const nameInstead = (token: string): string | undefined => {
    if (NAME_FOR_PRONOUN.has(token)) {
      pluralSubject = false;
      isNamed = true;
      return voice.name;
    }
    if (NAME_FOR_POSSESSIVE.has(token)) {
      isNamed = true;
      return `${voice.name}'s`;
    }
    return undefined;
  };

  /** The child's name; opening a sentence right after one that named the child, the pronoun. */
  const name = (opens: boolean, after: string): string => {
    if (opens && !(forms.plural && ONLY_AFTER_A_NAME.test(after))) return pronounSubject();
    pluralSubject = false;
    isNamed = true;
    return voice.name;
  };

  const namePossessive = (opens: boolean): string => {
    if (opens) return capitalize(forms.possessive);
    isNamed = true;
    return `${voice.name}'s`;
  };

  /** "They" opening a sentence: for 'other', every other time the child's name. */
  const openingSubject = (): string => {
    if (usesNameAtStarts && sentenceStarts++ % 2 === 0 && !previousNamedChild) {
      pluralSubject = false;
      return voice.name;
    }
    return pronounSubject();
  };

  const subject = (): string => {
    pluralSubject = forms.plural;
    return forms.subject;
  };

  /** A verb that agrees with the most recent subject: {was} → "was" or "were". */
  const agreeing = (token: string, whole: string): string => {
    const pair = AGREEMENT[token];
    if (!pair) throw new Error(`Unknown template token ${whole}`);
    return pluralSubject ? pair[1] : pair[0];
  };

  const childToken = (token: string, whole: string, opens: boolean, after: string): string => {
    switch (token) {
      case 'name':
        return name(opens, after);
      case "name's":
        return namePossessive(opens);
      case 'They':
        return openingSubject();
      case 'they':
        return subject();
    }
    return PLAIN_FORMS.get(token)?.(forms) ?? agreeing(token, whole);
  };

  const render = (template: string, depth: number, swapOpening: boolean): string =>
    template.replace(TOKEN, (whole, token: string, offset: number) => {
      if (token.startsWith('@')) return slot(whole, token, depth);
      const instead = isNamed ? undefined : nameInstead(token);
      if (instead !== undefined) return instead;
      const opens = swapOpening && offset === 0;
      return childToken(token, whole, opens, template.slice(offset + whole.length));
    });

  /** A story-level value, itself rendered (to a depth of three) for the tokens in it. */
  const slot = (whole: string, token: string, depth: number): string => {
    const value = voice.slots[token.slice(1)];
    if (value === undefined) throw new Error(`Unknown story slot ${whole}`);
    return depth > 2 ? value : render(value, depth + 1, false);
  };

  const renderer = (template: string, options?: { preview?: boolean }): string => {
    const before = { sentenceStarts, isNamed, previousNamedChild };
    pluralSubject = false;
    const swapOpening = isNamed && previousNamedChild;
    const text = tidySentence(render(template, 0, swapOpening));
    const sentences = text.split(/(?<=[.!?]["']?)\s+(?=["']?\p{Lu})/u);
    previousNamedChild = mentionsName(sentences.at(-1) ?? '', voice.name);
    // A preview (used to compare candidates) must not move any of the state on.
    if (options?.preview) ({ sentenceStarts, isNamed, previousNamedChild } = before);
    return text;
  };
  return Object.assign(renderer, {
    startPage: () => {
      previousNamedChild = false;
    },
  });
}

function mentionsName(sentence: string, name: string): boolean {
  return new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u').test(sentence);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Capitalises the first letter (a slot or a parent's phrase may open a sentence) and fixes
 * spacing left by optional pieces. Later sentences inside a template are written capitalised.
 */
export function tidySentence(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .trim()
      .replace(
        /^(["']?)(\p{Ll})/u,
        (_m, quote: string, letter: string) => `${quote}${letter.toUpperCase()}`,
      )
      // A slot that opens a later sentence ("… said Mia. the little robin chirped"); a speech
      // tag after a closing quote ('"Help!" cried …') stays lower-case.
      .replace(
        /([.!?]\s+)(\p{Ll})/gu,
        (_m, stop: string, letter: string) => `${stop}${letter.toUpperCase()}`,
      )
  );
}
