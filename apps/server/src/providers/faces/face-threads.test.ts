import { afterAll, describe, expect, it } from 'vitest';
import { soloPhoto } from '../../test/face-photos.js';
import { createFaceApiFaces, faceThreadsRunning } from './face-api-faces.js';

describe('the face model threads', () => {
  afterAll(() => {
    // The threads are the process's: later files in this worker get the default back.
    createFaceApiFaces({ threads: 2 });
  });

  it('let go of the model once idle, and load it again for the next photo', async () => {
    // The threads are the process's: an earlier file's idle ones now stop after 1 s too.
    const faces = createFaceApiFaces({ threads: 1, idleSeconds: 1 });
    const photo = await soloPhoto({ sample: 1, face: 1, variant: 0 });
    expect((await faces.findFaces(photo)).descriptor).not.toBeNull();
    expect(faceThreadsRunning()).toBeGreaterThanOrEqual(1);
    await expect.poll(faceThreadsRunning, { timeout: 20_000, interval: 100 }).toBe(0);

    const again = await soloPhoto({ sample: 1, face: 1, variant: 1 });
    expect((await faces.findFaces(again)).descriptor).not.toBeNull();
    expect(faceThreadsRunning()).toBe(1);
  });
});
