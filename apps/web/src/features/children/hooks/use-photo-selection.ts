import { photoMessages } from '@littlestar/shared/photos';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { addPhotos, removePhoto, type SelectedPhoto } from '../utils/photo-selection';

let nextPhotoId = 1;

/**
 * The chosen photos with their preview URLs. Each URL is revoked when its photo is removed
 * and all of them when the wizard goes away. Skipped or dropped files are told by a toast.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  // The source of truth for the handlers; only they change the selection.
  const latest = useRef<SelectedPhoto[]>([]);
  const t = useTranslations('children.photoPicker');

  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const result = addPhotos({
        photos: latest.current,
        files,
        toPhoto: (file) => ({ id: nextPhotoId++, file, previewUrl: URL.createObjectURL(file) }),
      });
      latest.current = result.photos;
      setPhotos(result.photos);
      // addPhotos says why in the shared (English) words; the toast says it in the interface's.
      for (const notice of result.notices) {
        toast.error(
          notice === photoMessages.tooMany
            ? t('tooMany')
            : notice === photoMessages.invalidSkipped
              ? t('invalidSkipped')
              : notice,
        );
      }
    },
    [t],
  );

  const remove = useCallback((id: number) => {
    const result = removePhoto(latest.current, id);
    if (result.removed) URL.revokeObjectURL(result.removed.previewUrl);
    latest.current = result.photos;
    setPhotos(result.photos);
  }, []);

  return { photos, add, remove };
}
