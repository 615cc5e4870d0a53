import { type AgeBand } from '@littlestar/shared/story';
import { planBeats } from '../../arc.js';
import type { Random } from '../../random.js';
import type { StoryRequest } from '../../request.js';
import { clashesWithCast, grownUpFromCast } from '../cast-lines.js';
import { conflictBeatsFor } from '../conflict-beats.js';
import type { ConflictFocus } from '../conflict-focus.js';
import { asActivity, detectConflictFocus, eventNamedIn } from '../conflict-focus.js';
import { everydayLines, everydaySlots, everydayThings } from '../everyday-beats.js';
import { HOME_FEAR_MEND, HOME_FEAR_TITLE, mendLines, mendTitle } from '../everyday-goal.js';
import { FEAR_TRIP, TOGETHER } from '../thread-lines.js';
import { parseConflict, trimToPhrase, type ConflictPhrases } from '../conflict.js';
import { asName, everydayFocusOf, farAwayIn, withoutCompanion } from './read-request.js';
import { AGE_WORDS, CLOSING, FRIEND_NAMES, GROWN_UPS } from '../generic-banks.js';
import { parseMoral } from '../moral.js';
import { personThread } from '../person-thread.js';
import { TOOL_FOLLOW } from '../payoff-lines.js';
import { awayPages } from '../presence.js';
import {
  BOOK,
  HELPER_THANKS,
  HELPERS,
  PLANT_TOOL,
  PLANT_TRICK,
  PLOTS,
  themeGoal,
  TOOLS,
  type Goal,
  type PlotId,
} from '../plots.js';
import { CALL } from '../goal-lines.js';
import {
  fiveWordRuns,
  focusLines,
  grownUpNamedIn,
  plainWords,
  readTitle,
  shortReference,
  unknownThingIn,
} from '../reading.js';
import { steadyingLines } from '../scene-details.js';
import { refrainsFor, tricksFor } from './tricks.js';
import { bedtimeHugs, HOME_PLACE } from '../plot-lines.js';
import { settingBankFor } from '../setting-banks.js';
import { ownThings, propsNamedIn } from '../story-things.js';
import { THEME_BANKS } from '../theme-bank.js';
import { moodLinesFor } from '../realise/mood-lines.js';

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

/** A place at home a title names, with one word before it: "Dark Cupboard", "Attic". */
const HOME_PLACE_IN_TITLE =
  /\b((?:(?!the\b|and\b)\p{L}+\s+)?(?:cupboard|closet|wardrobe|cellar|basement|attic|loft|staircase|stairs|bathtub|bath|hallway|garage))\b/iu;

/** The theme's creature and treasure, which a story that mends a quarrel leaves out. */
const THEME_GOAL_SLOT = /\{@(?:the)?(?:creature|treasure|Creature|Treasure)\}/;

/** The lines of a quarrel mended at home before a trip the two then make together. */
type TogetherLines = (typeof TOGETHER)['reach'] & { mend: ReturnType<typeof mendLines> };

/**
 * What shape the story takes, decided once from the parent's problem and the title: the one
 * answer every page asks of the plan, in place of a flag for each shape.
 */
export type StoryShape =
  /**
   * The theme's goal or the title's (a creature to rescue, a treasure, a skill, a friend) is
   * what the story is after; a fear, a skill or shyness of the parent's gives it its tries.
   */
  | { kind: 'quest' }
  /**
   * The parent's quarrel, habit or loss, or a fear that lives at home, is the story: the
   * theme's goal is left out. Mended at home, but for a lost toy or a pet that ran away,
   * which are looked for out of doors.
   */
  | { kind: 'mend'; atHome: boolean }
  /**
   * A quarrel, and a place or thing to reach or find (the title's, when `titled`): the trip is
   * promised for when the two play nicely, the quarrel is mended at home, and they go together.
   */
  | { kind: 'mendThenGo'; lines: TogetherLines; titled: boolean }
  /** A fear at home, and a place or thing the title promises: faced at home, then reached. */
  | { kind: 'faceThenGo'; reached: readonly string[] }
  /**
   * A fear, and a thing the title names (the Thunder Drum, the Silver Whistle): the child
   * longs to find it because it might make the fear smaller, and holds it while facing the
   * fear. The fear is the story; the thing is part of it, not a second errand.
   */
  | { kind: 'faceWith' }
  /**
   * The magic theme with a quarrel, a habit or a loss: the wand is wished on for the problem
   * at once, and at the end it is the child, not the wand, who mends it.
   */
  | { kind: 'wish' };

/**
 * The story's plan, made once a draft before any page is written: who is in it, what the
 * parent's problem is and what the story is after, what the child is given to use, where each
 * page happens. Everything here is decided from the request and the seed; the pages only
 * choose words for it (pages/, realise/).
 */
export function planPremise(request: StoryRequest, band: AgeBand, plot: PlotId, random: Random) {
  const setting = settingBankFor(request.setting, `${request.title}. ${request.conflict}`);
  const theme = THEME_BANKS[request.theme];
  const known = readTitle(request.title, request.name);
  // A friend the seed names is never someone already in the cast.
  const castNames = new Set(request.cast.map((companion) => companion.name));
  const friend = random.pick(
    FRIEND_NAMES.filter((name) => name !== request.name && !castNames.has(name)),
  );
  // A grown-up the title or the conflict names is the one in the story.
  // One the child misses ("misses grandpa who moved away") is not the one at home with them.
  const missed = /\bmiss(?:es|ed|ing)?\b|moved away|far away|passed away|went away/i.test(
    request.conflict,
  );
  const everyday = everydayFocusOf(request.conflict, request.name);
  // A thing the title names that no word list knows ("The Silver Whistle") is still the thing
  // the story is after; beside a habit or a loss it would be a second errand, and is left out.
  const unknownThing =
    known.goal || (everyday && everyday.kind !== 'quarrel')
      ? undefined
      : unknownThingIn(request.title, request.name);
  const titleRead = unknownThing ? { ...known, goal: unknownThing } : known;
  // Grandma far away or a pet that died is grieved; a lost teddy or a runaway cat is looked for.
  const atBedtime = everyday?.kind === 'habit' && everyday.habit === 'bedtime';
  const grieving =
    everyday?.kind === 'loss' && everyday.loss !== 'toy' && everyday.gone !== 'ran away';
  // The tries of a quarrel are the child keeping it all: felt, not steadied from.
  const quarrel = everyday?.kind === 'quarrel';
  // A big sister does not trail three steps behind or wobble her lip like a toddler.
  const olderOne = quarrel && /\b(?:big|older)\b/i.test(everydaySlots(everyday).person ?? '');
  // Grandma who moved far away is the one missed, never the one at home, even when the
  // title names her ("Letters to Grandma").
  const missedPerson = everyday?.kind === 'loss' ? everyday.person : '';
  const titleGrownUp =
    titleRead.grownUp && titleRead.grownUp !== missedPerson ? titleRead.grownUp : undefined;
  const namedGrownUp = titleGrownUp ?? (missed ? undefined : grownUpNamedIn(request.conflict));
  // A grandma in the cast is the story's grandma; the seed never adds a second one.
  const castGrownUp = grownUpFromCast(request.cast, namedGrownUp);
  const grownUp =
    castGrownUp ??
    namedGrownUp ??
    random.pick(
      GROWN_UPS.filter((name) => !clashesWithCast(name, request.cast) && name !== missedPerson),
    );
  const themed = themeGoal(request.theme, request.setting);
  const trick = random.pick(tricksFor(everyday));
  const refrain = random.pick(refrainsFor(everyday, grieving));

  // "Zoe is scared of …" written with another name (a nickname, a sibling's form) reads as
  // the child's own problem.
  const conflictText = request.conflict.replace(
    /^\p{Lu}\p{L}+\s+(?=(?:is|gets|was|feels|can't|cannot|does|doesn't|hates|fears)\s)/u,
    '',
  );
  const parsed = conflictText ? parseConflict(conflictText, request.name) : null;
  // "Does not like sharing with her big brother" is about the brother, not a fear of sharing.
  const aboutPerson =
    conflictText !== '' &&
    /\bshar(?:e|es|ed|ing)\b|\bmiss(?:es|ed|ing)?\b|moved away|went away/i.test(conflictText) &&
    personThread(conflictText) !== null;
  // A conflict too long to weave in as a sentence may still name a fear or a skill.
  const parentFocus = everyday
    ? everyday
    : aboutPerson
      ? undefined
      : (parsed?.focus ??
        (conflictText && !parsed && !trimToPhrase(conflictText, request.name)
          ? (detectConflictFocus(
              trimToPhrase(conflictText.split(/\s+/).slice(0, 14).join(' '), request.name),
            ) ?? undefined)
          : undefined));
  // A learning story the parent gave no skill (or whose title sets a place to reach) learns
  // the place's own ("sailing a little boat"), so "it was very hard" says what was hard.
  // "Zoe and the Dark Cupboard" with no problem of its own: the cupboard at home is the fear
  // the story is about, since it is no place to travel to (readTitle).
  const titleHomePlace = HOME_PLACE_IN_TITLE.exec(request.title)?.[1];
  const titleFear =
    !conflictText && titleHomePlace
      ? (detectConflictFocus(`scared of the ${titleHomePlace.toLowerCase()}`) ?? undefined)
      : undefined;
  const focus: ConflictFocus | undefined =
    (parentFocus && withoutCompanion(parentFocus)) ??
    titleFear ??
    // (The youngest keep their shorter words: "following animal tracks" reads too hard.)
    (request.theme === 'learning' && !parsed && !aboutPerson && band.id !== '3-4'
      ? { kind: 'skill', object: asActivity(setting.slots.skill) }
      : undefined);
  const conflict: ConflictPhrases = parsed
    ? {
        ...parsed,
        statement: parsed.statement.map(asName),
        still: parsed.still.map(asName),
        resolved: parsed.resolved.map(asName),
      }
    : random.pick(theme.problems);
  // Someone the parent's problem names (a baby sister, Grandpa far away) comes back at the
  // turning point and at the end; not when the theme's problem had to be told instead.
  const thread = (parsed || aboutPerson) && !focus ? personThread(conflictText) : null;
  // The school play the parent named happens in the story (a fear or a skill's occasion).
  const event =
    focus?.kind === 'fear' || focus?.kind === 'skill' ? eventNamedIn(conflictText) : null;
  const worry = everyday
    ? everyday.object
    : focus && 'object' in focus
      ? // A skill is a doing: "sailing a little boat" keeps its verb.
        focus.kind === 'skill'
        ? focus.object
        : shortReference(focus.object)
      : focus?.kind === 'social'
        ? friend
        : '';
  const ownLines = focus ? focusLines(focus) : null;
  // A fear that lives at home, in a story set elsewhere: the problem page brings the child home.
  const fearAtHome = focus?.kind === 'fear' && HOME_PLACE.test(worry);
  // A quarrel, a habit, a loss or a fear at home is the story: the theme's goal gives way to
  // it, unless the title promises a place or thing of its own (which must then matter) or the
  // theme is magic, whose wand is found at once and helps with whatever is wrong.
  const mends = (everyday !== null || fearAtHome) && !titleRead.goal && request.theme !== 'magic';
  const mend = mends ? everyday : null;
  const title =
    request.title ||
    (mend ? mendTitle(mend) : mends ? HOME_FEAR_TITLE : DEFAULT_TITLES[request.theme]).replace(
      '{name}',
      () => request.name,
    );
  // A title that promises a lantern gets another tool, or the story has two lanterns. A
  // lantern or a map shows a way to somewhere; a quarrel or a cupboard needs the little
  // book's picture of what to do.
  // A quarrel in a story whose title promises a place or thing (see `together` below).
  const quarrelTrip =
    !mends &&
    everyday?.kind === 'quarrel' &&
    (titleRead.goal?.kind === 'reach' || titleRead.goal?.kind === 'find');
  const tool =
    mends || quarrelTrip
      ? BOOK
      : titleRead.goal?.thing.id &&
          propsNamedIn(TOOLS[request.theme].tool).includes(titleRead.goal.thing.id)
        ? TOOLS.nature
        : TOOLS[request.theme];
  // A skill to learn in a learning story is the very thing the story is after.
  // "Mia and the Piano" with "wants to learn the piano": the goal is to play it, not find it.
  const titleIsSkill =
    focus?.kind === 'skill' &&
    titleRead.goal !== undefined &&
    focus.object.toLowerCase().includes(titleRead.goal.thing.word.toLowerCase());
  const goal: Goal = mends
    ? {
        kind: 'mend',
        goal: '{@worry}',
        theGoal: '{@worry}',
        lines: mend ? mendLines(mend) : HOME_FEAR_MEND,
      }
    : titleIsSkill
      ? { kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' }
      : (titleRead.goal ??
        // A learning story about a fear of doing something ("nervous about singing") learns
        // that doing, not the theme's own skill beside it.
        (themed.kind === 'learn' &&
        (focus?.kind === 'skill' || (focus?.kind === 'fear' && !focus.isThing))
          ? { kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' }
          : themed));
  // A quarrel in a story whose title promises a place or thing: the trip is promised for when
  // the two play nicely, the quarrel is mended at home, and the two get there together.
  const together =
    everyday?.kind === 'quarrel' && (goal.kind === 'reach' || goal.kind === 'find')
      ? { ...TOGETHER[goal.kind], mend: mendLines(everyday) }
      : null;
  // A fear at home in a story whose title promises a place or thing: faced at home first,
  // and then the child goes there, brave (see FEAR_TRIP).
  const fearTrip =
    !mends && fearAtHome && (goal.kind === 'reach' || goal.kind === 'find')
      ? FEAR_TRIP[goal.kind]
      : null;
  // A fear, a skill or shyness gets tries, a low point and a turning point of its own.
  const beats = focus
    ? conflictBeatsFor(
        focus.kind === 'fear' && worry === 'being up high' ? { ...focus, isThing: false } : focus,
      )
    : null;
  const nearMisses = beats?.nearMisses.length
    ? beats.nearMisses
    : (thread?.nearMisses ?? theme.nearMisses);
  const copied =
    request.conflict && plainWords(request.conflict).length > 4
      ? fiveWordRuns(request.conflict)
      : new Set<string>();

  const helper = HELPERS[request.setting];
  const slots: Record<string, string> = {
    ...setting.slots,
    worry,
    person: thread?.person ?? '',
    ...(everyday ? everydaySlots(everyday) : {}),
    // The friendship theme has introduced the friend already; elsewhere a shy child meets them.
    friendIntro: request.theme === 'friendship' ? '' : 'a kid called',
    friend,
    grownup: grownUp,
    virtue: theme.virtue,
    virtueNoun: theme.virtueNoun,
    ageWords: AGE_WORDS[request.age - 3] ?? String(request.age),
    // Inside "the story of …" the title's own closing stop would double up.
    title: title.replace(/[.!?]+$/, ''),
    goal: goal.goal,
    theGoal: goal.theGoal,
    helper: helper.helper,
    theHelper: helper.theHelper,
    trap: helper.trap,
    thanks: HELPER_THANKS[request.setting],
    tool: tool.tool,
    theTool: tool.theTool,
    toolUse: tool.use,
    toolUseShort: tool.useShort,
    toolFollow: TOOL_FOLLOW[tool.theTool] ?? `followed ${tool.theTool}`,
    trickTeach: trick.teach,
    trickDid: trick.did,
    trickWord: 'trick',
    trickFeel: trick.feel,
    trickWhy: trick.why,
    event: event ?? '',
    far: farAwayIn(conflictText),
    skillDoing: asActivity(setting.slots.skill),
  };
  // A story about the little brother learns about sharing, not the theme's lesson.
  const moral =
    (request.moral && parseMoral(request.moral, request.name)) ||
    (goal.kind === 'mend' ? goal.lines.moral : together ? together.mend.moral : theme.morals);
  // "The story of Mia's Big Day" reads well; "the story of Brave Mia" or of a question does not.
  const titleReads =
    /^(?:the|a|an)\s|\band the\b|^\S+'s\s/i.test(title) && !/story|[?!]$/i.test(title);
  const closing = titleReads ? CLOSING : CLOSING.filter((line) => !line.includes('{@title}'));
  const calls =
    goal.kind === 'mend'
      ? goal.lines.call
      : !titleRead.goal && request.theme === 'magic'
        ? theme.call
        : CALL[goal.kind];
  const plantBank = plot === 'quest' ? PLANT_TOOL : PLANT_TRICK;
  const hugs = bedtimeHugs(plot);
  const themeProblem = random.fork('theme-problem').pick(theme.problems);
  // Someone or something no thread of this story carries (a cat in the opening, a teacher
  // in a sight) would be named once and dropped: lines naming them are left out.
  const own = ownThings([
    request.title,
    request.conflict,
    grownUp,
    // The helper and the tool belong to their own plots; elsewhere a parrot is scenery.
    plot === 'kindness' ? helper.helper : '',
    plot === 'quest' ? tool.tool : '',
    // The theme's creature and treasure belong to its goal: a story that mends a quarrel
    // names neither, not even in passing.
    mends || quarrelTrip ? '' : setting.slots.creature,
    mends ? '' : setting.slots.treasure,
    // A story about sharing is about the toys, named or not.
    thread && /\bshar(?:e|es|ed|ing)\b/i.test(conflictText) ? 'toys' : '',
    everyday ? everydayThings(everyday) : '',
  ]);
  // A quarrel, a habit or a loss lives at home too: from the problem on, the child is home.
  const homeProblem = fearAtHome || everyday !== null;
  const everydayBeats = everyday ? everydayLines(everyday) : null;
  // "Dreamed of … a little fox with a bushy tail" in a story with no fox to rescue.
  const themeGoalWords = [setting.slots.creature, setting.slots.treasure].map((phrase) =>
    (
      phrase.replace(/^(?:a|an|the)\s+/i, '').split(/\s+(?:as|that|hidden|in)\s+/)[0] ?? phrase
    ).toLowerCase(),
  );
  const namesThemeGoal = (template: string) =>
    THEME_GOAL_SLOT.test(template) ||
    themeGoalWords.some((words) => template.toLowerCase().includes(words));
  const moodLines = moodLinesFor(request.setting);
  const steadying = steadyingLines();
  // Banks built from parts hold hundreds of lines; a handful, drawn by the seed, is plenty.

  const beatsOfPlot = PLOTS[band.id][plot];
  // The grown-up goes along on a family day, to teach a skill or to meet a new friend; at
  // home with a fear, the child is home from the problem on. Otherwise the child sets off alone.
  // A grown-up the parent put in the cast is with the child on the pages that name them.
  // A quarrel, a habit or a loss is the family's own day: the grown-up is near throughout.
  const grownUpAlong =
    goal.kind === 'mend' ||
    request.theme === 'family' ||
    goal.kind === 'learn' ||
    goal.kind === 'befriend' ||
    castGrownUp !== undefined;
  const problemAt = beatsOfPlot.indexOf('problem');
  const away = awayPages(beatsOfPlot).map(
    (isAway, index) => isAway && !grownUpAlong && !(homeProblem && index >= problemAt),
  );
  // Out alone, the day never runs into night: the low point comes at dusk, and the child is
  // home before dark (the pictures' light follows).
  const plans = planBeats(beatsOfPlot).map((plan, index) =>
    away[index] && (plan.time === 'night' || plan.time === 'dawn')
      ? { ...plan, time: plan.time === 'night' ? ('dusk' as const) : ('golden' as const) }
      : // Going to bed is mended at bedtime: no sunrise before "That night, Zoe snuggled down".
        atBedtime && (plan.beat === 'turning' || plan.beat === 'resolution')
        ? { ...plan, time: 'night' as const, gloom: 0.1 }
        : plan,
  );
  // A problem mended at home (a quarrel, a habit, the cupboard) is mended there: from the
  // problem to the happy end the child stays home, in words and pictures. A lost teddy or a
  // runaway cat is looked for out of doors.
  const mendsAtHome =
    goal.kind === 'mend' &&
    !(everyday?.kind === 'loss' && (everyday.loss === 'toy' || everyday.gone === 'ran away'));
  const shape: StoryShape = mends
    ? { kind: 'mend', atHome: mendsAtHome }
    : together
      ? { kind: 'mendThenGo', lines: together, titled: quarrelTrip }
      : fearTrip
        ? { kind: 'faceThenGo', reached: fearTrip }
        : focus?.kind === 'fear' && goal === titleRead.goal && goal.kind === 'find'
          ? { kind: 'faceWith' }
          : everyday && goal.kind === 'magic'
            ? { kind: 'wish' }
            : { kind: 'quest' };
  return {
    band,
    plot,
    shape,
    setting,
    theme,
    titleRead,
    friend,
    everyday,
    atBedtime,
    grieving,
    quarrel,
    olderOne,
    grownUp,
    trick,
    refrain,
    focus,
    event,
    conflict,
    thread,
    worry,
    ownLines,
    fearAtHome,
    title,
    tool,
    goal,
    beats,
    nearMisses,
    copied,
    helper,
    slots,
    moral,
    closing,
    calls,
    plantBank,
    hugs,
    themeProblem,
    own,
    homeProblem,
    everydayBeats,
    namesThemeGoal,
    moodLines,
    steadying,
    beatsOfPlot,
    problemAt,
    away,
    plans,
  };
}

/** The plan of one draft: read by every page rule, changed by none. */
export type Premise = Readonly<ReturnType<typeof planPremise>>;
