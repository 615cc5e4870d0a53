import type { Beat } from '../../arc.js';
import type { Premise, StoryShape } from '../plan/premise.js';
import {
  RECIPES,
  keepsakeRecipe,
  linkedRecipe,
  togetherRecipe,
  withGrownUp,
  withPayoff,
  withPerson,
  type BandId,
  type Part,
} from './recipes.js';

/**
 * The parts a page is written from, in order: the beat's recipe for the age band, bent to what
 * the premise holds (a problem at home, the title's goal, a named occasion) and to the story's
 * shape. `away`: the child is out without the grown-up on this page.
 */
export function recipeFor(premise: Premise, beat: Beat, away: boolean): Part[] {
  const band = premise.band.id;
  const base = shapedRecipe(premise.shape, baseRecipe(premise, beat, away), beat, band);
  const kept = premise.keepsake ? keepsakeRecipe(base, beat, band) : base;
  const shaped = premise.titleEvent ? titleEventRecipe(kept, beat, band) : kept;
  // The school play the parent named happens where the child does it; the youngest, with
  // two sentences a page, hear it in place of the theme's goal reached.
  if (!premise.event || beat !== 'resolution') return shaped;
  return band === '3-4' ? ['eventDay', ...shaped.slice(1)] : ['eventDay', ...shaped];
}

function baseRecipe(premise: Premise, beat: Beat, away: boolean): Part[] {
  const band = premise.band.id;
  const own = BEAT_RECIPES[beat]?.(premise, band);
  if (own) return own;
  const withThem = withPerson(withGrownUp(beat, band), beat, band, premise.thread !== null);
  return withPayoff(withThem, beat, band, away);
}

/** The beats whose recipe the premise can bend; none when the band's own recipe stands. */
const BEAT_RECIPES: Partial<Record<Beat, (premise: Premise, band: BandId) => Part[] | undefined>> =
  {
    celebration: ({ atBedtime }, band) =>
      atBedtime ? ['morning', ...RECIPES.celebration[band]] : undefined,
    problem: problemRecipe,
    turning: turningRecipe,
  };

function problemRecipe(premise: Premise, band: BandId): Part[] | undefined {
  const { everyday, fearAtHome, titleRead, goal, beatsOfPlot } = premise;
  // A place or thing the title promises is named again while the child is stuck.
  if (everyday && band !== '3-4') return ['homeFear', 'statement', 'problemFeel'];
  if (fearAtHome) {
    return band === '3-4'
      ? // The home line names the fear; the goal (the title's place, the goat still stuck) is
        // named here too, so three pages name it.
        ['homeFear', 'goalEcho']
      : ['homeFear', 'statement', 'problemFeel', 'homeFearFeel'];
  }
  if (titleRead.goal && band === '3-4') return ['statement', 'goalEcho'];
  // The one to rescue is still waiting while the child is stuck: with no journey page to say
  // so, the youngest would hear of them only when called and when reached.
  if (goal.kind === 'rescue' && band === '3-4' && !beatsOfPlot.includes('journey')) {
    return ['goalEcho', 'statement'];
  }
  return undefined;
}

function turningRecipe(premise: Premise, band: BandId): Part[] | undefined {
  const { event, goal, titleRead, ownLines } = premise;
  if (band !== '3-4') return undefined;
  // The youngest with a named occasion: its day takes the resolution's first line, so the
  // title's place or thing is reached as the story turns round.
  if (event && goal === titleRead.goal) return ['because', ownLines ? 'turnWorry' : 'refrain'];
  // The youngest hear the fear or skill once more as it turns round: three pages name it.
  if (ownLines) return ['payoff', 'turnWorry'];
  return undefined;
}

function shapedRecipe(shape: StoryShape, recipe: Part[], beat: Beat, band: BandId): Part[] {
  if (shape.kind === 'mendThenGo') {
    return togetherRecipe(recipe, beat, band, shape.lines.promiseShort ? 'short' : 'long');
  }
  if (shape.kind === 'faceThenGo') return togetherRecipe(recipe, beat, band, 'none');
  if (shape.kind === 'faceWith' || shape.kind === 'wish') {
    return linkedRecipe(recipe, beat, band, shape.kind === 'faceWith' ? 'goal' : 'wish');
  }
  return recipe;
}

/**
 * An occasion the title names beside a problem not about it: the first page looks forward to
 * it (the youngest hear of it in the title), and it comes after the problem is mended, first
 * on the last page.
 */
function titleEventRecipe(recipe: Part[], beat: Beat, band: BandId): Part[] {
  if (beat === 'opening' && band !== '3-4') return [...recipe, 'eventSoon'];
  if (beat !== 'ending') return recipe;
  // The youngest have two lines a page: the day, and the moral.
  return band === '3-4' ? ['eventAfter', recipe[0] ?? 'moral'] : ['eventAfter', ...recipe];
}
