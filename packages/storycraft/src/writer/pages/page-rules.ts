import type { Beat } from '../../arc.js';
import type { StoryRequest } from '../../request.js';
import type { Premise } from '../plan/premise.js';
import { needsGrownUpHere, NEXT_MORNING, OVERNIGHT } from '../presence.js';
import { namesStranger } from '../story-things.js';
import { BRAVERY, mendsWithoutBravery } from '../plan/tricks.js';
import type { Part } from './recipes.js';
import { fearedWeather } from './world-sources.js';
import type { DraftState } from './sources.js';

/**
 * The page rules: what may not be said where. Each is named and small, so a page that reads
 * wrong points at one rule, and each has its own test (page-rules.test.ts). Part rules turn
 * a whole part of a page away ("no second sight on one page"); line rules turn one line of a
 * bank away ("no sky to look up at indoors"). None of them chooses: the seed chooses among
 * what is left (realise/sentences.ts).
 */

/** Who or what a sentence can lean on only after the story has introduced it. */
export type CastKey =
  | 'grownup'
  | 'helper'
  | 'tool'
  | 'trick'
  | 'goal'
  | 'creature'
  | 'friend'
  | 'map'
  | 'wand'
  | 'lantern'
  | 'book';

const CAST_MARKS: Array<[CastKey, RegExp]> = [
  ['grownup', /\{@grownup\}/],
  ['helper', /\{@(?:helper|theHelper)\}/],
  ['tool', /\{@(?:tool|theTool|toolUse|toolUseShort)\}/],
  ['trick', /\{@trick(?:Teach|Did|Word)\}/],
  ['goal', /\{@(?:goal|theGoal)\}/],
  ['creature', /\{@theCreature\}/],
  ['friend', /\{@friend\}/],
  ['map', /\bmap\b/i],
  ['wand', /\bwand\b/i],
  ['lantern', /\blantern\b/i],
  ['book', /\bbook\b/i],
];

/** Who or what a line leans on. */
export function castIn(template: string): CastKey[] {
  return CAST_MARKS.filter(([, mark]) => mark.test(template)).map(([key]) => key);
}

/** A page as it stands when a part is offered to it: what the rules look at. */
export interface PageSoFar {
  request: StoryRequest;
  premise: Premise;
  state: DraftState;
  beat: Beat;
  /** The parts already on this page. */
  parts: ReadonlySet<Part>;
  sentences: readonly string[];
  /** Who or what the story has brought in so far, on this page or before. */
  introduced: ReadonlySet<CastKey>;
  /** The child's age has been told. */
  ageSaid: boolean;
}

/** Parts that make a page read like a list when they come twice. */
const ONCE_A_PAGE: ReadonlySet<Part> = new Set([
  'keepGoing',
  'sights',
  'journey',
  'virtue',
  'companion',
  'share',
  // "He tried a carrot he had washed" and "he tried a bite" on one page is one turn told twice.
  'turnAction',
  // "She thought of her dog again" twice on one page.
  'goalEcho',
  // "Tip, tap, tiptoe, on and on. Tip, tap, tiptoe, on and on." when the page had nothing else.
  'refrain',
]);

/** Longing for the grown-up, as for someone far away. */
const LONGING = /back (?:to|with) \{@grownup\}|\{@grownup\} waiting at home/;
/** Asking the grown-up to wait, as the child leaves them behind. */
const GOODBYE = /when I get back|Will you wait/;

/** Goals that lie somewhere out there, with a way to them and back. */
const DESTINATIONS: ReadonlySet<string> = new Set(['reach', 'find', 'rescue']);
/** A line about the way to a place: "the way back looked even longer", "turn back". */
const WAY_THERE =
  /\bthe way (?:back|home|ahead|there|\[back\|home\]) (?:looked|turned)\b|\bturn back\b/;

/** Parts whose sentences bring someone or something into the story. */
const INTRODUCING: ReadonlySet<Part> = new Set([
  'home',
  'call',
  'callAnswer',
  'plant',
  'meet',
  // The youngest hear the promised place or thing first in the promise.
  'promise',
]);

/** The pages a fear at home keeps indoors, from the evening it is met to the low point. */
export const INDOOR_BEATS: ReadonlySet<Beat> = new Set(['problem', 'try', 'setback', 'lowpoint']);

/** What a little brother does, not a big sister (see `olderOne`). */
const TODDLERISH =
  /tried to do it too|as close to \{name\}|lip began to wobble|three steps behind|from room to room|\[followed\|copied\]/;

/** Places whose home has no garden birds outside. */
const NO_BIRDS: ReadonlySet<string> = new Set(['space', 'underwater']);

/** The end of a picking-up after a try: "…, lifted her chin and got ready to try again." */
const STEADIED =
  /, [^,.]+ and (?:got ready to (?:try|go) again|thought about what to try next|decided (?:that )?this was not the end|felt a tiny bit stronger)/;

/** Shapes whose call names the fear: the mending, the title's thing, the wish on the wand. */
const FEAR_TOLD_EARLY: ReadonlySet<string> = new Set(['mend', 'faceWith', 'wish']);

/** Words of falling asleep. */
const SLEEPS =
  /\basleep\b|\bdrift(?:ed|s)? off\b|\bsleep\b|\bdreams?\b|\bclosed (?:\{their\}|his|her|their) (?:sleepy )?eyes\b/i;

/** Weather a child can be afraid of. */
const FEARED_WEATHER = /\b(?:rain|storms?|thunder|lightning|wind)\b/i;

/** Words of the weather giving way: the rain stopping, the clouds clearing, a rainbow after. */
const WEATHER_GONE =
  /\b(?:rain|storms?|thunder|wind|clouds?)\b[^.!?]*\b(?:stopped|ended|cleared|passed|died down|faded|parted|rolled away|melted away|blew away|drifted away|went away)\b|\brainbows? (?:arched|stretched)\b|\bsun came out again\b/i;

/** Words of the sun shining. */
const SUNNY =
  /\b(?:sun|sunny|sunshine|sunlight|sunbeams?|sunrise)\b|\bwarm light of the day\b|\bgolden (?:light|glow)\b/i;

/** Rain, said or falling (not a rainbow). */
export const RAIN = /\brain(?:s|ing|drops?)?\b/i;

/** Words of the rain beginning to fall. */
const RAIN_BEGINS = /\b(?:rain|drops)\b[^.!?]*\b(?:began|started)\b|\b(?:began|started) to rain\b/i;

/** The beats before the child is on the way: the morning, the trick, the one met, the call. */
export const BEFORE_SETTING_OFF: ReadonlySet<Beat> = new Set(['opening', 'plant', 'meet', 'call']);

/** Words of setting off. */
export const SETS_OFF = /\bset off\b/i;

/** At home with the problem, from the evening it is met to the low point. */
function homeWithProblem(page: PageSoFar): boolean {
  return (
    page.premise.homeProblem &&
    (page.beat === 'problem' || page.beat === 'setback' || page.beat === 'lowpoint')
  );
}

type PartRule = (part: Part, page: PageSoFar) => boolean;

/** Each part rule answers true when the part may not go on the page. */
export const PART_RULES = {
  /** A second sight or a second shake-it-off on one page reads like a list. */
  onceAPage: (part, page) => ONCE_A_PAGE.has(part) && page.parts.has(part),
  /**
   * The helper that "stayed nearby, watching closely" or came back and "stayed close beside
   * him" need not "stay close" again.
   */
  helperAlreadyClose: (part, page) =>
    part === 'companion' &&
    (page.parts.has('meetAnswer') || /\bstayed close\b/.test(page.sentences.join(' '))),
  /** Two lines of morning light on the turning page are a sunrise; three are a list. */
  twoLightsAtMost: (part, page) => part === 'light' && page.state.lights >= 2,
  /** The house has one sunny room a page: its lines are few. */
  oneSunnyRoom: (part, page) => page.state.homeHere && part === 'bright' && page.parts.has(part),
  /** Heading somewhere before the story has said what for would lead nowhere. */
  noWayBeforeGoal: (part, page) => part === 'onward' && !page.introduced.has('goal'),
  /** "At last it worked" needs no "could do it at last!" after it. */
  reachedOnce: (part, page) =>
    part === 'reached' &&
    page.parts.has('because') &&
    page.sentences.length > 0 &&
    ['learn', 'befriend', 'magic'].includes(page.premise.goal.kind),
  /** The skill the story was after, learned on this page's first line, is not learned twice. */
  learnedOnce: (part, page) =>
    part === 'resolved' &&
    page.premise.goal.kind === 'learn' &&
    page.premise.goal.theGoal === '{@worry}' &&
    page.parts.has('because') &&
    page.sentences.length > 0,
  /** At home with the fear, the place's weather would put the child back outdoors. */
  noWeatherAtHome: (part, page) => homeWithProblem(page) && part === 'darken',
} satisfies Record<string, PartRule>;

type LineRule = (template: string, part: Part, page: PageSoFar) => boolean;

/** Each line rule answers true when the line may not go on the page. */
export const LINE_RULES = {
  /** Someone the story has not met yet cannot help, speak or be hugged. */
  notMetYet: (template, part, page) =>
    !INTRODUCING.has(part) &&
    castIn(template).some(
      (key) =>
        !page.introduced.has(key) &&
        // "a kid called Juno" introduces Juno.
        !(
          key === 'friend' &&
          page.premise.slots.friendIntro &&
          template.includes('{@friendIntro}')
        ),
    ),
  /** The grown-up stayed at home: here they can only be remembered. */
  grownUpAtHome: (template, _part, page) => !page.state.grownUpHere && needsGrownUpHere(template),
  /** Out alone, no night falls and no morning comes. */
  nothingOvernightAlone: (template, _part, page) => page.state.isAway && OVERNIGHT.test(template),
  /** Someone or something no thread of the story carries would be named once and dropped. */
  noStrangers: (template, part, page) =>
    !(part === 'moral' && page.request.moral) && namesStranger(template, page.premise.own),
  /** A big sister does not trail three steps behind or wobble her lip like a toddler. */
  noToddlerBigSister: (template, _part, page) => page.premise.olderOne && TODDLERISH.test(template),
  /** A space station or a house under the sea has no birds at its window, and no owl hoots. */
  noBirdsThere: (template, _part, page) =>
    NO_BIRDS.has(page.request.setting) &&
    ((page.state.homeHere && /\bbirds?\b/.test(template)) ||
      /\bowls? (?:hooted|called)\b/.test(template)),
  /** No creature to rescue: not even dreamed of ("a little fox with a bushy tail"). */
  noThemeGoalWhenMending: (template, _part, page) =>
    (page.premise.shape.kind === 'mend' ||
      (page.premise.shape.kind === 'mendThenGo' && page.premise.shape.titled)) &&
    page.premise.namesThemeGoal(template),
  /**
   * "The way back looked even longer" at school, learning to sing: a way back, a way ahead or
   * turning back needs a place the story is after (to reach, to find something in, to rescue
   * someone from).
   */
  noWayWithoutDestination: (template, _part, page) =>
    !DESTINATIONS.has(page.premise.goal.kind) && WAY_THERE.test(template),
  /** "Tom was eight years old …" and "Tom was eight, and …": the age is told once. */
  ageToldOnce: (template, _part, page) => page.ageSaid && template.includes('{@ageWords}'),
  /**
   * "The stars peeked through the trees as Maya drifted off. That night, Maya fell asleep …":
   * one falling asleep a page (the stars may still keep watch).
   */
  asleepOnce: (template, part, page) =>
    part === 'bedtime' && SLEEPS.test(page.sentences.join(' ')) && SLEEPS.test(template),
  /** Already home: "she wanted to run all the way home" no longer fits. */
  alreadyHome: (template, part, page) =>
    homeWithProblem(page) && part !== 'homeFear' && /\bhome\b|back with/.test(template),
  /** Indoors with the fear: no sky to look up at, no wind in the trees. */
  noSkyIndoors: (template, _part, page) =>
    page.premise.homeProblem &&
    INDOOR_BEATS.has(page.beat) &&
    /\b(?:sky|sun|trees?|path|wind|clouds?|rain)\b/i.test(template),
  /**
   * A fear of the rain or of thunder is faced, not taken away: the rain keeps falling while
   * the child listens to it, and no "the rain stopped" does the child's work.
   */
  fearedWeatherStays: (template, _part, page) =>
    page.premise.focus?.kind === 'fear' &&
    FEARED_WEATHER.test(page.premise.worry) &&
    WEATHER_GONE.test(template),
  /**
   * "Aarav listened to the loud rain" when no rain had fallen: the weather the child fears
   * comes on the problem's page, so the sky there darkens with it, not with mere grey clouds.
   */
  fearedWeatherComes: (template, part, page) => {
    if (part !== 'darken' || page.beat !== 'problem') return false;
    const feared = fearedWeather(page.premise);
    return feared !== undefined && !new RegExp(`\\b${feared}`, 'i').test(template);
  },
  /** "Rain drummed on the windows … Just then, big drops of rain began to fall": it rains once. */
  rainBeginsOnce: (template, _part, page) => page.state.rained && RAIN_BEGINS.test(template),
  /**
   * "The last warm light of the day slanted across the city" while the feared rain falls: from
   * the problem on, the weather the child fears is the weather, and no sun shines through it.
   */
  noSunInFearedWeather: (template, _part, page) =>
    page.premise.focus?.kind === 'fear' &&
    FEARED_WEATHER.test(page.premise.worry) &&
    !BEFORE_SETTING_OFF.has(page.beat) &&
    page.beat !== 'journey' &&
    SUNNY.test(template),
  /** "Uncle Ben told everyone how well Mia had done. … She raced to tell Uncle Ben": he knows. */
  noRacingToOneHere: (template, _part, page) =>
    /\bto tell \{@grownup\}/.test(template) &&
    page.sentences.some((text) => text.includes(page.premise.grownUp)),
  /** "Mia wanted to dash all the way back to Grandpa" with Grandpa beside her. */
  noLongingForOneHere: (template, _part, page) => page.state.grownUpHere && LONGING.test(template),
  /** "Will you be here when I get back?" to a grown-up who comes along all the way. */
  noGoodbyeWhenAlong: (template, _part, page) =>
    !page.premise.away.includes(true) && GOODBYE.test(template),
  /**
   * "Ravi was brave about lots of things, but not about the dark" (or "He had heard that the
   * Thunder Drum could make even the loud rain feel small", or a wish on the wand for it) on
   * the call page, and then "But Ravi had a secret worry": a fear the story opened with is no
   * news, nor a secret.
   */
  noFearAsNewsOnceTold: (template, part, page) =>
    part === 'statement' &&
    FEAR_TOLD_EARLY.has(page.premise.shape.kind) &&
    page.premise.focus?.kind === 'fear' &&
    /\bone thing\b|\bsecret\b/.test(template),
  /**
   * "Then Sofia remembered the trick, so she brushed along to the funny song … Sofia
   * remembered the funny brushing song, and brushed along to it": a habit's turning point
   * shows its trick in its own words, so the trick's words are not said again beside it.
   */
  habitTrickShownOnce: (template, _part, page) =>
    page.premise.everyday?.kind === 'habit' &&
    (page.beat === 'turning' || page.beat === 'resolution') &&
    template.includes('{@trickDid}'),
  /**
   * "Mia rubbed her eyes, lifted her chin and decided that this was not the end. She shook out
   * her hands, wiped her nose and decided this was not the end": one picking-up a page.
   */
  oneSteadyingAPage: (template, _part, page) =>
    STEADIED.test(template) && page.sentences.some((text) => STEADIED.test(text)),
  /** "He faced the dark" on a sunny morning: a fear of the dark turns round in the dark. */
  noDaylightWhenDarkFeared: (template, _part, page) =>
    page.premise.darkFeared &&
    (page.beat === 'turning' || page.beat === 'resolution') &&
    (SUNNY.test(template) || NEXT_MORNING.test(template)),
  /** "The closer Sam got to the reef …" and only then "Sam set off": nothing nears before that. */
  closerOnlyOnTheWay: (template, _part, page) =>
    !page.state.setOff && /\b(?:closer|nearer)\b/i.test(template),
  /**
   * "Before Sam set off, Papa gave them a lantern" once Sam is on the way reads backwards, and
   * so does "Sam set off" on the journey itself. (The trip at the end may still set off.)
   */
  setsOffOnce: (template, _part, page) =>
    page.state.setOff &&
    (BEFORE_SETTING_OFF.has(page.beat) || page.beat === 'journey') &&
    SETS_OFF.test(template),
  /**
   * "Everyone else was asleep" on the night of a quarrel, when the other one is still in it
   * ("Her little sister still hardly ever got a turn"): they are awake in the story.
   */
  othersAwakeInAQuarrel: (template, _part, page) =>
    page.premise.everyday?.kind === 'quarrel' && /\bEveryone else was asleep\b/.test(template),
  /** A quarrel or a loss is mended with kindness or comfort, not with a bravery trick. */
  noBraveryWhenMending: (template, _part, page) =>
    mendsWithoutBravery(page.premise.everyday) && BRAVERY.test(template),
  /** When the title sets the goal, the theme's own treasure or creature never came in. */
  noThemeTreasureWhenTitled: (template, _part, page) =>
    page.premise.titleRead.goal !== undefined &&
    /\{@(?:the)?(?:[tT]reasure|[cC]reature)\}|\btreasure\b/.test(template),
  /**
   * "Today he would try" to find the Monsoon Kite, in a story that promises it for once the
   * teeth are brushed and finds it the next morning: the trip is not today.
   */
  notTodayWhenPromised: (template, _part, page) =>
    page.premise.shape.kind === 'mendThenGo' &&
    page.beat !== 'resolution' &&
    /\btoday\b/i.test(template),
} satisfies Record<string, LineRule>;

const PART_RULE_LIST = Object.entries(PART_RULES) as Array<[string, PartRule]>;
const LINE_RULE_LIST = Object.entries(LINE_RULES) as Array<[string, LineRule]>;

/** The name of the first part rule that turns `part` away from the page, if any. */
export function partRefusedBy(part: Part, page: PageSoFar): string | undefined {
  return PART_RULE_LIST.find(([, refuses]) => refuses(part, page))?.[0];
}

/** The name of the first line rule that turns `template` away from the page, if any. */
export function lineRefusedBy(template: string, part: Part, page: PageSoFar): string | undefined {
  return LINE_RULE_LIST.find(([, refuses]) => refuses(template, part, page))?.[0];
}
