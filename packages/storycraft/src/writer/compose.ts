import { ageBandFor, type AgeBand } from '@littlestar/shared/story';
import { type PagePlan } from '../arc.js';
import type { Random } from '../random.js';
import { countSyllables, readingGrade } from '../reading-grade.js';
import type { StoryRequest } from '../request.js';
import type { ConflictFocus } from './conflict-focus.js';
import { HABIT_SCENE } from './everyday-beats.js';
import { QUARREL_NEARLY, QUARREL_STEADY } from './everyday-goal.js';
import { repeatsSpeaker } from './presence.js';
import { PLOT_IDS, type PlotId } from './plots.js';
import { copiesRun } from './reading.js';
import { createRenderer } from './voice.js';
import { planPremise } from './plan/premise.js';
import { newDraftState, sourcesFor } from './pages/sources.js';
import {
  BEFORE_SETTING_OFF,
  castIn,
  RAIN,
  INDOOR_BEATS,
  SETS_OFF,
  lineRefusedBy,
  partRefusedBy,
  type CastKey,
  type PageSoFar,
} from './pages/page-rules.js';
import {
  RECIPES,
  FILLERS,
  MAX_SENTENCES,
  PAGE_WORDS,
  linkedRecipe,
  togetherRecipe,
  withGrownUp,
  withPayoff,
  withPerson,
  WORD_LIMITS,
  YOUNG_FILLERS,
  type Part,
} from './pages/recipes.js';
import {
  chooseSentence,
  ideasOf,
  opensLike,
  sentenceCount,
  withoutSecondThen,
  wordCount,
} from './realise/sentences.js';

export interface ComposedPage {
  text: string;
  plan: PagePlan;
  /** Who or what this page brings into the story (the grown-up, a helper, the goal …). */
  introduces: string[];
  /** The child is at home with a fear that lives there, so the picture is drawn indoors. */
  indoors: boolean;
  /** The child is out without the grown-up (who stayed at home) on this page. */
  away: boolean;
  /** The grown-up is with the child on this page (at home, come along, or met on the way back). */
  grownUpHere: boolean;
}

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

/** Story things that should be named once a page; the second mention says "it". */
const THING_SLOTS = [
  'gift',
  'treasure',
  'theTreasure',
  'obstacle',
  'scary',
  'skill',
  'landmark',
  'worry',
  'petBed',
  'keepsake',
];

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
  const {
    theme,
    titleRead,
    friend,
    everyday,
    atBedtime,
    grownUp,
    refrain,
    focus,
    thread,
    worry,
    ownLines,
    fearAtHome,
    title,
    tool,
    goal,
    shape,
    nearMisses,
    copied,
    helper,
    slots,
    homeProblem,
    beatsOfPlot,
    problemAt,
    away,
    plans,
  } = premise;
  const render = createRenderer({ name: request.name, pronouns: request.pronouns, slots });
  const state = newDraftState();
  const sources = sourcesFor(premise, state, random);

  const speakers = [request.name, grownUp, friend];
  const used = new Set<string>();
  // Every clause the book has said ("thought about what to try next"): said once only.
  const ideas = new Set<string>();
  const limits = WORD_LIMITS[band.id];
  const budget = PAGE_WORDS[band.id];
  const introduced = new Set<CastKey>();
  let ageSaid = false;
  let refrains = 0;

  const pages = plans.map((plan, pageIndex) => {
    state.asleep = atBedtime && plan.beat === 'resolution';
    state.isAway = away[pageIndex] ?? false;
    // From the journey on, the child is on the way (or at home with the problem).
    if (!BEFORE_SETTING_OFF.has(plan.beat)) state.setOff = true;
    state.homeHere =
      pageIndex >= problemAt &&
      (shape.kind === 'mend' && shape.atHome
        ? plan.beat !== 'ending'
        : // The promised trip is the happy end: home until the quarrel is mended.
          (shape.kind === 'mendThenGo' || shape.kind === 'faceThenGo') &&
          plan.beat !== 'ending' &&
          plan.beat !== 'resolution' &&
          plan.beat !== 'celebration');
    state.grownUpHere = !state.isAway;
    let grownUpSeen = false;
    const sentences: string[] = [];
    const introducedHere: CastKey[] = [];
    render.startPage();
    state.afterNearMiss = false;
    state.feltHere = 0;
    const words = () => wordCount(sentences.join(' '));

    const partsHere = new Set<Part>();
    state.lights = 0;
    const add = (part: Part, maxWords: number, reserve = 0): boolean => {
      const page: PageSoFar = {
        request,
        premise,
        state,
        beat: plan.beat,
        parts: partsHere,
        sentences,
        introduced,
        ageSaid,
      };
      if (partRefusedBy(part, page)) return false;
      partsHere.add(part);
      if (part === 'light') state.lights += 1;
      if (part === 'refrain' || part === 'refrainIfFew') {
        if (part === 'refrainIfFew' && refrains >= 3) return add('goalEnding', maxWords);
        if (sentences.reduce((sum, text) => sum + sentenceCount(text), 0) >= MAX_SENTENCES[band.id])
          return false;
        refrains += 1;
        sentences.push(render(refrain));
        return true;
      }
      const room =
        MAX_SENTENCES[band.id] -
        reserve -
        sentences.reduce((sum, text) => sum + sentenceCount(text), 0);
      if (room <= 0) return false;
      const pageText = sentences.join(' ');
      const fitting = sources(part, plan.attempt).filter(
        (template) => sentenceCount(template) <= room && !lineRefusedBy(template, part, page),
      );
      // "A box of bright new crayons" twice on one page reads like a slip.
      const fresh = fitting.filter(
        (template) =>
          !THING_SLOTS.some(
            (slot) => template.includes(`{@${slot}}`) && pageText.includes(slots[slot] ?? '\u0000'),
          ),
      );
      // An opening with few sentences left for many words ("Ding, ding!" took one) prefers
      // longer lines.
      const preferAtLeast =
        band.id === '3-4' || plan.beat !== 'opening' || sentences.length === 0
          ? limits.preferAtLeast
          : Math.max(limits.preferAtLeast, Math.min(10, Math.ceil((budget.min - words()) / room)));
      const chosen = chooseSentence(
        fresh.length > 0 ? fresh : fitting,
        render,
        used,
        { preferAtLeast, max: Math.min(limits.max, maxWords) },
        random,
        (text) =>
          // A page never passes its age's word budget: a line too long for what is left is
          // passed over (the page's first line always has room).
          (sentences.length === 0 || words() + wordCount(text) <= budget.max) &&
          // The child's name is theirs, even when it holds the conflict's words.
          !copiesRun(request.name ? text.split(request.name).join(' ') : text, copied) &&
          !opensLike(text, sentences) &&
          // A "they" keeps the name before "and Mama" or "was": never twice in a row.
          !(
            text.startsWith(`${request.name} `) &&
            (sentences.at(-1) ?? '').startsWith(`${request.name} `)
          ) &&
          !ideasOf(text, request.name).some((idea) => ideas.has(idea)) &&
          // '"I will!" said Maya. "This way," said Maya': one speaker, one tag in a row.
          !repeatsSpeaker(`${pageText} ${text}`, speakers),
      );
      if (!chosen) return false;
      if (part === 'metBack') {
        state.grownUpHere = true;
        grownUpSeen = true;
      }
      for (const idea of ideasOf(chosen.text, request.name)) ideas.add(idea);
      if (chosen.template.includes('{@ageWords}')) ageSaid = true;
      if (SETS_OFF.test(chosen.template) && !/^Before\b/.test(chosen.template)) state.setOff = true;
      if (RAIN.test(chosen.text)) state.rained = true;
      sentences.push(withoutSecondThen(chosen.text, sentences));
      for (const key of castIn(chosen.template)) {
        if (!introduced.has(key)) {
          introduced.add(key);
          introducedHere.push(key);
        }
      }
      // The call of a rescue names the one who needs help: they are in the story from here.
      if (part === 'call' && goal.kind === 'rescue' && !introduced.has('creature')) {
        introduced.add('creature');
        introducedHere.push('creature');
      }
      // Whatever the call says, the story is now after its goal.
      if (part === 'call' && !introduced.has('goal')) {
        introduced.add('goal');
        introducedHere.push('goal');
      }
      if (part === 'call' && goal.kind === 'befriend' && !introduced.has('friend')) {
        introduced.add('friend');
        introducedHere.push('friend');
      }
      if (QUARREL_STEADY.includes(chosen.template) || QUARREL_NEARLY.includes(chosen.template))
        state.feltHere += 1;
      if (part === 'try') {
        state.afterNearMiss =
          nearMisses.includes(chosen.template) || theme.nearMisses.includes(chosen.template);
      }
      return true;
    };

    const baseRecipe: Part[] =
      atBedtime && plan.beat === 'celebration'
        ? ['morning', ...RECIPES.celebration[band.id]]
        : // A place or thing the title promises is named again while the child is stuck.
          everyday && plan.beat === 'problem' && band.id !== '3-4'
          ? (['homeFear', 'statement', 'problemFeel'] as Part[])
          : fearAtHome && plan.beat === 'problem'
            ? band.id === '3-4'
              ? // The home line names the fear; the goal (the title's place, the goat still stuck)
                // is named here too, so three pages name it.
                (['homeFear', 'goalEcho'] as Part[])
              : (['homeFear', 'statement', 'problemFeel', 'homeFearFeel'] as Part[])
            : titleRead.goal && band.id === '3-4' && plan.beat === 'problem'
              ? (['statement', 'goalEcho'] as Part[])
              : // The one to rescue is still waiting while the child is stuck: with no journey page
                // to say so, the youngest would hear of them only when called and when reached.
                goal.kind === 'rescue' &&
                  band.id === '3-4' &&
                  plan.beat === 'problem' &&
                  !beatsOfPlot.includes('journey')
                ? (['goalEcho', 'statement'] as Part[])
                : // The youngest with a named occasion: its day takes the resolution's first line,
                  // so the title's place or thing is reached as the story turns round.
                  premise.event &&
                    goal === titleRead.goal &&
                    band.id === '3-4' &&
                    plan.beat === 'turning'
                  ? (['because', ownLines ? 'turnWorry' : 'refrain'] as Part[])
                  : // The youngest hear the fear or skill once more as it turns round: three pages name it.
                    ownLines && band.id === '3-4' && plan.beat === 'turning'
                    ? (['payoff', 'turnWorry'] as Part[])
                    : withPayoff(
                        withPerson(
                          withGrownUp(plan.beat, band.id),
                          plan.beat,
                          band.id,
                          thread !== null,
                        ),
                        plan.beat,
                        band.id,
                        state.isAway,
                      );
    const shaped =
      shape.kind === 'mendThenGo' || shape.kind === 'faceThenGo'
        ? togetherRecipe(baseRecipe, plan.beat, band.id, shape.kind === 'mendThenGo')
        : shape.kind === 'faceWith' || shape.kind === 'wish'
          ? linkedRecipe(
              baseRecipe,
              plan.beat,
              band.id,
              shape.kind === 'faceWith' ? 'goal' : 'wish',
            )
          : baseRecipe;
    // The school play the parent named happens where the child does it; the youngest, with
    // two sentences a page, hear it in place of the theme's goal reached.
    const recipe: Part[] =
      premise.event && plan.beat === 'resolution'
        ? band.id === '3-4'
          ? ['eventDay', ...shaped.slice(1)]
          : ['eventDay', ...shaped]
        : shaped;
    // The youngest readers' pages keep room for every part of the recipe, so a two-sentence
    // line cannot push out the one that brings the grown-up in.
    recipe.forEach((part, index) => {
      const reserve = band.id === '3-4' ? recipe.length - index - 1 : 0;
      // The way home fits in whole or not at all: a page keeps to its word budget.
      if (part === 'metBack' && budget.max - words() < 18) return;
      // The parent's problem in words that would copy theirs is left out: the theme's own
      // problem is stated instead, so the page still says what is wrong.
      if (add(part, limits.max, reserve)) return;
      if (part === 'statement') {
        state.statedOwn = false;
        add('themeStatement', limits.max, reserve);
      }
      if (part === 'personResolved') add('resolved', limits.max, reserve);
      if (part === 'because' && band.id === '3-4') add('reached', limits.max, reserve);
    });
    // A page for the youngest still short of its budget gets one more line of its moment.
    if (band.id === '3-4' && words() < budget.min) {
      for (const part of YOUNG_FILLERS[plan.beat]) {
        if (words() >= budget.min) break;
        add(part, Math.min(limits.max, budget.max - words()));
      }
    }
    // Older readers' pages fill up to their word budget with more of the same moment.
    if (band.id !== '3-4') {
      for (let pass = 0; pass < 2; pass += 1) {
        for (const part of FILLERS[plan.beat]) {
          if (words() < budget.min) add(part, budget.max - words());
        }
      }
    }
    return {
      text: sentences.join(' '),
      plan,
      introduces: introducedHere,
      indoors: (homeProblem && INDOOR_BEATS.has(plan.beat)) || state.homeHere,
      away: state.isAway,
      grownUpHere: !state.isAway || grownUpSeen,
    };
  });

  // A child reads their own name easily, however long it is: a long name is measured as a
  // two-syllable one so it does not push the whole story out of its band.
  const text = pages.map((page) => page.text).join(' ');
  const nameSyllables = request.name
    .split(' ')
    .reduce((sum, word) => sum + countSyllables(word), 0);
  const measured = nameSyllables > 2 ? text.split(request.name).join('Mia') : text;
  const focusObject = (): string => {
    if (everyday?.kind === 'habit') return HABIT_SCENE[everyday.habit];
    if (everyday?.kind === 'quarrel')
      return render('{@person} and {@worry}', { preview: true }).replace(/^./, (c) =>
        c.toLowerCase(),
      );
    if (!focus || focus.kind === 'social') return friend;
    const rendered = render('{@worry}', { preview: true });
    return rendered.charAt(0).toLowerCase() + rendered.slice(1);
  };
  return {
    title,
    pages,
    plot,
    refrain: band.id === '3-4' ? render(refrain, { preview: true }) : null,
    cast: {
      friend,
      grownUp,
      helper: helper.theHelper,
      // The problem mended is drawn as its person or thing, never as the theme's goal.
      goal: goal.kind === 'mend' ? '' : render(goal.theGoal, { preview: true }),
      worry: worry ? render('{@worry}', { preview: true }) : '',
      tool: plot === 'quest' ? tool.theTool : '',
    },
    mends: goal.kind === 'mend',
    focus: focus ? { kind: focus.kind, object: focusObject() } : null,
    readingGrade: readingGrade(measured),
  };
}
