import { apiClient } from '@/lib/api-client';

export interface UploadUrl {
  upload_url: string;
  /** Seconds the URL stays valid. */
  expires_in: number;
}

/** A short-lived URL the photo zip is PUT to (step 2 of the wizard). */
export async function getUploadUrl(childId: string): Promise<UploadUrl> {
  return apiClient.post<UploadUrl>(`/training/${encodeURIComponent(childId)}/upload-url`);
}
