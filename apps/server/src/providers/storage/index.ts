import { createLocalStorage } from './local-storage.js';
import type { StorageSettings } from './storage-settings.js';
import type { StorageProvider } from './storage-provider.js';

/** The S3 client loads only when S3 is configured: the embedded default never pays its memory. */
export async function createStorageProvider(
  settings: StorageSettings,
  deps: {
    /** Local files are served by the API, at signed URLs under this address. */
    publicUrl: string;
    secret: string;
  },
): Promise<StorageProvider> {
  if (settings.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage(settings);
  }
  return createLocalStorage({
    root: settings.root,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
  });
}
