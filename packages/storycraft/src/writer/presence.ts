import type { Beat } from '../arc.js';

/**
 * Who is where, page by page. A child who sets off alone leaves the grown-up at home: from
 * then until the way back, the grown-up's words can only be remembered ("Maya remembered what
 * Uncle Ben always said"), and the day must not run into a night outdoors alone.
 */

/** Beats still at home, before the child sets off (unless a page on the way came first). */
const HOME_BEATS: ReadonlySet<Beat> = new Set(['opening', 'plant', 'call']);
/** Beats back at home. */
const BACK_BEATS: ReadonlySet<Beat> = new Set(['celebration', 'ending']);

/**
 * Whether the child is away from the grown-up on each page: from the first page that is no
 * longer at home (the journey, a helper met "on the way") until the celebration or ending.
 */
export function awayPages(beats: readonly Beat[]): boolean[] {
  let left = false;
  return beats.map((beat) => {
    if (BACK_BEATS.has(beat)) {
      left = false;
      return false;
    }
    if (!HOME_BEATS.has(beat)) left = true;
    return left;
  });
}

/**
 * Whether a template has the grown-up there in person: speaking, acting, listening. "{name}
 * thought of {@grownup}'s trick", "the song from {@grownup}" and "remembered what {@grownup}
 * always said" remember them instead, and fit a page where they are not.
 */
export function needsGrownUpHere(template: string): boolean {
  const remembered = template
    .replace(/\{@grownup\}'s/g, '')
    .replace(/\bfrom \{@grownup\}/g, '')
    .replace(/\{@grownup\} had (?:taught|given|said)\b/g, '')
    .replace(/\{@grownup\} was far away at home/g, '')
    .replace(
      /\b(?:remembered|thought of|could (?:almost|just) hear|knew what|just as|the way)\b[^.!?]*/g,
      '',
    );
  return remembered.includes('{@grownup}');
}

const SPEECH = 'said|asked|called|cried|shouted|whispered|gasped|answered|replied';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page a companion is on cannot also say the hero sat there all alone: "Mia sat all alone,
 * watching…" beside "Leo held Mia's hand" reads as a mistake. The hero's loneliness becomes
 * quiet or smallness; a creature found alone stays alone.
 */
export function notAlone(text: string, hero: string): string {
  const name = escape(hero);
  return text
    .replace(new RegExp(`\\b(${name} sat) (?:all )?alone\\b`, 'g'), '$1 quietly')
    .replace(/\bvery small and very alone\b/g, 'very small')
    .replace(
      new RegExp(`\\b(${name} watched [^.,]{1,60} play), all alone\\b`, 'g'),
      '$1, from far away',
    );
}

/**
 * The speakers of a text's speech tags, in reading order: '"Hi," said Maya. "Go on," said
 * Uncle Ben.' gives Maya, Uncle Ben. Only the people given are looked for.
 */
export function speechTags(text: string, speakers: readonly string[]): string[] {
  // Every tag sits against a quote mark: a text without one has none (most sentences).
  if (!text.includes('"')) return [];
  const found: Array<[number, string]> = [];
  for (const speaker of speakers.filter(Boolean)) {
    for (const match of text.matchAll(speechTagOf(speaker))) found.push([match.index, speaker]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, speaker]) => speaker);
}

const SPEECH_TAGS = new Map<string, RegExp>();

/** One speaker's tag pattern, built once: a story asks about its few speakers thousands of times. */
function speechTagOf(speaker: string): RegExp {
  const kept = SPEECH_TAGS.get(speaker);
  if (kept) return kept;
  const name = escape(speaker);
  // A tag sits against its quote: '"Hi," said Maya', '"Hi," Maya told herself', 'Maya
  // smiled and said, "Hi"'. "Maya asked Grandma which way to go" tells, and is no tag.
  const pattern = new RegExp(
    `"\\s*(?:${SPEECH})\\s+${name}(?![\\p{L}])|"\\s*${name}\\s+(?:${SPEECH}|told (?:him|her|them)sel(?:f|ves))\\b|(?<![\\p{L}])${name}\\s+(?:[a-z]+\\s+and\\s+)?(?:${SPEECH}),?\\s*"`,
    'gu',
  );
  // Names come from parents: the map stays bounded in a long-running server.
  if (SPEECH_TAGS.size >= 1000) SPEECH_TAGS.clear();
  SPEECH_TAGS.set(speaker, pattern);
  return pattern;
}

/** Two tags in a row for one speaker ('"I will!" said Maya. "This way," said Maya'). */
export function repeatsSpeaker(text: string, speakers: readonly string[]): boolean {
  const tags = speechTags(text, speakers);
  return tags.some((speaker, index) => index > 0 && tags[index - 1] === speaker);
}

/** The grown-up's words while they are at home: remembered, not spoken. */
export const REMEMBERED_ADVICE = [
  '{name} remembered what {@grownup} always said: "[One step at a time|Slow and steady does it|You can do hard things]."',
  '{@grownup} was far away at home, but {name} [knew|could just hear] what {@grownup} would say: "[Have another go|Do not give up|Take your time]."',
  'In {their} head, {name} could almost hear {@grownup}: "[Keep going|Try again|You can do it]!"',
  '"Keep going," {name} whispered, just the way {@grownup} always did.',
  '{name} thought of {@grownup} waiting at home, and that made {them} feel [braver|a little braver|stronger].',
];

/** The same, short and plain for the youngest. */
export const REMEMBERED_SHORT = [
  '{name} [thought of|remembered] {@grownup}: "You can do it!"',
  '"Try again," {name} [whispered|said softly], like {@grownup} does.',
];

/** The way back: the grown-up is met, so from here they may speak and hug. */
export const MET_ON_WAY_BACK = [
  '{name} [hurried|ran|skipped] home before dark, and there was {@grownup}, waiting [at the gate|by the door|on the step].',
  'On the way home, {name} met {@grownup}, who had come out [along the path|down the lane|a little way] to meet {them}.',
  '{name} got home just [before dark|as the sun went down|in time for supper], and {@grownup} was waiting at the [door|gate].',
  'Halfway home, {name} [saw|spotted] {@grownup} coming to meet {them}, and waved and waved.',
];

/** Out alone, the low point comes as the day fades, not in the night. */
export const DUSK = [
  'The light began to [fade|dim|go soft], and the shadows grew [long|longer|tall].',
  'The afternoon was [slipping away|nearly over|fading fast], and the air felt [cooler|colder|a little chilly].',
  '[Evening was coming|The day was nearly done|Soon it would be evening], and everything looked [grey|dim|pale] and far away.',
  'The shadows stretched [longer and longer|across the ground|out behind {name}], and the air turned [chilly|cool|colder].',
];

/** Out alone, the turn comes before dark, not with the next morning. */
export const BEFORE_DARK = [
  'The sun was [low|sinking|getting lower], but there was still time [before dark|to get home|before evening].',
  'The last warm light of the day slanted across {@place}.',
];

/** Light lines that bring the next morning, so a night outdoors has passed. */
export const NEXT_MORNING =
  /\b(?:morning|dawn|sunrise|woke|first birds|peeped over|rose out|rose over|sun rose|lit up again)\b|from black to blue/i;

/** Words that put a child out alone into the night, or through it to the next morning. */
export const OVERNIGHT =
  /\bnight\b|\bdawn\b|\bsunrise\b|morning came|next morning|for morning|stars came out|moon rose|sun rose|owl hooted/i;
