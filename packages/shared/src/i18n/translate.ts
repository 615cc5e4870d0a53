import { createTranslator, type MessageKeys, type NestedKeyOf } from 'use-intl/core';
import { LOCALES, type Language } from './language-choice.js';
import { en, MESSAGES, type Messages } from './messages.js';

/** A text's key, as `area.name` (`accounts.leave.wrongPassword`). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type MessageValues = Record<string, string | number>;

/** A text to be put in the reader's language later (where the answer is rendered). */
export interface LocalText {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

export const localText = (key: MessageKey, values?: MessageValues): LocalText =>
  values ? { key, values } : { key };

export const isLocalText = (value: unknown): value is LocalText =>
  typeof value === 'object' && value !== null && typeof (value as LocalText).key === 'string';

export { LOCALES };

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Formats at run time (the ICU parser's size does not matter on the server); never throws. */
function makeTranslator(language: Language): Translate {
  let failed = false;
  const translate = createTranslator({
    locale: LOCALES[language],
    messages: MESSAGES[language] as Messages,
    onError: () => {
      failed = true;
    },
  }) as unknown as (key: string, values?: MessageValues) => string;
  return (key, values) => {
    failed = false;
    const result = translate(key, values);
    if (!failed) return result;
    // A text that cannot be formatted in this language falls back to English, not to its key.
    return language === 'en' ? key : translators.en(key, values);
  };
}

const translators: Record<Language, Translate> = {
  en: makeTranslator('en'),
  hi: makeTranslator('hi'),
};

/** A function that writes any text in the given language. */
export const translatorFor = (language: Language): Translate => translators[language];

export const translate = (language: Language, text: LocalText): string =>
  translators[language](text.key, text.values);

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

/** Every English text as [key, text]. */
export function englishEntries(): [MessageKey, string][] {
  const entries: [MessageKey, string][] = [];
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') entries.push([key as MessageKey, value]);
      else walk(value as object, key);
    }
  };
  walk(en, '');
  return entries;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English sentences as code still writes them (`AppError('not_found', 'Child not found.')`,
 * a zod schema's message), recognised when they are one of the moved texts: a plain text by
 * its words, a text with simple `{arguments}` by its pattern. Plurals and selects are not
 * recognised: code passes those as a `LocalText`.
 */
const { exact, patterns } = (() => {
  const exact = new Map<string, MessageKey>();
  const patterns: Pattern[] = [];
  for (const [key, text] of englishEntries()) {
    if (key.startsWith('emails.') || key.startsWith('common.validation.')) continue;
    if (!text.includes('{')) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    if (/\{\s*\w+\s*,/.test(text)) continue;
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegex(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    patterns.push({ key, names, regex: new RegExp(`^${source}$`, 's') });
  }
  return { exact, patterns };
})();

/** The moved text an English sentence is, with its arguments; undefined for any other. */
export function recogniseEnglish(sentence: string): LocalText | undefined {
  const key = exact.get(sentence);
  if (key) return { key };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(sentence);
    if (!match) continue;
    const values: MessageValues = {};
    pattern.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { key: pattern.key, values };
  }
  return undefined;
}

/**
 * An English sentence in the given language: a moved text in that language, anything else
 * (a text not moved yet) as it is, in English.
 */
export function inLanguage(language: Language, sentence: string): string {
  if (language === 'en') return sentence;
  const text = recogniseEnglish(sentence);
  if (text) return translate(language, text);
  // A detail made of several moved sentences (the photo check's summary, then each refused
  // photo's reason) is written sentence by sentence.
  const sentences = sentence.split(/(?<=\.) (?=[A-Z0-9])/);
  if (sentences.length < 2) return sentence;
  const texts = sentences.map(recogniseEnglish);
  if (!texts.some(Boolean)) return sentence;
  return texts
    .map((found, index) => (found ? translate(language, found) : (sentences[index] ?? '')))
    .join(' ');
}
