import {
  trainingStatusResponseSchema,
  type TrainingStatusResponse,
} from '@littlestar/shared/children';
import { photoCheckRefusalSchema, type CheckedPhoto } from '@littlestar/shared/photos';
import { apiClient, hasErrorCode } from '@/lib/api-client';

/** Checks the uploaded photos and queues the training; `photos_rejected` names what is wrong with them. */
export async function startTraining(childId: string): Promise<TrainingStatusResponse> {
  return apiClient.post<TrainingStatusResponse>(
    `/training/${encodeURIComponent(childId)}/start`,
    undefined,
    {
      schema: trainingStatusResponseSchema,
    },
  );
}

/** The verdict on each photo, when a start was refused for too few usable photos. */
export function refusedPhotos(error: unknown): CheckedPhoto[] | null {
  if (!hasErrorCode(error, 'photos_rejected')) return null;
  const refusal = photoCheckRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.photos : null;
}
