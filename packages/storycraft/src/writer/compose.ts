import { ageBandFor, type AgeBand } from '@littlestar/shared/story';
import { planArc, type Beat, type PagePlan } from '../arc.js';
import type { Random } from '../random.js';
import { countSyllables, readingGrade } from '../reading-grade.js';
import type { StoryRequest } from '../request.js';
import { conflictBeatsFor } from './conflict-beats.js';
import type { ConflictFocus } from './conflict-focus.js';
import { parseConflict, type ConflictPhrases } from './conflict.js';
import {
  AGE_WORDS,
  CLOSING,
  FRIEND_NAMES,
  GROWN_UPS,
  INTRO,
  KEEP_GOING,
  RESOLVED_FALLBACK,
  TRY_FAIL,
  TRY_RESOLVE,
  VIRTUE,
} from './generic-banks.js';
import { parseMoral } from './moral.js';
import { SETTING_BANKS } from './setting-banks.js';
import { THEME_BANKS } from './theme-bank.js';
import { createRenderer, type Renderer } from './voice.js';

export interface ComposedPage {
  text: string;
  plan: PagePlan;
}

export interface ComposedStory {
  title: string;
  pages: ComposedPage[];
  /** Who else is in the story, so the pictures can show them. */
  cast: { friend: string; grownUp: string };
  /** The parent's problem when it is a fear, a skill or shyness, with its object in words. */
  focus: { kind: ConflictFocus['kind']; object: string } | null;
  readingGrade: number;
}

type Part =
  | 'opening'
  | 'intro'
  | 'sights'
  | 'journey'
  | 'call'
  | 'callReaction'
  | 'statement'
  | 'darken'
  | 'problemFeel'
  | 'try'
  | 'still'
  | 'stillOnly'
  | 'tryResolve'
  | 'night'
  | 'lowpoint'
  | 'light'
  | 'turning'
  | 'turnAction'
  | 'resolution'
  | 'resolved'
  | 'bright'
  | 'celebration'
  | 'virtue'
  | 'moral'
  | 'bedtime'
  | 'closing';

type BandId = AgeBand['id'];

/**
 * Which sentences make up each beat's page, per age band: one or two for the youngest,
 * three or four for the oldest. The order is the reading order.
 */
const RECIPES: Record<Beat, Record<BandId, Part[]>> = {
  opening: {
    '3-4': ['opening', 'intro'],
    '5-7': ['opening', 'sights', 'intro'],
    '8-10': ['opening', 'sights', 'intro'],
  },
  call: {
    '3-4': ['call', 'callReaction'],
    '5-7': ['call', 'callReaction'],
    '8-10': ['call', 'sights', 'callReaction'],
  },
  journey: {
    '3-4': ['journey', 'sights'],
    '5-7': ['journey', 'sights'],
    '8-10': ['journey', 'sights', 'journey'],
  },
  problem: {
    '3-4': ['statement', 'problemFeel'],
    '5-7': ['statement', 'darken', 'problemFeel'],
    '8-10': ['darken', 'statement', 'problemFeel'],
  },
  try: {
    '3-4': ['try', 'still'],
    '5-7': ['try', 'still', 'tryResolve'],
    '8-10': ['try', 'still', 'tryResolve'],
  },
  lowpoint: {
    '3-4': ['night', 'lowpoint'],
    '5-7': ['night', 'lowpoint', 'stillOnly'],
    '8-10': ['night', 'lowpoint', 'stillOnly'],
  },
  turning: {
    '3-4': ['turning', 'turnAction'],
    '5-7': ['light', 'turning', 'turnAction'],
    '8-10': ['light', 'turning', 'turnAction'],
  },
  resolution: {
    '3-4': ['resolution', 'resolved'],
    '5-7': ['resolution', 'resolved', 'bright'],
    '8-10': ['resolution', 'resolved', 'bright', 'virtue'],
  },
  celebration: {
    '3-4': ['celebration', 'bright'],
    '5-7': ['celebration', 'bright', 'virtue'],
    '8-10': ['celebration', 'bright', 'celebration'],
  },
  ending: {
    '3-4': ['moral', 'bedtime'],
    '5-7': ['moral', 'bedtime', 'closing'],
    '8-10': ['moral', 'bedtime', 'closing'],
  },
};

/** Longest sentence (in words) each band may use, and the length older readers prefer. */
const WORD_LIMITS: Record<BandId, { max: number; preferAtLeast: number }> = {
  '3-4': { max: 9, preferAtLeast: 0 },
  '5-7': { max: 16, preferAtLeast: 0 },
  '8-10': { max: 32, preferAtLeast: 10 },
};

/** The youngest readers get one or two sentences a page. */
const MAX_SENTENCES: Record<BandId, number> = { '3-4': 2, '5-7': 5, '8-10': 6 };

/** Sentences in a template: "Tap, tap, tap!" after a sentence counts as another. */
function sentenceCount(text: string): number {
  // '"A wand!" gasped Mia.' is one sentence: a quote ending in ! or ? runs on into "gasped".
  return text.split(/[.!?]+["']?\s+(?=["']?[A-Z{])/).filter((part) => /\w/.test(part)).length;
}

const DEFAULT_TITLES: Record<StoryRequest['theme'], string> = {
  adventure: "{name}'s Big Adventure",
  friendship: '{name} Makes a Friend',
  courage: 'Brave {name}',
  learning: '{name} Learns Something New',
  family: '{name} and the Family Day',
  magic: '{name} and the Magic Wand',
  nature: '{name} to the Rescue',
  space: '{name} and the Little Lost Star',
};

/** Story things that should be named once a page; the second mention says "it". */
const THING_SLOTS = [
  'gift',
  'treasure',
  'theTreasure',
  'obstacle',
  'scary',
  'skill',
  'landmark',
  'worry',
];

const DRAFTS = 12;
const GRADE_MARGIN = 0.1;

const PRONOUN_CHECK: Record<StoryRequest['pronouns'], RegExp | null> = {
  'he/him': /\b(?:he|him|his|himself)\b/i,
  'she/her': /\b(?:she|her|hers|herself)\b/i,
  'they/them': /\b(?:they|them|their|theirs|themselves)\b/i,
  other: null,
};

/**
 * Writes the story's words. A draft that reads above the age band's grade is rewritten
 * with other sentence choices; the plainest of the drafts is kept.
 */
export function composeStory(request: StoryRequest, random: Random): ComposedStory {
  const band = ageBandFor(request.age);
  // A family that chose he, she or they should see that word in the story, not only the name.
  const pronoun = PRONOUN_CHECK[request.pronouns];
  let best: ComposedStory | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let draft = 0; draft < DRAFTS; draft += 1) {
    const story = composeDraft(request, band, random.fork(`draft-${draft}`));
    const usesPronoun = !pronoun || story.pages.some((page) => pronoun.test(page.text));
    const score = story.readingGrade + (usesPronoun ? 0 : 10);
    if (score < bestScore) {
      best = story;
      bestScore = score;
    }
    if (usesPronoun && story.readingGrade <= band.maxReadingGrade - GRADE_MARGIN) return story;
  }
  return best as ComposedStory;
}

function composeDraft(request: StoryRequest, band: AgeBand, random: Random): ComposedStory {
  const setting = SETTING_BANKS[request.setting];
  const theme = THEME_BANKS[request.theme];
  const friend = random.pick(FRIEND_NAMES.filter((name) => name !== request.name));
  const grownUp = random.pick(GROWN_UPS);
  const title =
    request.title || DEFAULT_TITLES[request.theme].replace('{name}', () => request.name);

  const conflict: ConflictPhrases =
    (request.conflict && parseConflict(request.conflict, request.name)) ||
    random.pick(theme.problems);
  // A fear, a skill or shyness gets tries, a low point and a turning point of its own.
  const beats = conflict.focus ? conflictBeatsFor(conflict.focus) : null;
  const nearMisses = beats?.nearMisses.length ? beats.nearMisses : theme.nearMisses;

  const slots: Record<string, string> = {
    ...setting.slots,
    worry: conflict.focus && 'object' in conflict.focus ? conflict.focus.object : '',
    // The friendship theme has introduced the friend already; elsewhere a shy child meets them.
    friendIntro: request.theme === 'friendship' ? '' : 'a kid called',
    friend,
    grownup: grownUp,
    virtue: theme.virtue,
    virtueNoun: theme.virtueNoun,
    ageWords: AGE_WORDS[request.age - 3] ?? String(request.age),
    // Inside "the story of …" the title's own closing stop would double up.
    title: title.replace(/[.!?]+$/, ''),
  };
  const render = createRenderer({ name: request.name, pronouns: request.pronouns, slots });
  const moral = (request.moral && parseMoral(request.moral, request.name)) || theme.morals;
  // "The story of Mia's Big Day" reads well; "the story of Brave Mia" or of a question does not.
  const titleReads =
    /^(?:the|a|an)\s|\band the\b|^\S+'s\s/i.test(title) && !/story|[?!]$/i.test(title);
  const closing = titleReads ? CLOSING : CLOSING.filter((line) => !line.includes('{@title}'));

  const sources = (part: Part, attempt: number): readonly string[] => {
    switch (part) {
      case 'opening':
      case 'sights':
      case 'journey':
      case 'darken':
      case 'night':
      case 'light':
      case 'bright':
      case 'bedtime':
        return setting[part];
      case 'problemFeel':
      case 'lowpoint':
      case 'turning':
        return beats && beats[part].length > 0 ? beats[part] : theme[part];
      case 'call':
      case 'callReaction':
      case 'turnAction':
      case 'resolution':
      case 'celebration':
        return theme[part];
      case 'try': {
        const bank = beats?.tries ?? theme.tries;
        const tries = bank[attempt % bank.length] ?? bank[0];
        // Only the last try may nearly work, so the story still has a turning point to reach.
        return attempt >= 2 ? [...tries, ...nearMisses] : tries;
      }
      case 'intro':
        return INTRO;
      case 'statement':
        return conflict.statement;
      case 'still':
        // "It went a tiny bit better. It did not work." contradicts itself.
        return afterNearMiss
          ? [...conflict.still, ...KEEP_GOING]
          : [...conflict.still, ...TRY_FAIL, ...KEEP_GOING];
      case 'stillOnly':
        return conflict.still;
      case 'tryResolve':
        return TRY_RESOLVE;
      case 'resolved':
        return conflict.resolved.length > 0 ? conflict.resolved : RESOLVED_FALLBACK;
      case 'virtue':
        return VIRTUE;
      case 'moral':
        return moral;
      case 'closing':
        return closing;
    }
  };

  const used = new Set<string>();
  const limits = WORD_LIMITS[band.id];
  let afterNearMiss = false;

  const pages = planArc(band.pageCount).map((plan) => {
    const sentences: string[] = [];
    render.startPage();
    afterNearMiss = false;
    for (const part of RECIPES[plan.beat][band.id]) {
      const room =
        MAX_SENTENCES[band.id] - sentences.reduce((sum, text) => sum + sentenceCount(text), 0);
      const fitting = sources(part, plan.attempt).filter(
        (template) => sentenceCount(template) <= room,
      );
      // "A box of bright new crayons" twice on one page reads like a slip.
      const pageText = sentences.join(' ');
      const fresh = fitting.filter(
        (template) =>
          !THING_SLOTS.some(
            (slot) => template.includes(`{@${slot}}`) && pageText.includes(slots[slot] ?? '\u0000'),
          ),
      );
      const chosen = chooseSentence(
        fresh.length > 0 ? fresh : fitting,
        render,
        used,
        limits,
        random,
      );
      if (!chosen) continue;
      sentences.push(chosen.text);
      if (part === 'try') afterNearMiss = nearMisses.includes(chosen.template);
    }
    return { text: sentences.join(' '), plan };
  });

  function focusObject(): string {
    if (!conflict.focus || conflict.focus.kind === 'social') return friend;
    // Rendered for its pronouns; the renderer capitalises, but this sits mid-sentence in a brief.
    const text = render('{@worry}', { preview: true });
    const first = conflict.focus.object.charAt(0);
    return first === first.toUpperCase() && first !== '{'
      ? text
      : text.charAt(0).toLowerCase() + text.slice(1);
  }

  // A child reads their own name easily, however long it is: a long name is measured as a
  // two-syllable one so it does not push the whole story out of its band.
  const text = pages.map((page) => page.text).join(' ');
  const nameSyllables = request.name
    .split(' ')
    .reduce((sum, word) => sum + countSyllables(word), 0);
  const measured = nameSyllables > 2 ? text.split(request.name).join('Mia') : text;
  const focus = conflict.focus ? { kind: conflict.focus.kind, object: focusObject() } : null;
  return {
    title,
    pages,
    cast: { friend, grownUp },
    focus,
    readingGrade: readingGrade(measured),
  };
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Picks one sentence that has not been used in this story and fits the band's length,
 * preferring longer ones for older readers. Returns null when every candidate is used.
 */
function chooseSentence(
  templates: readonly string[],
  render: Renderer,
  used: Set<string>,
  limits: { max: number; preferAtLeast: number },
  random: Random,
): { text: string; template: string } | null {
  const candidates = templates
    .map((template) => ({ template, preview: render(template, { preview: true }) }))
    // A template is used once even when it would now read differently ("She frowned. This was
    // harder than it looked." after "Mia frowned. This was …").
    .filter((candidate) => !used.has(candidate.preview) && !used.has(candidate.template));
  if (candidates.length === 0) return null;
  const fitting = candidates.filter((candidate) => wordCount(candidate.preview) <= limits.max);
  const preferred = fitting.filter(
    (candidate) => wordCount(candidate.preview) >= limits.preferAtLeast,
  );
  const pool =
    preferred.length > 0
      ? preferred
      : fitting.length > 0
        ? fitting
        : [...candidates].sort((a, b) => wordCount(a.preview) - wordCount(b.preview)).slice(0, 1);
  const chosen = random.pick(pool);
  used.add(chosen.preview);
  used.add(chosen.template);
  return { text: render(chosen.template), template: chosen.template };
}
