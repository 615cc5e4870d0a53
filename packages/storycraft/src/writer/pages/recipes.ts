import type { AgeBand } from '@littlestar/shared/story';
import type { Beat } from '../../arc.js';
export type Part =
  | 'opening'
  | 'intro'
  | 'home'
  | 'sights'
  | 'journey'
  | 'goalEcho'
  | 'call'
  | 'callAnswer'
  | 'plant'
  | 'plantAnswer'
  | 'meet'
  | 'meetAnswer'
  | 'statement'
  | 'darken'
  | 'problemFeel'
  | 'try'
  | 'still'
  | 'stillOnly'
  | 'keepGoing'
  | 'tryResolve'
  | 'setback'
  | 'night'
  | 'lowpoint'
  | 'light'
  | 'payoff'
  | 'turnAction'
  | 'turnWorry'
  | 'grownUpCheer'
  | 'grownUpHug'
  | 'reached'
  | 'resolved'
  | 'bright'
  | 'celebration'
  | 'virtue'
  | 'moral'
  | 'goalEnding'
  | 'bedtime'
  | 'closing'
  | 'refrain'
  | 'refrainIfFew'
  | 'onward'
  | 'companion'
  | 'turnFeel'
  /** The day of the occasion the parent named (the school play) comes. */
  | 'eventDay'
  /** An occasion the title names beside another problem: looked forward to, then the day. */
  | 'eventSoon'
  | 'eventAfter'
  /** A quarrel with a titled place or thing: the other one met on the call page. */
  | 'mendCall'
  /** … the grown-up's promise of the trip, once the two play nicely. */
  | 'promise'
  /** … and the two reaching it together, once it is mended. */
  | 'reachedTogether'
  /** A fear and the title's thing: why the child longs for it, and holding it at the end. */
  | 'goalWhy'
  | 'goalHeld'
  /** The magic theme with a problem: the wish made on the wand, and who really mended it. */
  | 'wish'
  | 'wishDone'
  /** A habit or a loss and a thing the title names: the keepsake given, and held at the turn. */
  | 'keepsakeGiven'
  | 'keepsakeHeld'
  | 'share'
  | 'homeFear'
  | 'homeFearFeel'
  | 'themeStatement'
  | 'personTurn'
  | 'personResolved'
  | 'because'
  | 'metBack'
  /** After a night asleep at last, the cheering waits for the morning. */
  | 'morning';

export type BandId = AgeBand['id'];

/**
 * Which sentences make up each beat's page, per age band: one or two for the youngest,
 * more for older readers. The order is the reading order. The youngest hear the refrain
 * on the pages where they keep going.
 */
export const RECIPES: Record<Beat, Record<BandId, Part[]>> = {
  opening: {
    '3-4': ['opening', 'home'],
    '5-7': ['opening', 'sights', 'home'],
    '8-10': ['opening', 'sights', 'intro', 'home'],
  },
  plant: {
    '3-4': ['plant', 'refrain'],
    '5-7': ['plant', 'plantAnswer'],
    '8-10': ['plant', 'plantAnswer', 'onward'],
  },
  meet: {
    '3-4': ['meet', 'meetAnswer'],
    '5-7': ['meet', 'meetAnswer'],
    '8-10': ['meet', 'meetAnswer', 'onward'],
  },
  call: {
    '3-4': ['call', 'callAnswer'],
    '5-7': ['call', 'callAnswer'],
    '8-10': ['call', 'callAnswer', 'onward'],
  },
  journey: {
    '3-4': ['goalEcho', 'refrain'],
    '5-7': ['journey', 'companion', 'goalEcho'],
    '8-10': ['journey', 'companion', 'goalEcho'],
  },
  problem: {
    '3-4': ['statement', 'problemFeel'],
    '5-7': ['statement', 'darken', 'problemFeel'],
    '8-10': ['darken', 'statement', 'problemFeel'],
  },
  try: {
    '3-4': ['try', 'refrain'],
    '5-7': ['try', 'still', 'tryResolve'],
    '8-10': ['try', 'still', 'tryResolve'],
  },
  setback: {
    '3-4': ['setback', 'still'],
    '5-7': ['setback', 'still', 'keepGoing'],
    '8-10': ['setback', 'still', 'keepGoing'],
  },
  lowpoint: {
    '3-4': ['night', 'lowpoint'],
    '5-7': ['night', 'lowpoint', 'stillOnly'],
    '8-10': ['night', 'lowpoint', 'stillOnly'],
  },
  turning: {
    '3-4': ['payoff', 'refrain'],
    '5-7': ['light', 'payoff', 'turnAction'],
    '8-10': ['light', 'payoff', 'turnAction'],
  },
  resolution: {
    '3-4': ['reached', 'resolved'],
    '5-7': ['reached', 'resolved', 'bright'],
    '8-10': ['reached', 'resolved', 'bright', 'virtue'],
  },
  celebration: {
    '3-4': ['celebration', 'bright'],
    '5-7': ['celebration', 'bright', 'virtue'],
    '8-10': ['celebration', 'bright', 'celebration'],
  },
  ending: {
    '3-4': ['moral', 'refrainIfFew'],
    '5-7': ['goalEnding', 'moral', 'bedtime'],
    '8-10': ['goalEnding', 'moral', 'bedtime', 'closing'],
  },
};

/**
 * More of the same moment when a page is still short of its age's word budget. Past the
 * opening these move the story on (the child heads for the goal, the helper or the tool
 * comes along, the grown-up hears how it went), never a list of sights.
 */
export const FILLERS: Record<Beat, Part[]> = {
  // Who the child is, rather than more sights: the opening may tell two things about them.
  opening: ['intro', 'sights', 'intro'],
  plant: ['companion', 'onward', 'journey'],
  // The meeting has said the helper stays close: a step on, or a sight on the way.
  meet: ['companion', 'onward', 'journey', 'onward', 'sights'],
  call: ['onward', 'goalEcho', 'journey', 'onward'],
  // Two steps toward the goal read as a journey; a second sight would read as a list.
  // A sight on the way, last, when the steps have all been said.
  journey: ['companion', 'onward', 'journey', 'onward', 'goalEcho', 'sights'],
  problem: ['problemFeel', 'darken', 'homeFearFeel'],
  try: ['keepGoing', 'tryResolve'],
  setback: ['keepGoing', 'darken', 'homeFearFeel', 'tryResolve', 'problemFeel'],
  // One more feeling when the others are said already (a quarrel's last low page).
  lowpoint: ['night', 'keepGoing', 'homeFearFeel', 'tryResolve'],
  // The trick, the helper or the tool from earlier is there as the story turns round.
  // How the turn feels, last, when the plot has nothing more to bring back.
  turning: ['light', 'turnAction', 'companion', 'turnFeel'],
  resolution: ['share', 'bright', 'virtue'],
  celebration: ['share', 'bright', 'virtue', 'celebration'],
  ending: ['bedtime', 'closing'],
};

/** What a page for ages 3–4 may add when it is still short: more of the same moment. */
export const YOUNG_FILLERS: Record<Beat, Part[]> = {
  opening: ['home', 'opening'],
  plant: ['plantAnswer', 'refrain'],
  meet: ['meetAnswer'],
  call: ['callAnswer', 'goalEcho'],
  journey: ['goalEcho', 'refrain'],
  problem: ['problemFeel', 'statement'],
  try: ['still', 'refrain'],
  lowpoint: ['lowpoint'],
  setback: ['still'],
  turning: ['turnAction', 'refrain'],
  resolution: ['resolved', 'bright'],
  celebration: ['bright'],
  ending: ['goalEnding'],
};

/**
 * Words a page should hold, by age band (field notes: ages 3–4 about 10–20 a page, 5–8
 * about 40–70). A page is filled up to `min` with more of its moment; `max` is never
 * passed by a filler.
 */
export const PAGE_WORDS: Record<BandId, { min: number; max: number }> = {
  '3-4': { min: 10, max: 20 },
  '5-7': { min: 40, max: 70 },
  '8-10': { min: 50, max: 90 },
};

/** Longest sentence (in words) each band may use, and the length it prefers. */
export const WORD_LIMITS: Record<BandId, { max: number; preferAtLeast: number }> = {
  '3-4': { max: 9, preferAtLeast: 5 },
  '5-7': { max: 16, preferAtLeast: 0 },
  '8-10': { max: 32, preferAtLeast: 7 },
};

/** The youngest readers get one or two sentences a page. */
export const MAX_SENTENCES: Record<BandId, number> = { '3-4': 2, '5-7': 7, '8-10': 7 };

/**
 * The grown-up (one the parent named, Grandma in the title, or one the seed chose) is on
 * three pages at least: at home, cheering the child on while they try, and at bedtime.
 */
export function withGrownUp(beat: Beat, band: BandId): Part[] {
  const recipe = RECIPES[beat][band];
  if (band === '3-4') {
    if (beat === 'try') return ['try', 'grownUpCheer'];
    if (beat === 'ending') return ['moral', 'grownUpHug'];
    return recipe;
  }
  if (beat === 'try') return ['try', 'grownUpCheer', 'still'];
  if (beat === 'ending') return ['goalEnding', 'moral', 'grownUpHug', 'bedtime'];
  return recipe;
}

/**
 * The resolution says how what the child did earlier got them there; out alone, the child
 * then meets the grown-up on the way home, so the grown-up may hear the story. The youngest
 * hear both in one line, in place of the plain "found it".
 */
export function withPayoff(recipe: Part[], beat: Beat, band: BandId, away: boolean): Part[] {
  if (beat !== 'resolution') return recipe;
  if (band === '3-4') return recipe.map((part) => (part === 'reached' ? 'because' : part));
  // Out alone, the meeting on the way home takes the place of the sights (left to fill up).
  return [
    'because',
    ...recipe.filter((part) => !away || part !== 'bright'),
    ...(away ? (['metBack'] as Part[]) : []),
  ];
}

/** The person of the parent's problem at the turning point and in the resolution. */
export function withPerson(recipe: Part[], beat: Beat, band: BandId, hasPerson: boolean): Part[] {
  if (!hasPerson) return recipe;
  if (beat === 'turning') {
    return band === '3-4' ? ['payoff', 'personTurn'] : [...recipe, 'personTurn'];
  }
  if (beat === 'resolution')
    return recipe.map((part) => (part === 'resolved' ? 'personResolved' : part));
  return recipe;
}

/**
 * A quarrel with a titled place or thing: the other one is met as the place is, with the
 * grown-up's promise of the trip; the two reach it together after the quarrel is mended.
 * A fear at home with a titled place: the place is reached only after the fear is faced.
 * The youngest hear the promise in place of the call where it fits in nine words.
 */
export function togetherRecipe(
  recipe: Part[],
  beat: Beat,
  band: BandId,
  promise: 'none' | 'long' | 'short',
): Part[] {
  if (beat === 'call' && promise !== 'none') {
    if (band !== '3-4') return ['call', 'mendCall', 'promise'];
    return promise === 'short' ? ['mendCall', 'promise'] : ['call', 'mendCall'];
  }
  if (beat !== 'resolution') return recipe;
  const mended = recipe.filter((part) => part !== 'reached');
  const at = mended.findIndex((part) => part === 'resolved' || part === 'personResolved');
  return at < 0
    ? [...mended, 'reachedTogether']
    : [...mended.slice(0, at + 1), 'reachedTogether', ...mended.slice(at + 1)];
}

/**
 * A fear and the title's thing: the call says why the child longs for it (it might make the
 * fear smaller), and the child holds it as the fear is faced. The magic theme with a problem:
 * the wand is wished on for it as soon as it is found, and the end says who really mended it.
 * The youngest hear the reason in place of the call's answer.
 */
export function linkedRecipe(
  recipe: Part[],
  beat: Beat,
  band: BandId,
  link: 'goal' | 'wish',
): Part[] {
  const [early, late] =
    link === 'goal' ? (['goalWhy', 'goalHeld'] as const) : (['wish', 'wishDone'] as const);
  if (beat === 'call')
    return band === '3-4' ? [recipe[0] ?? 'call', early] : insertAfter(recipe, ['call'], early);
  if (beat === 'resolution' && band !== '3-4')
    return insertAfter(recipe, ['resolved', 'personResolved'], late);
  return recipe;
}

/**
 * A habit or a loss and a thing the title names: the grown-up gives it as the child is stuck,
 * and the child holds it at the turning point. The youngest hear each in place of a line.
 */
export function keepsakeRecipe(recipe: Part[], beat: Beat, band: BandId): Part[] {
  if (beat === 'problem') {
    return band === '3-4'
      ? [recipe[0] ?? 'statement', 'keepsakeGiven']
      : [...recipe, 'keepsakeGiven'];
  }
  if (beat === 'turning') {
    return band === '3-4'
      ? [recipe[0] ?? 'payoff', 'keepsakeHeld']
      : insertAfter(recipe, ['payoff'], 'keepsakeHeld');
  }
  return recipe;
}

function insertAfter(recipe: Part[], after: Part[], part: Part): Part[] {
  const at = recipe.findIndex((each) => after.includes(each));
  return at < 0 ? [...recipe, part] : [...recipe.slice(0, at + 1), part, ...recipe.slice(at + 1)];
}
