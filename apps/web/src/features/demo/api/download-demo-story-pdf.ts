import { storyPdfFileName } from '@littlestar/shared/stories';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A demo book as a PDF (`GET /api/demo/stories/{id}/pdf`, login required). */
export function useDownloadDemoStoryPdf() {
  return useMutation({
    mutationFn: async ({ storyId, title }: { storyId: string; title: string }) => {
      saveFile(
        await apiBlob(`/demo/stories/${encodeURIComponent(storyId)}/pdf`),
        storyPdfFileName(title),
      );
    },
  });
}
