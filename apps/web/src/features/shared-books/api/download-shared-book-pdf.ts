import { storyPdfFileName } from '@littlestar/shared/stories';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * A shared book's PDF (`GET /api/shared/{token}/pdf`), for a link that allows it: 403 when it
 * does not, 410 once the link is gone.
 */
export async function getSharedBookPdf(token: string): Promise<Blob> {
  return apiBlob(`/shared/${encodeURIComponent(token)}/pdf`);
}

/** Saves the book under the same name as its owner's download. */
export function useDownloadSharedBookPdf() {
  return useMutation({
    mutationFn: async ({ token, title }: { token: string; title: string }) => {
      saveFile(await getSharedBookPdf(token), storyPdfFileName(title));
    },
  });
}
