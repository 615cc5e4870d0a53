import type { TextRange } from './read-aloud-controller';

/**
 * Which of the browser's voices may read a book, and which word a voice is on. Apart from the
 * controller so that the rules for a book's language are in one place and testable alone.
 */

/** A voice's language matches the book's: `hi-IN`, `hi_IN` and `hi` all read a Hindi book. */
export function speaksLanguage(voice: Pick<SpeechSynthesisVoice, 'lang'>, lang: string): boolean {
  const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return primary(voice.lang) === primary(lang);
}

/** The voices a book in `lang` may be read with. */
export function voicesFor<Voice extends Pick<SpeechSynthesisVoice, 'lang'>>(
  voices: readonly Voice[],
  lang: string,
): Voice[] {
  return voices.filter((voice) => speaksLanguage(voice, lang));
}

/**
 * The voice that reads a book: the parent's choice if it speaks the book's language, else that
 * language's default voice, else its first. An English book with no English voice is read by
 * the browser's default (as every browser does anyway); a book in any other language is not
 * read at all without a voice of its own, since an English voice spelling out Devanagari is
 * noise, not reading.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
  chosenUri: string | null,
): SpeechSynthesisVoice | null {
  const inLanguage = voicesFor(voices, lang);
  const picked =
    inLanguage.find((voice) => voice.voiceURI === chosenUri) ??
    inLanguage.find((voice) => voice.default) ??
    inLanguage[0];
  if (picked) return picked;
  if (!speaksLanguage({ lang: 'en' }, lang)) return null;
  return (
    voices.find((voice) => voice.voiceURI === chosenUri) ??
    voices.find((voice) => voice.default) ??
    voices[0] ??
    null
  );
}

/**
 * The word a voice reports it is on, as a range of `text`: the whole word around the reported
 * index, so the highlight never cuts a Devanagari cluster (a consonant from its vowel sign or
 * virama) even where a voice reports a syllable or a position inside a word. Words are the
 * Unicode word segments of the book's language (UAX #29 via `Intl.Segmenter`); where that is
 * missing, the run of non-spaces around the index.
 */
export function wordAt(
  text: string,
  index: number,
  length: number | undefined,
  lang: string,
): TextRange | null {
  if (index < 0 || index >= text.length) return null;
  const end = index + Math.max(1, length ?? 1);
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const words = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].filter(
      (part) => part.isWordLike && part.index < end && part.index + part.segment.length > index,
    );
    const [first] = words;
    const last = words.at(-1);
    return first && last ? { start: first.index, end: last.index + last.segment.length } : null;
  }
  let start = index;
  while (start > 0 && !/\s/.test(text[start - 1] ?? ' ')) start -= 1;
  let stop = index;
  while (stop < text.length && !/\s/.test(text[stop] ?? ' ')) stop += 1;
  return stop > start ? { start, end: stop } : null;
}
