import type { PagePlan } from '../../arc.js';
import type { Random } from '../../random.js';
import type { Premise } from '../plan/premise.js';
import { QUARREL_NEARLY, QUARREL_STEADY } from '../quarrel-lines.js';
import { PROBLEM_SOURCES } from './problem-sources.js';
import type { Part } from './recipes.js';
import { THREAD_SOURCES } from './thread-sources.js';
import { WORLD_SOURCES } from './world-sources.js';

/**
 * What the draft has told so far and where the page being written stands: the few facts
 * that change as the pages are written, read by the page rules and the line banks.
 */
export interface DraftState {
  /** The problem is told in the parent's words (not the theme's, when theirs would be copied). */
  statedOwn: boolean;
  /** The last try nearly worked: no "it did not work" after it. */
  afterNearMiss: boolean;
  /** Lines of a quarrel's feelings on this page. */
  feltHere: number;
  /** Out without the grown-up, who stayed at home. */
  isAway: boolean;
  /** The grown-up is with the child on this page. */
  grownUpHere: boolean;
  /** At home, where the problem is mended. */
  homeHere: boolean;
  /** Lines of light said on the page being written (two at most). */
  lights: number;
  /** The page on which a child who would not go to bed falls asleep: calm, and nobody shouts. */
  asleep: boolean;
  /** The child has set off toward the goal: only now can it come closer. */
  setOff: boolean;
  /** The book has said rain: it does not begin to fall a second time. */
  rained: boolean;
}

export function newDraftState(): DraftState {
  return {
    statedOwn: true,
    afterNearMiss: false,
    feltHere: 0,
    isAway: false,
    grownUpHere: true,
    homeHere: false,
    lights: 0,
    asleep: false,
    setOff: false,
    rained: false,
  };
}

/** What a part's lines are drawn from: the premise and where the draft stands. */
export interface SourceContext {
  premise: Premise;
  state: DraftState;
  /** A handful of lines drawn by the seed from a bank built from parts. */
  sample: (lines: readonly string[], count?: number) => string[];
  /** A quarrel's feelings after a try, while the page has room for them. */
  quarrelFelt: () => readonly string[];
}

/** For each part of a page, the lines it may be written from, on the page planned. */
export type Sources = Record<Part, (context: SourceContext, plan: PagePlan) => readonly string[]>;

const SOURCES: Sources = { ...WORLD_SOURCES, ...THREAD_SOURCES, ...PROBLEM_SOURCES };

/**
 * The lines each part of a page may be written from, for this story and as things stand:
 * the theme's, the place's, the parent's problem's own, narrowed to what fits where the child
 * is and what has happened.
 */
export function sourcesFor(premise: Premise, state: DraftState, random: Random) {
  const context: SourceContext = {
    premise,
    state,
    // Banks built from parts hold hundreds of lines; a handful, drawn by the seed, is plenty.
    sample: (lines, count = 10) =>
      Array.from({ length: count }, () => lines[random.int(lines.length)] ?? ''),
    // After a selfish try the child feels it; after nearly sharing, a small warm start. A few
    // such lines a page at most (two for the youngest): more read like a list of feelings.
    quarrelFelt: () =>
      state.feltHere >= (premise.band.id === '3-4' ? 2 : 3)
        ? []
        : state.afterNearMiss
          ? QUARREL_NEARLY
          : QUARREL_STEADY,
  };
  return (part: Part, plan: PagePlan): readonly string[] => SOURCES[part](context, plan);
}
