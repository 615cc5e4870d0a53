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
  const { atBedtime, everyday, fearAtHome, titleRead, goal, beatsOfPlot, ownLines } = premise;
  const band = premise.band.id;
  if (atBedtime && beat === 'celebration') return ['morning', ...RECIPES.celebration[band]];
  // A place or thing the title promises is named again while the child is stuck.
  if (everyday && beat === 'problem' && band !== '3-4') {
    return ['homeFear', 'statement', 'problemFeel'];
  }
  if (fearAtHome && beat === 'problem') {
    return band === '3-4'
      ? // The home line names the fear; the goal (the title's place, the goat still stuck) is
        // named here too, so three pages name it.
        ['homeFear', 'goalEcho']
      : ['homeFear', 'statement', 'problemFeel', 'homeFearFeel'];
  }
  if (titleRead.goal && band === '3-4' && beat === 'problem') return ['statement', 'goalEcho'];
  // The one to rescue is still waiting while the child is stuck: with no journey page to say
  // so, the youngest would hear of them only when called and when reached.
  if (
    goal.kind === 'rescue' &&
    band === '3-4' &&
    beat === 'problem' &&
    !beatsOfPlot.includes('journey')
  ) {
    return ['goalEcho', 'statement'];
  }
  // The youngest with a named occasion: its day takes the resolution's first line, so the
  // title's place or thing is reached as the story turns round.
  if (premise.event && goal === titleRead.goal && band === '3-4' && beat === 'turning') {
    return ['because', ownLines ? 'turnWorry' : 'refrain'];
  }
  // The youngest hear the fear or skill once more as it turns round: three pages name it.
  if (ownLines && band === '3-4' && beat === 'turning') return ['payoff', 'turnWorry'];
  const withThem = withPerson(withGrownUp(beat, band), beat, band, premise.thread !== null);
  return withPayoff(withThem, beat, band, away);
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
