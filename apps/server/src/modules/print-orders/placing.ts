import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { defineJob } from '../../jobs/define-job.js';
import { AppError } from '../../errors.js';
import type { PrintJob, PrintProvider } from '../../providers/print/print-provider.js';
import { getUserEmail, isAccountDeleted } from '../accounts/service.js';
import { findCompletedPayments } from '../payments/service.js';
import { getPrintFiles, getPrintFilesOfEdition } from '../stories/service.js';
import { CLAIM_LEASE_MS, claimOrder, holdsClaim, releaseClaim } from './order-claims.js';
import { moveOrder, moveOrderToJob } from './order-status.js';
import type { PrintOrderRow } from './order-rows.js';

// Lulu checks a file in seconds to a few minutes; a check still running is the next retry's.
const FILE_CHECK_POLLS = 30;
const FILE_CHECK_POLL_MS = 2_000;

/** One attempt of the placing job, before pg-boss expires it (shorter than the claim's lease). */
const PLACE_JOB_EXPIRE_SECONDS = 15 * 60;
/**
 * A run past this since it claimed the order asks the printer for no new job (its retry
 * does): so a job is made well within the claim's lease, never by a run already taken over.
 */
const PLACING_DEADLINE_MS = 10 * 60_000;

/**
 * `print-orders.place`: sends a paid order to the printer. Its payload is the order's id only
 * (the address stays in the row). Idempotent however often it runs, also twice at once: only
 * the run that claims the order asks the printer, the print job is made under the order's id
 * as `external_id`, and a run that finds a job id recorded, or one at the printer under that
 * id (a crashed run's), makes none.
 */
export const placePrintOrderJob = defineJob({
  name: 'print-orders.place',
  payload: z.object({ orderId: z.uuid() }),
  handle: ({ context, payload }) => placePrintOrder({ context, orderId: payload.orderId }),
  expireInSeconds: PLACE_JOB_EXPIRE_SECONDS,
  // An outage outlasted the retries: the order stays paid and the sync job tries it again.
  onFinalFailure: async ({ context, payload, error }) => {
    context.log.error({ printOrderId: payload.orderId, err: error }, 'print order not placed yet');
  },
});

/** Why an order was cancelled when its account was deleted (or paid after that). */
export const ACCOUNT_DELETED_MESSAGE = 'The account was deleted.';

/**
 * Marks a paying order paid (its payment completed) and enqueues its placing, once. A payment
 * refunded meanwhile (the refund came first) leaves the order to its refund's job. One that
 * completed after its account was deleted (a checkout left open, Razorpay's late webhook) has
 * nobody to ship to, its address forgotten: the order is cancelled instead, and that
 * cancellation refunds the payment in full, once (`print-orders.refund`), as for an order
 * paid before the deletion. The user's row stays share-locked to the transaction's end, so a
 * deletion at the same time either is seen here or comes after and cancels the paid order.
 */
export async function markOrderPaid(options: {
  context: Pick<AppContext, 'queue' | 'config' | 'log'>;
  tx: Database;
  orderId: string;
}): Promise<void> {
  const [order] = await options.tx
    .select()
    .from(printOrders)
    .where(eq(printOrders.id, options.orderId));
  if (!order || !(await isPaymentCompleted(options.tx, order))) return;
  if (await isAccountDeleted(options.tx, order.userId)) {
    await moveOrder({ ...options, status: 'cancelled', message: ACCOUNT_DELETED_MESSAGE });
    return;
  }
  const moved = await moveOrder({ ...options, status: 'paid' });
  if (moved) {
    await options.context.queue.enqueue(
      placePrintOrderJob,
      { orderId: moved.id },
      { tx: options.tx },
    );
  }
}

/**
 * Places a paid order: claims it (`order-claims.ts`), checks both files, finds or makes the
 * print job under the order's id, and records it. No transaction is open while the printer
 * is asked; a run that finds the order claimed leaves it to the run that holds it. Right
 * before a job is made the order is read again (still paid, still this run's claim, its
 * address not forgotten) and looked for at the printer again, and no job is made past
 * PLACING_DEADLINE_MS. The job is recorded only while the order carries this run's claim and
 * is still paid with no job; otherwise (cancelled meanwhile, or the claim taken over) it is
 * handed to `print-orders.cancel-stray-job` in the same transaction.
 */
export async function placePrintOrder(options: {
  context: AppContext;
  orderId: string;
}): Promise<void> {
  const { context, orderId } = options;
  const print = context.print;
  if (!print) return;
  const { db } = context.database;
  const [current] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (!current || !isPlaceable(current)) return;
  const order = await claimOrder({ db, orderId });
  // Another run is placing it (or settling its refund): that run records what it finds.
  if (!order) return;
  if (!isPlaceable(order)) {
    await releaseClaim({ db, orderId, claimedAt: order.claimedAt });
    return;
  }
  const { claimedAt } = order;
  const deadline = Date.now() + PLACING_DEADLINE_MS;
  // A payment refunded before its order was placed is settled by its own job, never placed.
  if (!(await isPaymentCompleted(db, order))) {
    await releaseClaim({ db, orderId, claimedAt });
    return;
  }
  let job: PrintJob;
  try {
    const placed = await askPrinterForJob({ context, print, order, deadline });
    if (placed.outcome === 'rejected') {
      await db.transaction(async (tx) => {
        const row = await lockOrder(tx, orderId);
        if (!holdsClaim(row, claimedAt)) return;
        await moveOrder({ context, tx, orderId, status: 'rejected', message: placed.message });
        await releaseClaim({ db: tx, orderId, claimedAt });
      });
      return;
    }
    if (placed.outcome === 'no-contact' || placed.outcome === 'not-placeable') {
      await releaseClaim({ db, orderId, claimedAt });
      return;
    }
    job = placed.job;
  } catch (error) {
    await releaseClaim({ db, orderId, claimedAt });
    throw error;
  }

  const recorded = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    const isOurs = holdsClaim(row, claimedAt);
    if (isOurs) await releaseClaim({ db: tx, orderId, claimedAt });
    const isLive = row?.status !== 'cancelled' && row?.status !== 'rejected';
    // The printer's webhook may have recorded the job (and moved the order) already.
    if (row?.printJobId === job.id && isLive) return 'recorded before' as const;
    if (isOurs && !row?.printJobId && row?.status === 'paid' && !row.refund) {
      await tx
        .update(printOrders)
        .set({ printJobId: job.id, updatedAt: new Date() })
        .where(eq(printOrders.id, orderId));
      await moveOrderToJob({ context, tx, orderId, job });
      return 'placed' as const;
    }
    // Cancelled meanwhile (the account was deleted), another job recorded, or the claim taken
    // over: this job must not be printed. Its cancel is a job of its own, retried until the
    // printer answers, and committed with this decision.
    await context.queue.enqueue(
      cancelStrayPrintJobJob,
      { orderId, printJobId: job.id },
      { tx, singletonKey: `stray-print-job:${job.id}` },
    );
    return 'stray' as const;
  });
  if (recorded === 'placed') {
    context.log.info({ printOrderId: orderId, printJobId: job.id }, 'print order placed');
  } else if (recorded === 'stray') {
    context.log.warn(
      { printOrderId: orderId, printJobId: job.id },
      'print job made for an order cancelled or placed by another run: cancelling it',
    );
  }
}

/**
 * `print-orders.cancel-stray-job`: cancels a print job a placing made that is not its order's
 * (the order was cancelled while it was placed, or another run's job was recorded). Retried
 * until the printer cancels it: a stray job left alone would be printed and shipped.
 */
export const cancelStrayPrintJobJob = defineJob({
  name: 'print-orders.cancel-stray-job',
  payload: z.object({ orderId: z.uuid(), printJobId: z.string().min(1) }),
  handle: ({ context, payload }) => cancelStrayPrintJob({ context, ...payload }),
  // Exponential from the retry delay: outlasts a claim's lease and an outage of hours.
  retryLimit: 12,
  onFinalFailure: async ({ context, payload, error }) => {
    context.log.error(
      { printOrderId: payload.orderId, printJobId: payload.printJobId, err: error },
      'stray print job not cancelled: cancel it at the printer by hand',
    );
  },
});

/**
 * Cancels `printJobId` at the printer unless it is (or may yet be) its order's live job: the
 * job recorded on an order not cancelled, or one a run that holds the order's claim may still
 * record (it found the job by the order's id): that case is tried again once the claim is
 * gone.
 */
export async function cancelStrayPrintJob(options: {
  context: AppContext;
  orderId: string;
  printJobId: string;
}): Promise<void> {
  const { context, orderId, printJobId } = options;
  const print = context.print;
  if (!print) return;
  const { db } = context.database;
  const [row] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
  if (row) {
    const isLive = row.status !== 'cancelled' && row.status !== 'rejected';
    if (row.printJobId === printJobId && isLive) return;
    const isBeingPlaced =
      !row.printJobId &&
      row.status === 'paid' &&
      !row.refund &&
      row.claimedAt !== null &&
      row.claimedAt.getTime() > Date.now() - CLAIM_LEASE_MS;
    if (isBeingPlaced) throw new Error('another run is placing the order: its job may be this one');
  }
  await print.cancelPrintJob(printJobId);
  const job = await print.getPrintJob(printJobId);
  if (job.state === 'created') throw new Error('the printer has not cancelled the job yet');
  if (job.state === 'in_production' || job.state === 'shipped') {
    context.log.error(
      { printOrderId: orderId, printJobId, state: job.state },
      'stray print job went to production before it was cancelled: check it',
    );
  } else {
    context.log.info({ printOrderId: orderId, printJobId }, 'stray print job cancelled');
  }
}

/** The order's row, locked until the transaction ends. */
async function lockOrder(tx: Database, orderId: string): Promise<PrintOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(printOrders)
    .where(eq(printOrders.id, orderId))
    .for('update');
  return row;
}

async function isPaymentCompleted(db: Database, order: PrintOrderRow): Promise<boolean> {
  if (!order.paymentId) return false;
  const completed = await findCompletedPayments({ db, paymentIds: [order.paymentId] });
  return completed.has(order.paymentId);
}

const isPlaceable = (row: PrintOrderRow): boolean =>
  row.status === 'paid' && !row.printJobId && !row.refund;

type Placing =
  | { outcome: 'placed'; job: PrintJob }
  | { outcome: 'rejected'; message: string }
  | { outcome: 'no-contact' }
  | { outcome: 'not-placeable' };

/**
 * The printer's side of placing, with no transaction open: the job already made under the
 * order's id (a crashed run's), or the files checked and a new job made.
 */
async function askPrinterForJob(options: {
  context: AppContext;
  print: PrintProvider;
  order: PrintOrderRow & { claimedAt: Date };
  deadline: number;
}): Promise<Placing> {
  const { context, print, order } = options;
  const existing = await print.findPrintJob(order.id);
  if (existing) return { outcome: 'placed', job: existing };
  const files = await printFilesOf(context, order);
  if (files === 'gone') {
    return { outcome: 'rejected', message: 'The story was deleted before the book was printed.' };
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
      return {
        outcome: 'rejected',
        message: `The printer refused the ${file} file: ${check.reason}`,
      };
    }
  }
  const email = await getUserEmail(context.database.db, order.userId);
  if (!email) return { outcome: 'no-contact' };
  if (Date.now() > options.deadline) {
    throw new Error('the placing took too long: its retry asks the printer for the job');
  }
  // The order as it is now: cancelled meanwhile (its address forgotten), or taken over, it
  // gets no job; a job made meanwhile under its id (a twin run's) is the one.
  const [now] = await context.database.db
    .select()
    .from(printOrders)
    .where(eq(printOrders.id, order.id));
  if (!now || !holdsClaim(now, order.claimedAt) || !isPlaceable(now) || !now.address.street1) {
    return { outcome: 'not-placeable' };
  }
  const made = await print.findPrintJob(order.id);
  if (made) return { outcome: 'placed', job: made };
  const job = await print.createPrintJob({
    externalId: order.id,
    title: order.storyTitle,
    interiorUrl: files.interiorUrl,
    coverUrl: files.coverUrl,
    book,
    address: now.address,
    level: order.shippingLevel,
    contactEmail: email,
  });
  return { outcome: 'placed', job };
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
    // The edition the order was quoted for, kept beside any edited later.
    if (order.storyGeneration !== null && order.storyEdition !== null) {
      return await getPrintFilesOfEdition({
        context,
        userId: order.userId,
        storyId: order.storyId,
        generation: order.storyGeneration,
        edition: order.storyEdition,
      });
    }
    // An order quoted before its edition was kept: the story's current files.
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
