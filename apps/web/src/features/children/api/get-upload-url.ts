import { uploadUrlSchema, type UploadUrl } from '@littlestar/shared/children';
import { apiClient } from '@/lib/api-client';

/** A short-lived URL the photo zip is PUT to (step 2 of the wizard). */
export async function getUploadUrl(childId: string): Promise<UploadUrl> {
  return apiClient.post<UploadUrl>(
    `/training/${encodeURIComponent(childId)}/upload-url`,
    undefined,
    {
      schema: uploadUrlSchema,
    },
  );
}
