import { printFilesSchema, type PrintFiles } from '@littlestar/shared/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * A story's print files, which a printed book needs: asking starts them (once per story
 * version, on the server) and answers where they stand; the query asks again every 2 s until
 * they are ready or failed.
 */
export async function startPrintFiles(storyId: string): Promise<PrintFiles> {
  return apiClient.post<PrintFiles>(
    `/stories/${encodeURIComponent(storyId)}/print-files`,
    undefined,
    {
      schema: printFilesSchema,
    },
  );
}

export const printFilesQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['print-files', storyId],
    queryFn: () => startPrintFiles(storyId),
    refetchInterval: (query) =>
      query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : 2000,
  });

export function usePrintFiles(storyId: string) {
  return useQuery(printFilesQueryOptions(storyId));
}
