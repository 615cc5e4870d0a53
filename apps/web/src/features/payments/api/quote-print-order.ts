import {
  printOrderSchema,
  type PrintOrder,
  type QuotePrintOrderRequest,
} from '@littlestar/shared/print-orders';
import { apiClient } from '@/lib/api-client';

/** Fixes the price of one book for an address and shipping option: an order to pay. */
export async function quotePrintOrder(request: QuotePrintOrderRequest): Promise<PrintOrder> {
  return apiClient.post<PrintOrder>('/print-orders', request, { schema: printOrderSchema });
}
