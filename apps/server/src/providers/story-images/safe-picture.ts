import sharp from 'sharp';
import type { Illustration } from './story-images-provider.js';

/** The most bytes a provider's picture may have: a 2K PNG is a few MB; 20 MB is generous. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** The most pixels one may decode to (a small file can claim huge dimensions). */
const MAX_PICTURE_PIXELS = 64 * 1024 * 1024;

/** A provider answered something we do not store: not a raster picture, or too large. */
export class UnsafePictureError extends Error {
  override name = 'UnsafePictureError';
}

/**
 * What a provider answered, made safe to store and serve from our own origin: only PNG, JPEG
 * or WebP as the bytes themselves say (the declared type is never trusted; an SVG could carry
 * script), at most MAX_PICTURE_BYTES, decoded and encoded again by sharp, which drops every
 * bit of metadata (EXIF, GPS, XMP, ICC comments) and anything appended after the image.
 * JPEG stays JPEG; PNG and WebP become PNG, which the PDF and every browser take.
 */
export async function toSafePicture(
  data: Uint8Array,
  options: { from: string; maxBytes?: number },
): Promise<Illustration> {
  const maxBytes = options.maxBytes ?? MAX_PICTURE_BYTES;
  if (data.byteLength > maxBytes) {
    throw new UnsafePictureError(
      `${options.from} answered a picture of ${data.byteLength} bytes, over the ${maxBytes} allowed`,
    );
  }
  const input = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(data, input).metadata()).format;
  } catch {
    throw new UnsafePictureError(`${options.from} answered something that is not a picture`);
  }
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') {
    throw new UnsafePictureError(
      `${options.from} answered a picture of type ${format ?? 'unknown'}; only PNG, JPEG and WebP are kept`,
    );
  }
  try {
    // rotate() turns the picture as its EXIF orientation says, before that is dropped.
    const image = sharp(data, input).rotate();
    if (format === 'jpeg') {
      return { data: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
    }
    return { data: await image.png().toBuffer(), contentType: 'image/png' };
  } catch {
    throw new UnsafePictureError(`${options.from} answered a picture that cannot be decoded`);
  }
}

/**
 * A downloaded picture's bytes, refused as soon as they pass `maxBytes`: a declared
 * Content-Length over it is refused before reading, and a body without one stops being read
 * past it. Then made safe with `toSafePicture`.
 */
export async function readSafePicture(
  response: Response,
  options: { from: string; maxBytes?: number },
): Promise<Illustration> {
  const maxBytes = options.maxBytes ?? MAX_PICTURE_BYTES;
  const tooLarge = () =>
    new UnsafePictureError(`${options.from}'s picture is over the ${maxBytes} bytes allowed`);
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return toSafePicture(Buffer.concat(chunks), options);
}
