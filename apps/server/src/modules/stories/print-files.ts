import { childNameIn } from './story-language.js';
import { and, eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { printFilesMessages, storyPdfFileName, type PrintFiles } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import { printFiles, type StoryRow } from '../../db/stories-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../errors.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { bookContentOf, childOf, storyFolder } from './pipeline.js';
import { findStoryRow } from './story-rows.js';

/*
 * Print files are made when a parent asks (not in bind: enlarging every picture to 300 ppi is
 * seconds of CPU a book that the screen book does not need), once per generation of a story,
 * by a job, and kept beside the story's book. The preflight decides whether they are ready:
 * files it refuses are never handed out.
 */

type Context = Pick<AppContext, 'database' | 'storage' | 'queue' | 'log'>;

type StoryVersion = Pick<StoryRow, 'childId' | 'id' | 'generation' | 'edition'>;

/** Per generation and edition: an edited book's print files never overwrite the ones before. */
const printFolder = (story: StoryVersion) =>
  `${storyFolder(story)}g${story.generation}/print${story.edition > 0 ? `-e${story.edition}` : ''}/`;
const interiorKey = (story: StoryVersion) => `${printFolder(story)}interior.pdf`;
const coverKey = (story: StoryVersion) => `${printFolder(story)}cover.pdf`;

const payload = z.object({
  storyId: z.uuid(),
  generation: z.number().int().min(1),
  // Jobs queued before books could be edited carry none: they are of the first edition.
  edition: z.number().int().min(0).default(0),
});

/** `story.print-files`: renders, checks and stores one generation's print files. */
export const printFilesJob = defineJob({
  name: 'story.print-files',
  payload,
  // Enlarging pictures and writing two PDFs is work for a core.
  concurrency: () => 1,
  handle: ({ context, payload: job }) => makePrintFiles(context, job),
  onFinalFailure: ({ context, payload: job }) => markPrintFiles(context, job, 'failed', null),
});

async function makePrintFiles(context: Context, job: z.infer<typeof payload>) {
  const story = await findStoryRow(context.database.db, job.storyId);
  if (
    !story ||
    story.generation !== job.generation ||
    story.edition !== job.edition ||
    story.status !== 'complete'
  )
    return;
  const child = await childOf(context, story);
  if (!child) return;
  // Loaded with the first print files: pdf-lib and the preflight's checks are about 15 MB
  // that a server which never prints would hold for nothing (docs/operations.md, "Memory").
  const [{ renderPrintFiles }, { preflightPrintFiles }] = await Promise.all([
    import('@littlestar/bookbinder/print-book'),
    import('@littlestar/bookbinder/print-preflight'),
  ]);
  const files = await renderPrintFiles(
    await bookContentOf(context, story, childNameIn(child, story.language)),
  );
  const preflight = await preflightPrintFiles(files);
  if (preflight.ok) {
    // Deleted while they were rendered: nothing is stored under a folder already cleared.
    if (!(await findStoryRow(context.database.db, story.id))) return;
    await context.storage.put(interiorKey(story), files.interior, 'application/pdf');
    await context.storage.put(coverKey(story), files.cover, 'application/pdf');
    // Deleted while they were stored: a deletion removes the row before the folder, so a row
    // still there now means the folder's clearing is yet to come; one gone may have cleared
    // it before these files landed, and they are taken back here.
    if (!(await findStoryRow(context.database.db, story.id))) {
      await context.storage.delete(interiorKey(story));
      await context.storage.delete(coverKey(story));
      return;
    }
  } else {
    context.log.error(
      { storyId: story.id, generation: story.generation, problems: preflight.problems },
      'print files refused by the preflight',
    );
  }
  await markPrintFiles(context, job, preflight.ok ? 'ready' : 'failed', preflight);
}

async function markPrintFiles(
  context: Pick<Context, 'database'>,
  job: z.infer<typeof payload>,
  status: 'ready' | 'failed',
  preflight: PrintFiles['preflight'],
) {
  await context.database.db
    .update(printFiles)
    .set({ status, preflight, updatedAt: new Date() })
    .where(
      and(
        eq(printFiles.storyId, job.storyId),
        eq(printFiles.generation, job.generation),
        eq(printFiles.edition, job.edition),
      ),
    );
}

/**
 * Starts making a complete story's print files (409 before it is complete). Asking again
 * while they are being made, or once they are ready, starts nothing: one job per generation,
 * however many calls race; a failed attempt may be started again.
 */
export async function startPrintFiles(context: Context, story: StoryRow): Promise<PrintFiles> {
  if (story.status !== 'complete')
    throw new AppError('story_not_complete', printFilesMessages.notComplete);
  await context.database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(printFiles)
      .values({
        storyId: story.id,
        generation: story.generation,
        edition: story.edition,
        status: 'making',
      })
      .onConflictDoUpdate({
        target: printFiles.storyId,
        set: {
          generation: story.generation,
          edition: story.edition,
          status: 'making',
          preflight: null,
          updatedAt: new Date(),
        },
        // Another generation's or edition's files, or a failed attempt: this call starts anew.
        setWhere: or(
          ne(printFiles.generation, story.generation),
          ne(printFiles.edition, story.edition),
          eq(printFiles.status, 'failed'),
        ),
      })
      .returning({ storyId: printFiles.storyId });
    if (claimed.length === 0) return;
    await context.queue.enqueue(
      printFilesJob,
      { storyId: story.id, generation: story.generation, edition: story.edition },
      { tx },
    );
  });
  return printFilesOf(context, story);
}

/** The story's print files: none asked for, being made, ready (with links), or failed. */
export async function printFilesOf(context: Context, story: StoryRow): Promise<PrintFiles> {
  const [row] = await context.database.db
    .select()
    .from(printFiles)
    .where(eq(printFiles.storyId, story.id));
  if (
    !row ||
    row.generation !== story.generation ||
    row.edition !== story.edition ||
    story.status !== 'complete'
  ) {
    return { status: 'none', interior_url: null, cover_url: null, preflight: null };
  }
  const name = storyPdfFileName(story.title).replace(/\.pdf$/, '');
  const link = (key: string, suffix: string) =>
    context.storage.signedDownloadUrl(key, {
      expiresInSeconds: stableUrlSeconds(),
      downloadName: `${name}_${suffix}.pdf`,
    });
  const ready = row.status === 'ready';
  return {
    status: row.status,
    interior_url: ready ? await link(interiorKey(story), 'interior') : null,
    cover_url: ready ? await link(coverKey(story), 'cover') : null,
    preflight: row.preflight ?? null,
  };
}

/** The edition of a story whose print files are ready now: what a printed book is quoted for. */
export interface PrintableEdition {
  generation: number;
  edition: number;
  pageCount: number;
}

/** The story's current edition when its print files are ready and passed; undefined if not. */
export async function printableEditionOf(
  context: Context,
  story: StoryRow,
): Promise<PrintableEdition | undefined> {
  const files = await printFilesOf(context, story);
  const pageCount = files.preflight?.page_count;
  if (files.status !== 'ready' || !pageCount) return undefined;
  return { generation: story.generation, edition: story.edition, pageCount };
}

/**
 * Links to the print files of one edition of the story, the current one or an earlier one (a
 * later edit makes files of its own beside them: each edition's stay until the story is
 * deleted), for the printer to fetch.
 */
export async function printFilesOfEdition(
  context: Context,
  story: StoryRow,
  version: { generation: number; edition: number },
): Promise<{ interiorUrl: string; coverUrl: string }> {
  const files = { ...story, ...version };
  const link = (key: string) =>
    context.storage.signedDownloadUrl(key, { expiresInSeconds: stableUrlSeconds() });
  return { interiorUrl: await link(interiorKey(files)), coverUrl: await link(coverKey(files)) };
}
