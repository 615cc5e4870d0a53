import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READ_ALOUD_RATE,
  READ_ALOUD_STORAGE_KEY,
  ReadAloudController,
  splitSentences,
  type SynthesiserLike,
  type UtteranceLike,
} from './read-aloud-controller';

/** A synthesiser that speaks only when the test says an utterance has ended. */
class FakeSynthesiser implements SynthesiserLike {
  spoken: UtteranceLike[] = [];
  current: UtteranceLike | null = null;
  voices = [
    { voiceURI: 'fr', name: 'Amélie', lang: 'fr-FR', default: true },
    { voiceURI: 'en-1', name: 'Daniel', lang: 'en-GB', default: false },
    { voiceURI: 'en-2', name: 'Samantha', lang: 'en-US', default: false },
  ] as SpeechSynthesisVoice[];
  private voicesChanged: (() => void) | null = null;

  speak(utterance: UtteranceLike) {
    this.spoken.push(utterance);
    this.current = utterance;
  }
  cancel() {
    const interrupted = this.current;
    this.current = null;
    // Browsers report a cancelled utterance as an 'interrupted' error.
    interrupted?.onerror?.({ error: 'interrupted' });
  }
  getVoices() {
    return this.voices;
  }
  addEventListener(_type: 'voiceschanged', listener: () => void) {
    this.voicesChanged = listener;
  }
  removeEventListener() {
    this.voicesChanged = null;
  }
  /** The utterance being spoken reaches its end. */
  finish() {
    const done = this.current;
    this.current = null;
    done?.onend?.(undefined as never);
  }
  word(charIndex: number, charLength?: number) {
    this.current?.onboundary?.({ name: 'word', charIndex, charLength });
  }
  changeVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.voicesChanged?.();
  }
  get texts() {
    return this.spoken.map((utterance) => utterance.text);
  }
}

const createUtterance = (text: string): UtteranceLike => ({
  text,
  rate: 1,
  voice: null,
  lang: '',
  onstart: null,
  onend: null,
  onerror: null,
  onboundary: null,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const TEXTS = [
  'Maya and the Moon',
  'Maya looked up. The moon was smiling! "Hello," it said.',
  'They flew home.',
];

function setUp(
  options: { texts?: string[]; storage?: ReturnType<typeof memoryStorage>; lang?: string } = {},
) {
  const synth = new FakeSynthesiser();
  const turns: number[] = [];
  const scheduled: (() => void)[] = [];
  const controller = new ReadAloudController({
    synth,
    createUtterance,
    texts: options.texts ?? TEXTS,
    onTurnPage: (unit) => turns.push(unit),
    storage: options.storage ?? memoryStorage(),
    ...(options.lang ? { lang: options.lang } : {}),
    schedule: (callback) => scheduled.push(callback),
    cancelScheduled: () => scheduled.splice(0),
  });
  controller.connect();
  /** The page has turned: the scheduled reading of the next page starts. */
  const pageTurned = () => scheduled.splice(0).forEach((callback) => callback());
  return { synth, controller, turns, pageTurned };
}

describe('splitSentences', () => {
  it('splits at full stops, exclamation and question marks, keeping closing quotes', () => {
    const text = 'Maya looked up. The moon was smiling! "Is it me?" she asked.  Yes.';
    expect(splitSentences(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'Maya looked up.',
      'The moon was smiling!',
      '"Is it me?" she asked.',
      'Yes.',
    ]);
  });

  it('keeps a last sentence without a full stop, and nothing for blank text', () => {
    const text = 'Once upon a time. The end';
    expect(splitSentences(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'Once upon a time.',
      'The end',
    ]);
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('ReadAloudController', () => {
  it('reads sentence after sentence, highlighting each in order, and turns the page at its end', () => {
    const { synth, controller, turns, pageTurned } = setUp();
    const highlights: string[] = [];
    controller.subscribe(() => {
      const { unit, sentence } = controller.getState();
      const label = sentence === null ? 'none' : `${unit}:${sentence}`;
      if (highlights.at(-1) !== label) highlights.push(label);
    });

    controller.play(1);
    expect(controller.getState().status).toBe('playing');
    synth.finish();
    synth.finish();
    expect(turns).toEqual([]);
    synth.finish();
    // The page's last sentence is read: the page turns, and the next one waits for the turn.
    expect(turns).toEqual([2]);
    expect(synth.texts).toHaveLength(3);
    pageTurned();
    synth.finish();

    expect(synth.texts).toEqual([
      'Maya looked up.',
      'The moon was smiling!',
      '"Hello," it said.',
      'They flew home.',
    ]);
    expect(highlights).toEqual(['1:0', '1:1', '1:2', '2:0', 'none']);
    expect(controller.getState().status).toBe('idle');
  });

  it('highlights the word the browser says it has reached', () => {
    const { synth, controller } = setUp();
    controller.play(1);
    synth.finish(); // 'Maya looked up.'
    synth.word(4, 4); // 'moon' of 'The moon was smiling!'
    const { word } = controller.getState();
    expect(TEXTS[1]!.slice(word!.start, word!.end)).toBe('moon');
    // Without a length (some browsers), the word runs to the next space.
    synth.word(9);
    const next = controller.getState().word!;
    expect(TEXTS[1]!.slice(next.start, next.end)).toBe('was');
    synth.finish();
    expect(controller.getState().word).toBeNull();
  });

  it('pauses without losing its place and resumes with the interrupted sentence', () => {
    const { synth, controller } = setUp();
    controller.play(1);
    synth.finish();
    controller.pause();
    expect(controller.getState()).toMatchObject({ status: 'paused', unit: 1, sentence: 1 });
    expect(synth.current).toBeNull();

    controller.resume();
    expect(controller.getState().status).toBe('playing');
    expect(synth.texts).toEqual([
      'Maya looked up.',
      'The moon was smiling!',
      'The moon was smiling!',
    ]);
    synth.finish();
    expect(synth.texts.at(-1)).toBe('"Hello," it said.');
  });

  it('ignores the end of an utterance it cancelled', () => {
    const { synth, controller } = setUp();
    controller.play(1);
    const first = synth.current!;
    controller.pause();
    first.onend?.(undefined as never);
    expect(controller.getState()).toMatchObject({ status: 'paused', sentence: 0 });
    expect(synth.texts).toEqual(['Maya looked up.']);
  });

  it('goes on from the page the parent turns to while reading', () => {
    const { synth, controller } = setUp();
    controller.play(0);
    expect(synth.texts).toEqual(['Maya and the Moon']);
    controller.showUnit(2);
    expect(synth.texts.at(-1)).toBe('They flew home.');
    // A turn to the page already being read changes nothing.
    controller.showUnit(2);
    expect(synth.texts).toHaveLength(2);
  });

  it('skips a page without text and stops after the last page', () => {
    const { synth, controller, turns, pageTurned } = setUp({ texts: ['Title', '  ', 'End.'] });
    controller.play(0);
    synth.finish();
    expect(turns).toEqual([1]);
    pageTurned();
    expect(turns).toEqual([1, 2]);
    pageTurned();
    synth.finish();
    expect(synth.texts).toEqual(['Title', 'End.']);
    expect(controller.getState().status).toBe('idle');
  });

  it('stops on a real speech error, and when disposed', () => {
    const { synth, controller } = setUp();
    controller.play(1);
    synth.current?.onerror?.({ error: 'synthesis-failed' });
    expect(controller.getState().status).toBe('idle');

    controller.play(1);
    controller.dispose();
    expect(synth.current).toBeNull();
    controller.play(1);
    expect(controller.getState().status).toBe('idle');
  });

  it('remembers speed and voice, and speaks with them', () => {
    const storage = memoryStorage();
    const { synth, controller } = setUp({ storage });
    expect(controller.getState().rate).toBe(DEFAULT_READ_ALOUD_RATE);
    // With no choice yet: the first voice in the story's language.
    expect(controller.currentVoice()?.voiceURI).toBe('en-1');
    controller.setRate(1.15);
    controller.setVoice('en-2');
    expect(JSON.parse(storage.getItem(READ_ALOUD_STORAGE_KEY)!)).toEqual({
      rate: 1.15,
      voiceUri: 'en-2',
    });

    const again = setUp({ storage });
    expect(again.controller.getState()).toMatchObject({ rate: 1.15, voiceUri: 'en-2' });
    again.controller.play(1);
    expect(again.synth.current).toMatchObject({ rate: 1.15, lang: 'en-US' });
    expect(again.synth.current?.voice?.name).toBe('Samantha');
    expect(synth.spoken).toHaveLength(0);
  });

  it('follows voices that load late', () => {
    const { synth, controller } = setUp();
    synth.changeVoices([]);
    expect(controller.getState().voices).toEqual([]);
    synth.changeVoices([{ voiceURI: 'x', name: 'X', lang: 'en-US', default: true } as never]);
    expect(controller.getState().voices).toHaveLength(1);
  });

  it('reads a Hindi book in a Hindi voice, marking whole words, and not at all without one', () => {
    const texts = ['माया और चाँद', 'माया ने क्षितिज की ओर देखा। चाँद मुस्कुराया।'];
    const { synth, controller } = setUp({ texts, lang: 'hi' });
    controller.play(1);
    // The fake's voices are French and English: a Hindi book is not read in them.
    expect(controller.getState().status).toBe('idle');
    expect(synth.spoken).toHaveLength(0);

    synth.changeVoices([
      ...synth.voices,
      { voiceURI: 'lekha', name: 'Lekha', lang: 'hi-IN', default: false } as SpeechSynthesisVoice,
    ]);
    controller.play(1);
    expect(synth.current).toMatchObject({ text: 'माया ने क्षितिज की ओर देखा।', lang: 'hi-IN' });
    // A voice reporting a place inside "क्षितिज" (after its conjunct) marks the whole word.
    synth.word('माया ने क्षि'.length, 2);
    const { word } = controller.getState();
    expect(word && texts[1]!.slice(word.start, word.end)).toBe('क्षितिज');
    synth.finish();
    expect(synth.current?.text).toBe('चाँद मुस्कुराया।');
  });
});
