import { ageBandFor, type AgeBand } from '@littlestar/shared/story';
import type { Random } from '../random.js';
import { countSyllables, readingGrade } from '../reading-grade.js';
import type { StoryRequest } from '../request.js';
import type { ConflictFocus } from './conflict-focus.js';
import { HABIT_SCENE } from './everyday-beats.js';
import { PLOT_IDS, type PlotId } from './plots.js';
import type { Renderer } from './voice.js';
import { planPremise, type Premise } from './plan/premise.js';
import { draftWriter, type ComposedPage } from './pages/write-page.js';

export type { ComposedPage } from './pages/write-page.js';

export interface ComposedStory {
  title: string;
  pages: ComposedPage[];
  plot: PlotId;
  /** The line the youngest readers hear again and again; null for older readers. */
  refrain: string | null;
  /** Who else is in the story, so the pictures can show them. */
  cast: {
    friend: string;
    grownUp: string;
    helper: string;
    goal: string;
    worry: string;
    /** The quest plot's tool ("the little lantern"); '' in other plots. */
    tool: string;
  };
  /**
   * The parent's quarrel, habit or loss is what the story is after: the theme's goal (its
   * creature, its treasure) is in neither the words nor the pictures.
   */
  mends: boolean;
  /** The parent's problem when it is a fear, a skill or shyness, with its object in words. */
  focus: { kind: ConflictFocus['kind']; object: string } | null;
  readingGrade: number;
}

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
 * with other sentence choices; the plainest of the drafts is kept. The seed picks the plot
 * once, so every draft tells the same story in other words.
 */
export function composeStory(request: StoryRequest, random: Random): ComposedStory {
  const band = ageBandFor(request.age);
  const plot = random.fork('plot').pick(PLOT_IDS);
  // A family that chose he, she or they should see that word in the story, not only the name.
  const pronoun = PRONOUN_CHECK[request.pronouns];
  let best: ComposedStory | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let draft = 0; draft < DRAFTS; draft += 1) {
    const story = composeDraft(request, band, plot, random.fork(`draft-${draft}`));
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

function composeDraft(
  request: StoryRequest,
  band: AgeBand,
  plot: PlotId,
  random: Random,
): ComposedStory {
  const premise = planPremise(request, band, plot, random);
  const { render, writePage } = draftWriter(request, premise, random);
  const pages = premise.plans.map((plan, pageIndex) => writePage(plan, pageIndex));
  // A child reads their own name easily, however long it is: a long name is measured as a
  // two-syllable one so it does not push the whole story out of its band.
  const text = pages.map((page) => page.text).join(' ');
  const nameSyllables = request.name
    .split(' ')
    .reduce((sum, word) => sum + countSyllables(word), 0);
  const measured = nameSyllables > 2 ? text.split(request.name).join('Mia') : text;
  const { focus, goal, worry } = premise;
  return {
    title: premise.title,
    pages,
    plot,
    refrain: band.id === '3-4' ? render(premise.refrain, { preview: true }) : null,
    cast: {
      friend: premise.friend,
      grownUp: premise.grownUp,
      helper: premise.helper.theHelper,
      // The problem mended is drawn as its person or thing, never as the theme's goal.
      goal: goal.kind === 'mend' ? '' : render(goal.theGoal, { preview: true }),
      worry: worry ? render('{@worry}', { preview: true }) : '',
      tool: plot === 'quest' ? premise.tool.theTool : '',
    },
    mends: goal.kind === 'mend',
    focus: focus ? { kind: focus.kind, object: focusObject(premise, render) } : null,
    readingGrade: readingGrade(measured),
  };
}

/** What the parent's problem is about, in words, for the pictures (a scene, a person, a thing). */
function focusObject(premise: Premise, render: Renderer): string {
  const { everyday, focus } = premise;
  if (everyday?.kind === 'habit') return HABIT_SCENE[everyday.habit];
  if (everyday?.kind === 'quarrel')
    return render('{@person} and {@worry}', { preview: true }).replace(/^./, (c) =>
      c.toLowerCase(),
    );
  if (!focus || focus.kind === 'social') return premise.friend;
  const rendered = render('{@worry}', { preview: true });
  return rendered.charAt(0).toLowerCase() + rendered.slice(1);
}
