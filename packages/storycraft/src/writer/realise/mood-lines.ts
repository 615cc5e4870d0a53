import type { StoryRequest } from '../../request.js';
import { SETTING_BANKS } from '../setting-banks.js';

type Mood = 'sights' | 'darken' | 'night' | 'light' | 'bright';
const MOOD_LINES = new Map<StoryRequest['setting'], Record<Mood, string[]>>();

/** Every draft of every story in a place reads the same joined lines: build them once. */
export function moodLinesFor(place: StoryRequest['setting']): Record<Mood, string[]> {
  const cached = MOOD_LINES.get(place);
  if (cached) return cached;
  const bank = SETTING_BANKS[place];
  const lines = {
    // Sights stay whole: "the baker put out buns, and everyone clapped" joins two scenes.
    sights: [...bank.sights],
    darken: joinHalves(bank.darken),
    night: joinHalves(bank.night),
    light: joinHalves(bank.light),
    bright: joinHalves(bank.bright),
  };
  MOOD_LINES.set(place, lines);
  return lines;
}

/**
 * A place's lines for one moment of the day, plus new ones put together from their halves:
 * "Clouds rolled over the treetops, and the path ahead disappeared into the gloom." Lines of
 * the form "A, and B." join two clauses about the same moment, so any A reads with any B.
 */
export function joinHalves(lines: readonly string[]): string[] {
  const halves = lines
    .map((line) => /^([^,]+), and ([^,]+)\.$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] ?? '', match[2] ?? ''] as const);
  const joined: string[] = [];
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
  for (const [first] of halves) {
    for (const [, second] of halves) {
      // "sun crept over the rooftops, and sunshine glittered on the wet rooftops" repeats itself.
      const shared = [...words(first)].some((word) => words(second).has(word));
      if (shared) continue;
      const line = `${first}, and ${second}.`;
      if (!lines.includes(line)) joined.push(line);
    }
  }
  return [...lines, ...joined];
}
