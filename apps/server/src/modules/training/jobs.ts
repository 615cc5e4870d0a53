import type { AppContext } from '../../app-context.js';
import type { JobDefinition } from '../../jobs/queue.js';
import {
  CHECK_JOB,
  TRAIN_JOB,
  checkTraining,
  purgeExpiredPhotos,
  runTraining,
  sweepStuckTrainings,
} from './service.js';

export const PURGE_PHOTOS_JOB = 'photos.purge';
export const SWEEP_JOB = 'likeness.sweep';
export const TRAINING_QUEUES = [TRAIN_JOB, CHECK_JOB, PURGE_PHOTOS_JOB, SWEEP_JOB];

/** Training jobs; each calls the same service functions the routes use. */
export function trainingJobs(context: AppContext): JobDefinition[] {
  const isLast = (retryCount: number) => retryCount >= context.config.jobs.retryLimit;
  return [
    {
      name: TRAIN_JOB,
      handle: (data, job) =>
        runTraining({
          context,
          childId: (data as { childId: string }).childId,
          isLastAttempt: isLast(job.retryCount),
        }),
    },
    {
      name: CHECK_JOB,
      handle: (data, job) =>
        checkTraining({
          context,
          childId: (data as { childId: string }).childId,
          isLastAttempt: isLast(job.retryCount),
        }),
    },
    {
      name: PURGE_PHOTOS_JOB,
      // Hourly: source photos go PHOTO_RETENTION_DAYS after training ends.
      schedule: '17 * * * *',
      handle: async () => {
        const purged = await purgeExpiredPhotos({ context });
        if (purged > 0) context.log.info({ purged }, 'deleted photos past their retention');
      },
    },
    {
      name: SWEEP_JOB,
      schedule: '*/10 * * * *',
      handle: async () => {
        const swept = await sweepStuckTrainings({ context });
        if (swept > 0) context.log.warn({ swept }, 'looked again at trainings that did not finish');
      },
    },
  ];
}
