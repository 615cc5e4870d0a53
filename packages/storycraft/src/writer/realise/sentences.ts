import type { Random } from '../../random.js';
import type { Renderer } from '../voice.js';

/** Sentences in a template: "Tap, tap, tap!" after a sentence counts as another. */
export function sentenceCount(text: string): number {
  // '"A wand!" gasped Mia.' is one sentence: a quote ending in ! or ? runs on into "gasped".
  return text.split(/[.!?]+["']?\s+(?=["']?[A-Z{])/).filter((part) => /\w/.test(part)).length;
}

/** "The city grew quiet, and …" twice on one page reads like a slip. */
const IDEA_SUBJECT = /^(?:then|and|but|so|just|she|he|they|her|his|their|it|someone|someone's)$/;

/**
 * The clauses of a sentence, without who did them: "Zoe wiped her nose, stood up straight
 * and thought about what to try next" holds "wiped her nose", "stood up straight" and
 * "thought about what to try next". A book that says one of them twice repeats itself, even
 * when the sentences around them differ. Clauses under three words ("said Mama") are no idea.
 */
export function ideasOf(text: string, name: string): string[] {
  // The name is who did it, however many words it has ("Mary and Jo" holds no clause).
  return (
    (name ? text.split(name).join('someone') : text)
      .toLowerCase()
      .split(/[.!?;:]+["'”’]?\s*|,\s*|\s+and\s+|\s+but\s+|["“”]/)
      .map((clause) => {
        const words = clause.match(/[\p{L}']+/gu) ?? [];
        while (words.length > 0 && IDEA_SUBJECT.test(words[0] ?? '')) words.shift();
        return words.join(' ');
      })
      // "said Auntie May" is who spoke, not what was said: she may speak again.
      .filter((clause) => clause.split(' ').length >= 3 && !SPEECH_TAG.test(clause))
  );
}

const SPEECH_TAG =
  /^(?:said|asked|called|cried|shouted|whispered|answered|replied)(?: \p{L}+){1,2}(?: (?:softly|gently|quietly|with a (?:smile|wink)))?$/u;

export function opensLike(text: string, sentences: readonly string[]): boolean {
  const opening = (sentence: string) => sentence.split(' ').slice(0, 4).join(' ').toLowerCase();
  const own = opening(text);
  return sentences.some((sentence) => opening(sentence) === own);
}

/** "Then … Then … Then …" on one page: a second "Then" is dropped. */
export function withoutSecondThen(text: string, sentences: readonly string[]): string {
  if (!/^Then /.test(text) || !sentences.some((sentence) => /^(?:Just )?[Tt]hen\b/.test(sentence)))
    return text;
  const rest = text.slice('Then '.length);
  // "Mia … Mia …" in a row would be the next slip: then the "Then" stays.
  const firstWord = (sentence: string) => sentence.split(' ')[0]?.toLowerCase();
  if (firstWord(rest) === firstWord(sentences.at(-1) ?? '')) return text;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Picks one sentence that has not been used in this story and fits the band's length,
 * preferring longer ones for older readers. Returns null when every candidate is used.
 */
export function chooseSentence(
  templates: readonly string[],
  render: Renderer,
  used: Set<string>,
  limits: { max: number; preferAtLeast: number },
  random: Random,
  accept: (text: string) => boolean = () => true,
): { text: string; template: string } | null {
  const candidates = templates
    .map((template) => {
      const variant = chooseVariants(template, random);
      return { template, variant, preview: render(variant, { preview: true }) };
    })
    // A template is used once even when it would now read differently ("She frowned. This was
    // harder than it looked." after "Mia frowned. This was …").
    .filter((candidate) => !used.has(candidate.preview) && !used.has(candidate.template))
    .filter((candidate) => accept(candidate.preview));
  if (candidates.length === 0) return null;
  const fitting = candidates.filter((candidate) => wordCount(candidate.preview) <= limits.max);
  const preferred = fitting.filter(
    (candidate) => wordCount(candidate.preview) >= limits.preferAtLeast,
  );
  const pool =
    preferred.length > 0
      ? preferred
      : fitting.length > 0
        ? fitting
        : [...candidates].sort((a, b) => wordCount(a.preview) - wordCount(b.preview)).slice(0, 1);
  const chosen = random.pick(pool);
  used.add(chosen.preview);
  used.add(chosen.template);
  return { text: render(chosen.variant), template: chosen.template };
}

/**
 * Resolves "[began to wobble|went all wobbly]" in a template to one of its choices, drawn
 * by the seed: one line of a bank reads several ways, so two seeds of the same request
 * rarely share a sentence.
 */
export function chooseVariants(template: string, random: Random): string {
  return template.replace(/\[([^[\]]*)\]/g, (_whole, choices: string) => {
    const options = choices.split('|');
    return options[random.int(options.length)] ?? '';
  });
}
