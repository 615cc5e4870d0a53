import type { CheckedPhoto } from '@littlestar/shared/photos';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { apiErrorMessage, serverDetail } from '@/lib/api-error-message';
import { getUploadUrl } from '../api/get-upload-url';
import { childrenQueryKey } from '@/lib/query-keys';
import { childrenQueryOptions } from '@/lib/children-query';
import { refusedPhotos, startTraining } from '../api/start-training';
import { uploadPhotos } from '../api/upload-photos';
import { zipPhotos } from '../utils/photo-zip';
import type { UploadPhase } from '../utils/upload-progress';

/** Which step failed decides the message (product.md#child-wizard); the server's detail wins when it gave one. */
class StepError extends Error {
  constructor(
    message: string,
    readonly description?: string,
    /** The server's verdict on each photo, when it refused them. */
    readonly checked?: CheckedPhoto[],
  ) {
    super(message);
  }
}

/** The photo check's verdicts on the photos sent, by the id of each chosen photo. */
export interface PhotoCheck {
  verdicts: Map<number, CheckedPhoto>;
  summary: string;
}

async function step<T>(run: () => Promise<T>, toError: (error: unknown) => StepError) {
  try {
    return await run();
  } catch (error) {
    throw toError(error);
  }
}

/**
 * Step 2's submission (product.md#child-wizard): zip the photos, get an upload URL,
 * PUT the zip, start the training, then go to /children.
 */
export function useStartTraining(childId: string | undefined, minPhotos: number) {
  const [progress, setProgress] = useState<UploadPhase | null>(null);
  const [check, setCheck] = useState<PhotoCheck | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslations('children.training');

  const submit = async (photos: readonly { id: number; file: File }[]) => {
    const files = photos.map((photo) => photo.file);
    if (!childId) {
      toast.error(t('notCreated'));
      return;
    }
    try {
      setProgress({ phase: 'zipping', percent: 0 });
      const zip = await step(
        () =>
          zipPhotos(files, { onProgress: (percent) => setProgress({ phase: 'zipping', percent }) }),
        () => new StepError(t('unreadable'), t('unreadableHint')),
      );
      const upload = await step(
        () => getUploadUrl(childId),
        (error) => new StepError(apiErrorMessage(error, t('uploadUrlFailed'))),
      );
      setProgress({ phase: 'uploading', percent: 0 });
      await step(
        () =>
          uploadPhotos({
            upload,
            zip,
            onProgress: (percent) => setProgress({ phase: 'uploading', percent }),
          }),
        (error) => new StepError(t('uploadFailed'), serverDetail(error)),
      );
      setProgress({ phase: 'starting' });
      await step(
        () => startTraining(childId),
        (error) => {
          const checked = refusedPhotos(error) ?? undefined;
          if (!checked) return new StepError(apiErrorMessage(error, t('startFailed')));
          // One line for the toast; each photo's reason goes on its thumbnail.
          const usable = checked.filter((photo) => photo.usable).length;
          const counts = { usable, total: checked.length, missing: minPhotos - usable };
          const summary = usable >= minPhotos ? t('checkAll', counts) : t('checkSome', counts);
          return new StepError(summary, undefined, checked);
        },
      );
      setCheck(null);
      setProgress({ phase: 'done' });
      toast.success(t('started'));
      // /children must open on the server's state, not on a list cached before the start
      // (a 'Not Started' card with Edit Profile, then a jump). invalidateQueries alone only
      // refetches mounted queries, and the list is not mounted here: fetch it before leaving.
      // No status is guessed from the start's answer; the poll takes it from there.
      await queryClient.invalidateQueries({ queryKey: childrenQueryKey });
      await queryClient.prefetchQuery({ ...childrenQueryOptions(), staleTime: 0 });
      await navigate(paths.children.href());
    } catch (error) {
      setProgress(null);
      const failure = error instanceof StepError ? error : new StepError(t('startFailed'));
      if (failure.checked) {
        const verdicts = new Map<number, CheckedPhoto>();
        for (const verdict of failure.checked) {
          const photo = photos[verdict.index - 1];
          if (photo) verdicts.set(photo.id, verdict);
        }
        setCheck({ verdicts, summary: failure.message });
      }
      toast.error(failure.message, failure.description ? { description: failure.description } : {});
    }
  };

  return { progress, isSubmitting: progress !== null, submit, check };
}
