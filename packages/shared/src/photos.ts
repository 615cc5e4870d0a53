/** Spec §5 Photos and the upload contract of the children issue: limits both sides enforce. */
export const MAX_PHOTOS = 10;
export const DEFAULT_MIN_PHOTOS = 5;
export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'] as const;

/** What the server accepts inside one uploaded zip. */
export const UPLOAD_LIMITS = {
  /** The zip itself, as uploaded. */
  maxZipBytes: 120 * 1024 * 1024,
  maxImageEntries: MAX_PHOTOS,
  maxEntries: 20,
  maxEntryBytes: 15 * 1024 * 1024,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxMegapixels: 40,
  maxLongSide: 1536,
} as const;

export const photoMessages = {
  tooMany: 'You can only upload up to 10 images.',
  invalidSkipped: 'Some files were not valid images and were skipped.',
  tooFew: (minimum: number) => `Please upload at least ${minimum} images`,
} as const;
