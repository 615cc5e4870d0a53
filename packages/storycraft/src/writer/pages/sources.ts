import type { Random } from '../../random.js';
import { GROWN_UP_COMFORT } from '../everyday-beats.js';
import { BEDTIME_CALM, BEDTIME_MORNING, GRIEF_STEADY, HOME_FEAR_MEND } from '../everyday-goal.js';
import {
  QUARREL_NEARLY,
  QUARREL_NUDGE,
  QUARREL_NUDGE_NEARLY,
  QUARREL_STEADY,
} from '../quarrel-lines.js';
import {
  INTRO,
  KEEP_GOING,
  RESOLVED_FALLBACK,
  TRY_FAIL,
  TRY_RESOLVE,
  TURN_FEEL,
  VIRTUE,
} from '../generic-banks.js';
import { BECAUSE, BECAUSE_SHORT, EARNED, EARNED_SHORT } from '../payoff-lines.js';
import { EVENT_DAY, EVENT_DAY_SHORT } from '../plot-lines.js';
import {
  BEFORE_DARK,
  DUSK,
  MET_ON_WAY_BACK,
  NEXT_MORNING,
  REMEMBERED_ADVICE,
  REMEMBERED_SHORT,
} from '../presence.js';
import { GROWN_UP_CHEER, MEET, PAYOFF, SETBACK } from '../plots.js';
import { CALL_ANSWER, GOAL_ECHO, GOAL_ENDING, HOME, REACHED } from '../goal-lines.js';
import {
  COMPANION,
  HOME_EVERYDAY,
  HOME_FEAR,
  HOME_FEAR_FEEL,
  HOME_BRIGHT,
  HOME_FEAR_NIGHT,
  HOME_LIGHT,
  HOME_MORNING,
  HOME_FEAR_SETBACK,
  ONWARD,
  SHARE,
} from '../plot-lines.js';
import { type Part } from './recipes.js';
import {
  GOAL_HELD,
  GOAL_WHY,
  KEEPSAKE,
  SHY_GOAL_HELD,
  SHY_GOAL_WHY,
  WISH_DONE,
  wishLines,
} from '../thread-lines.js';

import type { Premise } from '../plan/premise.js';

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

/**
 * The lines each part of a page may be written from, for this story and as things stand:
 * the theme's, the place's, the parent's problem's own, narrowed to what fits where the child
 * is and what has happened.
 */
export function sourcesFor(premise: Premise, state: DraftState, random: Random) {
  const {
    band,
    plot,
    setting,
    theme,
    everyday,
    atBedtime,
    grieving,
    quarrel,
    refrain,
    conflict,
    thread,
    ownLines,
    fearAtHome,
    goal,
    shape,
    beats,
    nearMisses,
    moral,
    closing,
    calls,
    plantBank,
    hugs,
    themeProblem,
    homeProblem,
    everydayBeats,
    moodLines,
    steadying,
  } = premise;
  // Banks built from parts hold hundreds of lines; a handful, drawn by the seed, is plenty.
  const sample = (lines: readonly string[], count = 10) =>
    Array.from({ length: count }, () => lines[random.int(lines.length)] ?? '');
  // After a selfish try the child feels it; after nearly sharing, a small warm start. A few
  // such lines a page at most (two for the youngest): more read like a list of feelings.
  const quarrelFelt = () =>
    state.feltHere >= (band.id === '3-4' ? 2 : 3)
      ? []
      : state.afterNearMiss
        ? QUARREL_NEARLY
        : QUARREL_STEADY;

  return (part: Part, attempt: number): readonly string[] => {
    switch (part) {
      case 'opening':
      case 'journey':
      case 'bedtime':
        return setting[part];
      case 'night':
        // The low point of a fear at home is night in the house, not on the mountain; out
        // alone, it comes as the light fades, never as a night outdoors.
        return homeProblem
          ? HOME_FEAR_NIGHT
          : state.isAway
            ? [...moodLines.darken, ...DUSK]
            : moodLines[part];
      case 'light':
        if (atBedtime) return BEDTIME_CALM;
        // One sunrise in the house, then its morning sounds (`state.lights` counts this one).
        if (state.homeHere) return state.lights <= 1 ? HOME_LIGHT : HOME_MORNING;
        return state.isAway
          ? [...moodLines.light.filter((line) => !NEXT_MORNING.test(line)), ...BEFORE_DARK]
          : moodLines.light;
      case 'because':
        if (goal.kind === 'mend')
          return band.id === '3-4' ? goal.lines.becauseShort[plot] : goal.lines.because[plot];
        // The trick mends the quarrel; the trip comes after.
        if (shape.kind === 'mendThenGo')
          return band.id === '3-4'
            ? shape.lines.mend.becauseShort[plot]
            : shape.lines.mend.because[plot];
        if (shape.kind === 'faceThenGo')
          return band.id === '3-4'
            ? HOME_FEAR_MEND.becauseShort[plot]
            : HOME_FEAR_MEND.because[plot];
        // A skill, a friend or the wand is reached by what the child did with what was planted.
        if (goal.kind === 'learn' || goal.kind === 'befriend' || goal.kind === 'magic')
          return band.id === '3-4' ? EARNED_SHORT[goal.kind][plot] : EARNED[goal.kind][plot];
        return band.id === '3-4' ? BECAUSE_SHORT[plot] : BECAUSE[plot];
      case 'metBack':
        return MET_ON_WAY_BACK;
      case 'bright':
        return state.asleep ? BEDTIME_CALM : state.homeHere ? HOME_BRIGHT : moodLines[part];
      case 'sights':
      case 'darken':
        return moodLines[part];
      case 'home':
        return HOME;
      case 'onward':
        // No goal to head for: more of the day, with the other one or the habit in it. A trip
        // promised for later is not walked toward yet.
        if (shape.kind === 'mendThenGo') return shape.lines.mend.day;
        return goal.kind === 'mend' ? goal.lines.day : ONWARD[goal.kind];
      case 'turnFeel':
        return TURN_FEEL;
      case 'eventDay':
        return premise.event ? (band.id === '3-4' ? EVENT_DAY_SHORT : EVENT_DAY) : [];
      case 'mendCall':
        return shape.kind === 'mendThenGo' ? shape.lines.mend.call : [];
      case 'promise':
        return shape.kind === 'mendThenGo' ? shape.lines.promise : [];
      case 'reachedTogether':
        return shape.kind === 'mendThenGo'
          ? shape.lines.reached
          : shape.kind === 'faceThenGo'
            ? shape.reached
            : [];
      case 'goalWhy': {
        const why = premise.focus?.kind === 'social' ? SHY_GOAL_WHY : GOAL_WHY;
        return band.id === '3-4' ? why.short : why.middle;
      }
      case 'goalHeld':
        return premise.focus?.kind === 'social' ? SHY_GOAL_HELD : GOAL_HELD;
      case 'wish':
        return everyday ? wishLines(everyday, band.id === '3-4') : [];
      case 'wishDone':
        return WISH_DONE;
      case 'keepsakeGiven':
        return band.id === '3-4' ? KEEPSAKE.given.short : KEEPSAKE.given.middle;
      case 'keepsakeHeld':
        return band.id === '3-4' ? KEEPSAKE.held.short : KEEPSAKE.held.middle;
      case 'companion':
        // At home, nobody walks "all the way", and the helper's "stayed close" is the payoff's.
        return state.homeHere
          ? COMPANION.filter((line) => !/all the way|every step|close|walked/.test(line))
          : COMPANION;
      case 'share':
        if (state.asleep) return [];
        // Nobody tells a grieving child "You did it!", or cheers so loudly that they laugh.
        return grieving ? SHARE.filter((line) => !/You did it|cheered/.test(line)) : SHARE;
      case 'homeFear':
        // A child who spent the day at home with the grown-up does not "go back home".
        // Nor is a grieving house "a little grumpy".
        // The cupboard waits at home; the child never left it.
        if (goal.kind === 'mend' && fearAtHome)
          return HOME_FEAR.filter((line) => !/went back home|Back home/.test(line));
        if (!everyday) return HOME_FEAR;
        return HOME_EVERYDAY.filter(
          (line) =>
            !(goal.kind === 'mend' && /back home\./.test(line)) &&
            !(everyday.kind === 'loss' && /grumpy/.test(line)),
        );
      case 'homeFearFeel':
        return fearAtHome ? HOME_FEAR_FEEL : [];
      case 'goalEcho':
        return goal.kind === 'mend' ? goal.lines.echo : GOAL_ECHO[goal.kind];
      case 'call':
        return calls;
      case 'callAnswer':
        return goal.kind === 'mend' ? goal.lines.callAnswer : CALL_ANSWER[goal.kind];
      case 'plant': {
        const lines = band.id === '3-4' ? plantBank.short : plantBank.middle;
        // Nobody sets off anywhere in a story about the little brother or the vegetables.
        return goal.kind === 'mend' || shape.kind === 'mendThenGo'
          ? lines.filter((line) => !/set off|for the way/.test(line))
          : lines;
      }
      case 'plantAnswer':
        return plantBank.answer;
      case 'meet':
        return band.id === '3-4' ? MEET.short : MEET.middle;
      case 'meetAnswer':
        return band.id === '3-4' ? MEET.shortAnswer : MEET.answer;
      case 'payoff': {
        const lines = band.id === '3-4' ? PAYOFF[plot].short : PAYOFF[plot].middle;
        // A quarrel or the vegetables need no "safer way", and nothing is late for them.
        return goal.kind === 'mend' || shape.kind === 'mendThenGo'
          ? lines.filter((line) => !/safer way|just in time/i.test(line))
          : lines;
      }
      case 'setback':
        // At home with the fear, or stuck on someone the problem names: a setback of its own.
        if (everydayBeats) return everydayBeats.setback;
        if (fearAtHome) return HOME_FEAR_SETBACK;
        return thread?.setback && state.statedOwn ? thread.setback : SETBACK;
      case 'reached':
        // What mends it is said by the resolution's own lines.
        return goal.kind === 'mend' ? [] : REACHED[goal.kind];
      case 'goalEnding':
        if (shape.kind === 'mendThenGo') return shape.lines.ending;
        return goal.kind === 'mend' ? goal.lines.ending : GOAL_ENDING[goal.kind];
      case 'problemFeel':
        return beats && beats[part].length > 0 ? beats[part] : theme[part];
      case 'lowpoint':
        // Missing Grandpa or keeping the toys: the low point is about them.
        if (beats && beats.lowpoint.length > 0) return beats.lowpoint;
        return thread?.lowpoint && state.statedOwn ? thread.lowpoint : theme.lowpoint;
      case 'grownUpCheer':
        // A child missing someone is comforted, not cheered on.
        if (state.grownUpHere && everyday?.kind === 'loss') return GROWN_UP_COMFORT;
        // Hiding the toys is nudged, not cheered on.
        if (state.grownUpHere && quarrel)
          return state.afterNearMiss ? QUARREL_NUDGE_NEARLY : QUARREL_NUDGE;
        // "Try again!" would answer a try that nearly worked as if it had failed.
        if (state.grownUpHere)
          return state.afterNearMiss
            ? GROWN_UP_CHEER.filter((line) => !/try again/i.test(line))
            : GROWN_UP_CHEER;
        return band.id === '3-4' ? REMEMBERED_SHORT : REMEMBERED_ADVICE;
      case 'grownUpHug':
        return hugs;
      case 'turnWorry':
        return ownLines ? ownLines.turning : [];
      case 'turnAction':
        return beats && beats.turning.length > 0 ? beats.turning : theme.turnAction;
      case 'morning':
        return BEDTIME_MORNING;
      case 'celebration':
        // The theme's treasure dance belongs to its treasure.
        return goal.kind === 'mend' ? goal.lines.celebration : theme.celebration;
      case 'try': {
        const bank =
          beats?.tries ?? (thread?.tries && state.statedOwn ? thread.tries : theme.tries);
        const tries = bank[attempt % bank.length] ?? bank[0];
        // Only the last try may nearly work, so the story still has a turning point to reach.
        const near = !beats && thread && !state.statedOwn ? theme.nearMisses : nearMisses;
        return attempt >= 1 && band.id !== '3-4' ? [...tries, ...near] : tries;
      }
      case 'intro':
        return INTRO;
      case 'statement':
        return ownLines ? ownLines.statement : (thread?.statement ?? conflict.statement);
      case 'themeStatement':
        return themeProblem.statement;
      case 'personTurn':
        return thread && state.statedOwn ? thread.turn : [];
      case 'personResolved':
        return thread && state.statedOwn ? thread.resolved : [];
      case 'still':
        // "It went a tiny bit better. It did not work." contradicts itself.
        return [
          ...(ownLines ? ownLines.still : (thread?.still ?? conflict.still)),
          ...(state.afterNearMiss || grieving || quarrel ? [] : TRY_FAIL),
          ...(quarrel ? quarrelFelt() : grieving ? GRIEF_STEADY : KEEP_GOING),
        ];
      case 'stillOnly':
        return ownLines ? ownLines.still : (thread?.still ?? conflict.still);
      case 'keepGoing':
        if (grieving) return GRIEF_STEADY;
        if (quarrel) return quarrelFelt();
        // A book says each clause once, so a page may pass over several before one fits.
        return sample(steadying, 30);
      case 'tryResolve':
        if (quarrel) return quarrelFelt();
        return grieving ? GRIEF_STEADY : TRY_RESOLVE;
      case 'resolved': {
        const lines = ownLines ? ownLines.resolved : conflict.resolved;
        return lines.length > 0 ? lines : RESOLVED_FALLBACK;
      }
      case 'virtue':
        // "It is wonderful to be gentle" is the theme's, not what the child did.
        if (shape.kind === 'mendThenGo') return shape.lines.mend.virtue;
        return goal.kind === 'mend' ? goal.lines.virtue : VIRTUE;
      case 'moral':
        return moral;
      case 'closing':
        return closing;
      case 'refrain':
      case 'refrainIfFew':
        return [refrain];
    }
  };
}
