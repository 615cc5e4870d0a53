/**
 * Reads a story aloud with the browser's speech synthesis, one sentence per utterance, and
 * says which sentence (and, where the browser reports word boundaries, which word) is being
 * read, so the page can highlight it. At the end of a page it asks the reader to turn the
 * page and goes on. No React here: the hook `use-read-aloud.ts` wraps it, and the tests drive
 * it with a fake synthesiser.
 *
 * One sentence per utterance, and pause as cancel-then-restart-the-sentence, because
 * browsers differ: Chrome stops long utterances after about 15 s, and `pause()` does
 * nothing or cancels on several platforms.
 */

import { pickVoice, wordAt } from './read-aloud-voices';

/** A span of a text: `text.slice(start, end)`. */
export interface TextRange {
  start: number;
  end: number;
}

/** The parts of `SpeechSynthesisUtterance` used here. */
export interface UtteranceLike {
  text: string;
  rate: number;
  voice: SpeechSynthesisVoice | null;
  lang: string;
  onstart: ((event: never) => void) | null;
  onend: ((event: never) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onboundary: ((event: { name?: string; charIndex: number; charLength?: number }) => void) | null;
}

/** The parts of `window.speechSynthesis` used here. */
export interface SynthesiserLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener?(type: 'voiceschanged', listener: () => void): void;
  removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

/** Where the speed and voice are remembered (localStorage in the browser). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** The unit being read (0 the title, n story page n), or the one reading starts from. */
  unit: number;
  /** The sentence being read in that unit, by index; null while idle. */
  sentence: number | null;
  /** The word being read, in the unit's text; null where the browser reports no boundaries. */
  word: TextRange | null;
  rate: number;
  voiceUri: string | null;
  voices: SpeechSynthesisVoice[];
}

export const READ_ALOUD_STORAGE_KEY = 'littlestar-read-aloud';

export const READ_ALOUD_RATES = [
  { value: 0.75, label: 'Slow' },
  { value: 0.9, label: 'Relaxed' },
  { value: 1, label: 'Normal' },
  { value: 1.15, label: 'Quick' },
] as const;
export const DEFAULT_READ_ALOUD_RATE = 0.9;

/** Time for a page to turn (the flip takes 600 ms) before the next page is read. */
export const PAGE_TURN_PAUSE_MS = 800;

/**
 * Splits a text into its sentences, as ranges of the text without surrounding spaces. Hindi
 * ends a sentence with the danda (।), which the Unicode rules and the fallback both know.
 */
export function splitSentences(text: string, lang?: string): TextRange[] {
  const pieces: TextRange[] = [];
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
    for (const { segment, index } of segmenter.segment(text)) {
      pieces.push({ start: index, end: index + segment.length });
    }
  } else {
    for (const match of text.matchAll(/[^.!?…।॥]+(?:[.!?…।॥]+["'”’)\]]*|$)\s*/g)) {
      pieces.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  const sentences: TextRange[] = [];
  for (const { start, end } of pieces) {
    const piece = text.slice(start, end);
    const trimmed = piece.trim();
    if (!trimmed) continue;
    const range = { start: start + piece.length - piece.trimStart().length, end: 0 };
    range.end = range.start + trimmed.length;
    const previous = sentences.at(-1);
    // '"Is it me?" she asked.' is one sentence, though a question mark ends a segment.
    if (previous && /^\p{Ll}/u.test(trimmed)) previous.end = range.end;
    else sentences.push(range);
  }
  return sentences;
}

function readSettings(storage: SettingsStorage | undefined): {
  rate: number;
  voiceUri: string | null;
} {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(READ_ALOUD_STORAGE_KEY) ?? 'null');
    if (saved && typeof saved === 'object') {
      const { rate, voiceUri } = saved as Record<string, unknown>;
      return {
        rate: READ_ALOUD_RATES.some((choice) => choice.value === rate)
          ? (rate as number)
          : DEFAULT_READ_ALOUD_RATE,
        voiceUri: typeof voiceUri === 'string' ? voiceUri : null,
      };
    }
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return { rate: DEFAULT_READ_ALOUD_RATE, voiceUri: null };
}

export interface ReadAloudOptions {
  synth: SynthesiserLike;
  createUtterance: (text: string) => UtteranceLike;
  /** The texts read, by unit: the title, then each story page. */
  texts: readonly string[];
  /** Asked to show `unit` when reading moves on to it (or later: `setTurnPage`). */
  onTurnPage?: (unit: number) => void;
  storage?: SettingsStorage;
  /** Language of the story, for choosing a voice. */
  lang?: string;
  schedule?: (callback: () => void, ms: number) => unknown;
  cancelScheduled?: (handle: unknown) => void;
}

export class ReadAloudController {
  private state: ReadAloudState;
  private readonly listeners = new Set<() => void>();
  private readonly sentences: TextRange[][];
  /** Bumped whenever speech is stopped or restarted: events of older utterances are ignored. */
  private generation = 0;
  private pendingTurn: unknown = null;
  private isDisposed = false;
  private onTurnPage: (unit: number) => void;

  constructor(private readonly options: ReadAloudOptions) {
    this.onTurnPage = options.onTurnPage ?? (() => {});
    this.sentences = options.texts.map((text) => splitSentences(text, options.lang));
    const { rate, voiceUri } = readSettings(options.storage);
    this.state = {
      status: 'idle',
      unit: 0,
      sentence: null,
      word: null,
      rate,
      voiceUri,
      voices: this.readVoices(),
    };
  }

  /**
   * Follows the browser's voices (they often load after the page). The returned function
   * silences the voice and stops following: for a reader that is left.
   */
  connect(): () => void {
    this.options.synth.addEventListener?.('voiceschanged', this.onVoicesChanged);
    this.onVoicesChanged();
    return () => {
      this.stop();
      this.options.synth.removeEventListener?.('voiceschanged', this.onVoicesChanged);
    };
  }

  getState = (): ReadAloudState => this.state;

  /** Who turns the page when reading moves on to the next unit. */
  setTurnPage(onTurnPage: (unit: number) => void): void {
    this.onTurnPage = onTurnPage;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The sentences of a unit, for highlighting. */
  sentencesOf(unit: number): readonly TextRange[] {
    return this.sentences[unit] ?? [];
  }

  /** Starts reading at `unit` (from its first sentence); nothing without a voice for the book. */
  play(unit = this.state.unit): void {
    if (this.isDisposed || !this.currentVoice()) return;
    this.update({ status: 'playing', unit: this.clampUnit(unit), sentence: 0, word: null });
    this.speakCurrent();
  }

  /** Stops the voice but keeps the place: resume reads the interrupted sentence again. */
  pause(): void {
    if (this.state.status !== 'playing') return;
    this.silence();
    this.update({ status: 'paused', word: null });
  }

  resume(): void {
    if (this.state.status !== 'paused') return;
    this.update({ status: 'playing' });
    this.speakCurrent();
  }

  toggle(unit?: number): void {
    if (this.state.status === 'playing') this.pause();
    else if (this.state.status === 'paused') this.resume();
    else this.play(unit);
  }

  stop(): void {
    this.silence();
    this.update({ status: 'idle', sentence: null, word: null });
  }

  /**
   * The parent turned to `unit` by hand: reading, if on, goes on from there. A turn the
   * controller asked for itself lands on the unit being read and changes nothing.
   */
  showUnit(unit: number): void {
    const target = this.clampUnit(unit);
    if (target === this.state.unit) return;
    if (this.state.status === 'playing') {
      this.play(target);
    } else {
      this.update({
        unit: target,
        sentence: this.state.status === 'paused' ? 0 : null,
        word: null,
      });
    }
  }

  setRate(rate: number): void {
    this.update({ rate });
    this.saveSettings();
    this.restartSentence();
  }

  setVoice(voiceUri: string): void {
    this.update({ voiceUri });
    this.saveSettings();
    this.restartSentence();
  }

  /** The voice that reads the book (read-aloud-voices.ts); null where none speaks its language. */
  currentVoice(): SpeechSynthesisVoice | null {
    return pickVoice(this.state.voices, this.options.lang ?? 'en', this.state.voiceUri);
  }

  /** Leaves: silences the voice and lets go of the synthesiser. */
  dispose(): void {
    this.stop();
    this.isDisposed = true;
    this.options.synth.removeEventListener?.('voiceschanged', this.onVoicesChanged);
    this.listeners.clear();
  }

  private onVoicesChanged = () => this.update({ voices: this.readVoices() });

  private readVoices(): SpeechSynthesisVoice[] {
    try {
      return this.options.synth.getVoices();
    } catch {
      return [];
    }
  }

  private clampUnit(unit: number): number {
    return Math.min(Math.max(0, unit), Math.max(0, this.options.texts.length - 1));
  }

  private restartSentence(): void {
    if (this.state.status !== 'playing') return;
    this.silence();
    this.speakCurrent();
  }

  private silence(): void {
    this.generation += 1;
    if (this.pendingTurn !== null) {
      (this.options.cancelScheduled ?? clearTimeout)(this.pendingTurn as never);
      this.pendingTurn = null;
    }
    this.options.synth.cancel();
  }

  private speakCurrent(): void {
    const { unit } = this.state;
    const sentence = this.state.sentence ?? 0;
    const range = this.sentences[unit]?.[sentence];
    if (!range) {
      this.nextUnit();
      return;
    }
    const generation = ++this.generation;
    const isCurrent = () => generation === this.generation && !this.isDisposed;
    const utterance = this.options.createUtterance(
      this.options.texts[unit]!.slice(range.start, range.end),
    );
    utterance.rate = this.state.rate;
    const voice = this.currentVoice();
    utterance.voice = voice;
    utterance.lang = voice?.lang ?? this.options.lang ?? 'en';
    utterance.onboundary = (event) => {
      if (!isCurrent() || (event.name && event.name !== 'word')) return;
      const word = wordAt(
        this.options.texts[unit]!.slice(0, range.end),
        range.start + event.charIndex,
        event.charLength,
        this.options.lang ?? 'en',
      );
      if (word) this.update({ word });
    };
    utterance.onend = () => {
      if (!isCurrent()) return;
      if (sentence + 1 < this.sentencesOf(unit).length) {
        this.update({ sentence: sentence + 1, word: null });
        this.speakCurrent();
      } else {
        this.nextUnit();
      }
    };
    utterance.onerror = (event) => {
      // 'interrupted' and 'canceled' are our own cancel(); a real failure stops reading.
      if (!isCurrent() || event.error === 'interrupted' || event.error === 'canceled') return;
      this.stop();
    };
    this.update({ sentence, word: null });
    this.options.synth.speak(utterance);
  }

  private nextUnit(): void {
    const next = this.state.unit + 1;
    if (next >= this.options.texts.length) {
      this.update({ status: 'idle', sentence: null, word: null });
      return;
    }
    this.update({ unit: next, sentence: 0, word: null });
    this.onTurnPage(next);
    const generation = this.generation;
    this.pendingTurn = (this.options.schedule ?? setTimeout)(() => {
      this.pendingTurn = null;
      if (generation === this.generation && this.state.status === 'playing') this.speakCurrent();
    }, PAGE_TURN_PAUSE_MS);
  }

  private saveSettings(): void {
    try {
      this.options.storage?.setItem(
        READ_ALOUD_STORAGE_KEY,
        JSON.stringify({ rate: this.state.rate, voiceUri: this.state.voiceUri }),
      );
    } catch {
      // Not remembered; the choice still holds for this visit.
    }
  }

  private update(patch: Partial<ReadAloudState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
