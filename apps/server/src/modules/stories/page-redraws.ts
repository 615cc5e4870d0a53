import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  pageEditMessages,
  type KeepPictureInput,
  type PageRedraw,
  type PageRedrawInput,
  type RedrawAllowance,
} from '@littlestar/shared/page-edits';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import {
  pageRedraws,
  stories,
  type PageRedrawRow,
  type StoryPageRow,
  type StoryRow,
} from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { defineJob, PermanentJobError } from '../../jobs/define-job.js';
import { scrubText } from '../../logging/logging.js';
import { PictureRefusedError } from '../../providers/story-images/picture-refused.js';
import {
  extensionFor,
  ILLUSTRATION_TYPES,
  type IllustrationType,
} from '../../providers/story-images/story-images-provider.js';
import { assertCanSpend, refundChargeIfAny, spendCredits } from '../credits/service.js';
import { assertEditable, changedMeanwhile } from './page-text.js';
import { drawPicture, patienceMsOf, storyFolder } from './pipeline.js';
import { beginEdit } from './rebind.js';
import { findStoryPages, findStoryRow, setPicture } from './story-rows.js';

/*
 * Drawing one picture of a complete story again. A request takes one of the
 * story's free redraws (PAGE_REDRAWS_PER_STORY) or charges PAGE_REDRAW_CREDIT_COST under the
 * redraw's own ledger key, and queues `story.redraw`, in one transaction. The new picture
 * is stored beside the old one (the book still shows the old) until the parent keeps one of
 * the two; the other file is deleted. A redraw that fails for good is refunded once.
 * Bounds: one open redraw per page (a unique index), the route's per-user rate limit, and
 * PAGE_REDRAWS_PER_DAY for all users together.
 */

type Context = Pick<
  AppContext,
  'database' | 'storage' | 'queue' | 'storyImages' | 'config' | 'log' | 'moderation'
>;

/** The ledger key of one redraw's charge: charged once, refunded once. */
const redrawChargeKey = (redrawId: string) => ({ source: 'page-redraw', sourceId: redrawId });

const pageName = (page: number) => (page === 0 ? 'the cover' : `page ${page}`);

/** Serialises the day's count across processes: of racing requests for the last one, one wins. */
const DAY_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('littlestar.page-redraws'))`;

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

function secondsUntilTomorrow(now: Date): number {
  const midnight = startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000;
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * The note goes to an image model, so it passes the same content check as a story idea
 * first; when the check cannot run nothing is drawn (or charged).
 */
async function checkNote(context: Context, story: StoryRow, note: string) {
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea([{ label: 'note', text: note }]);
  } catch (error) {
    context.log.warn(
      { storyId: story.id, error: error instanceof Error ? error.name : 'unknown' },
      'redraw note could not be checked',
    );
    throw new AppError('unavailable', pageEditMessages.checkUnavailable);
  }
  if (verdict.flagged) {
    context.log.info({ storyId: story.id, reasons: verdict.reasons }, 'redraw note refused');
    throw new AppError('note_refused', pageEditMessages.noteRefused);
  }
}

const redrawsPaused = (now: Date) =>
  new AppError('rate_limited', pageEditMessages.redrawsPaused, {
    'retry-after': String(secondsUntilTomorrow(now)),
  });

/** The story's free redraws taken so far (a failed one gives its free redraw back). */
async function freeRedrawsUsed(db: Database, story: StoryRow): Promise<number> {
  const [used] = await db
    .select({ count: count() })
    .from(pageRedraws)
    .where(
      and(
        eq(pageRedraws.storyId, story.id),
        eq(pageRedraws.cost, 0),
        ne(pageRedraws.status, 'failed'),
      ),
    );
  return used?.count ?? 0;
}

/**
 * Looks, without taking anything, at what would refuse a redraw: an open one on the page,
 * the day's redraws all drawn, too few credits once the free ones are used. The reads share one
 * snapshot (PostgreSQL's repeatable read): read one by one, a redraw taken between them could
 * hide from the first and count in the second, and the answer would be "not enough credits"
 * where it is "already being drawn". The transaction that takes the redraw checks each again
 * under its locks.
 */
async function assertRedrawPossible(context: Context, story: StoryRow, page: number, now: Date) {
  const { freePerStory, creditCost, perDay } = context.config.pageRedraws;
  await context.database.db.transaction(
    async (tx) => {
      const [open] = await tx
        .select({ id: pageRedraws.id })
        .from(pageRedraws)
        .where(
          and(
            eq(pageRedraws.storyId, story.id),
            eq(pageRedraws.page, page),
            inArray(pageRedraws.status, ['drawing', 'ready']),
          ),
        );
      if (open) throw new AppError('redraw_open', pageEditMessages.redrawOpen);
      const [today] = await tx
        .select({ count: count() })
        .from(pageRedraws)
        .where(gte(pageRedraws.createdAt, startOfUtcDay(now)));
      if ((today?.count ?? 0) >= perDay) throw redrawsPaused(now);
      if ((await freeRedrawsUsed(tx, story)) < freePerStory || creditCost <= 0) return;
      await assertCanSpend({ db: tx, userId: story.userId, amount: creditCost });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Starts drawing one picture again: `page` 0 is the cover, 1… the pages. */
export async function requestRedraw(
  context: Context,
  story: StoryRow,
  page: number,
  input: PageRedrawInput,
): Promise<void> {
  assertEditable(story);
  const pages = await findStoryPages(context.database.db, story.id);
  if (page > pages.length) throw new AppError('not_found', pageEditMessages.noSuchPage);
  if (input.note) {
    // The note's check is a paid call: whatever would refuse the redraw for free goes first.
    await assertRedrawPossible(context, story, page, new Date());
    await checkNote(context, story, input.note);
  }
  const { freePerStory, creditCost, perDay } = context.config.pageRedraws;
  const now = new Date();
  await context.database.db.transaction(async (tx) => {
    await tx.execute(DAY_LOCK);
    const [locked] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(
        and(
          eq(stories.id, story.id),
          eq(stories.generation, story.generation),
          eq(stories.status, 'complete'),
        ),
      )
      .for('update');
    if (!locked) throw changedMeanwhile();
    const [today] = await tx
      .select({ count: count() })
      .from(pageRedraws)
      .where(gte(pageRedraws.createdAt, startOfUtcDay(now)));
    if ((today?.count ?? 0) >= perDay) throw redrawsPaused(now);
    const cost = (await freeRedrawsUsed(tx, story)) < freePerStory ? 0 : creditCost;
    const [redraw] = await tx
      .insert(pageRedraws)
      .values({
        storyId: story.id,
        userId: story.userId,
        generation: story.generation,
        page,
        note: input.note ?? null,
        status: 'drawing',
        cost,
      })
      // One open redraw per page (a partial unique index): a second request draws nothing.
      .onConflictDoNothing()
      .returning();
    if (!redraw) throw new AppError('redraw_open', pageEditMessages.redrawOpen);
    if (cost > 0) {
      await spendCredits({
        db: tx,
        userId: story.userId,
        amount: cost,
        type: 'picture redraw',
        description: `Picture drawn again: ${pageName(page)} of "${story.title}"`,
        ...redrawChargeKey(redraw.id),
      });
    }
    await context.queue.enqueue(redrawPictureJob, { redrawId: redraw.id }, { tx });
  });
}

const redrawKeyOf = (story: StoryRow, redrawId: string) => (type: IllustrationType) =>
  `${storyFolder(story)}g${story.generation}/redraws/${redrawId}.${extensionFor(type)}`;

async function findRedraw(context: Pick<Context, 'database'>, redrawId: string) {
  const [row] = await context.database.db
    .select()
    .from(pageRedraws)
    .where(eq(pageRedraws.id, redrawId));
  return row;
}

/** What a redraw draws: its story and page, when they are still there to draw. */
interface RedrawTarget {
  redraw: PageRedrawRow;
  story: StoryRow;
  pages: StoryPageRow[];
  /** The page drawn again; none for the cover. */
  target: StoryPageRow | undefined;
}

/** The redraw still drawing, of its story's generation, complete, with its page there. */
async function redrawToDraw(context: Context, redrawId: string): Promise<RedrawTarget | undefined> {
  const redraw = await findRedraw(context, redrawId);
  if (redraw?.status !== 'drawing') return undefined;
  const story = await findStoryRow(context.database.db, redraw.storyId);
  if (!story || story.generation !== redraw.generation || story.status !== 'complete') {
    return undefined;
  }
  const pages = await findStoryPages(context.database.db, story.id);
  const target =
    redraw.page === 0 ? undefined : pages.find((row) => row.position === redraw.page - 1);
  if (redraw.page > 0 && !target) return undefined;
  return { redraw, story, pages, target };
}

/** The picture asked of the illustrator: the page's brief with the parent's note, its words. */
function redrawnPicture({ redraw, story, pages, target }: RedrawTarget) {
  const brief = target ? target.brief : (story.coverBrief ?? story.title);
  const note = redraw.note ?? undefined;
  return {
    page: redraw.page - 1,
    // Models read the note with the brief, first: a prompt keeps only the brief's first
    // few hundred characters. The offline illustrator reads the note on its own.
    brief: note ? `The parent asks for this change: ${note}. ${brief}` : brief,
    pageCount: pages.length,
    ...(target ? { text: target.text } : {}),
    redraw: { variant: redraw.id, ...(note ? { note } : {}) },
  };
}

/** Draws and stores the new picture: its key, or undefined when the child was deleted. */
async function drawCandidate(
  context: Context,
  found: RedrawTarget,
  keyOf: (type: IllustrationType) => string,
): Promise<string | undefined> {
  try {
    return await drawPicture(context, found.story, redrawnPicture(found), keyOf);
  } catch (error) {
    // Every provider refused (the fallbacks ran already): another attempt would be paid for
    // and refused again, so the redraw fails and is refunded now.
    if (error instanceof PictureRefusedError) throw new PermanentJobError(error.message);
    throw error;
  }
}

/** `story.redraw`: draws the new picture and offers it beside the old one. */
async function drawRedraw(context: Context, redrawId: string, retried: boolean) {
  const found = await redrawToDraw(context, redrawId);
  if (!found) return;
  const { redraw, story } = found;
  const keyOf = redrawKeyOf(story, redraw.id);
  // An earlier attempt drew and stored it, then failed before recording it: use that one.
  const stored = retried ? await storedCandidate(context, keyOf) : undefined;
  const key = stored ?? (await drawCandidate(context, found, keyOf));
  if (!key) return;
  const [ready] = await context.database.db
    .update(pageRedraws)
    .set({ status: 'ready', candidateKey: key, updatedAt: new Date() })
    .where(and(eq(pageRedraws.id, redraw.id), eq(pageRedraws.status, 'drawing')))
    .returning();
  // The story was deleted meanwhile, or a twin run of this job recorded another file first.
  if (!ready) {
    const now = await findRedraw(context, redraw.id);
    if (now?.candidateKey !== key) await context.storage.delete(key);
  }
}

async function storedCandidate(
  context: Pick<Context, 'storage'>,
  keyOf: (type: IllustrationType) => string,
): Promise<string | undefined> {
  for (const type of Object.keys(ILLUSTRATION_TYPES) as IllustrationType[]) {
    if (await context.storage.exists(keyOf(type))) return keyOf(type);
  }
  return undefined;
}

/** A redraw out of retries: it fails and its charge (if any) is given back, once. */
async function failRedraw(context: Context, redrawId: string, error: unknown) {
  context.log.error({ err: error, redrawId }, 'page redraw failed for good');
  const failed = await context.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pageRedraws)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(pageRedraws.id, redrawId), eq(pageRedraws.status, 'drawing')))
      .returning();
    if (!row) return undefined;
    await refundChargeIfAny({
      db: tx,
      ...redrawChargeKey(row.id),
      description: `Refund: ${pageName(row.page)} could not be drawn again`,
    });
    return row;
  });
  if (!failed) return;
  context.log.info(
    { storyId: failed.storyId, reason: scrubText(String(error)).slice(0, 200) },
    'page redraw refunded',
  );
  const story = await findStoryRow(context.database.db, failed.storyId);
  if (story) {
    for (const type of Object.keys(ILLUSTRATION_TYPES) as IllustrationType[]) {
      await context.storage.delete(redrawKeyOf(story, failed.id)(type));
    }
  }
}

export const redrawPictureJob = defineJob({
  name: 'story.redraw',
  payload: z.object({ redrawId: z.uuid() }),
  // Waits on the image provider, like the pipeline's pictures.
  concurrency: (context) => context.config.storyImages.concurrency,
  handle: ({ context, payload, retryCount }) =>
    drawRedraw(context, payload.redrawId, retryCount > 0),
  onFinalFailure: ({ context, payload, error }) => failRedraw(context, payload.redrawId, error),
});

/**
 * The safety net for redraws whose job is gone (every attempt died with its worker): one
 * still drawing after longer than its job could take fails and is refunded, so no page waits
 * forever and no credit is lost.
 */
export async function sweepStuckRedraws(options: { context: Context; now?: Date }) {
  const patienceMs = patienceMsOf(options.context);
  const cutoff = new Date((options.now ?? new Date()).getTime() - patienceMs);
  const stuck = await options.context.database.db
    .select({ id: pageRedraws.id })
    .from(pageRedraws)
    .where(and(eq(pageRedraws.status, 'drawing'), lt(pageRedraws.updatedAt, cutoff)));
  for (const { id } of stuck) {
    await failRedraw(options.context, id, new Error('The picture stopped being drawn.'));
  }
  return stuck.length;
}

export const sweepRedrawsJob = defineJob({
  name: 'story.redraw-sweep',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  async handle({ context }) {
    const swept = await sweepStuckRedraws({ context });
    if (swept > 0) context.log.warn({ swept }, 'refunded redraws that stopped moving');
  },
});

/**
 * The parent's choice between the old picture and the new one. Keeping the new one puts it
 * in the book (a new edition, bound again) and deletes the old file; keeping the old one
 * deletes the new. Of racing choices one wins: the other finds nothing to keep (409).
 */
export async function keepPicture(
  context: Context,
  story: StoryRow,
  page: number,
  input: KeepPictureInput,
): Promise<void> {
  assertEditable(story);
  const unwanted = await context.database.db.transaction(async (tx) => {
    const [redraw] = await tx
      .select()
      .from(pageRedraws)
      .where(
        and(
          eq(pageRedraws.storyId, story.id),
          eq(pageRedraws.page, page),
          eq(pageRedraws.status, 'ready'),
        ),
      )
      .for('update');
    if (!redraw?.candidateKey)
      throw new AppError('nothing_to_keep', pageEditMessages.nothingToKeep);
    const keepNew = input.picture === 'new';
    await tx
      .update(pageRedraws)
      .set({ status: keepNew ? 'kept' : 'dropped', updatedAt: new Date() })
      .where(eq(pageRedraws.id, redraw.id));
    if (!keepNew) return redraw.candidateKey;
    const edited = await beginEdit(context, tx, story);
    if (!edited) throw changedMeanwhile();
    return setPicture({ db: tx, storyId: story.id, page, key: redraw.candidateKey });
  });
  // After the commit: a failed delete leaves a stray file in the story's folder (deleted with
  // it), never a book without its picture.
  if (unwanted) {
    await context.storage.delete(unwanted).catch((error: unknown) => {
      context.log.warn({ err: error, storyId: story.id }, 'unkept picture not deleted');
    });
  }
}

/** Each page's latest redraw that still has something to show (drawing, ready or failed). */
export async function redrawsOf(
  context: Pick<Context, 'database' | 'storage' | 'config'>,
  story: StoryRow,
  signedUrl: (key: string | null) => Promise<string | null>,
): Promise<{ byPage: Map<number, PageRedraw>; allowance: RedrawAllowance | null }> {
  const byPage = new Map<number, PageRedraw>();
  if (story.status !== 'complete') return { byPage, allowance: null };
  const rows = await context.database.db
    .select()
    .from(pageRedraws)
    .where(and(eq(pageRedraws.storyId, story.id), eq(pageRedraws.generation, story.generation)))
    .orderBy(desc(pageRedraws.createdAt));
  const latest = new Map<number, PageRedrawRow>();
  for (const row of rows) if (!latest.has(row.page)) latest.set(row.page, row);
  for (const [page, row] of latest) {
    if (row.status === 'kept' || row.status === 'dropped') continue;
    byPage.set(page, {
      status: row.status,
      note: row.note,
      candidate_url: row.status === 'ready' ? await signedUrl(row.candidateKey) : null,
    });
  }
  const { freePerStory, creditCost } = context.config.pageRedraws;
  const freeUsed = rows.filter((row) => row.cost === 0 && row.status !== 'failed').length;
  return {
    byPage,
    allowance: { free_left: Math.max(0, freePerStory - freeUsed), credit_cost: creditCost },
  };
}
