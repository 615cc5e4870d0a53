import type { StoryRequest } from '../../request.js';
import { mendLines, mendTitle } from '../everyday-goal.js';
import { FEAR_OUT_MEND, HOME_FEAR_MEND, HOME_FEAR_TITLE } from '../fear-goal.js';
import { BOOK, themeGoal, TOOLS, type Goal } from '../plots.js';
import { propsNamedIn } from '../story-things.js';
import { FEAR_TRIP, habitTrip, lossTrip, TOGETHER } from '../thread-lines.js';
import type { Problem } from './problem.js';

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

/** Fears of where a rescue happens: the dark, the weather, a height. */
export const RESCUE_FEARS =
  /\b(?:dark|darkness|night|shadows|rain|storms?|thunder|lightning|wind|high|heights?)\b/i;

/**
 * A fear met out of doors, in a story with no title of its own, is the story: the theme's
 * treasure, present or creature to rescue would be a second errand beside it. Not so where
 * the one to rescue is out in the very dark, storm or height the child fears (helping them is
 * facing it), nor a wand that helps with whatever is wrong, a friend to make (who faces it
 * beside the child), or a fear of doing something in a learning story (learning to do it).
 */
function fearIsTheStory(request: StoryRequest, problem: Problem): boolean {
  const { focus, fearAtHome, everyday, titleRead, worry } = problem;
  if (focus?.kind !== 'fear' || fearAtHome || everyday !== null || titleRead.goal) return false;
  switch (request.theme) {
    case 'adventure':
    case 'family':
      return true;
    case 'courage':
    case 'nature':
    case 'space':
      return !RESCUE_FEARS.test(worry);
    case 'learning':
      return focus.isThing;
    default:
      return false;
  }
}

/**
 * The second stage of the plan: what the story is after, given the parent's problem. The
 * problem itself (mended at home), a place or thing the title promises, the skill to learn, or
 * the theme's own goal; the tool the child is given for it; the title.
 */
export function chooseGoal(request: StoryRequest, problem: Problem) {
  const { everyday, fearAtHome, titleRead } = problem;
  const fearOut = fearIsTheStory(request, problem);
  const mends = problemIsTheStory(request, problem, fearOut);
  const title =
    request.title ||
    titleTemplate(request.theme, mends, fearOut, everyday).replace('{name}', () => request.name);
  const tripAfterMend = isTripAfterMend(problem, mends);
  // A quarrel or a cupboard needs the little book's picture of what to do.
  const tool = mends || tripAfterMend ? BOOK : themeTool(request.theme, titleRead.goal);
  const goal = goalOf(request, problem, mends, fearOut);
  const together = tripAfterMend ? togetherLines(everyday, goal) : null;
  // A fear at home in a story whose title promises a place or thing: faced at home first,
  // and then the child goes there, brave (see FEAR_TRIP).
  const fearTrip =
    !mends && fearAtHome && (goal.kind === 'reach' || goal.kind === 'find')
      ? FEAR_TRIP[goal.kind]
      : null;
  return { mends, fearOut, title, tripAfterMend, tool, goal, together, fearTrip };
}

/**
 * A quarrel, a habit, a loss or a fear at home is the story: the theme's goal gives way to
 * it, unless the title promises a place or thing of its own (which must then matter) or the
 * theme is magic, whose wand is found at once and helps with whatever is wrong.
 */
function problemIsTheStory(request: StoryRequest, problem: Problem, fearOut: boolean): boolean {
  const { everyday, fearAtHome, titleRead } = problem;
  const isAtHome = everyday !== null || fearAtHome;
  return (isAtHome && !titleRead.goal && request.theme !== 'magic') || fearOut;
}

/**
 * The title when the parent gave none. "Ravi's Big Adventure" and "the Family Day" still fit
 * a fear met out of doors; "Ravi to the Rescue" with nobody to rescue does not.
 */
function titleTemplate(
  theme: StoryRequest['theme'],
  mends: boolean,
  fearOut: boolean,
  everyday: Problem['everyday'],
): string {
  if (!mends) return DEFAULT_TITLES[theme];
  if (everyday) return mendTitle(everyday);
  return fearOut && (theme === 'adventure' || theme === 'family')
    ? DEFAULT_TITLES[theme]
    : HOME_FEAR_TITLE;
}

/**
 * A quarrel, a habit or someone missed in a story whose title promises a place or thing to
 * reach or find (see `togetherLines`).
 */
function isTripAfterMend(problem: Problem, mends: boolean): boolean {
  const { everyday, grieving, titleRead } = problem;
  if (mends || !(everyday?.kind === 'quarrel' || everyday?.kind === 'habit' || grieving)) {
    return false;
  }
  return titleRead.goal?.kind === 'reach' || titleRead.goal?.kind === 'find';
}

/**
 * The theme's tool. A title that promises a lantern gets another tool, or the story has two
 * lanterns. A lantern or a map shows a way to somewhere.
 */
function themeTool(theme: StoryRequest['theme'], titleGoal: Problem['titleRead']['goal']) {
  const promised = titleGoal?.thing.id;
  return promised && propsNamedIn(TOOLS[theme].tool).includes(promised)
    ? TOOLS.nature
    : TOOLS[theme];
}

/** The parent's problem as what the story is after: a skill to learn is learned. */
const learnTheWorry = (): Goal => ({ kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' });

function goalOf(request: StoryRequest, problem: Problem, mends: boolean, fearOut: boolean): Goal {
  const { everyday, titleRead, focus } = problem;
  if (mends) {
    const lines = everyday ? mendLines(everyday) : fearOut ? FEAR_OUT_MEND : HOME_FEAR_MEND;
    return { kind: 'mend', goal: '{@worry}', theGoal: '{@worry}', lines };
  }
  // A skill to learn in a learning story is the very thing the story is after.
  // "Mia and the Piano" with "wants to learn the piano": the goal is to play it, not find it.
  if (
    focus?.kind === 'skill' &&
    titleRead.goal !== undefined &&
    focus.object.toLowerCase().includes(titleRead.goal.thing.word.toLowerCase())
  ) {
    return learnTheWorry();
  }
  if (titleRead.goal) return titleRead.goal;
  const themed = themeGoal(request.theme, request.setting);
  // A learning story about a fear of doing something ("nervous about singing") learns
  // that doing, not the theme's own skill beside it.
  const learnsTheWorry = focus?.kind === 'skill' || (focus?.kind === 'fear' && !focus.isThing);
  return themed.kind === 'learn' && learnsTheWorry ? learnTheWorry() : themed;
}

/**
 * A quarrel or a habit in a story whose title promises a place or thing: the trip is
 * promised for when the two play nicely (or the habit is mended), the problem is mended at
 * home, and they get there together. Someone missed: the place or thing was theirs, and
 * going there is a way to feel close.
 */
function togetherLines(everyday: Problem['everyday'], goal: Goal) {
  if (!everyday || (goal.kind !== 'reach' && goal.kind !== 'find')) return null;
  const trip =
    everyday.kind === 'habit'
      ? habitTrip(everyday.habit, goal.kind)
      : everyday.kind === 'loss'
        ? lossTrip(goal.kind)
        : TOGETHER[goal.kind];
  return { ...trip, mend: mendLines(everyday) };
}
