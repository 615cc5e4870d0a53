import { type AgeBand } from '@littlestar/shared/story';
import { planBeats } from '../../arc.js';
import type { Random } from '../../random.js';
import type { StoryRequest } from '../../request.js';
import { conflictBeatsFor } from '../conflict-beats.js';
import { asActivity } from '../conflict-focus.js';
import { everydayLines, everydaySlots, everydayThings } from '../everyday-beats.js';
import type { mendLines } from '../everyday-goal.js';
import type { TOGETHER } from '../thread-lines.js';
import { farAwayIn } from './read-request.js';
import { AGE_WORDS, CLOSING } from '../generic-banks.js';
import { parseMoral } from '../moral.js';
import { TOOL_FOLLOW } from '../payoff-lines.js';
import { awayPages } from '../presence.js';
import {
  HELPER_THANKS,
  HELPERS,
  PLANT_TOOL,
  PLANT_TRICK,
  PLOTS,
  type Goal,
  type PlotId,
} from '../plots.js';
import { CALL } from '../goal-lines.js';
import { fiveWordRuns, plainWords } from '../reading.js';
import { steadyingLines } from '../scene-details.js';
import { bedtimeHugs } from '../plot-lines.js';
import { ownThings } from '../story-things.js';
import { moodLinesFor } from '../realise/mood-lines.js';
import { chooseGoal, RESCUE_FEARS } from './goal.js';
import { readProblem, type Problem } from './problem.js';

/** The theme's creature and treasure, which a story that mends a quarrel leaves out. */
const THEME_GOAL_SLOT = /\{@(?:the)?(?:creature|treasure|Creature|Treasure)\}/;

/**
 * The lines of a quarrel, a habit or a loss mended at home before a trip made together; the
 * youngest hear the promise only where nine words can tie the two (`promiseShort`).
 */
type TogetherLines = (typeof TOGETHER)['reach'] & {
  promiseShort?: string[];
  mend: ReturnType<typeof mendLines>;
};

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
   * A quarrel or a habit, and a place or thing to reach or find (the title's, when `titled`):
   * the trip is promised for when the two play nicely (or the teeth are brushed), the problem
   * is mended at home, and they go together.
   */
  | { kind: 'mendThenGo'; lines: TogetherLines; titled: boolean }
  /** A fear at home, and a place or thing the title promises: faced at home, then reached. */
  | { kind: 'faceThenGo'; reached: readonly string[] }
  /**
   * A fear, and a thing the title names (the Thunder Drum, the Silver Whistle): the child
   * longs to find it because it might make the fear smaller, and holds it while facing the
   * fear. The fear is the story; the thing is part of it, not a second errand. Shyness too:
   * the thing is a job for two, so finding it means asking someone, and the two hold it.
   * A place the title names: the feared thing is on the way there, so facing it gets them there.
   */
  | { kind: 'faceWith' }
  /**
   * The magic theme with a quarrel, a habit, a loss or a fear: the wand is wished on for the
   * problem at once, and at the end it is the child, not the wand, who mends or faces it.
   */
  | { kind: 'wish' };

/** What the story is after, and the tool and title that go with it. */
type Aim = ReturnType<typeof chooseGoal>;

/**
 * The story's plan, made once a draft before any page is written: who is in it, what the
 * parent's problem is and what the story is after, what the child is given to use, where each
 * page happens. Everything here is decided from the request and the seed; the pages only
 * choose words for it (pages/, realise/).
 */
export function planPremise(request: StoryRequest, band: AgeBand, plot: PlotId, random: Random) {
  const problem = readProblem(request, band, random);
  const { setting, theme, titleRead, friend, everyday, grownUp, trick, focus, thread } = problem;
  const { worry, fearAtHome, event, atBedtime } = problem;
  const aim = chooseGoal(request, problem);
  const { title, tool, goal, together } = aim;
  const beats = beatsFor(problem);
  const nearMisses = nearMissesOf(problem, beats);
  const copied =
    request.conflict && plainWords(request.conflict).length > 4
      ? fiveWordRuns(request.conflict)
      : new Set<string>();

  const helper = HELPERS[request.setting];
  const slots = slotsFor(request, problem, aim);
  const moral = moralOf(request, problem, aim);
  // "The story of Mia's Big Day" reads well; "the story of Brave Mia" or of a question does not.
  const titleReads =
    /^(?:the|a|an)\s|\band the\b|^\S+'s\s/i.test(title) && !/story|[?!]$/i.test(title);
  const closing = titleReads ? CLOSING : CLOSING.filter((line) => !line.includes('{@title}'));
  const calls = callsOf(request, problem, goal);
  const plantBank = plot === 'quest' ? PLANT_TOOL : PLANT_TRICK;
  const hugs = bedtimeHugs(plot);
  const themeProblem = random.fork('theme-problem').pick(theme.problems);
  const own = ownThingsOf(request, plot, problem, aim);
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
  const pages = planPages(request, band, plot, problem, goal, homeProblem, together !== null);
  return {
    band,
    plot,
    shape: shapeOf(problem, aim),
    setting,
    theme,
    titleRead,
    keepsake: problem.keepsake,
    friend,
    everyday,
    atBedtime,
    grieving: problem.grieving,
    quarrel: problem.quarrel,
    olderOne: problem.olderOne,
    grownUp,
    trick,
    refrain: problem.refrain,
    focus,
    event,
    titleEvent: problem.titleEvent,
    conflict: problem.conflict,
    thread,
    worry,
    ownLines: problem.ownLines,
    fearAtHome,
    darkFeared: problem.darkFeared,
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
    ...pages,
  };
}

/** The plan of one draft: read by every page rule, changed by none. */
export type Premise = Readonly<ReturnType<typeof planPremise>>;

/** A fear, a skill or shyness gets tries, a low point and a turning point of its own. */
function beatsFor({ focus, worry }: Problem) {
  if (!focus) return null;
  // Being up high is no thing to walk toward.
  const isHeight = focus.kind === 'fear' && worry === 'being up high';
  return conflictBeatsFor(isHeight ? { ...focus, isThing: false } : focus);
}

/** The tries that nearly work: the problem's own, the person's, or the theme's. */
function nearMissesOf({ thread, theme }: Problem, beats: ReturnType<typeof beatsFor>) {
  if (beats?.nearMisses.length) return beats.nearMisses;
  return thread?.nearMisses ?? theme.nearMisses;
}

/** A story about the little brother learns about sharing, not the theme's lesson. */
function moralOf(request: StoryRequest, { theme }: Problem, { goal, together }: Aim) {
  const parentMoral = request.moral && parseMoral(request.moral, request.name);
  if (parentMoral) return parentMoral;
  if (goal.kind === 'mend') return goal.lines.moral;
  return together ? together.mend.moral : theme.morals;
}

/** What calls the child away: the problem mended, the wand, or the goal's own call. */
function callsOf(request: StoryRequest, { titleRead, theme }: Problem, goal: Goal) {
  if (goal.kind === 'mend') return goal.lines.call;
  return !titleRead.goal && request.theme === 'magic' ? theme.call : CALL[goal.kind];
}

/**
 * Someone or something no thread of this story carries (a cat in the opening, a teacher
 * in a sight) would be named once and dropped: lines naming them are left out.
 */
function ownThingsOf(request: StoryRequest, plot: PlotId, problem: Problem, aim: Aim) {
  const { setting, everyday, thread, conflictText, grownUp } = problem;
  const { mends, tripAfterMend, tool } = aim;
  return ownThings([
    request.title,
    request.conflict,
    grownUp,
    // The helper and the tool belong to their own plots; elsewhere a parrot is scenery.
    plot === 'kindness' ? HELPERS[request.setting].helper : '',
    plot === 'quest' ? tool.tool : '',
    // The theme's creature and treasure belong to its goal: a story that mends a quarrel
    // names neither, not even in passing.
    mends || tripAfterMend ? '' : setting.slots.creature,
    mends ? '' : setting.slots.treasure,
    // A story about sharing is about the toys, named or not.
    thread && /\bshar(?:e|es|ed|ing)\b/i.test(conflictText) ? 'toys' : '',
    everyday ? everydayThings(everyday) : '',
  ]);
}

/**
 * Where each page happens: the plot's beats for the age band, which pages the child is out
 * without the grown-up, and each page's time of day.
 */
function planPages(
  request: StoryRequest,
  band: AgeBand,
  plot: PlotId,
  problem: Problem,
  goal: Goal,
  homeProblem: boolean,
  tripPromised: boolean,
) {
  const beatsOfPlot = PLOTS[band.id][plot];
  // The grown-up goes along on a family day, to teach a skill or to meet a new friend; at
  // home with a fear, the child is home from the problem on. Otherwise the child sets off alone.
  // A grown-up the parent put in the cast is with the child on the pages that name them.
  // A quarrel, a habit or a loss is the family's own day: the grown-up is near throughout,
  // and so before a trip the grown-up promises for once it is mended.
  const grownUpAlong =
    tripPromised ||
    goal.kind === 'mend' ||
    request.theme === 'family' ||
    goal.kind === 'learn' ||
    goal.kind === 'befriend' ||
    problem.darkFeared ||
    problem.castGrownUp !== undefined;
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
        // Nor before the dark the child fears is faced.
        (problem.atBedtime || problem.darkFeared) &&
          (plan.beat === 'turning' || plan.beat === 'resolution')
        ? { ...plan, time: 'night' as const, gloom: 0.1 }
        : plan,
  );
  return { beatsOfPlot, problemAt, away, plans };
}

/** The story's shape, from the parent's problem and what the story is after. */
function shapeOf(problem: Problem, aim: Aim): StoryShape {
  const { everyday, focus } = problem;
  const { goal } = aim;
  if (aim.mends) return { kind: 'mend', atHome: mendsAtHome(problem, aim) };
  if (aim.together) return { kind: 'mendThenGo', lines: aim.together, titled: aim.tripAfterMend };
  if (aim.fearTrip) return { kind: 'faceThenGo', reached: aim.fearTrip };
  if (FACED_WITH_GOAL.some((faces) => faces(problem, goal))) return { kind: 'faceWith' };
  // The wand is wished on for a fear too: it is not a second errand beside it.
  return (everyday || focus?.kind === 'fear') && goal.kind === 'magic'
    ? { kind: 'wish' }
    : { kind: 'quest' };
}

/**
 * A problem mended at home (a quarrel, a habit, the cupboard) is mended there: from the
 * problem to the happy end the child stays home, in words and pictures. A lost teddy or a
 * runaway cat is looked for out of doors.
 */
function mendsAtHome({ everyday }: Problem, aim: Aim): boolean {
  const isLookedFor =
    everyday?.kind === 'loss' && (everyday.loss === 'toy' || everyday.gone === 'ran away');
  return aim.goal.kind === 'mend' && !aim.fearOut && !isLookedFor;
}

/** When the child faces the fear (or shyness) by going after the goal, not beside it. */
const FACED_WITH_GOAL: ReadonlyArray<(problem: Problem, goal: Goal) => boolean> = [
  // A thing the title names: shyness too, the thing is a job for two, found by asking someone.
  ({ focus, titleRead }, goal) =>
    (focus?.kind === 'fear' || focus?.kind === 'social') &&
    goal === titleRead.goal &&
    goal.kind === 'find',
  // A fear of something out there (dogs, deep water, the dark) and the title's place: the way
  // there goes past it. (The school play the parent named has its own day.)
  ({ focus, event, titleRead }, goal) =>
    focus?.kind === 'fear' &&
    focus.isThing &&
    !event &&
    goal === titleRead.goal &&
    goal.kind === 'reach',
  // Someone to rescue out in the dark, the storm or up high, and a fear of it: helping them
  // means facing it. (A fear of dogs or of swimming has no part in rescuing a lost star.)
  ({ focus, worry }, goal) =>
    focus?.kind === 'fear' && goal.kind === 'rescue' && RESCUE_FEARS.test(worry),
  // A friend to make and a fear: the friend fears it too, and the two face it together.
  ({ focus }, goal) => focus?.kind === 'fear' && goal.kind === 'befriend',
];

/** The words each slot of a line ({@worry}, {@theTool}, {@far} …) stands for in this story. */
function slotsFor(
  request: StoryRequest,
  problem: Problem,
  { title, goal, tool }: ReturnType<typeof chooseGoal>,
): Record<string, string> {
  const { setting, theme, everyday, friend, grownUp, trick, thread, worry, event } = problem;
  const { conflictText } = problem;
  const helper = HELPERS[request.setting];
  return {
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
    event: event ?? problem.titleEvent ?? '',
    far: farAwayIn(conflictText),
    skillDoing: asActivity(setting.slots.skill),
    keepThing: problem.keepsake?.theGoal ?? '',
  };
}
