import type { UploadUrl } from '@littlestar/shared/children';
import { ApiError, apiErrorFromText } from '@/lib/api-client';

/**
 * Sends the photo zip where the server said: a PUT of the zip to a signed URL, or (S3) a POST
 * of a form with the signed fields and then the zip as `file`. XMLHttpRequest rather than
 * fetch: only it reports upload progress. The URL or the form carries its own signature, so
 * no session is sent along.
 */
export function uploadPhotos({
  upload,
  zip,
  onProgress,
  signal,
}: {
  upload: Pick<UploadUrl, 'upload_url' | 'upload_method' | 'upload_fields'>;
  zip: Blob;
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.upload_method, upload.upload_url);
    request.withCredentials = false;
    let body: Blob | FormData = zip;
    if (upload.upload_method === 'POST') {
      // S3 reads the policy's fields first; the file must be the last part of the form.
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.upload_fields)) form.append(name, value);
      form.append('file', new Blob([zip], { type: 'application/zip' }), 'photos.zip');
      body = form;
    } else {
      request.setRequestHeader('Content-Type', 'application/zip');
    }
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
        reject(apiErrorFromText(request.status, request.responseText, ''));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'The upload was interrupted.'));
    request.onabort = () => reject(new ApiError(0, 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
