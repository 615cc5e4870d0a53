import { UPLOAD_LIMITS } from '@littlestar/shared/photos';
import { zipSync, type Zippable } from 'fflate';

/** Photo types the server takes as they are; everything else is redrawn as PNG first. */
const KEPT_TYPES: Record<string, 'jpg' | 'png'> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
};

/**
 * Bigger photos are redrawn smaller, so ten of them stay within the server's limits on one
 * entry and on the whole archive. The server scales every photo down to this anyway.
 */
export const REDRAW_ABOVE_BYTES = Math.min(
  UPLOAD_LIMITS.maxEntryBytes,
  Math.floor(UPLOAD_LIMITS.maxTotalUncompressedBytes / UPLOAD_LIMITS.maxImageEntries),
);

export interface PhotoSource {
  readonly type: string;
  readonly size: number;
}

/** Whether the photo goes into the zip as it is (a JPEG or PNG of a sensible size). */
export const canZipAsIs = (photo: PhotoSource) =>
  photo.type.toLowerCase() in KEPT_TYPES && photo.size <= REDRAW_ABOVE_BYTES;

/**
 * The zip entry of the photo at `index` (0-based), product.md#photos: image_N with .jpg or .png by the
 * bytes actually stored. A photo that is redrawn is stored as PNG.
 */
export function photoEntryName(index: number, photo: PhotoSource): string {
  const extension = canZipAsIs(photo) ? KEPT_TYPES[photo.type.toLowerCase()] : 'png';
  return `image_${index + 1}.${extension}`;
}

/** Redraws an image (WebP, or too large) as a PNG no longer than the server keeps. */
export async function redrawAsPng(file: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, UPLOAD_LIMITS.maxLongSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot prepare the photos.');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not prepare a photo.'))),
        'image/png',
      );
    });
    return new Uint8Array(await png.arrayBuffer());
  } finally {
    bitmap.close();
  }
}

/**
 * Zips the photos as image_1.jpg, image_2.png, … Photos are stored uncompressed: they are
 * compressed images already, and storing keeps the browser responsive.
 * `onProgress` gets 0 to 100 as each photo is read.
 */
export async function zipPhotos(
  files: readonly File[],
  {
    onProgress,
    redraw = redrawAsPng,
  }: { onProgress?: (percent: number) => void; redraw?: (file: File) => Promise<Uint8Array> } = {},
): Promise<Blob> {
  const entries: Zippable = {};
  for (const [index, file] of files.entries()) {
    const bytes = canZipAsIs(file) ? new Uint8Array(await file.arrayBuffer()) : await redraw(file);
    entries[photoEntryName(index, file)] = [bytes, { level: 0 }];
    onProgress?.(Math.round(((index + 1) / files.length) * 100));
  }
  const zipped = zipSync(entries);
  return new Blob([zipped], { type: 'application/zip' });
}
