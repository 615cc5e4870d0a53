import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { canZipAsIs, photoEntryName, REDRAW_ABOVE_BYTES, zipPhotos } from './photo-zip';

const small = (type: string) => ({ type, size: 1000 });

describe('photoEntryName', () => {
  it('names entries image_N by position, with the extension of the stored bytes', () => {
    expect(photoEntryName(0, small('image/jpeg'))).toBe('image_1.jpg');
    expect(photoEntryName(1, small('image/jpg'))).toBe('image_2.jpg');
    expect(photoEntryName(2, small('image/png'))).toBe('image_3.png');
    expect(photoEntryName(9, small('IMAGE/JPEG'))).toBe('image_10.jpg');
  });

  it('names WebP and oversized photos .png, because they are redrawn as PNG', () => {
    expect(photoEntryName(3, small('image/webp'))).toBe('image_4.png');
    expect(canZipAsIs(small('image/webp'))).toBe(false);
    const huge = { type: 'image/jpeg', size: REDRAW_ABOVE_BYTES + 1 };
    expect(canZipAsIs(huge)).toBe(false);
    expect(photoEntryName(0, huge)).toBe('image_1.png');
  });

  it('keeps ten redraw-free photos within the server’s archive limit', () => {
    expect(REDRAW_ABOVE_BYTES * 10).toBeLessThanOrEqual(100 * 1024 * 1024);
  });
});

describe('zipPhotos', () => {
  it('stores JPEG and PNG bytes as they are, redraws the rest, and reports progress', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 1, 2])], 'me.jpeg', { type: 'image/jpeg' });
    const png = new File([new Uint8Array([0x89, 0x50, 3])], 'me.png', { type: 'image/png' });
    const webp = new File([new Uint8Array([0x52, 0x49, 4])], 'me.webp', { type: 'image/webp' });
    const redraw = vi.fn(() => Promise.resolve(new Uint8Array([0x89, 0x50, 0x4e, 0x47])));
    const progress: number[] = [];

    const zip = await zipPhotos([jpeg, png, webp], { redraw, onProgress: (p) => progress.push(p) });

    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['image_1.jpg', 'image_2.png', 'image_3.png']);
    expect([...entries['image_1.jpg']!]).toEqual([0xff, 0xd8, 1, 2]);
    expect([...entries['image_2.png']!]).toEqual([0x89, 0x50, 3]);
    expect([...entries['image_3.png']!]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(redraw).toHaveBeenCalledExactlyOnceWith(webp);
    expect(progress).toEqual([33, 67, 100]);
  });
});
