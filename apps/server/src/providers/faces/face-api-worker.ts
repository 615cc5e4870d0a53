import { findFacesInPixels, type DecodedPhoto } from './face-api-model.js';

/**
 * The face model's process (forked by face-api-faces.ts): the model's seconds of computing
 * happen here, so the server's thread that answers requests stays free, and its memory goes
 * back to the system when the process exits. One photo at a time, in the order they come.
 */
export interface FaceJob {
  id: number;
  photo: DecodedPhoto;
  describeEvery: boolean;
}

let queue: Promise<unknown> = Promise.resolve();
process.on('message', (job: FaceJob) => {
  queue = queue.then(async () => {
    try {
      process.send?.({ id: job.id, faces: await findFacesInPixels(job.photo, job.describeEvery) });
    } catch (error) {
      process.send?.({ id: job.id, error: (error as Error).message });
    }
  });
});
// The server stopped (or died): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
