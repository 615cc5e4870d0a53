import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { CastMemberInput } from '@littlestar/shared/cast';
import type { DemoStory } from '@littlestar/shared/demo';
import {
  isEditableStoryStatus,
  MAX_FAILED_GENERATIONS,
  storyBookTexts,
  storyMessages,
  storyModerationMessages,
  storyPdfFileName,
  type PrintFiles,
  type Story,
  type StoryIdeaField,
  type StoryInput,
} from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { pageRedraws, stories, type StoryRow } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { findChildById, findOwnChild, isUuid } from '../children/service.js';
import { assertCanSpend, spendCredits } from '../credits/service.js';
import {
  bookKey,
  chargeKey,
  freeLane,
  paidLane,
  storeBook,
  storyFolder,
  type PipelineLane,
} from './pipeline.js';
import {
  beginGeneration,
  findStoryPages,
  findStoryRow,
  hasFreeGenerationLeft,
  insertStory,
  insertStoryOnce,
  takeFreeGeneration,
  updateStoryDetails,
} from './story-rows.js';
import { signedUrlOf, toStoryResponse, toStoryResponses } from './story-response.js';
import { answeredCasts, checkCast } from './cast.js';
import {
  printableEditionOf,
  printFilesOf,
  printFilesOfEdition,
  startPrintFiles,
  type PrintableEdition,
} from './print-files.js';
import { changePageText, pageWordLimitOf } from './page-text.js';
import { keepPicture, redrawsOf, requestRedraw } from './page-redraws.js';
import type {
  KeepPictureInput,
  PageRedrawInput,
  PageTextInput,
} from '@littlestar/shared/page-edits';

export { printFilesJob } from './print-files.js';
export { rebindStoryJob } from './rebind.js';
export { redrawPictureJob, sweepRedrawsJob } from './page-redraws.js';
export {
  bindStoryJob,
  freeLane,
  illustrateStoryJob,
  sweepStoriesJob,
  writeStoryJob,
} from './pipeline.js';

type Context = Pick<AppContext, 'database' | 'storage' | 'queue' | 'config' | 'moderation' | 'log'>;

const notFound = () => new AppError('not_found', storyMessages.notFound);

/** The user's story, or 404: another user's story looks exactly like a missing one. */
async function findOwnStory(context: Context, userId: string, storyId: string): Promise<StoryRow> {
  if (!isUuid(storyId)) throw notFound();
  // A free story on a demo child is reached only through the demo routes.
  const [row] = await context.database.db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId), eq(stories.free, false)));
  if (!row) throw notFound();
  return row;
}

/** The owner's view of a story: with its pictures being drawn again, once it is complete. */
async function respond(context: Context, row: StoryRow): Promise<Story> {
  const { db } = context.database;
  const casts = await answeredCasts(db, [row]);
  return toStoryResponse(context, row, await findStoryPages(db, row.id), casts.get(row.id) ?? [], {
    ...(await redrawsOf(context, row, signedUrlOf(context))),
    pageWordLimit: row.status === 'complete' ? await pageWordLimitOf(db, row) : null,
  });
}

/**
 * Moves a story to `generating` and queues its writing, in one transaction with `charge`
 * (which may spend credits, or take one of the day's free stories). Undefined when the story's
 * status (or its count of failed generations) does not allow it: of simultaneous calls
 * exactly one gets the row.
 */
async function startGeneration(
  context: Context,
  storyId: string,
  charge: (tx: Database, story: StoryRow) => Promise<void>,
  options: { lane: PipelineLane; maxFailedGenerations?: number },
): Promise<StoryRow | undefined> {
  const { lane, ...limits } = options;
  return context.database.db.transaction(async (tx) => {
    const begun = await beginGeneration({ db: tx, storyId, ...limits });
    if (!begun) return undefined;
    await charge(tx, begun);
    await context.queue.enqueue(
      lane.write,
      { storyId: begun.id, generation: begun.generation },
      { tx },
    );
    return begun;
  });
}

/**
 * The parent-written fields of a story, as the content check and its refusal name them. The
 * people in it are named as they are now (the hero's and each child companion's name come from
 * their profiles); without them, the fields of the row alone.
 */
function storyIdeaOf(row: StoryRow, people: { childName?: string; castNames?: string[] } = {}) {
  // product.md#cast: the names a parent typed for pets and grown-ups reach the book too, and so
  // does each child companion's, as the hero's does.
  const castNames =
    people.castNames ?? row.cast.flatMap((member) => ('child_id' in member ? [] : [member.name]));
  const fields: { label: StoryIdeaField; text: string }[] = [
    { label: 'title', text: row.title },
    { label: 'conflict', text: row.conflict ?? '' },
    { label: 'moral', text: row.moral ?? '' },
    { label: 'cast', text: castNames.join(', ') },
    ...(people.childName === undefined
      ? []
      : [{ label: 'childName' as const, text: people.childName }]),
  ];
  return fields.filter((field) => field.text.trim().length > 0);
}

/**
 * The story idea through the content check, before anything is charged: a refusal is a 400
 * in the parent's words, naming the fields to change. When the check cannot run (the
 * moderation service is down) nothing starts either (503): an unchecked idea is never made.
 * Returns a test that the idea checked is the one about to be generated (an edit could slip
 * in between the check and the transaction).
 */
async function checkStoryIdea(
  context: Context,
  row: StoryRow,
  people: { childName?: string; castNames?: string[] } = {},
): Promise<(begun: StoryRow) => boolean> {
  // Being made or made already: generating answers 409 without a paid check first.
  if (!isEditableStoryStatus(row.status)) return () => false;
  const fields = storyIdeaOf(row, people);
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea(fields);
  } catch (error) {
    // The SDK's error carries no prompt, but only its kind and status are needed here.
    context.log.warn(
      {
        storyId: row.id,
        error: error instanceof Error ? error.name : 'unknown',
        status: (error as { status?: unknown } | null)?.status,
      },
      'story idea could not be checked',
    );
    throw new AppError('unavailable', storyModerationMessages.checkUnavailable);
  }
  if (verdict.flagged) {
    context.log.info(
      { storyId: row.id, fields: verdict.labels, reasons: verdict.reasons },
      'story idea refused by the content check',
    );
    throw new AppError('idea_refused', storyModerationMessages.ideaRefused(verdict.labels));
  }
  const checked = JSON.stringify(storyIdeaOf(row));
  return (begun) => JSON.stringify(storyIdeaOf(begun)) === checked;
}

const changedMeanwhile = () =>
  new AppError('changed_meanwhile', 'This story was changed meanwhile. Please try again.');

/** A child's stories, newest first (404 for a child that is not the user's). */
export async function listStories(options: {
  context: Context;
  userId: string;
  childId: string;
}): Promise<Story[]> {
  const { context } = options;
  const child = await findOwnChild({ db: context.database.db, ...options });
  const rows = await context.database.db
    .select()
    .from(stories)
    .where(eq(stories.childId, child.id))
    .orderBy(desc(stories.createdAt));
  return toStoryResponses({ ...context, db: context.database.db }, rows);
}

/** A new story waits as `pending` until the parent confirms; only for a child that is ready. */
export async function createStory(options: {
  context: Context;
  userId: string;
  childId: string;
  input: StoryInput;
}): Promise<Story> {
  const { context, userId } = options;
  const child = await findOwnChild({ db: context.database.db, ...options });
  if (child.trainingStatus !== 'completed') {
    throw new AppError(
      'child_not_ready',
      `${child.name}'s profile is not ready yet: stories can be created once it shows Ready.`,
    );
  }
  await checkCast({ context, userId, heroId: child.id, cast: options.input.cast });
  const row = await insertStory({
    db: context.database.db,
    userId,
    childId: child.id,
    input: options.input,
  });
  return respond(context, row);
}

export async function getStory(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<Story> {
  return respond(
    options.context,
    await findOwnStory(options.context, options.userId, options.storyId),
  );
}

/** product.md#edit-story: details change only while the story is pending or failed. */
export async function updateStory(options: {
  context: Context;
  userId: string;
  storyId: string;
  input: StoryInput;
}): Promise<Story> {
  const { context } = options;
  const row = await findOwnStory(context, options.userId, options.storyId);
  // A story past editing answers 409 at once: the cast's names cost a moderation call to check.
  if (!isEditableStoryStatus(row.status)) throw notEditable(row);
  await checkCast({
    context,
    userId: options.userId,
    heroId: row.childId,
    cast: options.input.cast,
  });
  const updated = await updateStoryDetails({
    db: context.database.db,
    storyId: row.id,
    input: options.input,
  });
  if (!updated) throw notEditable(row);
  return respond(context, updated);
}

/** Whether the story may be generated now, as `beginGeneration` will find it (if unchanged). */
const isStartable = (row: StoryRow) =>
  isEditableStoryStatus(row.status) && row.failedGenerations < MAX_FAILED_GENERATIONS;

/** Why a story that may not start now was refused: failed too often, or not startable. */
function notStartable(row: StoryRow): AppError {
  if (isEditableStoryStatus(row.status) && row.failedGenerations >= MAX_FAILED_GENERATIONS) {
    return new AppError('failed_too_often', storyMessages.failedTooOften);
  }
  return notEditable(row);
}

function notEditable(row: StoryRow): AppError {
  return row.status === 'complete'
    ? new AppError('story_complete', 'This story is already complete and can no longer be changed.')
    : new AppError('already_generating', storyMessages.beingGenerated);
}

/**
 * Starts making the story: the status moves to `generating`, STORY_CREDIT_COST is spent and
 * the writing job is queued, all in one transaction. Of any number of simultaneous calls one
 * wins; the others find the story generating (409). With too few credits nothing changes (402).
 */
export async function generateStory(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<Story> {
  const { context, userId } = options;
  const row = await findOwnStory(context, userId, options.storyId);
  // What costs nothing is refused first: the content check is a paid call.
  if (!isStartable(row)) throw notStartable(row);
  const cost = context.config.credits.storyCost;
  if (cost > 0) await assertCanSpend({ db: context.database.db, userId, amount: cost });
  const child = await findChildById(context.database.db, row.childId);
  const cast = (await answeredCasts(context.database.db, [row])).get(row.id) ?? [];
  const isChecked = await checkStoryIdea(context, row, {
    ...(child ? { childName: child.name } : {}),
    castNames: cast.map((member) => member.name),
  });
  const started = await startGeneration(
    context,
    row.id,
    async (tx, begun) => {
      if (!isChecked(begun)) throw changedMeanwhile();
      if (cost <= 0) return;
      await spendCredits({
        db: tx,
        userId,
        amount: cost,
        type: 'story creation',
        description: `Story: ${begun.title}`,
        ...chargeKey(begun.id, begun.generation),
      });
    },
    // A failed generation is refunded: a story that keeps failing must change before it is
    // tried (and paid for at the AI providers) again.
    { lane: paidLane, maxFailedGenerations: MAX_FAILED_GENERATIONS },
  );
  if (!started) {
    throw notStartable(await findOwnStory(context, userId, options.storyId));
  }
  return respond(context, started);
}

/**
 * The printable book of a complete story (409 before), as the pipeline stored it; rendered and
 * stored again if the file is missing. `fileName` is the spec's: the title lowercased, spaces
 * turned to underscores, `.pdf`.
 */
export async function getStoryPdf(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<{ data: Buffer; fileName: string }> {
  return bookOf(
    options.context,
    await findOwnStory(options.context, options.userId, options.storyId),
  );
}

/** The book of a complete story: the stored PDF, rendered (and stored) again if it is missing. */
async function bookOf(
  context: Context,
  row: StoryRow,
): Promise<{ data: Buffer; fileName: string }> {
  if (row.status !== 'complete') {
    throw row.status === 'generating' || row.status === 'generating_images'
      ? new AppError('already_generating', storyMessages.beingGenerated)
      : new AppError('story_not_complete', storyBookTexts.notComplete);
  }
  const stored = await context.storage.get(bookKey(row));
  const childName = async () => (await findChildById(context.database.db, row.childId))?.name ?? '';
  if (stored) return { data: stored, fileName: storyPdfFileName(row.title) };
  // Not bound yet (an edit's bind is queued) or lost: rendered now, from what the reader shows.
  const data = await storeBook(context, row, await childName());
  const now = await findStoryRow(context.database.db, row.id);
  // Edited again while this was rendered: the file of a replaced edition is not kept.
  if (now?.edition !== row.edition || now.generation !== row.generation) {
    await context.storage.delete(bookKey(row));
  }
  return { data, fileName: storyPdfFileName(row.title) };
}

/** A page's new words on the user's complete story (free, saved at once); see page-text.ts. */
export async function editStoryPage(options: {
  context: Context;
  userId: string;
  storyId: string;
  page: number;
  input: PageTextInput;
}): Promise<Story> {
  const { context } = options;
  const row = await findOwnStory(context, options.userId, options.storyId);
  await changePageText(context, row, options.page, options.input);
  return respond(context, await findOwnStory(context, options.userId, options.storyId));
}

/** Draws one picture of the user's complete story again (0: the cover); see page-redraws.ts. */
export async function redrawStoryPicture(options: {
  context: Context & Pick<AppContext, 'storyImages'>;
  userId: string;
  storyId: string;
  page: number;
  input: PageRedrawInput;
}): Promise<Story> {
  const { context } = options;
  const row = await findOwnStory(context, options.userId, options.storyId);
  await requestRedraw(context, row, options.page, options.input);
  return respond(context, row);
}

/** Keeps the old or the new picture of a page drawn again; the other file is deleted. */
export async function keepStoryPicture(options: {
  context: Context & Pick<AppContext, 'storyImages'>;
  userId: string;
  storyId: string;
  page: number;
  input: KeepPictureInput;
}): Promise<Story> {
  const { context } = options;
  const row = await findOwnStory(context, options.userId, options.storyId);
  await keepPicture(context, row, options.page, options.input);
  return respond(context, await findOwnStory(context, options.userId, options.storyId));
}

/** Starts making the print files of the user's complete story (202); see print-files.ts. */
export async function requestPrintFiles(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<PrintFiles> {
  const { context } = options;
  return startPrintFiles(context, await findOwnStory(context, options.userId, options.storyId));
}

/** The print files of the user's story, with links once the preflight passed them. */
export async function getPrintFiles(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<PrintFiles> {
  const { context } = options;
  return printFilesOf(context, await findOwnStory(context, options.userId, options.storyId));
}

/**
 * The title and current edition of the user's story when its print files are ready (a printed
 * book is quoted for that edition); undefined while they are not.
 */
export async function getPrintableEdition(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<(PrintableEdition & { title: string }) | undefined> {
  const { context } = options;
  const story = await findOwnStory(context, options.userId, options.storyId);
  const edition = await printableEditionOf(context, story);
  return edition ? { ...edition, title: story.title } : undefined;
}

/** Links to the print files of one edition of the user's story (404 once it is deleted). */
export async function getPrintFilesOfEdition(options: {
  context: Context;
  userId: string;
  storyId: string;
  generation: number;
  edition: number;
}): Promise<{ interiorUrl: string; coverUrl: string }> {
  const { context, generation, edition } = options;
  const story = await findOwnStory(context, options.userId, options.storyId);
  return printFilesOfEdition(context, story, { generation, edition });
}

/**
 * Deletes the story with its pictures and its PDF (all under its folder). No refund: a complete
 * story was delivered, and one being made stops (its jobs find it gone). The row goes first,
 * then the folder: a job that stores a file and then still finds the row knows the folder's
 * clearing comes after its file (print files check so).
 */
export async function deleteStory(options: {
  context: Context;
  userId: string;
  storyId: string;
}): Promise<void> {
  const { context } = options;
  const row = await findOwnStory(context, options.userId, options.storyId);
  await context.database.db.delete(stories).where(eq(stories.id, row.id));
  await context.storage.deletePrefix(storyFolder(row));
}

/**
 * Deletes every story of an account, its free demo stories included (their folders sit under
 * the demo children's), inside the caller's transaction, for the account's deletion. Returns
 * the storage folders to clear once the rows are gone.
 */
export async function deleteStoriesOfUser(options: {
  db: Database;
  userId: string;
}): Promise<string[]> {
  const rows = await options.db
    .delete(stories)
    .where(eq(stories.userId, options.userId))
    .returning({ id: stories.id, childId: stories.childId });
  return rows.map(storyFolder);
}

/** A story as the parent's data export holds it: its details, its text and, when complete, its book. */
export interface ExportedStory {
  story: {
    id: string;
    child_id: string;
    title: string;
    theme: string;
    setting: string;
    conflict: string | null;
    moral: string | null;
    cast: CastMemberInput[];
    status: string;
    free: boolean;
    created_at: string;
    completed_at: string | null;
    pages: { page: number; text: string }[];
    /** Every picture the parent asked to draw again, with the note they gave. */
    redraws: { page: number; note: string | null; status: string; created_at: string }[];
  };
  /** Read only when called, so a zip holds one book in memory at a time. */
  book: { fileName: string; read: () => Promise<Buffer> } | null;
}

/**
 * Every story of an account (free demo stories included), oldest first, each with a reader of
 * its book (read, or rendered again): for the parent's data export.
 */
export async function* exportStoriesOfUser(options: {
  context: Context;
  userId: string;
}): AsyncGenerator<ExportedStory> {
  const { context } = options;
  const { db } = context.database;
  const rows = await db
    .select()
    .from(stories)
    .where(eq(stories.userId, options.userId))
    .orderBy(asc(stories.createdAt));
  for (const row of rows) {
    const pages = await findStoryPages(db, row.id);
    const redraws = await db
      .select()
      .from(pageRedraws)
      .where(eq(pageRedraws.storyId, row.id))
      .orderBy(asc(pageRedraws.createdAt));
    yield {
      story: {
        id: row.id,
        child_id: row.childId,
        title: row.title,
        theme: row.theme,
        setting: row.setting,
        conflict: row.conflict,
        moral: row.moral,
        cast: row.cast,
        status: row.status,
        free: row.free,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        pages: [...pages]
          .sort((a, b) => a.position - b.position)
          .map((page) => ({ page: page.position + 1, text: page.text })),
        redraws: redraws.map((redraw) => ({
          page: redraw.page,
          note: redraw.note,
          status: redraw.status,
          created_at: redraw.createdAt.toISOString(),
        })),
      },
      book:
        row.status === 'complete'
          ? {
              fileName: storyPdfFileName(row.title),
              read: async () => (await bookOf(context, row)).data,
            }
          : null,
    };
  }
}

/*
 * The free trial (product.md#free-trial, product.md#free-story): demo children belong to the server's own account (the
 * `publisherId`), and their seeded stories are public. A signed-in user may make one free
 * story per demo child; it costs nothing and only that user ever sees it.
 */

/** Who may see which demo stories: everybody the seeded ones, a user also their own free ones. */
const visibleDemoStories = (publisherId: string, viewerId: string | null) =>
  viewerId
    ? or(eq(stories.userId, publisherId), and(eq(stories.free, true), eq(stories.userId, viewerId)))
    : eq(stories.userId, publisherId);

async function toDemoStories(context: Context, rows: StoryRow[]): Promise<DemoStory[]> {
  const responses = await toStoryResponses({ ...context, db: context.database.db }, rows);
  return responses.map((story, index) => ({ ...story, free: rows[index]?.free ?? false }));
}

/** A demo child's stories a viewer may see (seeded ones first, then theirs), newest first. */
export async function listDemoStories(options: {
  context: Context;
  publisherId: string;
  childId: string;
  viewerId: string | null;
}): Promise<DemoStory[]> {
  const { context } = options;
  const rows = await context.database.db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.childId, options.childId),
        visibleDemoStories(options.publisherId, options.viewerId),
      ),
    )
    .orderBy(desc(stories.free), desc(stories.createdAt));
  return toDemoStories(context, rows);
}

/**
 * The cover of each child's newest complete seeded story, by child: one query for a whole
 * demo shelf, with only the picture's URL signed.
 */
export async function demoCoverUrls(options: {
  context: Context;
  publisherId: string;
  childIds: string[];
}): Promise<Map<string, string>> {
  const { context } = options;
  if (options.childIds.length === 0) return new Map();
  const rows = await context.database.db
    .select({ childId: stories.childId, coverKey: stories.coverKey })
    .from(stories)
    .where(
      and(
        inArray(stories.childId, options.childIds),
        eq(stories.userId, options.publisherId),
        eq(stories.status, 'complete'),
        isNotNull(stories.coverKey),
      ),
    )
    .orderBy(desc(stories.createdAt));
  const covers = new Map<string, string>();
  for (const row of rows) {
    if (covers.has(row.childId) || !row.coverKey) continue;
    covers.set(
      row.childId,
      await context.storage.signedDownloadUrl(row.coverKey, {
        expiresInSeconds: stableUrlSeconds(),
      }),
    );
  }
  return covers;
}

/** A seeded story, or the viewer's own free one; 404 for anything else (signed in or not). */
export async function getDemoStory(options: {
  context: Context;
  publisherId: string;
  storyId: string;
  viewerId: string | null;
}): Promise<DemoStory> {
  const row = await findDemoStory(options);
  const [story] = await toDemoStories(options.context, [row]);
  if (!story) throw notFound();
  return story;
}

async function findDemoStory(options: {
  context: Context;
  publisherId: string;
  storyId: string;
  viewerId: string | null;
}): Promise<StoryRow> {
  if (!isUuid(options.storyId)) throw notFound();
  const [row] = await options.context.database.db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.id, options.storyId),
        visibleDemoStories(options.publisherId, options.viewerId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * The user's free story on a demo child, waiting to be generated. At most one exists per demo
 * child and user (a unique index): asking again returns it with the new details while it is
 * pending or failed, and is refused once it has been made.
 */
export async function createFreeStory(options: {
  context: Context;
  userId: string;
  childId: string;
  childName: string;
  input: StoryInput;
}): Promise<DemoStory> {
  const { context, userId, childId } = options;
  const inserted = await insertStoryOnce({
    db: context.database.db,
    userId,
    childId,
    input: options.input,
    free: true,
  });
  const found = inserted ?? (await findFreeStory(context, userId, childId));
  if (!found) throw new Error('free story neither inserted nor found');
  if (!inserted && !isEditableStoryStatus(found.status)) throw alreadyUsed(options.childName);
  // Asked again while pending or failed: the parent's new details replace the old ones (and
  // give a story that failed too often its tries back).
  const row = inserted
    ? inserted
    : ((await updateStoryDetails({
        db: context.database.db,
        storyId: found.id,
        input: options.input,
      })) ?? found);
  const [story] = await toDemoStories(context, [row]);
  if (!story) throw notFound();
  return story;
}

const alreadyUsed = (childName: string) =>
  new AppError(
    'free_story_used',
    `You have already made your free story with ${childName}. ` +
      'To make more, add your own child and buy credits.',
  );

async function findFreeStory(context: Context, userId: string, childId: string) {
  const [row] = await context.database.db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.childId, childId), eq(stories.free, true)));
  return row;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds until the next midnight UTC, when the free trial's daily budget starts again. */
function secondsUntilTomorrow(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** The day's free stories are all taken (or paused with 0): 429 until midnight UTC. */
const freeStoriesGone = (perDay: number, now: Date) =>
  new AppError(
    'rate_limited',
    perDay > 0 ? storyMessages.freeStoriesSpent : storyMessages.freeStoriesPaused,
    { 'retry-after': String(secondsUntilTomorrow(now)) },
  );

/** Why a free story may not be made now: made already, failed too often, or being made. */
async function freeNotStartable(
  row: StoryRow,
  childName: (childId: string) => Promise<string>,
): Promise<AppError> {
  if (row.status === 'complete') return alreadyUsed(await childName(row.childId));
  if (isEditableStoryStatus(row.status) && row.failedGenerations >= MAX_FAILED_GENERATIONS) {
    return new AppError('failed_too_often', storyMessages.failedTooOften);
  }
  return new AppError('already_generating', storyMessages.beingGenerated);
}

/**
 * Makes the user's free story (no credits); once made, another attempt is refused (409).
 * Every free generation takes one of FREE_STORIES_PER_DAY, counted across all users and
 * processes; once they are gone (or with 0) the answer is 429 until midnight UTC.
 */
export async function generateFreeStory(options: {
  context: Context;
  publisherId: string;
  userId: string;
  storyId: string;
  childName: (childId: string) => Promise<string>;
}): Promise<DemoStory> {
  const { context, userId } = options;
  const row = await findDemoStory({ ...options, viewerId: userId });
  if (!row.free || row.userId !== userId) throw notFound();
  const perDay = context.config.freeStories.perDay;
  // What costs nothing is refused first: the content check is a paid call.
  if (!isStartable(row)) throw await freeNotStartable(row, options.childName);
  const today = new Date();
  if (!(await hasFreeGenerationLeft({ db: context.database.db, day: utcDay(today), perDay }))) {
    throw freeStoriesGone(perDay, today);
  }
  // The demo child's name is ours; the parent wrote the rest.
  const isChecked = await checkStoryIdea(context, row);
  const started = await startGeneration(
    context,
    row.id,
    async (tx, begun) => {
      if (!isChecked(begun)) throw changedMeanwhile();
      const now = new Date();
      if (await takeFreeGeneration({ db: tx, day: utcDay(now), perDay })) return;
      throw freeStoriesGone(perDay, now);
    },
    // Free stories run in their own lane: a flood of them never delays a paid one.
    { lane: freeLane, maxFailedGenerations: MAX_FAILED_GENERATIONS },
  );
  if (!started) throw await freeNotStartable(row, options.childName);
  const [story] = await toDemoStories(context, [started]);
  if (!story) throw notFound();
  return story;
}

/**
 * A seeded demo story, made once: created with its fixed id if missing, and (re)generated
 * while it is not complete, so a fresh database fills its demo shelves within seconds.
 * Returns true when it queued a generation.
 */
export async function seedDemoStory(options: {
  context: Context;
  id: string;
  publisherId: string;
  childId: string;
  input: StoryInput;
}): Promise<boolean> {
  const { context } = options;
  await insertStoryOnce({
    db: context.database.db,
    id: options.id,
    userId: options.publisherId,
    childId: options.childId,
    input: options.input,
    free: false,
  });
  const started = await startGeneration(context, options.id, async () => {}, {
    lane: freeLane,
  });
  return Boolean(started);
}

/** The book of a seeded demo story or of the user's own free one (login required). */
export async function getDemoStoryPdf(options: {
  context: Context;
  publisherId: string;
  userId: string;
  storyId: string;
}): Promise<{ data: Buffer; fileName: string }> {
  const row = await findDemoStory({ ...options, viewerId: options.userId });
  return bookOf(options.context, row);
}
