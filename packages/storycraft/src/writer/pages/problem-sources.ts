import { GROWN_UP_COMFORT } from '../everyday-beats.js';
import { GRIEF_STEADY } from '../everyday-goal.js';
import { KEEP_GOING, RESOLVED_FALLBACK, TRY_FAIL, TRY_RESOLVE } from '../generic-banks.js';
import {
  HOME_EVERYDAY,
  HOME_FEAR,
  HOME_FEAR_FEEL,
  HOME_FEAR_SETBACK,
  SHARE,
} from '../plot-lines.js';
import { GROWN_UP_CHEER, SETBACK } from '../plots.js';
import { REMEMBERED_ADVICE, REMEMBERED_SHORT } from '../presence.js';
import { QUARREL_NUDGE, QUARREL_NUDGE_NEARLY } from '../quarrel-lines.js';
import type { Sources } from './sources.js';

/**
 * The parent's problem (or the theme's, or the person's it names): told, tried, felt at the
 * low point and turned round, with the grown-up's cheer or comfort as the problem needs.
 */
export const PROBLEM_SOURCES = {
  statement: ({ premise: { ownLines, thread, conflict } }) =>
    ownLines ? ownLines.statement : (thread?.statement ?? conflict.statement),
  themeStatement: ({ premise }) => premise.themeProblem.statement,
  problemFeel: ({ premise: { beats, theme } }) =>
    beats && beats.problemFeel.length > 0 ? beats.problemFeel : theme.problemFeel,
  homeFear: ({ premise: { goal, fearAtHome, everyday } }) => {
    // A child who spent the day at home with the grown-up does not "go back home".
    // Nor is a grieving house "a little grumpy".
    // The cupboard waits at home; the child never left it.
    if (goal.kind === 'mend' && fearAtHome) {
      return HOME_FEAR.filter((line) => !/went back home|Back home/.test(line));
    }
    if (!everyday) return HOME_FEAR;
    return HOME_EVERYDAY.filter(
      (line) =>
        !(goal.kind === 'mend' && /back home\./.test(line)) &&
        !(everyday.kind === 'loss' && /grumpy/.test(line)),
    );
  },
  homeFearFeel: ({ premise }) => (premise.fearAtHome ? HOME_FEAR_FEEL : []),
  try: ({ premise: { beats, thread, theme, nearMisses, band }, state }, { attempt }) => {
    const bank = beats?.tries ?? (thread?.tries && state.statedOwn ? thread.tries : theme.tries);
    const tries = bank[attempt % bank.length] ?? bank[0];
    // Only the last try may nearly work, so the story still has a turning point to reach.
    const near = !beats && thread && !state.statedOwn ? theme.nearMisses : nearMisses;
    return attempt >= 1 && band.id !== '3-4' ? [...tries, ...near] : tries;
  },
  still: ({ premise: { ownLines, thread, conflict, grieving, quarrel }, state, quarrelFelt }) => [
    ...(ownLines ? ownLines.still : (thread?.still ?? conflict.still)),
    // "It went a tiny bit better. It did not work." contradicts itself.
    ...(state.afterNearMiss || grieving || quarrel ? [] : TRY_FAIL),
    ...(quarrel ? quarrelFelt() : grieving ? GRIEF_STEADY : KEEP_GOING),
  ],
  stillOnly: ({ premise: { ownLines, thread, conflict } }) =>
    ownLines ? ownLines.still : (thread?.still ?? conflict.still),
  keepGoing: ({ premise: { grieving, quarrel, steadying }, sample, quarrelFelt }) => {
    if (grieving) return GRIEF_STEADY;
    if (quarrel) return quarrelFelt();
    // A book says each clause once, so a page may pass over several before one fits.
    return sample(steadying, 30);
  },
  tryResolve: ({ premise: { grieving, quarrel }, quarrelFelt }) => {
    if (quarrel) return quarrelFelt();
    return grieving ? GRIEF_STEADY : TRY_RESOLVE;
  },
  // At home with the fear, or stuck on someone the problem names: a setback of its own.
  setback: ({ premise: { everydayBeats, fearAtHome, thread }, state }) => {
    if (everydayBeats) return everydayBeats.setback;
    if (fearAtHome) return HOME_FEAR_SETBACK;
    return thread?.setback && state.statedOwn ? thread.setback : SETBACK;
  },
  // Missing Grandpa or keeping the toys: the low point is about them.
  lowpoint: ({ premise: { beats, thread, theme }, state }) => {
    if (beats && beats.lowpoint.length > 0) return beats.lowpoint;
    return thread?.lowpoint && state.statedOwn ? thread.lowpoint : theme.lowpoint;
  },
  grownUpCheer: ({ premise: { everyday, quarrel, band }, state }) => {
    // A child missing someone is comforted, not cheered on.
    if (state.grownUpHere && everyday?.kind === 'loss') return GROWN_UP_COMFORT;
    // Hiding the toys is nudged, not cheered on.
    if (state.grownUpHere && quarrel) {
      return state.afterNearMiss ? QUARREL_NUDGE_NEARLY : QUARREL_NUDGE;
    }
    // "Try again!" would answer a try that nearly worked as if it had failed.
    if (state.grownUpHere) {
      return state.afterNearMiss
        ? GROWN_UP_CHEER.filter((line) => !/try again/i.test(line))
        : GROWN_UP_CHEER;
    }
    return band.id === '3-4' ? REMEMBERED_SHORT : REMEMBERED_ADVICE;
  },
  grownUpHug: ({ premise }) => premise.hugs,
  share: ({ premise, state }) => {
    if (state.asleep) return [];
    // Nobody tells a grieving child "You did it!", or cheers so loudly that they laugh.
    return premise.grieving ? SHARE.filter((line) => !/You did it|cheered/.test(line)) : SHARE;
  },
  turnWorry: ({ premise }) => (premise.ownLines ? premise.ownLines.turning : []),
  turnAction: ({ premise: { beats, theme } }) =>
    beats && beats.turning.length > 0 ? beats.turning : theme.turnAction,
  personTurn: ({ premise: { thread }, state }) => (thread && state.statedOwn ? thread.turn : []),
  personResolved: ({ premise: { thread }, state }) =>
    thread && state.statedOwn ? thread.resolved : [],
  resolved: ({ premise: { ownLines, conflict } }) => {
    const lines = ownLines ? ownLines.resolved : conflict.resolved;
    return lines.length > 0 ? lines : RESOLVED_FALLBACK;
  },
  refrain: ({ premise }) => [premise.refrain],
  refrainIfFew: ({ premise }) => [premise.refrain],
} satisfies Partial<Sources>;
