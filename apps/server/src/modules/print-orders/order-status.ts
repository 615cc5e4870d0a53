import { and, eq, inArray } from 'drizzle-orm';
import type { PrintOrderStatus } from '@littlestar/shared/print-orders';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { isDeliverableAddress } from '../../providers/mail/mail-provider.js';
import type { PrintJob } from '../../providers/print/print-provider.js';
import { getUserEmail } from '../accounts/service.js';
import { printOrderStatusMail } from './mails.js';
import type { PrintOrderRow } from './order-rows.js';
import { refundPrintOrderJob } from './refund.js';

type Context = Pick<AppContext, 'queue' | 'config' | 'log'>;

/*
 * An order only moves forward: paid → created → in production → shipped, and from any of
 * those before shipping to cancelled or rejected (the money goes back). A paying order is
 * cancelled only when its payment was refunded at Razorpay before the order saw it paid, or
 * when it completed after the account was deleted. Each move is one conditional UPDATE, so a webhook and a poll reporting the same change move it once, and
 * an old delivery arriving late moves nothing.
 */
const MOVES_FROM: Record<PrintOrderStatus, PrintOrderStatus[]> = {
  quoted: [],
  paying: [],
  paid: ['paying'],
  created: ['paid'],
  in_production: ['paid', 'created'],
  shipped: ['paid', 'created', 'in_production'],
  cancelled: ['paying', 'paid', 'created', 'in_production'],
  rejected: ['paid', 'created', 'in_production'],
};

const isRefunding = (status: PrintOrderStatus) => status === 'cancelled' || status === 'rejected';

/**
 * Moves an order to `status` if that is a move forward; in the same transaction mails the
 * parent and, for a cancelled or rejected order, makes its refund due. Answers the moved row,
 * or undefined when nothing moved.
 */
export async function moveOrder(options: {
  context: Context;
  tx: Database;
  orderId: string;
  status: PrintOrderStatus;
  printJobId?: string;
  tracking?: PrintOrderRow['tracking'];
  message?: string | null;
  /** The money already went back (refunded outside the app): recorded, never refunded again. */
  isRefunded?: boolean;
}): Promise<PrintOrderRow | undefined> {
  const { context, tx, status } = options;
  const refund = isRefunding(status) ? (options.isRefunded ? 'done' : 'due') : undefined;
  const [row] = await tx
    .update(printOrders)
    .set({
      status,
      ...(options.printJobId ? { printJobId: options.printJobId } : {}),
      ...(options.tracking ? { tracking: options.tracking } : {}),
      ...(options.message ? { statusMessage: options.message } : {}),
      ...(refund ? { refund } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(eq(printOrders.id, options.orderId), inArray(printOrders.status, MOVES_FROM[status])),
    )
    .returning();
  if (!row) return undefined;
  context.log.info({ printOrderId: row.id, status }, 'print order moved');
  if (refund === 'due') {
    await context.queue.enqueue(refundPrintOrderJob, { orderId: row.id }, { tx });
  }
  const email = await getUserEmail(tx, row.userId);
  if (email && isDeliverableAddress(email)) {
    await context.queue.enqueue(
      sendMailJob,
      {
        ...printOrderStatusMail({
          to: email,
          title: row.storyTitle,
          status,
          priceCents: row.priceCents,
          tracking: row.tracking,
          link: `${context.config.publicUrl}/orders`,
        }),
        // One mail per order and status, however often the change is reported.
        dedupeKey: `print-order:${row.id}:${status}`,
      },
      { tx },
    );
  }
  return row;
}

/** Moves an order to what the printer says of its job: state, job id, tracking and message. */
export function moveOrderToJob(options: {
  context: Context;
  tx: Database;
  orderId: string;
  job: PrintJob;
}): Promise<PrintOrderRow | undefined> {
  const { job } = options;
  return moveOrder({
    context: options.context,
    tx: options.tx,
    orderId: options.orderId,
    status: job.state,
    printJobId: job.id,
    tracking: job.tracking,
    message: job.message,
  });
}

/** Applies what the printer says of a job (a webhook or a poll) to the order it belongs to. */
export async function applyPrintJob(options: {
  context: Context & Pick<AppContext, 'database'>;
  job: PrintJob;
}): Promise<'moved' | 'unchanged' | 'unknown'> {
  const { context, job } = options;
  return context.database.db.transaction(async (tx) => {
    // By our id first: a webhook may come before the job's id is recorded.
    const byExternal =
      job.externalId && /^[0-9a-f-]{36}$/i.test(job.externalId)
        ? eq(printOrders.id, job.externalId)
        : undefined;
    const [order] = await tx
      .select()
      .from(printOrders)
      .where(byExternal ?? eq(printOrders.printJobId, job.id));
    if (!order || (order.printJobId && order.printJobId !== job.id)) return 'unknown';
    // A job not recorded as the order's may be a stray one (made by a placing whose claim was
    // taken over, then cancelled): its end must not end the order. The live job's own end is
    // read by its id once recorded (the sync's poll), so nothing is lost by waiting.
    if (order.printJobId !== job.id && isRefunding(job.state)) return 'unknown';
    const moved = await moveOrderToJob({ context, tx, orderId: order.id, job });
    return moved ? 'moved' : 'unchanged';
  });
}
