import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { hi } from './messages/hi';

type Tree = { readonly [key: string]: string | Tree };

/** Every text as [key, text]. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value]] : entries(value, key);
  });
}

/** The ICU arguments a text takes (`{name}`, `{count, plural, …}`, also inside branches), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

const english = new Map(entries(en));
const hindi = new Map(entries(hi));

describe('the interface texts', () => {
  it('has every English text in Hindi, and no Hindi text English lacks', () => {
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('gives each Hindi text the same arguments as its English one', () => {
    const differing = [...english].filter(
      ([key, text]) => argumentsOf(text).join() !== argumentsOf(hindi.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('writes the Hindi texts in Devanagari, not English left in place', () => {
    const untranslated = [...hindi].filter(
      ([key, text]) =>
        text.trim() !== '' && !/[\u0900-\u097F]/.test(text) && text === english.get(key),
    );
    // A text with no words (a symbol, a number's format) may be the same in both.
    expect(untranslated.filter(([, text]) => /[a-z]{3}/i.test(text)).map(([key]) => key)).toEqual(
      [],
    );
  });
});
