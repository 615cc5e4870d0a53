import { BEDTIME_CALM, BEDTIME_MORNING } from '../everyday-goal.js';
import { INTRO } from '../generic-banks.js';
import { HOME } from '../goal-lines.js';
import {
  COMPANION,
  HOME_BRIGHT,
  HOME_FEAR_NIGHT,
  HOME_LIGHT,
  HOME_MORNING,
} from '../plot-lines.js';
import { BEFORE_DARK, DUSK, MET_ON_WAY_BACK, NEXT_MORNING } from '../presence.js';
import type { Premise } from '../plan/premise.js';
import type { Sources } from './sources.js';

/** A fear of the dark turns round in the dark: the night's own light, not the morning's. */
const NIGHT_LIGHT = [
  'The moon came out, round and silver, and the stars began to twinkle.',
  'A silver moon peeped out from behind the clouds, and everything looked softer.',
  'The stars came out one by one, like tiny night-lights.',
];
const NIGHT_BRIGHT = [
  'Overhead, the stars twinkled brightly, one for every brave step.',
  'The night felt soft and friendly now.',
];

/**
 * The weather a child fears, arriving: for any place, since not every place's own lines have
 * rain or thunder in them (see the page rule fearedWeatherComes).
 */
const WEATHER_COMES: Record<string, string[]> = {
  // Not "began to fall": a rain the call named as feared counts as said (rainBeginsOnce).
  rain: [
    'Then down came the rain, pitter-patter at first, and then louder and louder.',
    'Big drops of rain splashed down, faster and faster, until everything was wet.',
  ],
  storm: ['A storm rolled in, with a howling wind and a grumbling sky.'],
  thunder: [
    'Far away, the thunder began to rumble, and then it rumbled closer.',
    'Thunder boomed, so loud that the ground seemed to shake.',
  ],
  lightning: ['Lightning flashed, bright and white, across the sky.'],
  wind: ['The wind began to howl, louder and louder.'],
};

/** The weather the child fears, if it is weather: "the loud rain" → "rain". */
export function fearedWeather({ focus, worry }: Premise): string | undefined {
  if (focus?.kind !== 'fear') return undefined;
  const word = /\b(?:rain|storm|thunder|lightning|wind)/i.exec(worry)?.[0].toLowerCase();
  return word;
}

/**
 * The world around the child: the place, the light and the time of day, home and the way
 * back, as things stand (out alone, at home, asleep).
 */
export const WORLD_SOURCES = {
  opening: ({ premise }) => premise.setting.opening,
  journey: ({ premise }) => premise.setting.journey,
  bedtime: ({ premise }) => premise.setting.bedtime,
  // The low point of a fear at home is night in the house, not on the mountain; out alone,
  // it comes as the light fades, never as a night outdoors.
  night: ({ premise, state }) =>
    premise.homeProblem
      ? HOME_FEAR_NIGHT
      : state.isAway
        ? [...premise.moodLines.darken, ...DUSK]
        : premise.moodLines.night,
  light: ({ premise, state }) => {
    if (premise.atBedtime) return BEDTIME_CALM;
    if (premise.darkFeared) return NIGHT_LIGHT;
    // One sunrise in the house, then its morning sounds (`state.lights` counts this one).
    if (state.homeHere) return state.lights <= 1 ? HOME_LIGHT : HOME_MORNING;
    return state.isAway
      ? [...premise.moodLines.light.filter((line) => !NEXT_MORNING.test(line)), ...BEFORE_DARK]
      : premise.moodLines.light;
  },
  bright: ({ premise, state }, { beat }) =>
    state.asleep
      ? BEDTIME_CALM
      : premise.darkFeared && beat === 'resolution'
        ? NIGHT_BRIGHT
        : state.homeHere
          ? HOME_BRIGHT
          : premise.moodLines.bright,
  sights: ({ premise }) => premise.moodLines.sights,
  // The weather the child fears comes on the problem's page.
  darken: ({ premise }, plan) => {
    const weather = plan.beat === 'problem' ? fearedWeather(premise) : undefined;
    return weather
      ? [...premise.moodLines.darken, ...(WEATHER_COMES[weather] ?? [])]
      : premise.moodLines.darken;
  },
  home: () => HOME,
  intro: () => INTRO,
  metBack: () => MET_ON_WAY_BACK,
  // At home, nobody walks "all the way", and the helper's "stayed close" is the payoff's.
  companion: ({ state }) =>
    state.homeHere
      ? COMPANION.filter((line) => !/all the way|every step|close|walked/.test(line))
      : COMPANION,
  morning: () => BEDTIME_MORNING,
  closing: ({ premise }) => premise.closing,
} satisfies Partial<Sources>;
