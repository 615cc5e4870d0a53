import { childSchema, type Child } from '@littlestar/shared/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childQueryKey, childrenQueryKey } from '@/lib/query-keys';

/**
 * Asks for a new character sheet (202: the child, now `drawing`, drawn in the background).
 * 429 within a day of the last ask; 409 when this server draws no sheets, the child is not
 * ready, or one is being drawn already.
 */
export async function redrawCharacterSheet(childId: string): Promise<Child> {
  return apiClient.post<Child>(
    `/children/${encodeURIComponent(childId)}/character-sheet`,
    undefined,
    {
      schema: childSchema,
    },
  );
}

export function useRedrawCharacterSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redrawCharacterSheet,
    // The list polls while a sheet is drawing (see lib/children-query.ts) and so brings the new one.
    onSuccess: (child) => {
      queryClient.setQueryData(childQueryKey(child.id), child);
      queryClient.setQueryData<Child[]>(childrenQueryKey, (children) =>
        children?.map((candidate) => (candidate.id === child.id ? child : candidate)),
      );
    },
    // A refusal means the page's view is out of date (asked in another tab, say): refresh it.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: childrenQueryKey });
    },
  });
}
