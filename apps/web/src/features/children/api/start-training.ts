import type { TrainingStatusResponse } from '@littlestar/shared/children';
import { apiClient } from '@/lib/api-client';

/** Checks the uploaded photos and queues the training; 400 names what is wrong with them. */
export async function startTraining(childId: string): Promise<TrainingStatusResponse> {
  return apiClient.post<TrainingStatusResponse>(`/training/${encodeURIComponent(childId)}/start`);
}
