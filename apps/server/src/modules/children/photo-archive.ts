import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { UPLOAD_LIMITS } from '@littlestar/shared/photos';
import { AppError } from '../../errors.js';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface CleanPhoto {
  /** 1-based position in the archive, for messages. */
  index: number;
  format: 'jpeg' | 'png';
  data: Buffer;
  width: number;
  height: number;
}

type Limits = typeof UPLOAD_LIMITS;

const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;
/** macOS and Windows add these to zips; they are skipped, not refused. */
const HARMLESS_EXTRA = /^(__MACOSX\/|.*\/?\.DS_Store$|.*\/?Thumbs\.db$)/;

/**
 * Checks a photo zip before anything of it is kept, and returns clean photos: re-encoded with
 * orientation applied, every metadata block (EXIF, GPS, XMP, ICC) gone, at most
 * `maxLongSide` pixels on the long side. Sizes are counted while inflating, because zip headers
 * can lie. Any violation throws an AppError naming it.
 */
export async function readPhotoArchive(
  zip: Buffer,
  limits: Limits = UPLOAD_LIMITS,
  /** Called with each photo as soon as it is clean, so checking it overlaps the next. */
  onPhoto?: (photo: CleanPhoto) => void,
): Promise<CleanPhoto[]> {
  const entries = await inflateEntries(zip, limits);
  const photos: CleanPhoto[] = [];
  for (const [position, entry] of entries.entries()) {
    const photo = await cleanPhoto(entry.data, position + 1, entry.name, limits);
    onPhoto?.(photo);
    photos.push(photo);
  }
  return photos;
}

interface RawEntry {
  name: string;
  data: Buffer;
}

function openZip(zip: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true },
      (error, zipFile) => (error || !zipFile ? reject(invalidArchive(error)) : resolve(zipFile)),
    );
  });
}

function invalidArchive(error: Error | null | undefined): AppError {
  const reason = error?.message ?? 'unreadable';
  if (/invalid relative path|absolute path|invalid characters/i.test(reason)) {
    return new AppError('invalid', `The zip contains an unsafe file path (${reason}).`);
  }
  return new AppError('invalid', `The upload is not a valid zip archive (${reason}).`);
}

async function inflateEntries(zip: Buffer, limits: Limits): Promise<RawEntry[]> {
  const zipFile = await openZip(zip);
  const images: RawEntry[] = [];
  let entryCount = 0;
  let totalBytes = 0;

  try {
    for (;;) {
      const entry = await nextEntry(zipFile);
      if (!entry) break;
      entryCount += 1;
      if (entryCount > limits.maxEntries) {
        throw new AppError('invalid', `The zip has more than ${limits.maxEntries} entries.`);
      }
      const name = entry.fileName;
      assertSafeName(name);
      if (name.endsWith('/'))
        throw new AppError('invalid', `The zip contains a folder (${name}); add the photos only.`);
      if (isSymlink(entry))
        throw new AppError('invalid', `The zip contains a link (${name}); add the photos only.`);
      if (HARMLESS_EXTRA.test(name)) continue;
      if (!IMAGE_NAME.test(name)) {
        throw new AppError(
          'invalid',
          `The zip contains ${name}, which is not a JPEG, PNG or WebP image.`,
        );
      }
      if (images.length >= limits.maxImageEntries) {
        throw new AppError('invalid', `The zip has more than ${limits.maxImageEntries} images.`);
      }
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        throw new AppError(
          'too_large',
          `${name} is larger than ${megabytes(limits.maxEntryBytes)} MB.`,
        );
      }
      const data = await readEntry(zipFile, entry, {
        maxBytes: Math.min(limits.maxEntryBytes, limits.maxTotalUncompressedBytes - totalBytes),
        maxRatio: limits.maxCompressionRatio,
        compressedSize: entry.compressedSize,
      }).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'invalid',
          `${name} could not be read from the zip (${(error as Error).message}).`,
        );
      });
      totalBytes += data.length;
      images.push({ name, data });
    }
  } finally {
    zipFile.close();
  }
  return images;
}

function nextEntry(zipFile: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(invalidArchive(error));
    };
    const cleanup = () => {
      zipFile.off('entry', onEntry);
      zipFile.off('end', onEnd);
      zipFile.off('error', onError);
    };
    zipFile.on('entry', onEntry);
    zipFile.on('end', onEnd);
    zipFile.on('error', onError);
    zipFile.readEntry();
  });
}

/** Inflates one entry, stopping as soon as it passes the byte or ratio limit. */
async function readEntry(
  zipFile: yauzl.ZipFile,
  entry: yauzl.Entry,
  limits: { maxBytes: number; maxRatio: number; compressedSize: number },
): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zipFile.openReadStream(entry, (error, readStream) =>
      error || !readStream ? reject(error ?? new Error('no stream')) : resolve(readStream),
    );
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const ratioLimit = Math.max(limits.compressedSize, 1) * limits.maxRatio;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limits.maxBytes) {
          callback(
            new AppError(
              'too_large',
              `The photos are larger than the upload allows (${entry.fileName}).`,
            ),
          );
        } else if (size > ratioLimit) {
          callback(
            new AppError(
              'invalid',
              `${entry.fileName} is compressed more than ${limits.maxRatio}:1, which photos never are.`,
            ),
          );
        } else {
          chunks.push(chunk);
          callback();
        }
      },
    }),
  );
  return Buffer.concat(chunks);
}

function assertSafeName(name: string): void {
  const parts = name.split(/[\\/]/);
  if (
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    parts.includes('..') ||
    name.includes('\0')
  ) {
    throw new AppError('invalid', `The zip contains an unsafe file path (${name}).`);
  }
}

function isSymlink(entry: yauzl.Entry): boolean {
  const unixMode = (entry.externalFileAttributes >>> 16) & 0o170000;
  return unixMode === 0o120000;
}

/** The format the bytes really are, whatever the file is called. */
export function sniffFormat(data: Buffer): PhotoFormat | 'archive' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  const head = data.subarray(0, 6);
  const isZip = head.subarray(0, 2).toString('latin1') === 'PK';
  const isGzip = head[0] === 0x1f && head[1] === 0x8b;
  const isSevenZip = head.equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]));
  const isRar = head.subarray(0, 4).toString('latin1') === 'Rar!';
  return isZip || isGzip || isSevenZip || isRar ? 'archive' : null;
}

async function cleanPhoto(
  data: Buffer,
  index: number,
  name: string,
  limits: Limits,
): Promise<CleanPhoto> {
  const format = sniffFormat(data);
  if (format === 'archive') {
    throw new AppError(
      'invalid',
      `${name} is an archive inside the zip; add the photos themselves.`,
    );
  }
  if (!format) throw new AppError('invalid', `${name} is not a JPEG, PNG or WebP image.`);
  const maxPixels = limits.maxMegapixels * 1_000_000;
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { limitInputPixels: maxPixels, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) {
      throw new AppError('invalid', `${name} is larger than ${limits.maxMegapixels} megapixels.`);
    }
    // PNGs keep transparency; everything else becomes JPEG. sharp drops all metadata by default.
    const output = format === 'png' && meta.hasAlpha ? 'png' : 'jpeg';
    const pipelineImage = image.rotate().resize({
      width: limits.maxLongSide,
      height: limits.maxLongSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data: clean, info } =
      output === 'png'
        ? await pipelineImage.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true })
        : // libjpeg's own encoder: mozjpeg's files are about a tenth smaller but take three
          // times as long, and the photo check waits for them.
          await pipelineImage.jpeg({ quality: 88 }).toBuffer({ resolveWithObject: true });
    return { index, format: output, data: clean, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) {
      throw new AppError('invalid', `${name} is larger than ${limits.maxMegapixels} megapixels.`);
    }
    throw new AppError('invalid', `${name} is not a readable image.`);
  }
}

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
