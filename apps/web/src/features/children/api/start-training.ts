import type { TrainingStatus } from '@littlestar/shared/children';
import { apiClient } from '@/lib/api-client';

export interface TrainingStatusResponse {
  child_id: string;
  training_status: TrainingStatus;
}

/** Checks the uploaded photos and queues the training; 400 names what is wrong with them. */
export async function startTraining(childId: string): Promise<TrainingStatusResponse> {
  return apiClient.post<TrainingStatusResponse>(`/training/${encodeURIComponent(childId)}/start`);
}
