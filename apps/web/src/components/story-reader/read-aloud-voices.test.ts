import { describe, expect, it } from 'vitest';
import { splitSentences } from './read-aloud-controller';
import { pickVoice, voicesFor, wordAt } from './read-aloud-voices';

const voice = (voiceURI: string, lang: string, isDefault = false) =>
  ({ voiceURI, name: voiceURI, lang, default: isDefault }) as SpeechSynthesisVoice;

const english = voice('samantha', 'en-US', true);
const hindi = voice('lekha', 'hi-IN');
const androidHindi = voice('hindi-android', 'hi_IN');

describe('the voice that reads a book', () => {
  it('reads a Hindi book with a Hindi voice, whatever the browser or the parent chose before', () => {
    expect(pickVoice([english, hindi], 'hi', null)).toBe(hindi);
    expect(pickVoice([english, hindi], 'hi', 'samantha')).toBe(hindi);
    expect(voicesFor([english, hindi, androidHindi], 'hi')).toEqual([hindi, androidHindi]);
    expect(pickVoice([english, hindi, androidHindi], 'hi', 'hindi-android')).toBe(androidHindi);
  });

  it('does not read a Hindi book with an English voice', () => {
    expect(pickVoice([english], 'hi', 'samantha')).toBeNull();
  });

  it("reads an English book with the browser's voice when it has no English one", () => {
    expect(pickVoice([hindi], 'en', null)).toBe(hindi);
    expect(pickVoice([english, hindi], 'en', null)).toBe(english);
    expect(pickVoice([], 'en', null)).toBeNull();
  });
});

describe('the word being read', () => {
  const text = 'आसमान में क्षितिज तक तारे थे।';

  it('highlights a whole Devanagari word, never half a cluster', () => {
    const kshitij = text.indexOf('क्षितिज');
    // A voice that reports a place inside the word (after the conjunct) still marks all of it.
    for (const index of [kshitij, kshitij + 2, kshitij + 4]) {
      const word = wordAt(text, index, undefined, 'hi');
      expect(word && text.slice(word.start, word.end)).toBe('क्षितिज');
    }
    const last = wordAt(text, text.indexOf('थे'), 2, 'hi');
    expect(last && text.slice(last.start, last.end)).toBe('थे');
  });

  it('marks no word on a space or a full stop', () => {
    expect(wordAt(text, text.indexOf(' '), 1, 'hi')).toBeNull();
    expect(wordAt(text, text.indexOf('।'), 1, 'hi')).toBeNull();
  });

  it('splits Hindi sentences at the danda', () => {
    const page = 'माया ने ऊपर देखा। चाँद मुस्कुरा रहा था! "नमस्ते," उसने कहा।';
    expect(splitSentences(page, 'hi').map(({ start, end }) => page.slice(start, end))).toEqual([
      'माया ने ऊपर देखा।',
      'चाँद मुस्कुरा रहा था!',
      '"नमस्ते," उसने कहा।',
    ]);
  });
});
