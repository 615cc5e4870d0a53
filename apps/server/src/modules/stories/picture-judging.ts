import { storyModerationMessages, type PictureJudgement } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import type { StoryRow } from '../../db/stories-schema.js';
import { PermanentJobError } from '../../jobs/define-job.js';
import type { PictureReview } from '../../providers/picture-review/picture-review-provider.js';
import type { UsageReport } from '../../providers/usage.js';
import { findChildById, loadCharacterSheet, openLikenessReference } from '../children/service.js';
import {
  judgePicture,
  LIKENESS_FLOOR,
  type LikenessReference,
  type PictureVerdict,
} from './picture-judge.js';
import { wordsIn } from './picture-lettering.js';
import { takeJudgeRedraw } from './story-rows.js';

type Context = Pick<
  AppContext,
  'database' | 'storage' | 'log' | 'faces' | 'secret' | 'config' | 'pictureReview'
>;

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

/** What the judges have to go on besides the picture: the child's face, sheet and the words. */
interface Evidence {
  reference: LikenessReference | null;
  sheet: { data: Buffer; contentType: string } | null;
  text: string;
  onUsage: UsageReport;
}

/** A picture the picture job drew and stored, and how it may be drawn again. */
interface DrawnPicture {
  page: number;
  key: string;
  /** The words printed with it (the title, for the cover). */
  text: string;
  /**
   * The judge's redraw: `draw` draws the picture again (its key, or undefined when the
   * child is gone); `stored` is one an earlier attempt of the job drew, and paid for, before
   * it died; null when this picture is itself that redraw (its original deleted already).
   */
  redraw: { draw: () => Promise<string | undefined> } | { stored: string } | null;
  onUsage: UsageReport;
}

/**
 * The picture judge in the picture job, for pictures from a real image provider (the offline
 * illustrator's SVGs are drawn from the likeness, and are not judged): the offline measures
 * (picture-judge.ts) when the child has a likeness reference, and a vision model's review
 * with PICTURE_JUDGE=openai. A picture that is refused or falls below the likeness floor is
 * drawn once more with the reference stressed, while the book's PICTURE_REDRAWS_PER_BOOK
 * last; the better of the two is kept, marked. A judge that fails (the face model, the OCR,
 * the vision model) never fails the book: the picture is kept, unmeasured, and the failure
 * logged by story and page. A picture the vision model still finds unsuitable for a child is
 * never kept: the book fails, refunded, as a finished story the content check refuses.
 */
export async function judgeDrawnPicture(
  context: Context,
  story: StoryRow,
  picture: DrawnPicture,
): Promise<{ key: string; judged: PictureJudgement | null }> {
  const { key, redraw } = picture;
  if (key.endsWith('.svg')) return { key, judged: null };
  const evidence = await evidenceFor(context, story, picture);
  if (!evidence) return { key, judged: null };
  const judge = (pictureKey: string) =>
    verdictOf(context, story, picture.page, pictureKey, evidence);
  const first = await judge(key);
  // A picture with no redraw left to it is itself the judge's redraw: marked so when it passes.
  const mark = redraw ? null : 'redrawn';
  if (!first) return { key, judged: { likeness: null, mark } };
  if (!fails(first)) {
    if (redraw && 'stored' in redraw) await context.storage.delete(redraw.stored);
    return { key, judged: { likeness: first.likeness, mark } };
  }
  return keepTheBetter(context, story, picture, first, judge);
}

/**
 * What the judges go on, or undefined when no judge can look: no likeness reference to
 * measure against, and no vision model.
 */
async function evidenceFor(
  context: Context,
  story: StoryRow,
  picture: DrawnPicture,
): Promise<Evidence | undefined> {
  const child = await findChildById(context.database.db, story.childId);
  const reference = openLikenessReference(context.secret, child?.likenessReference ?? null);
  if (!reference && !context.pictureReview) return undefined;
  return {
    reference,
    sheet: context.pictureReview && child ? await loadCharacterSheet(context, child) : null,
    text: picture.text,
    onUsage: picture.onUsage,
  };
}

/**
 * A picture that failed its judges: drawn again when it may be, the better of the two kept
 * (the other deleted) and marked. One still unsuitable for a child fails the book.
 */
async function keepTheBetter(
  context: Context,
  story: StoryRow,
  picture: DrawnPicture,
  first: PictureVerdict,
  judge: (key: string) => Promise<PictureVerdict | undefined>,
): Promise<{ key: string; judged: PictureJudgement }> {
  const { key, redraw } = picture;
  const again = redraw ? await drawAgain(context, story, redraw, judge) : undefined;
  const kept = again ? better(first, again.verdict) : first;
  if (again) await context.storage.delete(kept === first ? again.key : key);
  if (kept.refused === 'unsuitable') {
    context.log.warn(
      { storyId: story.id, page: picture.page },
      'picture refused by the vision judge as unsuitable for a child',
    );
    throw new PermanentJobError(storyModerationMessages.storyRefused);
  }
  return {
    key: kept === first ? key : (again?.key ?? key),
    judged: { likeness: kept.likeness, mark: kept === first || fails(kept) ? 'short' : 'redrawn' },
  };
}

/**
 * The judge's redraw, drawn now (while the book's budget lasts) or by an earlier attempt,
 * and its verdict; undefined when it was not drawn or could not be judged.
 */
async function drawAgain(
  context: Context,
  story: StoryRow,
  redraw: { draw: () => Promise<string | undefined> } | { stored: string },
  judge: (key: string) => Promise<PictureVerdict | undefined>,
): Promise<{ key: string; verdict: PictureVerdict } | undefined> {
  let key: string | undefined;
  if ('stored' in redraw) key = redraw.stored;
  else {
    const allowed = await takeJudgeRedraw({
      db: context.database.db,
      storyId: story.id,
      generation: story.generation,
      limit: context.config.pictureJudge.redrawsPerBook,
    });
    key = allowed ? await redraw.draw() : undefined;
  }
  if (!key) return undefined;
  const verdict = await judge(key);
  if (verdict) return { key, verdict };
  await context.storage.delete(key);
  return undefined;
}

/**
 * The judges' verdict on a stored picture: the offline measures and the vision model's
 * review, side by side. Undefined when neither could look.
 */
async function verdictOf(
  context: Context,
  story: StoryRow,
  page: number,
  key: string,
  evidence: Evidence,
): Promise<PictureVerdict | undefined> {
  const failed = (judge: string) => (error: unknown) => {
    context.log.warn(
      { storyId: story.id, page, judge, error: (error as Error).message },
      'picture judge failed; the picture is kept unmeasured',
    );
    return undefined;
  };
  const picture = await context.storage.get(key).catch(failed('storage'));
  if (!picture) return undefined;
  const { reference } = evidence;
  const [measured, reviewed] = await Promise.all([
    reference
      ? judgePicture({ picture, reference, faces: context.faces, readWords: wordsIn }).catch(
          failed('offline'),
        )
      : undefined,
    context.pictureReview
      ?.review({
        picture: { data: picture, contentType: contentTypeOf(key) },
        reference: evidence.sheet,
        text: evidence.text,
        onUsage: evidence.onUsage,
      })
      .catch(failed('vision')),
  ]);
  if (!measured && !reviewed) return undefined;
  const concern = reviewed ? reviewConcern(reviewed, evidence.sheet !== null) : null;
  if (reviewed && concern) {
    context.log.info(
      { storyId: story.id, page, concern, problem: reviewed.problem },
      'the vision judge found a problem with a picture',
    );
  }
  return {
    likeness: measured?.likeness ?? null,
    // Unsuitable for a child outranks everything; then what the offline judge saw.
    refused: concern === 'unsuitable' ? concern : (measured?.refused ?? null) || (concern ?? null),
    lettering: measured?.lettering ?? [],
  };
}

/** The first no in the vision model's answers, as a reason to refuse the picture. */
function reviewConcern(review: PictureReview, hasSheet: boolean): PictureVerdict['refused'] {
  if (!review.suitableForChild) return 'unsuitable';
  // Without a sheet the model has no child to compare with: its "same child" says nothing.
  if (hasSheet && !review.sameChild) return 'unlike';
  if (!review.plausibleBodies) return 'malformed';
  if (!review.matchesText) return 'off-text';
  return null;
}

const contentTypeOf = (key: string) =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
