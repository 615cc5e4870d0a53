import { describe, expect, it } from 'vitest';
import { addPhotos, removePhoto, type PhotoFile, type SelectedPhoto } from './photo-selection';

const file = (name: string, type: string): PhotoFile => ({ name, type });
let id = 0;
const toPhoto = (f: PhotoFile): SelectedPhoto<PhotoFile> => ({
  id: ++id,
  file: f,
  previewUrl: `blob:${f.name}`,
});
const jpegs = (count: number, prefix = 'photo') =>
  Array.from({ length: count }, (_, index) => file(`${prefix}-${index + 1}.jpg`, 'image/jpeg'));

describe('addPhotos', () => {
  it('keeps JPEG, JPG, PNG and WebP files and says nothing', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpg'),
      file('c.png', 'image/png'),
      file('d.webp', 'image/webp'),
    ];
    const result = addPhotos({ photos: [], files, toPhoto });
    expect(result.photos.map((photo) => photo.file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.png',
      'd.webp',
    ]);
    expect(result.notices).toEqual([]);
  });

  it('skips other types with the spec message', () => {
    const files = [
      file('a.gif', 'image/gif'),
      file('b.jpg', 'image/jpeg'),
      file('notes.txt', 'text/plain'),
      file('x', ''),
    ];
    const result = addPhotos({ photos: [], files, toPhoto });
    expect(result.photos.map((photo) => photo.file.name)).toEqual(['b.jpg']);
    expect(result.notices).toEqual(['Some files were not valid images and were skipped.']);
  });

  it('drops everything beyond 10 in total, keeping the first chosen', () => {
    const first = addPhotos({ photos: [], files: jpegs(7, 'first'), toPhoto });
    const second = addPhotos({ photos: first.photos, files: jpegs(5, 'second'), toPhoto });
    expect(second.photos).toHaveLength(10);
    expect(second.photos.slice(7).map((photo) => photo.file.name)).toEqual([
      'second-1.jpg',
      'second-2.jpg',
      'second-3.jpg',
    ]);
    expect(second.notices).toEqual(['You can only upload up to 10 images.']);
  });

  it('tells both when files are skipped and dropped, and never creates a photo it drops', () => {
    let made = 0;
    const counting = (f: PhotoFile) => {
      made += 1;
      return toPhoto(f);
    };
    const full = addPhotos({ photos: [], files: jpegs(10), toPhoto });
    const result = addPhotos({
      photos: full.photos,
      files: [file('a.bmp', 'image/bmp'), ...jpegs(2, 'late')],
      toPhoto: counting,
    });
    expect(result.photos).toEqual(full.photos);
    expect(made).toBe(0);
    expect(result.notices).toEqual([
      'Some files were not valid images and were skipped.',
      'You can only upload up to 10 images.',
    ]);
  });

  it('does not change the selection it was given', () => {
    const photos = addPhotos({ photos: [], files: jpegs(2), toPhoto }).photos;
    const before = [...photos];
    addPhotos({ photos, files: jpegs(2), toPhoto });
    expect(photos).toEqual(before);
  });
});

describe('removePhoto', () => {
  it('removes one photo and hands it back so its preview URL can be revoked', () => {
    const { photos } = addPhotos({ photos: [], files: jpegs(3), toPhoto });
    const target = photos[1]!;
    const result = removePhoto(photos, target.id);
    expect(result.removed).toBe(target);
    expect(result.photos.map((photo) => photo.file.name)).toEqual(['photo-1.jpg', 'photo-3.jpg']);
    expect(removePhoto(result.photos, target.id).removed).toBeUndefined();
  });
});
