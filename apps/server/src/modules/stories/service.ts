import { desc, eq } from 'drizzle-orm';
import {
  isEditableStoryStatus,
  MAX_FAILED_GENERATIONS,
  type PrintFiles,
  type Story,
  type StoryInput,
} from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { stories } from '../../db/stories-schema.js';
import { AppError } from '../../errors.js';
import { findChildById, findOwnChild } from '../children/service.js';
import { assertCanSpend, spendCredits } from '../credits/service.js';
import { chargeKey, paidLane, storyFolder } from './pipeline.js';
import { insertStory, updateStoryDetails } from './story-rows.js';
import { toStoryResponses } from './story-response.js';
import { answeredCasts, checkCast } from './cast.js';
import {
  printableEditionOf,
  printFilesOf,
  printFilesOfEdition,
  startPrintFiles,
  type PrintableEdition,
} from './print-files.js';
import { changePageText } from './page-text.js';
import { assertWritableLanguage, childNameIn } from './story-language.js';
import { keepPicture, requestRedraw } from './page-redraws.js';
import type {
  KeepPictureInput,
  PageRedrawInput,
  PageTextInput,
} from '@littlestar/shared/page-edits';
import {
  type Context,
  findOwnStory,
  respond,
  startGeneration,
  checkStoryIdea,
  changedMeanwhile,
  isStartable,
  notStartable,
  notEditable,
  bookOf,
} from './story-access.js';

export { printFilesJob } from './print-files.js';
export { rebindStoryJob } from './rebind.js';
export { redrawPictureJob, sweepRedrawsJob } from './page-redraws.js';
export { bindStoryJob, freeLane, illustrateStoryJob, writeStoryJob } from './pipeline.js';
export { sweepStoriesJob } from './story-sweep.js';
export {
  demoCoverUrls,
  getDemoStory,
  getDemoStoryPdf,
  listDemoStories,
  saveFreeStory,
  seedDemoStory,
  startFreeStory,
  type FreeStoryRefusal,
} from './free-trial-stories.js';
export { exportStoriesOfUser, type ExportedStory } from './story-export.js';
export {
  findShareableStory,
  getSharedBook,
  getSharedBookPdf,
  storyTitles,
} from './shared-story.js';

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
  assertWritableLanguage(context, options.input.language);
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
  assertWritableLanguage(context, options.input.language ?? row.language);
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
  // A Hindi story saved while an AI writer ran, started after a switch to the offline one.
  assertWritableLanguage(context, row.language);
  const cost = context.config.credits.storyCost;
  if (cost > 0) await assertCanSpend({ db: context.database.db, userId, amount: cost });
  const child = await findChildById(context.database.db, row.childId);
  const cast = (await answeredCasts(context.database.db, [row])).get(row.id) ?? [];
  const isChecked = await checkStoryIdea(context, row, {
    // The name the book will carry is checked: in Devanagari for a Hindi book when given.
    ...(child ? { childName: childNameIn(child, row.language) } : {}),
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
