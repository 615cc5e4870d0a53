import { photoLimitsSchema, type PhotoLimits } from '@littlestar/shared/children';
import { DEFAULT_MIN_PHOTOS } from '@littlestar/shared/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const photoLimitsQueryKey = ['training', 'limits'] as const;

/** How many photos this server asks for (its MIN_PHOTOS is configurable). */
export async function getPhotoLimits(): Promise<PhotoLimits> {
  return photoLimitsSchema.parse(await apiClient.get<unknown>('/training/limits'));
}

export const photoLimitsQueryOptions = () =>
  queryOptions({
    queryKey: photoLimitsQueryKey,
    queryFn: getPhotoLimits,
    // Server configuration: it changes only with a restart.
    staleTime: 60 * 60_000,
  });

/**
 * The fewest photos a child's training needs: the server's number, or DEFAULT_MIN_PHOTOS
 * while it loads (or if it cannot be read; the server checks again on upload).
 */
export function useMinPhotos(): number {
  const { data } = useQuery(photoLimitsQueryOptions());
  return data?.min_photos ?? DEFAULT_MIN_PHOTOS;
}
