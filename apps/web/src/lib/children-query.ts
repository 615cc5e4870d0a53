import { childSchema, type Child } from '@littlestar/shared/children';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { childrenQueryKey } from '@/lib/query-keys';

/**
 * The children list is read by the children feature and by the confirmation after a
 * purchase (its next step depends on them); one query in lib serves both, as child-query does.
 */

/** The signed-in user's children, newest first. */
export async function listChildren(): Promise<Child[]> {
  return apiClient.get<Child[]>('/children', { schema: childSchema.array() });
}

/** Training finishes on the server; while any child is on its way the list polls. */
export const CHILDREN_POLL_MS = 3000;
/** A new character sheet takes seconds to a minute: the list polls faster while one is drawn. */
export const CHARACTER_SHEET_POLL_MS = 2000;

export const isChildInTraining = (child: Child) =>
  child.training_status === 'queued' || child.training_status === 'training';

export const isCharacterSheetDrawing = (child: Child) =>
  child.character_sheet?.status === 'drawing';

/** How often the list is asked for again: only while something is on its way. */
export function childrenPollMs(children: readonly Child[] | undefined): number | false {
  if (children?.some(isCharacterSheetDrawing)) return CHARACTER_SHEET_POLL_MS;
  if (children?.some(isChildInTraining)) return CHILDREN_POLL_MS;
  return false;
}

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: childrenQueryKey,
    queryFn: listChildren,
    refetchInterval: (query) => childrenPollMs(query.state.data),
  });

export function useChildren() {
  return useQuery(childrenQueryOptions());
}
