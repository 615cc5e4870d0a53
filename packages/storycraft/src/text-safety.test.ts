import { describe, expect, it } from 'vitest';
import { FALLBACK_NAME, cleanFreeText, cleanName, cleanTitle } from './text-safety.js';

describe('text safety', () => {
  it('strips markup, scripts, emoji, template braces and control characters', () => {
    expect(cleanFreeText('<b>scared</b> of <script>alert(1)</script>the dark 🦄', 100)).toBe(
      'scared of the dark',
    );
    expect(cleanFreeText('{name} is {{brave}}\u0000', 100)).toBe('name is brave');
    expect(cleanFreeText('Tom &amp; Jerry &lt;3', 100)).toBe('Tom & Jerry 3');
  });

  it('keeps letters of every script and bounds the length at a word', () => {
    expect(cleanFreeText('  Zoë  и  李明  ', 100)).toBe('Zoë и 李明');
    expect(cleanFreeText('one two three four', 9)).toBe('one two');
    expect(cleanFreeText(42, 10)).toBe('');
  });

  it('keeps a Hindi sentence whole: its danda, and the joiners inside a conjunct', () => {
    expect(cleanFreeText('मीरा ने दरवाज़ा खोला। वह हँसी॥', 100)).toBe('मीरा ने दरवाज़ा खोला। वह हँसी॥');
    expect(cleanName('अर्\u200dजुन')).toBe('अर्\u200dजुन');
  });

  it('gives names capitals and a fallback when nothing readable is left', () => {
    expect(cleanName('mary jane')).toBe('Mary Jane');
    expect(cleanName(`O'Brien`)).toBe(`O'Brien`);
    expect(cleanName('<img src=x onerror=alert(1)>')).toBe(FALLBACK_NAME);
    expect(cleanName('"Bob"')).toBe('Bob');
    expect(cleanName('🙂')).toBe(FALLBACK_NAME);
  });

  it('trims titles and refuses ones without words', () => {
    expect(cleanTitle('  Mia and the Moon!  ')).toBe('Mia and the Moon!');
    expect(cleanTitle('💥💥')).toBe('');
  });

  it('gives a title typed all in lower case the capitals a cover needs', () => {
    expect(cleanTitle("mia's big day")).toBe("Mia's Big Day");
    expect(cleanTitle('leo and the moon')).toBe('Leo and the Moon');
    // A title with capitals of its own is the parent's choice.
    expect(cleanTitle('THE DRAGON')).toBe('THE DRAGON');
    expect(cleanTitle('the iPad Hunt')).toBe('The iPad Hunt');
  });
});
