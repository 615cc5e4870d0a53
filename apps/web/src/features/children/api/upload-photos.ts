import { ApiError, detailFromText } from '@/lib/api-client';

/**
 * PUTs the photo zip to the signed upload URL. XMLHttpRequest rather than fetch: only it
 * reports upload progress. The URL carries its own signature, so no session is sent along.
 */
export function uploadPhotos({
  uploadUrl,
  zip,
  onProgress,
  signal,
}: {
  uploadUrl: string;
  zip: Blob;
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadUrl);
    request.withCredentials = false;
    request.setRequestHeader('Content-Type', 'application/zip');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new ApiError(request.status, detailFromText(request.responseText) ?? ''));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'The upload was interrupted.'));
    request.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(zip);
  });
}
