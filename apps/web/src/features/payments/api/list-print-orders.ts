import { printOrderListSchema, type PrintOrderList } from '@littlestar/shared/print-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const printOrdersQueryKey = ['print-orders'] as const;

/** The parent's printed book orders, newest first. */
export async function listPrintOrders(): Promise<PrintOrderList> {
  return apiClient.get<PrintOrderList>('/print-orders', { schema: printOrderListSchema });
}

export const printOrdersQueryOptions = () =>
  queryOptions({ queryKey: printOrdersQueryKey, queryFn: listPrintOrders });

export function usePrintOrders() {
  return useQuery(printOrdersQueryOptions());
}
