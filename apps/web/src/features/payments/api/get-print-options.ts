import { printOptionsSchema, type PrintOptions } from '@littlestar/shared/print-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The countries printed books ship to. */
export async function getPrintOptions(): Promise<PrintOptions> {
  return apiClient.get<PrintOptions>('/print-orders/options', { schema: printOptionsSchema });
}

export const printOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['print-options'],
    queryFn: getPrintOptions,
    staleTime: 60 * 60_000,
  });

export function usePrintOptions() {
  return useQuery(printOptionsQueryOptions());
}
