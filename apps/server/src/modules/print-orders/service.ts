import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  EMPTY_SHIPPING_ADDRESS,
  PLACED_PRINT_ORDER_STATUSES,
  printOrderMessages,
  type PrintOptions,
  type PrintOrder,
  type QuotePrintOrderRequest,
  type ShippingAddress,
  type ShippingOption,
  type ShippingOptionsRequest,
} from '@littlestar/shared/print-orders';
import type { OrderResponse, PaymentProof } from '@littlestar/shared/payments';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { AppError } from '../../errors.js';
import { PrintProviderError, type PrintProvider } from '../../providers/print/print-provider.js';
import { createPrintPayment, findPayment, verifyPayment } from '../payments/service.js';
import { getPrintableEdition } from '../stories/service.js';
import { applyPrintJob, moveOrder } from './order-status.js';
import { findOwnOrder, toPrintOrder } from './order-rows.js';
import { ACCOUNT_DELETED_MESSAGE, markOrderPaid } from './placing.js';

export { notePrintPaymentRefunded, settleRefundedPrintOrderJob } from './payment-refunds.js';
export { cancelStrayPrintJobJob, placePrintOrderJob } from './placing.js';
export { forgetQuoteAddressesJob } from './quote-addresses.js';
export { refundPrintOrderJob } from './refund.js';
export { syncPrintOrdersJob } from './sync.js';

/*
 * Printed books (PRINT=lulu): a parent asks the price of a finished story's book for an
 * address and a shipping level, pays it through the payments module's checkout, and a job
 * orders it from the printer. With PRINT=off every entry answers 404.
 */

type Context = AppContext;

function printerOf(context: Context): PrintProvider {
  if (!context.print) throw new AppError('not_found', printOrderMessages.off);
  return context.print;
}

/** The countries a book can be shipped to. */
export function getPrintOptions(options: { context: Context }): PrintOptions {
  return { countries: [...printerOf(options.context).countries] };
}

/** Each shipping level the printer offers for this book and address, with what it costs us. */
export async function listShippingOptions(options: {
  context: Context;
  userId: string;
  input: ShippingOptionsRequest;
}): Promise<{ options: ShippingOption[] }> {
  const { context, input } = options;
  const print = printerOf(context);
  const { pageCount } = await printableStory(context, options.userId, input.story_id);
  checkCountry(print, input.address);
  const book = { pageCount };
  const levels = await askPrinter(context, () =>
    print.shippingOptions({ book, address: input.address }),
  );
  // Each level priced as the order will be: the whole print job's cost, plus our margin.
  const priced = await Promise.all(
    levels.map(async ({ level }) => {
      const { costCents } = await askPrinter(context, () =>
        print.quote({ book, address: input.address, level }),
      );
      return { level, price_cents: priceOf(context, costCents) };
    }),
  );
  if (priced.length === 0) throw new AppError('invalid', printOrderMessages.noShipping);
  return { options: priced };
}

/**
 * Quotes one book for an address and shipping level and keeps the quote as an order to pay.
 * The price is the printer's cost now plus PRINT_MARGIN_PERCENT, rounded up to a cent.
 */
export async function quotePrintOrder(options: {
  context: Context;
  userId: string;
  input: QuotePrintOrderRequest;
}): Promise<PrintOrder> {
  const { context, userId, input } = options;
  const print = printerOf(context);
  const story = await printableStory(context, userId, input.story_id);
  checkCountry(print, input.address);
  const book = { pageCount: story.pageCount };
  const levels = await askPrinter(context, () =>
    print.shippingOptions({ book, address: input.address }),
  );
  if (!levels.some((option) => option.level === input.shipping_level)) {
    throw new AppError('invalid', printOrderMessages.level);
  }
  const { costCents } = await askPrinter(context, () =>
    print.quote({ book, address: input.address, level: input.shipping_level }),
  );
  const [row] = await context.database.db
    .insert(printOrders)
    .values({
      id: randomUUID(),
      userId,
      storyId: input.story_id,
      storyTitle: story.title,
      // The edition priced here is the one printed, however the story is edited after.
      storyGeneration: story.generation,
      storyEdition: story.edition,
      status: 'quoted',
      pageCount: story.pageCount,
      shippingLevel: input.shipping_level,
      address: input.address,
      costCents,
      priceCents: priceOf(context, costCents),
    })
    .returning();
  if (!row) throw new Error('print order not stored');
  return toPrintOrder(row);
}

/**
 * Opens (or reopens) the payment of a quoted order for its price, and answers what the
 * checkout needs. One order has one payment: a second call answers the same payment order.
 */
export async function checkoutPrintOrder(options: {
  context: Context;
  userId: string;
  orderId: string;
}): Promise<OrderResponse> {
  const { context, userId } = options;
  printerOf(context);
  const { db } = context.database;
  const order = await findOwnOrder(db, userId, options.orderId);
  if (order.paymentId) {
    const payment = await findPayment({ context, paymentId: order.paymentId });
    if (order.status !== 'paying' || !payment || payment.status !== 'created') {
      throw new AppError('conflict', printOrderMessages.notPayable);
    }
    return checkoutOf(context, order.priceCents, payment.orderId);
  }
  if (order.status !== 'quoted') throw new AppError('conflict', printOrderMessages.notPayable);
  const { paymentId, order: checkout } = await createPrintPayment({
    context,
    userId,
    amountUsdCents: order.priceCents,
    printOrderId: order.id,
  });
  const [linked] = await db
    .update(printOrders)
    .set({ paymentId, status: 'paying', updatedAt: new Date() })
    .where(and(eq(printOrders.id, order.id), eq(printOrders.status, 'quoted')))
    .returning({ id: printOrders.id });
  // Another call linked its payment first: that one is the order's (this one is never paid).
  if (!linked) return checkoutPrintOrder(options);
  return checkout;
}

/**
 * Takes the checkout's proof for an order's payment: the payments module verifies it (the
 * signature, then the provider) exactly as for a plan, and a completed payment marks the
 * order paid and enqueues its placing, once however often this is called.
 */
export async function payPrintOrder(options: {
  context: Context;
  userId: string;
  orderId: string;
  proof: PaymentProof;
}): Promise<PrintOrder> {
  const { context, userId, proof } = options;
  printerOf(context);
  const { db } = context.database;
  const order = await findOwnOrder(db, userId, options.orderId);
  const payment = order.paymentId
    ? await findPayment({ context, paymentId: order.paymentId })
    : undefined;
  if (!payment || payment.orderId !== proof.razorpay_order_id) {
    throw new AppError('invalid', printOrderMessages.otherPayment);
  }
  const { status } = await verifyPayment({ context, userId, proof });
  if (status === 'completed') {
    await db.transaction((tx) => markOrderPaid({ context, tx, orderId: order.id }));
  }
  return toPrintOrder(await findOwnOrder(db, userId, order.id));
}

/** The user's orders that were paid for or are being paid, newest first. */
export async function listPrintOrders(options: {
  context: Context;
  userId: string;
}): Promise<{ items: PrintOrder[] }> {
  printerOf(options.context);
  // The page shows the latest hundred; the data export has them all.
  const rows = await placedOrderRows(options.context.database.db, options.userId).limit(100);
  return { items: rows.map(toPrintOrder) };
}

/**
 * A parent's orders and quotes for their data export, with the address each was given, whether
 * or not printed books are sold today (an operator may have turned printing off since).
 */
export async function exportPrintOrdersOfUser(options: {
  db: Database;
  userId: string;
}): Promise<(PrintOrder & { shipping_address: ShippingAddress })[]> {
  // Quotes never paid too: they hold an address the parent gave us.
  const rows = await options.db
    .select()
    .from(printOrders)
    .where(eq(printOrders.userId, options.userId))
    .orderBy(desc(printOrders.createdAt), desc(printOrders.id));
  return rows.map((row) => ({ ...toPrintOrder(row), shipping_address: row.address }));
}

/** A parent's placed orders, newest first (a quote nobody paid is not an order). */
function placedOrderRows(db: Database, userId: string) {
  return db
    .select()
    .from(printOrders)
    .where(
      and(eq(printOrders.userId, userId), inArray(printOrders.status, PLACED_PRINT_ORDER_STATUSES)),
    )
    .orderBy(desc(printOrders.createdAt), desc(printOrders.id))
    .$dynamic();
}

export async function getPrintOrder(options: {
  context: Context;
  userId: string;
  orderId: string;
}): Promise<PrintOrder> {
  printerOf(options.context);
  return toPrintOrder(
    await findOwnOrder(options.context.database.db, options.userId, options.orderId),
  );
}

/**
 * A status-change delivery from the printer. The signature over the raw body is checked
 * before anything is read; the change is applied like a poll's, so a repeat moves nothing.
 */
export async function handlePrintWebhook(options: {
  context: Context;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<{ status: 'processed' | 'ignored' }> {
  const { context } = options;
  const print = printerOf(context);
  let job;
  try {
    job = print.readWebhook({ rawBody: options.rawBody, signature: options.signature });
  } catch (error) {
    if (error instanceof PrintProviderError) throw new AppError('invalid', error.message);
    throw error;
  }
  if (!job) return { status: 'ignored' };
  const outcome = await applyPrintJob({ context, job });
  if (outcome === 'unknown') {
    context.log.warn({ printJobId: job.id }, 'print webhook for an unknown job ignored');
  }
  return { status: outcome === 'moved' ? 'processed' : 'ignored' };
}

/** The story's edition a book is quoted for: the one whose print files are ready now. */
async function printableStory(context: Context, userId: string, storyId: string) {
  const story = await getPrintableEdition({ context, userId, storyId });
  if (!story) throw new AppError('conflict', printOrderMessages.storyNotReady);
  return story;
}

function checkCountry(print: PrintProvider, address: ShippingAddress) {
  if (!print.countries.some((country) => country.code === address.country_code)) {
    throw new AppError('invalid', printOrderMessages.country);
  }
}

function priceOf(context: Context, costCents: number): number {
  const margin = context.config.print.kind === 'lulu' ? context.config.print.marginPercent : 0;
  return Math.ceil((costCents * (100 + margin)) / 100);
}

function checkoutOf(context: Context, amount: number, orderId: string): OrderResponse {
  return {
    key_id: context.payments.keyId,
    amount,
    currency: 'USD',
    order_id: orderId,
    plan_id: 'print',
    plan_name: 'Printed book',
    credits: 1,
    duration_days: 1,
  };
}

/** The printer refused what we sent (4xx) or did not answer (503): never a 500. */
async function askPrinter<T>(context: Context, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PrintProviderError && error.statusCode && error.statusCode < 500) {
      if (error.statusCode === 400) throw new AppError('invalid', printOrderMessages.noShipping);
    }
    context.log.error({ err: error }, 'print service did not answer');
    throw new AppError('unavailable', printOrderMessages.printerDown);
  }
}

/**
 * For an account's deletion, inside its transaction: an order paid but not yet sent to the
 * printer is cancelled and refunded (there is nobody left to ship to), and every order
 * forgets its address and its book's title. Orders stay, with their amounts, for bookkeeping.
 * An order still being paid is cancelled and refunded when its payment completes
 * (`markOrderPaid`).
 */
export async function forgetPrintOrdersOfUser(options: {
  context: Pick<AppContext, 'queue' | 'config' | 'log'>;
  tx: Database;
  userId: string;
}): Promise<void> {
  const { context, tx, userId } = options;
  const unplaced = await tx
    .select({ id: printOrders.id })
    .from(printOrders)
    .where(and(eq(printOrders.userId, userId), eq(printOrders.status, 'paid')));
  for (const order of unplaced) {
    await moveOrder({
      context,
      tx,
      orderId: order.id,
      status: 'cancelled',
      message: ACCOUNT_DELETED_MESSAGE,
    });
  }
  await tx
    .update(printOrders)
    .set({ address: { ...EMPTY_SHIPPING_ADDRESS }, storyTitle: '' })
    .where(eq(printOrders.userId, userId));
}
