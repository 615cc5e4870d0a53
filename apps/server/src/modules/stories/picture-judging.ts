import type { PictureJudgement } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { findChildById, openLikenessReference } from '../children/service.js';
import {
  judgePicture,
  LIKENESS_FLOOR,
  type LikenessReference,
  type PictureVerdict,
} from './picture-judge.js';
import { wordsIn } from './picture-lettering.js';
import { takeJudgeRedraw } from './story-rows.js';

type Context = Pick<AppContext, 'database' | 'storage' | 'log' | 'faces' | 'secret' | 'config'>;

/**
 * What a redraw for the judge asks of the illustrator: the reference stressed, and what the
 * judge refuses named.
 */
export const JUDGE_REDRAW_NOTE =
  'Draw the child exactly as the reference shows: the same face, hair and skin. An illustration, not a photograph, and no words or letters anywhere in the picture.';

const fails = (verdict: PictureVerdict) =>
  verdict.refused !== null || (verdict.likeness !== null && verdict.likeness < LIKENESS_FLOOR);

/** Of two verdicts, the better: one not refused, then the higher likeness. */
const better = (a: PictureVerdict, b: PictureVerdict) => {
  if ((a.refused === null) !== (b.refused === null)) return a.refused === null ? a : b;
  return (b.likeness ?? -1) > (a.likeness ?? -1) ? b : a;
};

/**
 * The picture judge in the picture job, for pictures from a real image provider (the offline
 * illustrator's SVGs are drawn from the likeness, and are not judged). A picture that is
 * refused or falls below the likeness floor is drawn once more with the reference stressed,
 * while the book's PICTURE_REDRAWS_PER_BOOK last; the better of the two is kept, marked. A
 * judge that fails (the face model, the OCR) never fails the book: the picture is kept,
 * unmeasured, and the failure logged by story and page.
 */
export async function judgeDrawnPicture(
  context: Context,
  story: StoryRow,
  picture: {
    page: number;
    key: string;
    /** Draws the picture again for the judge; its key, or undefined (the child is gone). */
    redraw: () => Promise<string | undefined>;
  },
): Promise<{ key: string; judged: PictureJudgement | null }> {
  const { key } = picture;
  if (key.endsWith('.svg')) return { key, judged: null };
  const child = await findChildById(context.database.db, story.childId);
  const reference = openLikenessReference(context.secret, child?.likenessReference ?? null);
  if (!reference) return { key, judged: null };
  const first = await verdictOf(context, story, picture.page, key, reference);
  if (!first) return { key, judged: { likeness: null, mark: null } };
  if (!fails(first)) return { key, judged: { likeness: first.likeness, mark: null } };
  const allowed = await takeJudgeRedraw({
    db: context.database.db,
    storyId: story.id,
    generation: story.generation,
    limit: context.config.pictureJudge.redrawsPerBook,
  });
  if (!allowed) return { key, judged: { likeness: first.likeness, mark: 'short' } };
  const againKey = await picture.redraw();
  const again = againKey
    ? await verdictOf(context, story, picture.page, againKey, reference)
    : undefined;
  if (!againKey || !again) {
    if (againKey) await context.storage.delete(againKey);
    return { key, judged: { likeness: first.likeness, mark: 'short' } };
  }
  const kept = better(first, again);
  await context.storage.delete(kept === again ? key : againKey);
  return {
    key: kept === again ? againKey : key,
    judged: { likeness: kept.likeness, mark: fails(kept) ? 'short' : 'redrawn' },
  };
}

/** The judge's verdict on a stored picture, or undefined when the judge could not look. */
async function verdictOf(
  context: Context,
  story: StoryRow,
  page: number,
  key: string,
  reference: LikenessReference,
): Promise<PictureVerdict | undefined> {
  try {
    const picture = await context.storage.get(key);
    if (!picture) return undefined;
    return await judgePicture({ picture, reference, faces: context.faces, readWords: wordsIn });
  } catch (error) {
    context.log.warn(
      { storyId: story.id, page, error: (error as Error).message },
      'picture judge failed; the picture is kept unmeasured',
    );
    return undefined;
  }
}
