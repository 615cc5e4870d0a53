import sharp from 'sharp';
import yazl from 'yazl';
import { PHONE_EXIF, soloPhoto } from './face-photos.js';

/**
 * A small photo-like JPEG with EXIF and GPS tags, as phones write them, and no face: for
 * tests of the archive itself (the face check refuses it; see face-photos.ts for faces).
 */
export async function makePhoto(
  options: { width?: number; height?: number; hue?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const hue = options.hue ?? 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,70%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#c68642"/>
    <ellipse cx="${width / 2}" cy="${height / 2 - Math.min(width, height) / 5}" rx="${Math.min(width, height) / 4}" ry="${Math.min(width, height) / 8}" fill="#3b2417"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg()
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export interface ZipEntry {
  /** A name ending in '/' adds a folder. */
  name: string;
  data: Buffer;
  /** Unix mode, e.g. 0o120777 for a symlink. */
  mode?: number;
  compress?: boolean;
}

export async function makeZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) {
      zip.addEmptyDirectory(entry.name.slice(0, -1));
      continue;
    }
    zip.addBuffer(entry.data, entry.name, {
      compress: entry.compress ?? true,
      ...(entry.mode ? { mode: entry.mode } : {}),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A zip of `count` solo photos of one person (crops of a face-api sample, each a little
 * different) named as the web app names them (image_N.jpg): what a training accepts.
 */
export async function makePhotoZip(count: number): Promise<Buffer> {
  const photos = await Promise.all(
    Array.from({ length: count }, (_, index) => soloPhoto({ variant: index })),
  );
  return photoZip(photos);
}

/** A zip of these photos, named as the web app names them. */
export function photoZip(photos: Buffer[]): Promise<Buffer> {
  return makeZip(
    photos.map((data, index) => ({ name: `image_${index + 1}.jpg`, data, compress: false })),
  );
}
