import type { Beat, PagePlan } from '../../arc.js';
import type { Random } from '../../random.js';
import type { StoryRequest } from '../../request.js';
import { QUARREL_NEARLY, QUARREL_STEADY } from '../quarrel-lines.js';
import type { Premise, StoryShape } from '../plan/premise.js';
import { repeatsSpeaker } from '../presence.js';
import { copiesRun } from '../reading.js';
import {
  chooseSentence,
  ideasOf,
  opensLike,
  sentenceCount,
  withoutSecondThen,
  wordCount,
} from '../realise/sentences.js';
import { createRenderer, type Renderer } from '../voice.js';
import {
  BEFORE_SETTING_OFF,
  castIn,
  INDOOR_BEATS,
  lineRefusedBy,
  partRefusedBy,
  RAIN,
  SETS_OFF,
  type CastKey,
  type PageSoFar,
} from './page-rules.js';
import { recipeFor } from './page-recipe.js';
import {
  FILLERS,
  MAX_SENTENCES,
  PAGE_WORDS,
  WORD_LIMITS,
  YOUNG_FILLERS,
  type Part,
} from './recipes.js';
import { newDraftState, sourcesFor, type DraftState } from './sources.js';

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

/** One draft being written: the premise it follows and what its pages have said so far. */
interface Draft {
  request: StoryRequest;
  premise: Premise;
  random: Random;
  render: Renderer;
  state: DraftState;
  sources: ReturnType<typeof sourcesFor>;
  speakers: string[];
  /** Lines already used: a line is said once a book. */
  used: Set<string>;
  /** Every clause the book has said ("thought about what to try next"): said once only. */
  ideas: Set<string>;
  introduced: Set<CastKey>;
  ageSaid: boolean;
  refrains: number;
}

/** A page being written: its sentences so far and who it brought in. */
interface Page {
  plan: PagePlan;
  sentences: string[];
  parts: Set<Part>;
  introducedHere: CastKey[];
  grownUpSeen: boolean;
}

/**
 * Writes a draft's pages one after another, each from its recipe of parts: every part offers
 * the lines of its bank that the page rules let through, and the sentence chooser picks one.
 */
export function draftWriter(request: StoryRequest, premise: Premise, random: Random) {
  const render = createRenderer({
    name: request.name,
    pronouns: request.pronouns,
    slots: premise.slots,
  });
  const state = newDraftState();
  const draft: Draft = {
    request,
    premise,
    random,
    render,
    state,
    sources: sourcesFor(premise, state, random),
    speakers: [request.name, premise.grownUp, premise.friend],
    used: new Set(),
    ideas: new Set(),
    introduced: new Set(),
    ageSaid: false,
    refrains: 0,
  };
  return {
    render,
    writePage: (plan: PagePlan, pageIndex: number) => writePage(draft, plan, pageIndex),
  };
}

function writePage(draft: Draft, plan: PagePlan, pageIndex: number): ComposedPage {
  const { premise, state } = draft;
  const { shape, band } = premise;
  state.asleep = premise.atBedtime && plan.beat === 'resolution';
  state.isAway = premise.away[pageIndex] ?? false;
  // From the journey on, the child is on the way (or at home with the problem).
  if (!BEFORE_SETTING_OFF.has(plan.beat)) state.setOff = true;
  state.homeHere = pageIndex >= premise.problemAt && isHomeFromProblemOn(shape, plan.beat);
  state.grownUpHere = !state.isAway;
  const page: Page = {
    plan,
    sentences: [],
    parts: new Set(),
    introducedHere: [],
    grownUpSeen: false,
  };
  draft.render.startPage();
  state.afterNearMiss = false;
  state.feltHere = 0;
  state.lights = 0;
  const limits = WORD_LIMITS[band.id];
  const budget = PAGE_WORDS[band.id];
  const words = () => wordCount(page.sentences.join(' '));

  const recipe = recipeFor(premise, plan.beat, state.isAway);
  // The youngest readers' pages keep room for every part of the recipe, so a two-sentence
  // line cannot push out the one that brings the grown-up in.
  recipe.forEach((part, index) => {
    const reserve = band.id === '3-4' ? recipe.length - index - 1 : 0;
    // The way home fits in whole or not at all: a page keeps to its word budget.
    if (part === 'metBack' && budget.max - words() < 18) return;
    // The parent's problem in words that would copy theirs is left out: the theme's own
    // problem is stated instead, so the page still says what is wrong.
    if (addPart(draft, page, part, limits.max, reserve)) return;
    if (part === 'statement') {
      state.statedOwn = false;
      addPart(draft, page, 'themeStatement', limits.max, reserve);
    }
    if (part === 'personResolved') addPart(draft, page, 'resolved', limits.max, reserve);
    if (part === 'because' && band.id === '3-4')
      addPart(draft, page, 'reached', limits.max, reserve);
  });
  fillPage(draft, page);
  return {
    text: page.sentences.join(' '),
    plan,
    introduces: page.introducedHere,
    indoors: (premise.homeProblem && INDOOR_BEATS.has(plan.beat)) || state.homeHere,
    away: state.isAway,
    grownUpHere: !state.isAway || page.grownUpSeen,
  };
}

/**
 * On the pages from the problem on, whether the child is at home: until the end for a problem
 * mended at home; until the promised trip, the happy end, for one mended before it.
 */
function isHomeFromProblemOn(shape: StoryShape, beat: Beat): boolean {
  if (shape.kind === 'mend' && shape.atHome) return beat !== 'ending';
  return (
    (shape.kind === 'mendThenGo' || shape.kind === 'faceThenGo') &&
    beat !== 'ending' &&
    beat !== 'resolution' &&
    beat !== 'celebration'
  );
}

/** A page short of its word budget gets more lines of its moment. */
function fillPage(draft: Draft, page: Page): void {
  const band = draft.premise.band.id;
  const budget = PAGE_WORDS[band];
  const words = () => wordCount(page.sentences.join(' '));
  if (band === '3-4') {
    // A page for the youngest still short of its budget gets one more line of its moment.
    for (const part of YOUNG_FILLERS[page.plan.beat]) {
      if (words() >= budget.min) break;
      addPart(draft, page, part, Math.min(WORD_LIMITS[band].max, budget.max - words()));
    }
    return;
  }
  // Older readers' pages fill up to their word budget with more of the same moment.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const part of FILLERS[page.plan.beat]) {
      if (words() < budget.min) addPart(draft, page, part, budget.max - words());
    }
  }
}

const sentencesOf = (page: Page) =>
  page.sentences.reduce((sum, text) => sum + sentenceCount(text), 0);

/**
 * Offers a part to the page: a line of its bank that no page rule refuses and that fits the
 * page's room, words and what the book has said. Says whether a line was added.
 */
function addPart(draft: Draft, page: Page, part: Part, maxWords: number, reserve = 0): boolean {
  const { request, premise, state } = draft;
  const band = premise.band.id;
  const soFar: PageSoFar = {
    request,
    premise,
    state,
    beat: page.plan.beat,
    parts: page.parts,
    sentences: page.sentences,
    introduced: draft.introduced,
    ageSaid: draft.ageSaid,
  };
  if (partRefusedBy(part, soFar)) return false;
  page.parts.add(part);
  if (part === 'light') state.lights += 1;
  if (part === 'refrain' || part === 'refrainIfFew') {
    if (part === 'refrainIfFew' && draft.refrains >= 3) {
      return addPart(draft, page, 'goalEnding', maxWords);
    }
    if (sentencesOf(page) >= MAX_SENTENCES[band]) return false;
    draft.refrains += 1;
    page.sentences.push(draft.render(premise.refrain));
    return true;
  }
  const room = MAX_SENTENCES[band] - reserve - sentencesOf(page);
  if (room <= 0) return false;
  const chosen = chooseLine(draft, page, soFar, part, { room, maxWords });
  if (!chosen) return false;
  recordLine(draft, page, part, chosen);
  return true;
}

function chooseLine(
  draft: Draft,
  page: Page,
  soFar: PageSoFar,
  part: Part,
  { room, maxWords }: { room: number; maxWords: number },
) {
  const { request, premise, render, random } = draft;
  const { sentences, plan } = page;
  const band = premise.band;
  const limits = WORD_LIMITS[band.id];
  const budget = PAGE_WORDS[band.id];
  const words = () => wordCount(sentences.join(' '));
  const pageText = sentences.join(' ');
  const fitting = draft
    .sources(part, plan)
    .filter((template) => sentenceCount(template) <= room && !lineRefusedBy(template, part, soFar));
  // "A box of bright new crayons" twice on one page reads like a slip.
  const fresh = fitting.filter(
    (template) =>
      !THING_SLOTS.some(
        (slot) =>
          template.includes(`{@${slot}}`) && pageText.includes(premise.slots[slot] ?? '\u0000'),
      ),
  );
  // An opening with few sentences left for many words ("Ding, ding!" took one) prefers
  // longer lines.
  const preferAtLeast =
    band.id === '3-4' || plan.beat !== 'opening' || sentences.length === 0
      ? limits.preferAtLeast
      : Math.max(limits.preferAtLeast, Math.min(10, Math.ceil((budget.min - words()) / room)));
  return chooseSentence(
    fresh.length > 0 ? fresh : fitting,
    render,
    draft.used,
    { preferAtLeast, max: Math.min(limits.max, maxWords) },
    random,
    (text) =>
      // A page never passes its age's word budget: a line too long for what is left is
      // passed over (the page's first line always has room).
      (sentences.length === 0 || words() + wordCount(text) <= budget.max) &&
      // The child's name is theirs, even when it holds the conflict's words.
      !copiesRun(request.name ? text.split(request.name).join(' ') : text, premise.copied) &&
      !opensLike(text, sentences) &&
      // A "they" keeps the name before "and Mama" or "was": never twice in a row.
      !(
        text.startsWith(`${request.name} `) &&
        (sentences.at(-1) ?? '').startsWith(`${request.name} `)
      ) &&
      !ideasOf(text, request.name).some((idea) => draft.ideas.has(idea)) &&
      // '"I will!" said Maya. "This way," said Maya': one speaker, one tag in a row.
      !repeatsSpeaker(`${pageText} ${text}`, draft.speakers),
  );
}

/** What a chosen line changes: the page, who is in the story, and the draft's state. */
function recordLine(
  draft: Draft,
  page: Page,
  part: Part,
  chosen: { text: string; template: string },
) {
  const { request, premise, state } = draft;
  if (part === 'metBack') {
    state.grownUpHere = true;
    page.grownUpSeen = true;
  }
  for (const idea of ideasOf(chosen.text, request.name)) draft.ideas.add(idea);
  if (chosen.template.includes('{@ageWords}')) draft.ageSaid = true;
  if (SETS_OFF.test(chosen.template) && !/^Before\b/.test(chosen.template)) state.setOff = true;
  if (RAIN.test(chosen.text)) state.rained = true;
  page.sentences.push(withoutSecondThen(chosen.text, page.sentences));
  const bringIn = (key: CastKey) => {
    if (draft.introduced.has(key)) return;
    draft.introduced.add(key);
    page.introducedHere.push(key);
  };
  for (const key of castIn(chosen.template)) bringIn(key);
  // The call of a rescue names the one who needs help: they are in the story from here.
  if (part === 'call' && premise.goal.kind === 'rescue') bringIn('creature');
  // Whatever the call says, the story is now after its goal.
  if (part === 'call') bringIn('goal');
  if (part === 'call' && premise.goal.kind === 'befriend') bringIn('friend');
  if (QUARREL_STEADY.includes(chosen.template) || QUARREL_NEARLY.includes(chosen.template)) {
    state.feltHere += 1;
  }
  if (part === 'try') {
    state.afterNearMiss =
      premise.nearMisses.includes(chosen.template) ||
      premise.theme.nearMisses.includes(chosen.template);
  }
}
