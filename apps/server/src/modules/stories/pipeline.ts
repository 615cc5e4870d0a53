import os from 'node:os';
import { z } from 'zod';
import { ageBandFor, writtenStorySchema, type WrittenStory } from '@littlestar/shared/story';
import { storyModerationMessages, type PictureJudgement } from '@littlestar/shared/stories';
import { renderBookPdf, type BookContent, type BookPicture } from '@littlestar/bookbinder/book-pdf';
import type { StoryPageRow, StoryRow } from '../../db/stories-schema.js';
import { defineJob, PermanentJobError, type Job, type JobRun } from '../../jobs/define-job.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { isDeliverableAddress } from '../../providers/mail/mail-provider.js';
import {
  contentTypeOfKey,
  extensionFor,
  type IllustrationType,
} from '../../providers/story-images/story-images-provider.js';
import { ensureCharacterSheet } from '../children/service.js';
import { getUserContact } from '../accounts/service.js';
import { refundChargeIfAny } from '../credits/service.js';
import { storyReadyMail } from './mails.js';
import { judgeDrawnPicture, JUDGE_REDRAW_NOTE } from './picture-judging.js';
import {
  completeStoryRow,
  failStoryRow,
  findStoryPages,
  findStoryRow,
  hasRecordedUsage,
  recordPicture,
} from './story-rows.js';
import type { ProviderUsage } from '../../providers/usage.js';
import { scrubText } from '../../logging/logging.js';
import { resolveCast, type StoryCompanion } from './cast.js';
import { childNameIn } from './story-language.js';
import type { GenerationPayload } from './pipeline-parts.js';
import {
  type Context,
  generationPayload,
  currentStory,
  storyRequestOf,
  keepWrittenStory,
  saveUsage,
  storedPicture,
  pictureInUse,
  chargeKey,
  storyFolder,
  bookKey,
  pictureName,
  childOf,
  castForEngines,
  drawPicture,
} from './pipeline-parts.js';

export {
  bookKey,
  castForEngines,
  chargeKey,
  childOf,
  drawPicture,
  patienceMsOf,
  pictureName,
  storyFolder,
} from './pipeline-parts.js';

/*
 * The generation pipeline: write → illustrate (every page and the cover, in parallel) → bind.
 * Each step is a job enqueued in the transaction that makes it due, and each is idempotent:
 * it checks that its generation is still at its step before doing anything, stores pictures
 * under keys fixed by (story, generation, page), and moves the story with a conditional UPDATE.
 * A step out of retries fails the story and refunds its charge, once.
 */

/** `story.write`: the text provider writes the story; its pages go in and the pictures are queued. */
export async function writeStoryStep(
  context: Context,
  payload: GenerationPayload,
  // The paid lane unless the job of another lane runs it.
  lane: PipelineLane = paidLane,
) {
  const story = await currentStory(context, payload, 'generating');
  if (!story) return;
  const child = await childOf(context, story);
  if (!child) return;
  const band = ageBandFor(child.age);
  const cast = await resolveCast(context.database.db, story);
  const usage: ProviderUsage[] = [];
  const writing = context.storyText.write({
    child: {
      name: child.name,
      ...(child.nameDevanagari ? { nameDevanagari: child.nameDevanagari } : {}),
      age: child.age,
      pronouns: child.pronouns,
      likeness: child.likeness,
    },
    story: storyRequestOf(story),
    ...(cast.length > 0 ? { cast: castForEngines(cast) } : {}),
    language: story.language,
    pageCount: band.pageCount,
    maxReadingGrade: band.maxReadingGrade,
    seed: `${story.id}:${story.generation}`,
    onUsage: (cost) => usage.push(cost),
  });
  // Meanwhile a real illustrator draws the child's character sheet if there is none yet,
  // the picture every page is drawn from (nothing to wait for: the text takes longer).
  const sheetUsage: ProviderUsage[] = [];
  const onSheetUsage = (cost: ProviderUsage) => sheetUsage.push(cost);
  const sheet = Promise.all([
    ensureCharacterSheet({ context, childId: story.childId, onUsage: onSheetUsage }),
    drawCompanionSheets(context, story, cast),
  ]);
  // What the writing cost is kept whether it succeeded or not: a failed call is paid for too.
  // The step ends only once every sheet has settled, so a retry never overlaps a paid call.
  const [text, sheets] = await Promise.allSettled([
    writing.finally(() => saveUsage(context, story, 'text', usage)),
    sheet.finally(() => saveUsage(context, story, 'character sheet', sheetUsage)),
  ]);
  if (text.status === 'rejected') throw text.reason;
  if (sheets.status === 'rejected') throw sheets.reason;
  const written = writtenStorySchema.parse(text.value);
  await checkFinishedStory(context, story, written);
  // Pictures of earlier attempts go; none of this generation exist before this step commits.
  await context.storage.deletePrefix(storyFolder(story));
  await context.database.db.transaction((tx) =>
    keepWrittenStory({ context, tx, story, written, lane }),
  );
}

/** The step under which what the companions' sheets cost is kept (`story_usage`). */
export const COMPANION_SHEET_STEP = 'companion sheet';

/**
 * product.md#cast: each child companion's sheet, drawn if they have none yet, for their pages.
 * One that cannot be drawn leaves that companion described in words; it never fails the book
 * (a retry would pay for the text again). They are tried once per generation: a retry of the
 * writing step (the text provider was down) does not pay for a refused sheet again, so a cast
 * adds at most one sheet call per companion to a generation, inside its one charge.
 */
async function drawCompanionSheets(context: Context, story: StoryRow, cast: StoryCompanion[]) {
  const childIds = cast.flatMap((member) => (member.kind === 'child' ? [member.childId] : []));
  if (childIds.length === 0) return;
  const tried = await hasRecordedUsage({
    db: context.database.db,
    storyId: story.id,
    generation: story.generation,
    step: COMPANION_SHEET_STEP,
  });
  if (tried) return;
  const usage: ProviderUsage[] = [];
  const settled = await Promise.allSettled(
    childIds.map((childId) =>
      ensureCharacterSheet({ context, childId, onUsage: (cost) => usage.push(cost) }),
    ),
  );
  for (const [index, result] of settled.entries()) {
    if (result.status === 'rejected')
      context.log.warn(
        { err: result.reason, storyId: story.id, companion: index + 1 },
        "a companion's character sheet was not drawn",
      );
  }
  await saveUsage(context, story, COMPANION_SHEET_STEP, usage);
}

/**
 * The finished text and picture briefs through the content check before anything of them is
 * kept or drawn. A refusal fails the story at once (PermanentJobError: no retry would write
 * a story the check accepts for free), with one refund; an outage of the check is thrown as
 * it is, for the job to retry.
 */
async function checkFinishedStory(context: Context, story: StoryRow, written: WrittenStory) {
  const verdict = await context.moderation.checkFinishedStory(
    [
      { label: 'title', text: written.title },
      { label: 'cover brief', text: written.cover.brief },
      ...written.pages.flatMap((page, index) => [
        { label: `page ${index + 1} text`, text: page.text },
        { label: `page ${index + 1} brief`, text: page.brief },
      ]),
    ],
    // The text is in the book's language; the briefs stay English (see moderation-provider.ts).
    { language: story.language },
  );
  if (!verdict.flagged) return;
  context.log.warn(
    {
      storyId: story.id,
      generation: story.generation,
      parts: verdict.labels,
      reasons: verdict.reasons,
    },
    'finished story refused by the content check',
  );
  throw new PermanentJobError(storyModerationMessages.storyRefused);
}

/**
 * The page a picture job draws (none for the cover) and the story's pages; undefined when the
 * page is gone, or drawn and recorded already: its worker died before the job was marked
 * done, and drawing it again would pay for a second picture and race the bind for the file.
 */
async function pictureToDraw(
  context: Context,
  story: StoryRow,
  pageIndex: number,
): Promise<{ pages: StoryPageRow[]; page: StoryPageRow | undefined } | undefined> {
  const pages = await findStoryPages(context.database.db, story.id);
  const page = pageIndex < 0 ? undefined : pages.find((row) => row.position === pageIndex);
  if (pageIndex >= 0 && !page) return undefined;
  if ((page ? page.imageKey : story.coverKey) !== null) return undefined;
  return { pages, page };
}

/**
 * The judge's redraw of a picture (see judgeDrawnPicture): none when the picture is itself
 * the redraw an earlier attempt stored, that stored one when there is one, else drawn anew.
 */
function judgesRedraw(
  drawn: string,
  storedRedraw: string | undefined,
  draw: () => Promise<string | undefined>,
) {
  if (drawn === storedRedraw) return null;
  return storedRedraw ? { stored: storedRedraw } : { draw };
}

/**
 * Records the picture kept, and queues the bind in the same transaction once every picture
 * is in; then deletes the file it replaced, or itself when it came too late.
 */
async function keepPicture(
  context: Context,
  story: StoryRow,
  lane: PipelineLane,
  picture: { page: number; key: string; judged: PictureJudgement | null },
) {
  const { key } = picture;
  let outcome = { accepted: false, allDrawn: false, replacedKey: null as string | null };
  await context.database.db.transaction(async (tx) => {
    outcome = await recordPicture({
      db: tx,
      storyId: story.id,
      generation: story.generation,
      page: picture.page,
      key,
      judged: picture.judged,
    });
    if (outcome.allDrawn) {
      await context.queue.enqueue(
        lane.bind,
        { storyId: story.id, generation: story.generation },
        { tx },
      );
    }
  });
  // A stale picture (the story moved on meanwhile), or one of another type drawn before. A
  // twin run of this job may have stored the same key and had it accepted: that one stays.
  if (!outcome.accepted && !(await pictureInUse(context, story.id, key))) {
    await context.storage.delete(key);
  }
  if (outcome.replacedKey) await context.storage.delete(outcome.replacedKey);
}

/** `story.illustrate`: one picture (a page's or the cover), stored under its fixed key. */
export async function illustrateStep(
  context: Context,
  payload: GenerationPayload & { page: number },
  // The paid lane unless the job of another lane runs it.
  lane: PipelineLane = paidLane,
  /** A retry: an earlier attempt may have drawn and stored the picture before it failed. */
  options: { retried?: boolean } = {},
) {
  const story = await currentStory(context, payload, 'generating_images');
  if (!story) return;
  const toDraw = await pictureToDraw(context, story, payload.page);
  if (!toDraw) return;
  const { pages, page } = toDraw;
  const keyOf = (type: IllustrationType) =>
    `${storyFolder(story)}g${story.generation}/${pictureName(payload.page)}.${extensionFor(type)}`;
  // Drawn and stored by an earlier attempt that failed before recording it (the database or
  // the store refused, its worker was killed): that picture, of this very generation (the
  // write step empties the folder first), is used rather than paid for again.
  const stored = options.retried ? await storedPicture(context, keyOf) : undefined;
  // …and so is a judge's redraw of it (see picture-judging.ts), drawn before the attempt died.
  const judgedKeyOf = (type: IllustrationType) => keyOf(type).replace(/(\.\w+)$/, '-judged$1');
  const storedRedraw = options.retried ? await storedPicture(context, judgedKeyOf) : undefined;
  const brief = page ? page.brief : (story.coverBrief ?? story.title);
  const picture = {
    ...payload,
    brief,
    pageCount: pages.length,
    ...(page ? { text: page.text } : {}),
  };
  const drawn = stored ?? storedRedraw ?? (await drawPicture(context, story, picture, keyOf));
  if (!drawn) return;
  // A picture from a real image provider is judged, and drawn once more if it fails; the
  // second try is stored beside the first ("…-judged"), and the loser deleted.
  const judgeUsage: ProviderUsage[] = [];
  const draw = () =>
    drawPicture(
      context,
      story,
      // Models read the note with the brief, first (as a parent's note: page-redraws.ts).
      {
        ...picture,
        brief: `${JUDGE_REDRAW_NOTE} ${picture.brief}`,
        redraw: { variant: 'judge', note: JUDGE_REDRAW_NOTE },
      },
      judgedKeyOf,
    );
  const { key, judged } = await judgeDrawnPicture(context, story, {
    page: payload.page,
    key: drawn,
    text: picture.text ?? story.title,
    onUsage: (cost) => judgeUsage.push(cost),
    redraw: judgesRedraw(drawn, storedRedraw, draw),
  }).finally(() => saveUsage(context, story, `judge ${pictureName(payload.page)}`, judgeUsage));
  await keepPicture(context, story, lane, { page: payload.page, key, judged });
}

/** The story's words and stored pictures, as the book renderers take them. */
export async function bookContentOf(
  context: Pick<Context, 'database' | 'storage'>,
  story: StoryRow,
  childName: string,
): Promise<BookContent> {
  const pages = await findStoryPages(context.database.db, story.id);
  const picture = async (key: string | null): Promise<BookPicture | null> => {
    const contentType = key && contentTypeOfKey(key);
    if (!key || !contentType) return null;
    const data = await context.storage.get(key);
    return data ? { data, contentType } : null;
  };
  const [cover, ...pictures] = await Promise.all([
    picture(story.coverKey),
    ...pages.map((page) => picture(page.imageKey)),
  ]);
  return {
    title: story.title,
    childName,
    language: story.language,
    cover: cover ?? null,
    pages: pages.map((page, index) => ({ text: page.text, picture: pictures[index] ?? null })),
  };
}

/**
 * Renders the story's book from its stored pages and pictures and stores it under `bookKey`
 * (overwriting: rendering twice is harmless). Returns the PDF.
 */
export async function storeBook(
  context: Pick<Context, 'database' | 'storage'>,
  story: StoryRow,
  childName: string,
): Promise<Buffer> {
  const pdf = await renderBookPdf(await bookContentOf(context, story, childName));
  await context.storage.put(bookKey(story), pdf, 'application/pdf');
  return pdf;
}

/**
 * `story.bind`: every picture is in; the book is rendered and stored, then the story is
 * complete and the parent gets an e-mail.
 */
export async function bindStep(context: Context, payload: GenerationPayload) {
  const story = await currentStory(context, payload, 'generating_images');
  if (!story) return;
  const child = await childOf(context, story);
  // Deleting the child deleted its stories: nothing to bind.
  if (!child) return;
  await storeBook(context, story, childNameIn(child, story.language));
  const completed = await context.database.db.transaction(async (tx) => {
    const row = await completeStoryRow({
      db: tx,
      storyId: story.id,
      generation: story.generation,
    });
    if (!row) return false;
    const contact = await getUserContact(tx, story.userId);
    const email = contact?.email;
    // The demo shelves' books are seeded by the server: nobody waits for their mail.
    if (!email || !isDeliverableAddress(email)) return true;
    await context.queue.enqueue(
      sendMailJob,
      {
        ...storyReadyMail({
          to: email,
          childName: child.name,
          title: story.title,
          link: `${context.config.publicUrl}/story/${story.id}/preview`,
          language: contact?.language ?? 'en',
        }),
        // One ready mail per generation, however many times it is enqueued or retried.
        dedupeKey: `story-ready:${story.id}:${story.generation}`,
      },
      { tx },
    );
    return true;
  });
  if (completed) return;
  // The story was deleted (or made again) while its book was rendered: leave no stray file.
  const now = await findStoryRow(context.database.db, story.id);
  if (!now || now.generation !== story.generation) {
    await context.storage.delete(bookKey(story));
  }
}

/**
 * A generation failed for good: the story shows the error and its charge is given back, in
 * one transaction. Only the call that moves the story refunds, and a charge refunds once.
 */
export async function failGeneration(
  context: Pick<Context, 'database' | 'log'>,
  payload: GenerationPayload & { error: unknown },
) {
  // The story's row keeps a short reason a parent may see: no prompt, no photo, no address.
  // A permanent failure's message is written for the parent already (see PermanentJobError).
  const failure = scrubText(
    payload.error instanceof Error ? payload.error.message : String(payload.error),
  ).slice(0, 500);
  context.log.error(
    { err: payload.error, storyId: payload.storyId, generation: payload.generation },
    'story generation failed for good',
  );
  await context.database.db.transaction(async (tx) => {
    const failed = await failStoryRow({
      db: tx,
      storyId: payload.storyId,
      generation: payload.generation,
      failure,
    });
    if (!failed) return;
    await refundChargeIfAny({
      db: tx,
      ...chargeKey(failed.id, failed.generation),
      description: `Refund: story "${failed.title}" could not be made`,
    });
  });
}

const compensate = ({ context, payload, error }: JobRun<GenerationPayload> & { error: unknown }) =>
  failGeneration(context, { ...payload, error });

const illustratePayload = generationPayload.extend({ page: z.number().int().min(-1).max(100) });

/**
 * The three jobs of one lane of the pipeline. A generation runs in one lane from start to end:
 * each step enqueues the next in its own lane.
 */
export interface PipelineLane {
  write: Job<typeof generationPayload>;
  illustrate: Job<typeof illustratePayload>;
  bind: Job<typeof generationPayload>;
}

function defineLane(options: {
  prefix: string;
  writeConcurrency: (context: Context) => number;
  illustrateConcurrency: (context: Context) => number;
  bindConcurrency: () => number;
}): PipelineLane {
  const lane: PipelineLane = {
    write: defineJob({
      name: `${options.prefix}.write`,
      payload: generationPayload,
      concurrency: options.writeConcurrency,
      handle: ({ context, payload }) => writeStoryStep(context, payload, lane),
      onFinalFailure: compensate,
    }),
    illustrate: defineJob({
      name: `${options.prefix}.illustrate`,
      payload: illustratePayload,
      concurrency: options.illustrateConcurrency,
      handle: ({ context, payload, retryCount }) =>
        illustrateStep(context, payload, lane, { retried: retryCount > 0 }),
      onFinalFailure: compensate,
    }),
    bind: defineJob({
      name: `${options.prefix}.bind`,
      payload: generationPayload,
      concurrency: options.bindConcurrency,
      handle: ({ context, payload }) => bindStep(context, payload),
      onFinalFailure: compensate,
    }),
  };
  return lane;
}

/**
 * Paid stories: `story.write` (STORY_TEXT_CONCURRENCY stories written at once per process) and
 * `story.illustrate` (STORY_IMAGES_CONCURRENCY pictures at once per process) wait on the
 * network, so many run at once; `story.bind` renders a PDF, work for a core, so it runs as many
 * at once as the process has cores.
 */
export const paidLane: PipelineLane = defineLane({
  prefix: 'story',
  writeConcurrency: (context) => context.config.jobs.storyTextConcurrency,
  illustrateConcurrency: (context) => context.config.storyImages.concurrency,
  bindConcurrency: () => os.availableParallelism(),
});

/**
 * Free demo stories and the seeded demo shelves: the same steps on queues of their own
 * (`free-story.*`), one job at a time per process. A flood of free stories waits in these
 * queues only: the paid queues' workers never see it, so a paying parent's story never
 * waits behind one.
 */
export const freeLane: PipelineLane = defineLane({
  prefix: 'free-story',
  writeConcurrency: () => 1,
  illustrateConcurrency: () => 1,
  bindConcurrency: () => 1,
});

/** The lane a story's generation runs in; the sweep resumes it there too. */
export const laneFor = (story: Pick<StoryRow, 'free'>) => (story.free ? freeLane : paidLane);

export const writeStoryJob = paidLane.write;
export const illustrateStoryJob = paidLane.illustrate;
export const bindStoryJob = paidLane.bind;
