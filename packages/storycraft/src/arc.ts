/**
 * The narrative arc every story follows, and what each beat looks like on the page. The
 * writer and the illustrator both read this, so a page's picture always matches its words
 * (a worried child on the problem page, a dark sky while things go wrong, morning again at
 * the turning point).
 */

export type Beat =
  | 'opening'
  /** The child learns a trick or is given a tool that will matter later. */
  | 'plant'
  /** Someone new (a small animal) is met and helped, before they matter. */
  | 'meet'
  | 'call'
  | 'journey'
  | 'problem'
  | 'try'
  | 'lowpoint'
  /** Something goes wrong that is not the child's doing (ages 8–10). */
  | 'setback'
  | 'turning'
  | 'resolution'
  | 'celebration'
  | 'ending';

export type Pose =
  'walking' | 'discovering' | 'worried' | 'trying' | 'triumphant' | 'hugging' | 'sleeping';

export type TimeOfDay = 'dawn' | 'morning' | 'day' | 'golden' | 'dusk' | 'storm' | 'night';

export interface PagePlan {
  beat: Beat;
  /** Which try this is (0, 1, 2) on try pages; 0 elsewhere. */
  attempt: number;
  pose: Pose;
  time: TimeOfDay;
  /** 0 calm … 1 darkest moment; the illustrator dims the scene by it. */
  gloom: number;
}

const ARCS: Record<number, readonly Beat[]> = {
  8: ['opening', 'call', 'problem', 'try', 'try', 'turning', 'resolution', 'ending'],
  10: [
    'opening',
    'call',
    'journey',
    'problem',
    'try',
    'try',
    'turning',
    'resolution',
    'celebration',
    'ending',
  ],
  12: [
    'opening',
    'call',
    'journey',
    'problem',
    'try',
    'try',
    'lowpoint',
    'try',
    'turning',
    'resolution',
    'celebration',
    'ending',
  ],
};

const LOOK: Record<Beat, { pose: Pose; time: TimeOfDay; gloom: number }> = {
  opening: { pose: 'walking', time: 'morning', gloom: 0 },
  plant: { pose: 'discovering', time: 'morning', gloom: 0 },
  meet: { pose: 'discovering', time: 'day', gloom: 0 },
  call: { pose: 'discovering', time: 'morning', gloom: 0 },
  journey: { pose: 'walking', time: 'day', gloom: 0 },
  problem: { pose: 'worried', time: 'storm', gloom: 0.75 },
  try: { pose: 'trying', time: 'dusk', gloom: 0.45 },
  lowpoint: { pose: 'worried', time: 'night', gloom: 1 },
  setback: { pose: 'worried', time: 'storm', gloom: 0.85 },
  turning: { pose: 'discovering', time: 'dawn', gloom: 0.15 },
  resolution: { pose: 'triumphant', time: 'day', gloom: 0 },
  celebration: { pose: 'hugging', time: 'golden', gloom: 0 },
  ending: { pose: 'sleeping', time: 'night', gloom: 0.1 },
};

/**
 * The arc for a page count. Counts other than 8, 10 and 12 (say an AI story of 9 pages that
 * storycraft illustrates) are mapped onto the nearest arc by position.
 */
export function planArc(pageCount: number): PagePlan[] {
  const count = Math.max(1, Math.round(pageCount));
  const exact = ARCS[count];
  const longest = ARCS[12] ?? [];
  const beats: Beat[] = exact
    ? [...exact]
    : Array.from({ length: count }, (_unused, index) => {
        const position = count === 1 ? 0 : index / (count - 1);
        return longest[Math.round(position * (longest.length - 1))] ?? 'opening';
      });
  return planBeats(beats);
}

/** The page plans for a sequence of beats (a plot's own arc). */
export function planBeats(beats: readonly Beat[]): PagePlan[] {
  let tries = 0;
  return beats.map((beat) => {
    const attempt = beat === 'try' ? tries++ : 0;
    const look = LOOK[beat];
    // Each failed try happens a little later in the day than the one before.
    const time = beat === 'try' && attempt >= 2 ? 'night' : look.time;
    return {
      beat,
      attempt,
      pose: look.pose,
      time,
      gloom: look.gloom + (beat === 'try' ? attempt * 0.15 : 0),
    };
  });
}
