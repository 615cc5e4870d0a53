import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { makePhoto, makePhotoZip, makeZip, photoZip } from '../../test/photos.js';
import { readPhotoArchive } from './photo-archive.js';

async function refusal(zip: Buffer): Promise<AppError> {
  try {
    await readPhotoArchive(zip);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the archive was accepted');
}

describe('photo archive', () => {
  it('the test photos do carry EXIF, GPS and a rotation, as phone photos do', async () => {
    const meta = await sharp(await makePhoto()).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
  });

  it('accepts five photos and returns them without EXIF or GPS, upright and bounded', async () => {
    const phonePhotos = await Promise.all([0, 1, 2, 3, 4].map((hue) => makePhoto({ hue })));
    const photos = await readPhotoArchive(await photoZip(phonePhotos));
    expect(photos).toHaveLength(5);
    for (const photo of photos) {
      const meta = await sharp(photo.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Orientation 6 (rotate 90°) was applied: the 640×480 photo now stands upright.
      expect([photo.width, photo.height]).toEqual([480, 640]);
      expect(photo.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('shrinks large photos to 1536 px on the long side', async () => {
    const zip = await makeZip([
      { name: 'image_1.jpg', data: await makePhoto({ width: 4000, height: 3000 }) },
    ]);
    const [photo] = await readPhotoArchive(zip);
    expect(Math.max(photo?.width ?? 0, photo?.height ?? 0)).toBe(1536);
  });

  it('refuses 11 images', async () => {
    const error = await refusal(await makePhotoZip(11));
    expect(error.detail).toBe('The zip has more than 10 images.');
  });

  it('refuses a text file renamed .jpg', async () => {
    const zip = await makeZip([
      { name: 'image_1.jpg', data: Buffer.from('just some text, not a photo') },
    ]);
    expect((await refusal(zip)).detail).toBe('image_1.jpg is not a JPEG, PNG or WebP image.');
  });

  it('refuses a zip-slip entry', async () => {
    const zip = await makeZip([{ name: 'ab/evil.jpg', data: await makePhoto() }]);
    // yazl will not write '..' itself; patch the name in both headers, as an attacker would.
    const patched = Buffer.from(
      zip.toString('latin1').replaceAll('ab/evil.jpg', '../evil.jpg'),
      'latin1',
    );
    expect((await refusal(patched)).detail).toMatch(/unsafe file path/);
  });

  it('refuses a symlink entry', async () => {
    const zip = await makeZip([
      { name: 'image_1.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ]);
    expect((await refusal(zip)).detail).toBe(
      'The zip contains a link (image_1.jpg); add the photos only.',
    );
  });

  it('refuses a nested zip', async () => {
    const inner = await makePhotoZip(1);
    const zip = await makeZip([{ name: 'image_1.jpg', data: inner }]);
    expect((await refusal(zip)).detail).toMatch(/archive inside the zip/);
  });

  it('refuses a 200 MB zip bomb of small compressed size', async () => {
    const zip = await makeZip([{ name: 'image_1.jpg', data: Buffer.alloc(200 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(1024 * 1024);
    const error = await refusal(zip);
    expect(error.status).toBe(413);
  });

  it('refuses an entry compressed far beyond what photos are', async () => {
    const zip = await makeZip([{ name: 'image_1.jpg', data: Buffer.alloc(10 * 1024 * 1024) }]);
    expect((await refusal(zip)).detail).toMatch(/compressed more than 100:1/);
  });

  it('refuses a 60-megapixel image', async () => {
    const huge = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#88aaff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const zip = await makeZip([{ name: 'image_1.png', data: huge, compress: false }]);
    expect((await refusal(zip)).detail).toBe('image_1.png is larger than 40 megapixels.');
  });

  it('refuses folders and files that are not images', async () => {
    const withFolder = await makeZip([{ name: 'photos/', data: Buffer.alloc(0) }]);
    expect((await refusal(withFolder)).detail).toMatch(/folder/);
    const withScript = await makeZip([{ name: 'run.sh', data: Buffer.from('#!/bin/sh') }]);
    expect((await refusal(withScript)).detail).toMatch(/not a JPEG, PNG or WebP image/);
  });

  it('refuses bytes that are not a zip at all', async () => {
    expect((await refusal(Buffer.from('hello'))).detail).toMatch(/not a valid zip/);
  });
});
