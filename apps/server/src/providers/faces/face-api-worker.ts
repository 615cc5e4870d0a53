import { parentPort } from 'node:worker_threads';
import { findFacesInPixels, type DecodedPhoto } from './face-api-model.js';

/**
 * The face worker thread: the model's seconds of computing happen here, so the thread that
 * answers requests stays free. One photo at a time, in the order they come.
 */
export interface FaceJob {
  id: number;
  photo: DecodedPhoto;
  describeEvery: boolean;
}

let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (job: FaceJob) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({
        id: job.id,
        faces: await findFacesInPixels(job.photo, job.describeEvery),
      });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: (error as Error).message });
    }
  });
});
