import { storyPdfFileName } from '@littlestar/shared/stories';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The story as a PDF (`GET /api/stories/{id}/pdf`). */
export async function getStoryPdf(storyId: string): Promise<Blob> {
  return apiBlob(`/stories/${encodeURIComponent(storyId)}/pdf`);
}

/** Saves the book under the spec's name: the title lowercased, spaces turned to underscores. */
export function useDownloadStoryPdf() {
  return useMutation({
    mutationFn: async ({ storyId, title }: { storyId: string; title: string }) => {
      saveFile(await getStoryPdf(storyId), storyPdfFileName(title));
    },
  });
}
