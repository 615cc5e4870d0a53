import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../errors.js';
import type { PrintProvider } from '../../providers/print/print-provider.js';
import { getUserEmail } from '../accounts/service.js';
import { getPrintFiles } from '../stories/service.js';
import { moveOrder, moveOrderToJob } from './order-status.js';
import type { PrintOrderRow } from './order-rows.js';

// Lulu checks a file in seconds to a few minutes; a check still running is the next retry's.
const FILE_CHECK_POLLS = 30;
const FILE_CHECK_POLL_MS = 2_000;

/**
 * `print-orders.place`: sends a paid order to the printer. Its payload is the order's id only
 * (the address stays in the row). Idempotent however often it runs, also twice at once: the
 * print job is made while the order's row is locked, under the order's id as `external_id`,
 * and a run that finds a job id recorded, or one at the printer under that id, makes none.
 */
export const placePrintOrderJob = defineJob({
  name: 'print-orders.place',
  payload: z.object({ orderId: z.uuid() }),
  handle: ({ context, payload }) => placePrintOrder({ context, orderId: payload.orderId }),
  // An outage outlasted the retries: the order stays paid and the sync job tries it again.
  onFinalFailure: async ({ context, payload, error }) => {
    context.log.error({ printOrderId: payload.orderId, err: error }, 'print order not placed yet');
  },
});

/** Marks a paying order paid (its payment completed) and enqueues its placing, once. */
export async function markOrderPaid(options: {
  context: Pick<AppContext, 'queue' | 'config' | 'log'>;
  tx: Database;
  orderId: string;
}): Promise<void> {
  const moved = await moveOrder({ ...options, status: 'paid' });
  if (moved) {
    await options.context.queue.enqueue(
      placePrintOrderJob,
      { orderId: moved.id },
      { tx: options.tx },
    );
  }
}

export async function placePrintOrder(options: {
  context: AppContext;
  orderId: string;
}): Promise<void> {
  const { context, orderId } = options;
  const print = context.print;
  if (!print) return;
  const { db } = context.database;
  const [order] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (!order || order.status !== 'paid') return;

  const files = await printFilesOf(context, order);
  if (files === 'gone') {
    await reject(context, order, 'The story was deleted before the book was printed.');
    return;
  }
  const book = { pageCount: order.pageCount };
  for (const file of ['interior', 'cover'] as const) {
    const url = file === 'interior' ? files.interiorUrl : files.coverUrl;
    const check = await checkFile(print, { file, url, book });
    if (check.status === 'rejected') {
      context.log.warn(
        { printOrderId: order.id, file, reason: check.reason },
        'print file refused',
      );
      await reject(context, order, `The printer refused the ${file} file: ${check.reason}`);
      return;
    }
  }

  // The row stays locked while the printer is asked, so a twin run waits and then finds the
  // job recorded. (On PGlite this holds the database for one call: orders are rare.)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(printOrders)
      .where(eq(printOrders.id, orderId))
      .for('update');
    if (!row || row.status !== 'paid' || row.printJobId) return;
    const email = await getUserEmail(tx, row.userId);
    if (!email) return;
    const job =
      (await print.findPrintJob(row.id)) ??
      (await print.createPrintJob({
        externalId: row.id,
        title: row.storyTitle,
        interiorUrl: files.interiorUrl,
        coverUrl: files.coverUrl,
        book,
        address: row.address,
        level: row.shippingLevel,
        contactEmail: email,
      }));
    await tx
      .update(printOrders)
      .set({ printJobId: job.id, updatedAt: new Date() })
      .where(and(eq(printOrders.id, row.id)));
    await moveOrderToJob({ context, tx, orderId: row.id, job });
    context.log.info({ printOrderId: row.id, printJobId: job.id }, 'print order placed');
  });
}

async function checkFile(
  print: PrintProvider,
  options: { file: 'interior' | 'cover'; url: string; book: { pageCount: number } },
) {
  const id = await print.startFileCheck(options);
  for (let poll = 0; poll < FILE_CHECK_POLLS; poll += 1) {
    const check = await print.fileCheck({ file: options.file, id });
    if (check.status !== 'checking') return check;
    await new Promise((resolve) => setTimeout(resolve, FILE_CHECK_POLL_MS));
  }
  throw new Error(`the printer is still checking the ${options.file} file`);
}

async function printFilesOf(
  context: AppContext,
  order: PrintOrderRow,
): Promise<{ interiorUrl: string; coverUrl: string } | 'gone'> {
  if (!order.storyId) return 'gone';
  try {
    const files = await getPrintFiles({ context, userId: order.userId, storyId: order.storyId });
    if (files.status !== 'ready' || !files.interior_url || !files.cover_url) {
      // A story edited and made again after the quote: its new files come, then a retry.
      throw new Error(`the print files are ${files.status}`);
    }
    return { interiorUrl: files.interior_url, coverUrl: files.cover_url };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return 'gone';
    throw error;
  }
}

async function reject(context: AppContext, order: PrintOrderRow, message: string) {
  await context.database.db.transaction((tx) =>
    moveOrder({ context, tx, orderId: order.id, status: 'rejected', message }),
  );
}
