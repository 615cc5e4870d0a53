import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob, PermanentJobError } from '../../jobs/define-job.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FacesProvider, PhotoFaces } from '../../providers/faces/faces-provider.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';

/** Where a photo waits for a worker to look at it: deleted as soon as it has been. */
const PHOTO_PREFIX = 'face-checks/';
/**
 * How long an API process waits for a photo's faces before answering that the check cannot
 * run (docs/product.md#photo-check): a worker loads the model in 1–4 s and looks at a photo
 * in about half a second, so this is a queue full of other parents' photos, or no worker.
 */
const WAIT_SECONDS = 90;
/** How often the API process looks whether the job is done: a few times a second. */
const POLL_MS = 200;

/**
 * `faces.find`: a worker finds the faces of one photo for an API process, which waits for the
 * answer (`createQueuedFaces`). Only looking, nothing written: a retry simply looks again.
 */
export const findFacesJob = defineJob({
  name: 'faces.find',
  payload: z.object({
    photoKey: z.string().startsWith(PHOTO_PREFIX),
    describeEvery: z.boolean(),
  }),
  retryLimit: 2,
  expireInSeconds: 60,
  // As many at once as the worker has model processes: more would only wait inside it.
  concurrency: (context) => context.config.faces.threads,
  async handle({ payload, context }) {
    const photo = await context.storage.get(payload.photoKey);
    // The request gave up waiting and deleted it: nobody wants the answer any more.
    if (!photo) throw new PermanentJobError('The photo to check is gone.');
    const faces = await context.faces.findFaces(photo, { describeEvery: payload.describeEvery });
    await context.storage.delete(payload.photoKey);
    return faces;
  },
});

/**
 * The photo check of a `serve` process: the face model (about 260 MB a process) never loads
 * in an API process; each photo goes to storage and a `faces.find` job, and the request waits
 * for a worker's answer. The job's row (which holds the faces found) is deleted once read.
 */
export function createQueuedFaces(options: {
  queue: JobQueue;
  storage: StorageProvider;
}): FacesProvider {
  const { queue, storage } = options;
  return {
    async findFaces(photo, findOptions = {}) {
      const photoKey = `${PHOTO_PREFIX}${randomUUID()}`;
      await storage.put(photoKey, photo, 'application/octet-stream');
      let jobId: string | null = null;
      try {
        jobId = await queue.enqueue(findFacesJob, {
          photoKey,
          describeEvery: findOptions.describeEvery ?? false,
        });
        if (!jobId) throw new Error('the face check was not queued');
        return await answerOf(queue, jobId, Date.now() + WAIT_SECONDS * 1000);
      } finally {
        if (jobId) await queue.boss.deleteJob(findFacesJob.name, jobId).catch(() => {});
        await storage.delete(photoKey).catch(() => {});
      }
    },
  };
}

/** The faces a `faces.find` job found; throws once it failed for good or the wait is over. */
async function answerOf(queue: JobQueue, jobId: string, deadline: number): Promise<PhotoFaces> {
  for (;;) {
    const job = await queue.boss.getJobById<object>(findFacesJob.name, jobId);
    if (job?.state === 'completed') return job.output as PhotoFaces;
    if (!job || job.state === 'failed' || job.state === 'cancelled') {
      const reason = (job?.output as { message?: unknown } | undefined)?.message;
      const why = typeof reason === 'string' ? reason : (job?.state ?? 'its job is gone');
      throw new Error(`the face check failed: ${why}`);
    }
    if (Date.now() > deadline) throw new Error('no worker checked the photo in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
