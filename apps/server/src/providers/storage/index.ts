import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { StorageProvider } from './storage-provider.js';

export function createStorage(config: Config, secret: string): StorageProvider {
  const storage = config.storage;
  if (storage.kind === 's3') return createS3Storage(storage);
  return createLocalStorage({ root: storage.root, publicUrl: config.publicUrl, secret });
}
