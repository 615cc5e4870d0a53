import { and, eq } from 'drizzle-orm';
import { printOrderMessages, type PrintOrder } from '@littlestar/shared/print-orders';
import type { Database } from '../../db/database.js';
import { printOrders } from '../../db/print-orders-schema.js';
import { AppError } from '../../errors.js';

export type PrintOrderRow = typeof printOrders.$inferSelect;

/** The user's order; another user's is answered exactly like one that does not exist. */
export async function findOwnOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<PrintOrderRow> {
  const [row] = await db
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.id, orderId), eq(printOrders.userId, userId)));
  if (!row) throw new AppError('not_found', printOrderMessages.notFound);
  return row;
}

/** What the parent sees of an order: never the address, which only the printer needs. */
export function toPrintOrder(row: PrintOrderRow): PrintOrder {
  return {
    id: row.id,
    story_id: row.storyId,
    story_title: row.storyTitle,
    status: row.status,
    shipping_level: row.shippingLevel,
    price_cents: row.priceCents,
    currency: 'USD',
    page_count: row.pageCount,
    tracking: row.tracking ?? null,
    refund: row.refund ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
