import { ALLOWED_PHOTO_TYPES, MAX_PHOTOS, photoMessages } from '@littlestar/shared/photos';

/** The part of a File the selection rules read. */
export interface PhotoFile {
  readonly name: string;
  readonly type: string;
}

export interface SelectedPhoto<F extends PhotoFile = File> {
  id: number;
  file: F;
  previewUrl: string;
}

export const isAllowedPhotoType = (type: string) =>
  (ALLOWED_PHOTO_TYPES as readonly string[]).includes(type.toLowerCase());

/**
 * Adds newly chosen files to a selection (product.md#photos): files of other types are skipped,
 * and anything beyond MAX_PHOTOS in total is dropped, each with its message. `toPhoto` makes
 * the entry (the caller creates the preview URL); it is called only for files that are kept.
 */
export function addPhotos<F extends PhotoFile>({
  photos,
  files,
  toPhoto,
  max = MAX_PHOTOS,
}: {
  photos: readonly SelectedPhoto<F>[];
  files: readonly F[];
  toPhoto: (file: F) => SelectedPhoto<F>;
  max?: number;
}): { photos: SelectedPhoto<F>[]; notices: string[] } {
  const valid = files.filter((file) => isAllowedPhotoType(file.type));
  const room = Math.max(0, max - photos.length);
  const kept = valid.slice(0, room);
  const notices: string[] = [];
  if (valid.length < files.length) notices.push(photoMessages.invalidSkipped);
  if (valid.length > room) notices.push(photoMessages.tooMany);
  return { photos: [...photos, ...kept.map(toPhoto)], notices };
}

/** The selection without one photo, and that photo so its preview URL can be revoked. */
export function removePhoto<F extends PhotoFile>(
  photos: readonly SelectedPhoto<F>[],
  id: number,
): { photos: SelectedPhoto<F>[]; removed: SelectedPhoto<F> | undefined } {
  return {
    photos: photos.filter((photo) => photo.id !== id),
    removed: photos.find((photo) => photo.id === id),
  };
}
