import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { StorageProvider } from './storage-provider.js';

/** The S3 client loads only when S3 is configured: the embedded default never pays its memory. */
export async function createStorage(config: Config, secret: string): Promise<StorageProvider> {
  const storage = config.storage;
  if (storage.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage(storage);
  }
  return createLocalStorage({ root: storage.root, publicUrl: config.publicUrl, secret });
}
