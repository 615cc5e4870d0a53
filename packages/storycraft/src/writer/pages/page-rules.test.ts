import { ageBandFor } from '@littlestar/shared/story';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../random.js';
import { normalizeRequest } from '../../request.js';
import { createTestInput } from '../../test-support.js';
import { planPremise, type Premise } from '../plan/premise.js';
import {
  LINE_RULES,
  lineRefusedBy,
  PART_RULES,
  partRefusedBy,
  type CastKey,
  type PageSoFar,
} from './page-rules.js';
import type { Part } from './recipes.js';
import { newDraftState, type DraftState } from './sources.js';

const request = normalizeRequest(
  createTestInput({ age: 6, theme: 'adventure', setting: 'forest' }),
);
const premise = planPremise(request, ageBandFor(request.age), 'quest', createRandom('rules'));

/** A page of a forest adventure, mid-journey, with nothing on it yet: each case changes a fact. */
function pageOf(
  changes: Omit<Partial<PageSoFar>, 'premise' | 'state' | 'parts' | 'introduced'> & {
    premise?: Partial<Premise>;
    state?: Partial<DraftState>;
    parts?: Part[];
    introduced?: CastKey[];
  } = {},
): PageSoFar {
  return {
    request,
    beat: 'journey',
    sentences: [],
    ageSaid: false,
    ...changes,
    premise: { ...premise, ...changes.premise },
    state: { ...newDraftState(), ...changes.state },
    parts: new Set(changes.parts ?? []),
    introduced: new Set(changes.introduced ?? ['goal', 'grownup']),
  };
}

const mending = { shape: { kind: 'mend', atHome: true } } as const;

const quarrel = {
  everyday: {
    kind: 'quarrel',
    over: 'turns',
    object: 'the tablet',
    person: '{their} little sister',
    pronoun: 'she',
  },
} as const;

describe('part rules: each turns one part away where it would read wrong, and only there', () => {
  const cases: Array<[keyof typeof PART_RULES, Part, PageSoFar, PageSoFar]> = [
    ['onceAPage', 'sights', pageOf({ parts: ['sights'] }), pageOf({ parts: ['journey'] })],
    ['helperAlreadyClose', 'companion', pageOf({ parts: ['meetAnswer'] }), pageOf()],
    [
      'helperAlreadyClose',
      'companion',
      pageOf({ sentences: ['Then the little pigeon came back and stayed close beside him.'] }),
      pageOf({ sentences: ['Then the little pigeon came back.'] }),
    ],
    [
      'twoLightsAtMost',
      'light',
      pageOf({ state: { lights: 2 } }),
      pageOf({ state: { lights: 1 } }),
    ],
    [
      'oneSunnyRoom',
      'bright',
      pageOf({ state: { homeHere: true }, parts: ['bright'] }),
      pageOf({ state: { homeHere: false }, parts: ['bright'] }),
    ],
    ['noWayBeforeGoal', 'onward', pageOf({ introduced: [] }), pageOf({ introduced: ['goal'] })],
    [
      'reachedOnce',
      'reached',
      pageOf({
        premise: { goal: { kind: 'learn', goal: 'x', theGoal: 'x' } } as never,
        parts: ['because'],
        sentences: ['At last it worked.'],
      }),
      pageOf({ parts: ['because'], sentences: ['At last it worked.'] }),
    ],
    [
      'learnedOnce',
      'resolved',
      pageOf({
        premise: { goal: { kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' } } as never,
        parts: ['because'],
        sentences: ['She could swim at last!'],
      }),
      pageOf({
        premise: { goal: { kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' } } as never,
        parts: ['because'],
      }),
    ],
    [
      'noWeatherAtHome',
      'darken',
      pageOf({ premise: { homeProblem: true }, beat: 'setback' }),
      pageOf({ premise: { homeProblem: true }, beat: 'journey' }),
    ],
  ];
  it.each(cases)('%s', (name, part, refused, allowed) => {
    expect(PART_RULES[name](part, refused)).toBe(true);
    expect(partRefusedBy(part, refused)).toBe(name);
    expect(PART_RULES[name](part, allowed)).toBe(false);
  });
});

describe('line rules: each turns one line away where it would read wrong, and only there', () => {
  const cases: Array<[keyof typeof LINE_RULES, string, Part, PageSoFar, PageSoFar]> = [
    [
      'notMetYet',
      '{@theHelper} flew down beside {name}.',
      'journey',
      pageOf({ introduced: ['goal'] }),
      pageOf({ introduced: ['goal', 'helper'] }),
    ],
    [
      'grownUpAtHome',
      '{@grownup} held out a hand.',
      'journey',
      pageOf({ state: { grownUpHere: false } }),
      pageOf({ state: { grownUpHere: true } }),
    ],
    [
      'nothingOvernightAlone',
      'That night, the stars came out one by one.',
      'night',
      pageOf({ state: { isAway: true } }),
      pageOf({ state: { isAway: false } }),
    ],
    [
      'noStrangers',
      'A teacher waved from the path.',
      'sights',
      pageOf(),
      pageOf({ premise: { own: new Set(['teacher']) } as never }),
    ],
    [
      'noToddlerBigSister',
      '{@person} tried to do it too.',
      'try',
      pageOf({ premise: { olderOne: true } }),
      pageOf({ premise: { olderOne: false } }),
    ],
    [
      'noBirdsThere',
      'The birds sang at the window.',
      'bright',
      pageOf({ request: { ...request, setting: 'space' }, state: { homeHere: true } }),
      pageOf({ request: { ...request, setting: 'forest' }, state: { homeHere: true } }),
    ],
    [
      'noThemeGoalWhenMending',
      '{name} dreamed of {@treasure}.',
      'bedtime',
      pageOf({ premise: mending }),
      pageOf(),
    ],
    [
      'ageToldOnce',
      '{name} was {@ageWords} years old.',
      'intro',
      pageOf({ ageSaid: true }),
      pageOf({ ageSaid: false }),
    ],
    [
      'asleepOnce',
      'That night, {name} fell asleep at once.',
      'bedtime',
      // Closing one's eyes at bedtime is falling asleep too.
      pageOf({
        sentences: ['Far below the window, the city hummed as Maya closed her sleepy eyes.'],
      }),
      pageOf({ sentences: ['Maya brushed her teeth.'] }),
    ],
    [
      'alreadyHome',
      '{name} wanted to run all the way home.',
      'keepGoing',
      pageOf({ premise: { homeProblem: true }, beat: 'lowpoint' }),
      pageOf({ premise: { homeProblem: true }, beat: 'journey' }),
    ],
    [
      'noLongingForOneHere',
      '{name} wanted to dash all the way back to {@grownup}.',
      'problemFeel',
      pageOf({ state: { grownUpHere: true } }),
      pageOf({ state: { grownUpHere: false } }),
    ],
    [
      'noGoodbyeWhenAlong',
      '"Will you be here when I get back?" asked {name}.',
      'onward',
      pageOf({ premise: { away: [false, false, false] } }),
      pageOf({ premise: { away: [false, true, false] } }),
    ],
    [
      'noDaylightWhenDarkFeared',
      'Soft morning light filled the house, and everything looked new again.',
      'light',
      pageOf({ premise: { darkFeared: true }, beat: 'turning' }),
      pageOf({ premise: { darkFeared: false }, beat: 'turning' }),
    ],
    [
      'noFearAsNewsOnceTold',
      'But {name} had a secret worry, and it was {@worry}.',
      'statement',
      pageOf({
        premise: {
          shape: { kind: 'mend', atHome: false },
          focus: { kind: 'fear', object: 'the dark', isThing: true },
        },
      }),
      pageOf({
        premise: {
          shape: { kind: 'quest' },
          focus: { kind: 'fear', object: 'the dark', isThing: true },
        },
      }),
    ],
    [
      'habitTrickShownOnce',
      "Then {name} remembered {@grownup}'s trick, so {they} {@trickDid}.",
      'payoff',
      pageOf({
        premise: { everyday: { kind: 'habit', habit: 'teeth', object: 'brushing teeth' } },
        beat: 'turning',
        introduced: ['grownup', 'trick'],
      }),
      pageOf({ premise: { everyday: null }, beat: 'turning', introduced: ['grownup', 'trick'] }),
    ],
    [
      'oneSteadyingAPage',
      '{name} rubbed {their} eyes, lifted {their} chin and decided that this was not the end.',
      'keepGoing',
      pageOf({
        sentences: ['Mia shook out her hands, wiped her nose and felt a tiny bit stronger.'],
      }),
      pageOf({ sentences: ['Mia sighed, but she did not give up.'] }),
    ],
    [
      'fearedWeatherComes',
      'Grey clouds hung low over the rooftops, and the streets grew gloomy.',
      'darken',
      pageOf({
        premise: {
          focus: { kind: 'fear', object: 'the loud rain', isThing: true },
          worry: 'the loud rain',
        },
        beat: 'problem',
      }),
      pageOf({
        premise: { focus: { kind: 'fear', object: 'the dark', isThing: true }, worry: 'the dark' },
        beat: 'problem',
      }),
    ],
    [
      'noRacingToOneHere',
      '{name} raced to tell {@grownup} the whole story.',
      'share',
      pageOf({ sentences: [`${premise.grownUp} gave Mia a big high five.`] }),
      pageOf({ sentences: ['Mia did a happy little dance.'] }),
    ],
    [
      'noWayWithoutDestination',
      'And then the light began to fade, and the way [back|home] looked even longer than before.',
      'setback',
      pageOf({ premise: { goal: { kind: 'learn', goal: '{@worry}', theGoal: '{@worry}' } } }),
      pageOf({ premise: { goal: { kind: 'reach', goal: 'x', theGoal: 'x' } } }),
    ],
    [
      'noSkyIndoors',
      '{name} looked up at the sky.',
      'still',
      pageOf({ premise: { homeProblem: true }, beat: 'try' }),
      pageOf({ premise: { homeProblem: false }, beat: 'try' }),
    ],
    [
      'fearedWeatherStays',
      'The rain stopped, and the clouds rolled away.',
      'light',
      pageOf({
        premise: {
          focus: { kind: 'fear', object: 'the loud rain', isThing: true },
          worry: 'the loud rain',
        },
      }),
      pageOf({
        premise: { focus: { kind: 'fear', object: 'the dark', isThing: false }, worry: 'the dark' },
      }),
    ],
    [
      'noSunInFearedWeather',
      'The last warm light of the day slanted across the city.',
      'light',
      pageOf({
        beat: 'turning',
        premise: {
          focus: { kind: 'fear', object: 'the loud rain', isThing: true },
          worry: 'the loud rain',
        },
      }),
      pageOf({
        beat: 'turning',
        premise: { focus: { kind: 'fear', object: 'the dark', isThing: false }, worry: 'the dark' },
      }),
    ],
    [
      'rainBeginsOnce',
      'Just then, big drops of rain began to fall.',
      'setback',
      pageOf({ state: { rained: true } }),
      pageOf({ state: { rained: false } }),
    ],
    [
      'closerOnlyOnTheWay',
      'Step by step, {name} came closer to {@landmark}.',
      'onward',
      pageOf({ beat: 'call', state: { setOff: false } }),
      pageOf({ beat: 'call', state: { setOff: true } }),
    ],
    [
      'setsOffOnce',
      '{name} set off toward {@landmark}.',
      'onward',
      pageOf({ beat: 'call', state: { setOff: true } }),
      pageOf({ beat: 'call', state: { setOff: false } }),
    ],
    [
      'othersAwakeInAQuarrel',
      'Everyone else was asleep, and only a thin line of light showed under a door.',
      'night',
      pageOf({ premise: quarrel }),
      pageOf(),
    ],
    [
      'noBraveryWhenMending',
      '{name} thought of the trick and felt a little braver.',
      'keepGoing',
      pageOf({ premise: quarrel }),
      pageOf(),
    ],
    [
      'noThemeTreasureWhenTitled',
      '{name} thought about the treasure.',
      'goalEcho',
      pageOf({ premise: { titleRead: { goal: {} } } as never }),
      pageOf({ premise: { titleRead: {} } }),
    ],
    [
      'notTodayWhenPromised',
      '{name} wanted to find {@theGoal} today.',
      'call',
      pageOf({ beat: 'call', premise: { shape: { kind: 'mendThenGo' } } as never }),
      pageOf({ beat: 'call' }),
    ],
  ];
  it('has a case for every line rule', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(Object.keys(LINE_RULES).sort());
  });

  it.each(cases)('%s', (name, template, part, refused, allowed) => {
    expect(LINE_RULES[name](template, part, refused)).toBe(true);
    expect(lineRefusedBy(template, part, refused)).toBe(name);
    expect(LINE_RULES[name](template, part, allowed)).toBe(false);
  });

  it('lets a line that introduces someone name them before they are met', () => {
    expect(
      LINE_RULES.notMetYet('{name} met {@theHelper}.', 'meet', pageOf({ introduced: [] })),
    ).toBe(false);
  });
});
