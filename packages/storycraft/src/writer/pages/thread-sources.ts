import { HOME_FEAR_MEND } from '../fear-goal.js';
import { TURN_FEEL, VIRTUE } from '../generic-banks.js';
import { CALL_ANSWER, GOAL_ECHO, GOAL_ENDING, REACHED } from '../goal-lines.js';
import { BECAUSE, BECAUSE_SHORT, EARNED, EARNED_SHORT } from '../payoff-lines.js';
import { EVENT_AFTER, EVENT_DAY, EVENT_DAY_SHORT, EVENT_SOON, ONWARD } from '../plot-lines.js';
import { MEET, PAYOFF } from '../plots.js';
import {
  FRIEND_HELD,
  FRIEND_WHY,
  GOAL_HELD,
  GOAL_WHY,
  KEEPSAKE,
  REACH_HELD,
  REACH_WHY,
  RESCUE_HELD,
  RESCUE_WHY,
  SHY_GOAL_HELD,
  SHY_GOAL_WHY,
  WISH_DONE,
  wishLines,
} from '../thread-lines.js';
import type { Premise } from '../plan/premise.js';
import type { Sources } from './sources.js';

/**
 * The problem is mended where the child is, with no trip toward it first: a quarrel, a habit
 * or a loss mended at home (the promised trip of a quarrel comes after), or the wand wished on.
 */
function mendsAtHome({ goal, shape }: Premise): boolean {
  return goal.kind === 'mend' || shape.kind === 'mendThenGo' || shape.kind === 'wish';
}

/**
 * What ties the fear (or shyness) to what the story is after, in one place: why the child longs
 * for it at the call (or, for a place, why getting there means facing the fear), and how it is
 * held as the fear is faced.
 */
function linkOf({ goal, focus }: Premise) {
  if (goal.kind === 'rescue') return { why: RESCUE_WHY, held: RESCUE_HELD };
  if (goal.kind === 'reach') return { why: REACH_WHY, held: REACH_HELD };
  if (goal.kind === 'befriend') return { why: FRIEND_WHY, held: FRIEND_HELD };
  if (focus?.kind === 'social') return { why: SHY_GOAL_WHY, held: SHY_GOAL_HELD };
  return { why: GOAL_WHY, held: GOAL_HELD };
}

/**
 * What the story is after and how the child gets there: the call, what is planted, the goal
 * echoed, reached and remembered, each as the story's shape has it (a problem mended at home,
 * a trip after a quarrel, a thing held as a fear is faced, a wish on the wand, a keepsake).
 */
export const THREAD_SOURCES = {
  call: ({ premise }) => premise.calls,
  callAnswer: ({ premise: { goal } }) =>
    goal.kind === 'mend' ? goal.lines.callAnswer : CALL_ANSWER[goal.kind],
  plant: ({ premise }) => {
    const lines = premise.band.id === '3-4' ? premise.plantBank.short : premise.plantBank.middle;
    // Nobody sets off anywhere in a story about the little brother or the vegetables, nor
    // with a wand wished on for Grandpa far away.
    return mendsAtHome(premise) ? lines.filter((line) => !/set off|for the way/.test(line)) : lines;
  },
  plantAnswer: ({ premise }) => premise.plantBank.answer,
  meet: ({ premise }) => (premise.band.id === '3-4' ? MEET.short : MEET.middle),
  meetAnswer: ({ premise }) => (premise.band.id === '3-4' ? MEET.shortAnswer : MEET.answer),
  goalEcho: ({ premise: { goal } }) =>
    goal.kind === 'mend' ? goal.lines.echo : GOAL_ECHO[goal.kind],
  // No goal to head for: more of the day, with the other one or the habit in it. A trip
  // promised for later is not walked toward yet.
  onward: ({ premise: { goal, shape } }) => {
    if (shape.kind === 'mendThenGo') return shape.lines.mend.day;
    return goal.kind === 'mend' ? goal.lines.day : ONWARD[goal.kind];
  },
  payoff: ({ premise }) => {
    const { band, plot } = premise;
    const lines = band.id === '3-4' ? PAYOFF[plot].short : PAYOFF[plot].middle;
    // A quarrel, the vegetables or Grandpa far away need no "safer way", and nothing is late
    // for them.
    return mendsAtHome(premise)
      ? lines.filter((line) => !/safer way|just in time/i.test(line))
      : lines;
  },
  turnFeel: () => TURN_FEEL,
  because: ({ premise: { band, plot, goal, shape } }) => {
    const young = band.id === '3-4';
    if (goal.kind === 'mend')
      return young ? goal.lines.becauseShort[plot] : goal.lines.because[plot];
    // The trick mends the quarrel; the trip comes after.
    if (shape.kind === 'mendThenGo') {
      return young ? shape.lines.mend.becauseShort[plot] : shape.lines.mend.because[plot];
    }
    if (shape.kind === 'faceThenGo') {
      return young ? HOME_FEAR_MEND.becauseShort[plot] : HOME_FEAR_MEND.because[plot];
    }
    // A skill, a friend or the wand is reached by what the child did with what was planted.
    if (goal.kind === 'learn' || goal.kind === 'befriend' || goal.kind === 'magic') {
      return young ? EARNED_SHORT[goal.kind][plot] : EARNED[goal.kind][plot];
    }
    return young ? BECAUSE_SHORT[plot] : BECAUSE[plot];
  },
  // What mends it is said by the resolution's own lines.
  reached: ({ premise: { goal } }) => (goal.kind === 'mend' ? [] : REACHED[goal.kind]),
  eventDay: ({ premise }) =>
    premise.event ? (premise.band.id === '3-4' ? EVENT_DAY_SHORT : EVENT_DAY) : [],
  eventSoon: ({ premise }) => (premise.titleEvent ? EVENT_SOON : []),
  eventAfter: ({ premise }) =>
    premise.titleEvent ? (premise.band.id === '3-4' ? EVENT_AFTER.short : EVENT_AFTER.middle) : [],
  mendCall: ({ premise: { shape } }) => (shape.kind === 'mendThenGo' ? shape.lines.mend.call : []),
  promise: ({ premise: { shape, band } }) => {
    if (shape.kind !== 'mendThenGo') return [];
    return band.id === '3-4' ? (shape.lines.promiseShort ?? []) : shape.lines.promise;
  },
  reachedTogether: ({ premise: { shape } }) =>
    shape.kind === 'mendThenGo'
      ? shape.lines.reached
      : shape.kind === 'faceThenGo'
        ? shape.reached
        : [],
  goalWhy: ({ premise }) => {
    const { why } = linkOf(premise);
    return premise.band.id === '3-4' ? why.short : why.middle;
  },
  goalHeld: ({ premise }) => linkOf(premise).held,
  wish: ({ premise: { everyday, band } }) => wishLines(everyday, band.id === '3-4'),
  wishDone: () => WISH_DONE,
  keepsakeGiven: ({ premise }) =>
    premise.band.id === '3-4' ? KEEPSAKE.given.short : KEEPSAKE.given.middle,
  keepsakeHeld: ({ premise }) =>
    premise.band.id === '3-4' ? KEEPSAKE.held.short : KEEPSAKE.held.middle,
  goalEnding: ({ premise: { goal, shape } }) => {
    if (shape.kind === 'mendThenGo') return shape.lines.ending;
    return goal.kind === 'mend' ? goal.lines.ending : GOAL_ENDING[goal.kind];
  },
  // The theme's treasure dance belongs to its treasure.
  celebration: ({ premise: { goal, theme } }) =>
    goal.kind === 'mend' ? goal.lines.celebration : theme.celebration,
  // "It is wonderful to be gentle" is the theme's, not what the child did.
  virtue: ({ premise: { goal, shape } }) => {
    if (shape.kind === 'mendThenGo') return shape.lines.mend.virtue;
    return goal.kind === 'mend' ? goal.lines.virtue : VIRTUE;
  },
  moral: ({ premise }) => premise.moral,
} satisfies Partial<Sources>;
